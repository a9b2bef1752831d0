#!/usr/bin/env bash
# One timed stage of `make test` (scripts/test.sh): runs the command, keeps its output in
# target/stages/NAME.log as well as showing it, prints the stage's seconds as it ends, and adds a
# line `NAME<TAB>seconds<TAB>status` to target/stages/times.tsv for the table at the end
# (scripts/stages-report.sh).
# Usage: scripts/stage.sh NAME COMMAND [ARG...]
# With STAGE_QUIET=1 the output goes to the log only (a stage running beside others), and is shown
# whole when the stage ends.
set -uo pipefail
cd "$(dirname "$0")/.."
name=${1:?stage name}
shift
dir=target/stages
mkdir -p "$dir"
printf '\033[1m==> %s\033[0m (%s)\n' "$name" "$*"
start=$(date +%s.%N)
if [ "${STAGE_QUIET:-}" = 1 ]; then
  "$@" > "$dir/$name.log" 2>&1
  status=$?
  printf '\033[1m--- %s ---\033[0m\n' "$name"
  cat "$dir/$name.log"
else
  "$@" 2>&1 | tee "$dir/$name.log"
  status=${PIPESTATUS[0]}
fi
seconds=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
printf '%s\t%s\t%s\n' "$name" "$seconds" "$status" >> "$dir/times.tsv"
if [ "$status" -eq 0 ]; then
  printf '\033[1m<== %s: %s s\033[0m\n' "$name" "$seconds"
else
  printf '\033[1;31m<== %s: failed (exit %s) after %s s\033[0m\n' "$name" "$status" "$seconds"
fi
exit "$status"

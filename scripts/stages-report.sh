#!/usr/bin/env bash
# The table at the end of `make test`: each stage's seconds (target/stages/times.tsv, written by
# scripts/stage.sh) and the tests counted in the stages' logs: native and wasm tests from the test
# harnesses' "test result:" lines, end-to-end and package tests from node's TAP files.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=target/stages
[ -f "$dir/times.tsv" ] || { echo "no stages timed yet" >&2; exit 1; }

printf '\n\033[1m%-24s %9s  %s\033[0m\n' stage seconds result
awk -F'\t' '{
  total += $2
  printf "%-24s %9.1f  %s\n", $1, $2, ($3 == 0 ? "ok" : "FAILED (exit " $3 ")")
} END { printf "%-24s %9.1f  (%.1f min; stages side by side count each)\n", "stages", total, total / 60 }' "$dir/times.tsv"
if [ -f "$dir/started" ]; then
  wall=$(( $(date +%s) - $(cat "$dir/started") ))
  printf '\033[1m%-24s %9d  (%.1f min from the start)\033[0m\n' wall "$wall" "$(awk -v s="$wall" 'BEGIN { print s / 60 }')"
fi

# Passed, failed and ignored tests in the Rust harnesses' summaries of the given logs.
rust_counts() {
  cat "$@" 2>/dev/null | awk '/^test result:/ {
    for (i = 1; i <= NF; i++) {
      if ($(i + 1) ~ /^passed/) p += $i
      if ($(i + 1) ~ /^failed/) f += $i
      if ($(i + 1) ~ /^ignored/) g += $i
    }
  } END { printf "%d passed, %d failed, %d ignored", p, f, g }'
}
# Passed and failed tests in node's TAP files (the last "# pass" / "# fail" of each file).
tap_counts() {
  local p=0 f=0 file
  for file in "$@"; do
    [ -f "$file" ] || continue
    p=$((p + $(awk '/^# pass / { n = $3 } END { print n + 0 }' "$file")))
    f=$((f + $(awk '/^# fail / { n = $3 } END { print n + 0 }' "$file")))
  done
  printf '%d passed, %d failed' "$p" "$f"
}
shopt -s nullglob
printf '\n\033[1mtests\033[0m\n'
printf '%-10s %s\n' native "$(rust_counts "$dir"/native*.log)"
printf '%-10s %s\n' wasm "$(rust_counts "$dir"/wasm*.log)"
printf '%-10s %s\n' e2e "$(tap_counts "$dir"/e2e*.tap)"
printf '%-10s %s\n' package "$(tap_counts "$dir"/package*.tap)"

# Why each failed Node test failed, last, where a log's tail shows it: its name, the first lines of
# its error and the first place in the project's own files on its stack (the whole is in the
# stage's log and TAP file).
tap_failures() {
  awk '
    /^ *not ok [0-9]+ - / { name = $0; sub(/^ *not ok [0-9]+ - /, "", name); failing = 1; part = ""; shown = 0; where = ""; next }
    # A block (error, stack) holds the lines indented deeper than its key.
    failing && /^ *(error|stack): \|-$/ { part = $1 == "error:" ? "error" : "stack"; key = match($0, /[^ ]/); next }
    failing && part != "" && NF && match($0, /[^ ]/) <= key { part = "" }
    failing && part == "error" && shown < 6 && NF { msg[shown++] = $0; next }
    failing && part == "stack" && where == "" && /\/tests\// && !/node_modules/ { where = $0; sub(/^ +/, "", where); next }
    failing && /^ *\.\.\.$/ {
      printf "\033[1;31mfailed:\033[0m %s (%s)\n", name, FILENAME
      for (i = 0; i < shown; i++) { line = msg[i]; sub(/^ +/, "", line); print "  " substr(line, 1, 200) }
      if (where != "") print "  at " where
      failing = 0
    }' "$@"
}
taps=("$dir"/e2e*.tap "$dir"/package*.tap)
failures=
# (awk given no file would read the terminal: a run that failed before any Node test has none.)
[ ${#taps[@]} -eq 0 ] || failures=$(tap_failures "${taps[@]}" < /dev/null 2>/dev/null || true)
if [ -n "$failures" ]; then
  printf '\n%s\n' "$failures"
fi

#!/usr/bin/env bash
# The end-to-end tests (tests/e2e/, Playwright and selenium-webdriver against the release build in
# dist/), in two groups:
#   functional  every file side by side (each has its own server and browser), E2E_JOBS at a time;
#   timing      the time budgets (tests declared with `timing(...)`, tests/e2e/harness.mjs), one
#               file at a time afterwards, so that nothing else runs on the machine while they
#               measure.
# Each test is declared for one group (`functional(...)` or `timing(...)`) and skipped in the other.
# Usage: scripts/e2e.sh [functional|timing|all] [FILE...]   (default: all, every file)
# Node's TAP goes to target/stages/e2e-GROUP.tap as well, for the counts at the end of `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."
group=${1:-all}
[ $# -gt 0 ] && shift
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(tests/e2e/*.test.mjs)
# Four files at a time (each has its own server and browser): alone on this two-core machine the
# functional group took 1,260 s four at a time and 1,343 s two at a time (docs/performance.md).
jobs=${E2E_JOBS:-4}
mkdir -p target/stages
export GLUX_CLI_DIR=${GLUX_CLI_DIR:-$PWD/target/debug}
for tool in glux glak; do
  [ -x "$GLUX_CLI_DIR/$tool" ] || cargo build --quiet --bin glux --bin glak
done

run() {
  local name=$1 concurrency=$2
  shift 2
  E2E_GROUP=$name node --test --test-concurrency="$concurrency" \
    --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=tap --test-reporter-destination="target/stages/e2e-$name.tap" "$@"
}
if [ "$group" = all ] || [ "$group" = functional ]; then
  run functional "$jobs" "${files[@]}"
fi
if [ "$group" = all ] || [ "$group" = timing ]; then
  # Every file, one at a time: a file without timing tests starts no server or browser.
  run timing 1 "${files[@]}"
fi

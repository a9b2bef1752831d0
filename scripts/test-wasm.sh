#!/usr/bin/env bash
# The wasm-bindgen browser tests (tests/web.rs) in Chromium and Firefox side by side: the test is
# built once, then the runner (wasm-bindgen-test-runner) runs it in each browser, picking the
# browser by the driver it is given. Each browser's output is shown whole once both are done.
set -uo pipefail
cd "$(dirname "$0")/.."
wasm=(--target wasm32-unknown-unknown --test web)
cargo test "${wasm[@]}" --no-run || exit 1
out=$(mktemp -d)
CHROMEDRIVER=${CHROMEDRIVER:-/usr/bin/chromedriver} cargo test "${wasm[@]}" > "$out/chromium" 2>&1 &
chromium=$!
env -u CHROMEDRIVER GECKODRIVER="$(command -v geckodriver)" cargo test "${wasm[@]}" > "$out/firefox" 2>&1 &
firefox=$!
status=0
wait "$chromium" || status=1
printf '\n--- Chromium ---\n'; cat "$out/chromium"
wait "$firefox" || status=1
printf '\n--- Firefox ---\n'; cat "$out/firefox"
rm -rf "$out"
exit "$status"

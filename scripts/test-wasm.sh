#!/usr/bin/env bash
# The wasm-bindgen browser tests (tests/web.rs) in Chromium and Firefox side by side: the test is
# built once, then the runner (wasm-bindgen-test-runner) runs it in each browser, picking the
# browser by the driver it is given. Each browser's output is shown whole once both are done.
#
# The build is also the wasm side of the lint: the library, every binary and the browser tests are
# compiled for wasm32 by clippy's driver (what `cargo clippy` runs), with `-D warnings`, so clippy's
# lints fail this stage and no separate `cargo clippy` compiles them again (docs/performance.md).
# Profile `wasm-test` (Cargo.toml): no optimisation, the tests take seconds.
set -uo pipefail
cd "$(dirname "$0")/.."
export RUSTC_WORKSPACE_WRAPPER="${CLIPPY_DRIVER:-$(command -v clippy-driver)}"
export CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__
wasm=(--profile wasm-test --target wasm32-unknown-unknown)
# One build: every binary as a test harness beside the browser tests, so that the library is
# compiled once, with the dev-dependencies' features. The web modules' entry points are `test = false`
# in Cargo.toml (natively they are empty), so they are named here, from the list of modules.
modules=$(awk '!/^#/ && NF { print "--bin " $1 }' src/modules/modules.txt)
[ -n "$modules" ] || { echo "test-wasm: no web module in src/modules/modules.txt" >&2; exit 1; }
# shellcheck disable=SC2086
cargo test "${wasm[@]}" --bins $modules --test web --no-run || exit 1
out=$(mktemp -d)
CHROMEDRIVER=${CHROMEDRIVER:-/usr/bin/chromedriver} cargo test "${wasm[@]}" --test web > "$out/chromium" 2>&1 &
chromium=$!
env -u CHROMEDRIVER GECKODRIVER="$(command -v geckodriver)" cargo test "${wasm[@]}" --test web > "$out/firefox" 2>&1 &
firefox=$!
status=0
wait "$chromium" || status=1
printf '\n--- Chromium ---\n'; cat "$out/chromium"
wait "$firefox" || status=1
printf '\n--- Firefox ---\n'; cat "$out/firefox"
rm -rf "$out"
exit "$status"

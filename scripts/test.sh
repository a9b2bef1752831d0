#!/usr/bin/env bash
# `make test`: every check, as timed stages (scripts/stage.sh: each prints its seconds as it ends),
# then a table of the stages' seconds and the counts of native, wasm, end-to-end and package tests
# (scripts/stages-report.sh). Stage logs are in target/stages/.
#
# The order is chosen from the stages' measured times (docs/performance.md): the release build
# runs beside the native build and tests and the wasm tests (it leaves a core idle while it
# compiles the crate for wasm32); the functional end-to-end tests run beside the lint and the
# package's build and tests; the timing budgets run last, alone.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf target/stages
mkdir -p target/stages
date +%s > target/stages/started
export PATH="$PWD/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$HOME/.cargo/bin:$PATH"
export CHROMEDRIVER=${CHROMEDRIVER:-/usr/bin/chromedriver}
# The native lint, build and tests and the wasm tests use a target folder of their own, so that they
# compile beside the release build: cargo locks a target folder while it builds, and the release
# build compiles the crate for wasm32 on one core (codegen-units = 1), leaving the other idle for
# minutes (docs/performance.md).
native=(env CARGO_TARGET_DIR="$PWD/target/native")
# The command lines the Node tests run: built once, with the native tests.
export GLUX_CLI_DIR=$PWD/target/native/debug
trap 'scripts/stages-report.sh || true' EXIT
stage() { scripts/stage.sh "$@"; }
mk="make --no-print-directory"

stage setup scripts/setup.sh

# Side by side: the release build (in the background, shown when done), and the native build and
# tests and the wasm tests, which take about as long. The native tests run here, beside the release
# build (which leaves a core idle while it links), rather than beside the end-to-end tests: there,
# the browsers starved them (1,522 s beside them, 159 s alone; docs/performance.md).
STAGE_QUIET=1 stage release $mk build-release &
release=$!
status=0
{
  stage native-build "${native[@]}" cargo test --no-run &&
  stage native "${native[@]}" $mk test-native &&
  stage wasm "${native[@]}" $mk test-wasm
} || status=1
wait "$release" || status=1
[ "$status" = 0 ] || exit 1

# Side by side: the functional end-to-end tests (in the background, shown when done) and the lint,
# the package's build and its tests.
STAGE_QUIET=1 stage e2e scripts/e2e.sh functional &
e2e=$!
status=0
{
  stage lint "${native[@]}" $mk lint-except-wasm &&
  stage package-build $mk package &&
  stage package $mk package-tests
} || status=1
wait "$e2e" || status=1
[ "$status" = 0 ] || exit 1

# Alone, on a quiet machine.
stage e2e-timing scripts/e2e.sh timing
stage bundle-size scripts/bundle-size.sh dist

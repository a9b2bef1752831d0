#!/usr/bin/env bash
# Installs every tool the project needs, at pinned versions, from the package registries only
# (crates.io, npm, Debian). Idempotent: takes seconds when everything is already present.
# Usage: scripts/setup.sh [--build-only]
#   --build-only: only what building the release bundle needs (no browsers): the Pages workflow.
set -euo pipefail
cd "$(dirname "$0")/.."

build_only=false
case "${1:-}" in
  --build-only) build_only=true ;;
  "") ;;
  *) echo "usage: scripts/setup.sh [--build-only]" >&2; exit 2 ;;
esac

TRUNK_VERSION=0.21.14
GECKODRIVER_VERSION=0.37.1
WASM_SPLIT_VERSION=0.2.4
# wasm-bindgen-cli must match the wasm-bindgen crate locked in Cargo.lock exactly.
WASM_BINDGEN_VERSION=$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)

step() { printf '\033[1msetup:\033[0m %s\n' "$*"; }
# The output is read whole (no `grep -q`): under pipefail, grep leaving early would make the tool
# die of SIGPIPE on its next line and the check fail at random (geckodriver's licence text did: a
# two-minute reinstall).
has_version() { command -v "$1" >/dev/null 2>&1 && "$1" --version 2>/dev/null | grep -F "$2" >/dev/null; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if ! rustup target list --installed | grep -x wasm32-unknown-unknown >/dev/null; then
  step "rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi
for component in rustfmt clippy; do
  if ! rustup component list --installed | grep "^$component" >/dev/null; then
    step "rust component $component"
    rustup component add "$component"
  fi
done

# What downloads more than it computes runs beside the tools' compilation, which takes both cores:
# the npm packages (binaryen's wasm-opt, terser, playwright-core, ...) exactly as package-lock.json
# says, and (unless --build-only) the browsers the tests run in, Chromium and Firefox (ESR), from
# Debian. Their output goes to target/setup-*.log and is shown if they fail.
mkdir -p target
background=()
lock_sum=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ "$(cat node_modules/.glux-lock-sum 2>/dev/null)" != "$lock_sum" ]; then
  step "npm packages (beside the rest)"
  (npm ci --no-audit --no-fund --loglevel=error && echo "$lock_sum" > node_modules/.glux-lock-sum) \
    > target/setup-npm.log 2>&1 &
  background+=("$!:npm")
fi
missing=()
if [ "$build_only" = false ]; then
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
  command -v firefox-esr >/dev/null 2>&1 || missing+=(firefox-esr)
fi
if [ ${#missing[@]} -gt 0 ]; then
  step "browsers: ${missing[*]} (Debian packages, beside the rest)"
  (as_root apt-get update -qq &&
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}") \
    > target/setup-browsers.log 2>&1 &
  background+=("$!:browsers")
fi

# The tools are compiled once per machine and run for seconds a build: compiled without link-time
# optimisation and with parallel code generation, they install in about half the time.
install() {
  env CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_DEBUG=0 \
    cargo install "$@"
}

if ! has_version trunk "trunk $TRUNK_VERSION"; then
  step "trunk $TRUNK_VERSION (a few minutes, once)"
  install trunk --version "$TRUNK_VERSION" --locked
fi

if ! has_version wasm-bindgen "wasm-bindgen $WASM_BINDGEN_VERSION"; then
  step "wasm-bindgen-cli $WASM_BINDGEN_VERSION (a few minutes, once)"
  # Not --locked: its own lock file wants a crate version the registry here lacks.
  install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# Splits the page's module into the parts it loads when first needed (scripts/build-modules.sh).
# It prints no version: cargo's list of what it installed says which one is here (a copy installed
# otherwise, with the tools on PATH, is taken as it is).
split_installed=$(cargo install --list | sed -n 's/^wasm_split_cli_support v\([0-9.]*\):$/\1/p')
if [ "$split_installed" != "$WASM_SPLIT_VERSION" ] && { [ -n "$split_installed" ] || ! command -v wasm-split-cli >/dev/null 2>&1; }; then
  step "wasm-split-cli $WASM_SPLIT_VERSION (a few minutes, once)"
  install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --locked
fi

if [ "$build_only" = false ] && ! has_version geckodriver "geckodriver $GECKODRIVER_VERSION"; then
  step "geckodriver $GECKODRIVER_VERSION (a minute, once)"
  install geckodriver --version "$GECKODRIVER_VERSION" --locked
fi

# Every crate in Cargo.lock, for every target. Trunk builds offline (Trunk.toml), so on a fresh
# machine nothing else would fetch the web app's crates before `make serve` builds it.
cargo fetch --locked --quiet

failed=0
for job in "${background[@]}"; do
  if ! wait "${job%%:*}"; then
    echo "setup: ${job#*:} failed:" >&2
    cat "target/setup-${job#*:}.log" >&2
    failed=1
  fi
done
exit "$failed"

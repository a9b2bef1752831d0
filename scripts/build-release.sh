#!/usr/bin/env bash
# Builds the release bundle into dist/ (`make build-release`, and the GitHub Pages workflow).
# Usage: scripts/build-release.sh [public-url]   (default /)
#
# Two unstable compiler options, on the pinned stable toolchain (RUSTC_BOOTSTRAP), make the wasm
# about 21 KB gzip smaller (docs/performance.md, "Keeping the bundle small"):
# - `-Zbuild-std`: the standard library is compiled with the app, for size (opt-level "z", LTO),
#   instead of the prebuilt one, which is optimised for speed. Needs the rust-src component.
# - `-Cpanic=immediate-abort`: a panic stops the module at once, without formatting a message. The
#   app does not panic in play (the engine's errors are values); a broken invariant still stops it,
#   as `panic = "abort"` already did, only without the text in the console. Debug builds
#   (`make serve`) keep the messages.
# Only this build uses them: `make serve`, the tests and the CLI build with plain stable Rust. If a
# toolchain update drops either option, this script fails loudly; deleting the three variables
# below gives the stable build back, at the size cost above.
set -euo pipefail
cd "$(dirname "$0")/.."

export RUSTC_BOOTSTRAP=1
export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
# Added to .cargo/config.toml's flags for the target (Cargo joins the two lists).
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort"

exec trunk build --release --public-url "${1:-/}"

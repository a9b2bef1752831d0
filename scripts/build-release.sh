#!/usr/bin/env bash
# Builds the release bundle into dist/ (`make build-release`, and the GitHub Pages workflow).
# Usage: scripts/build-release.sh [public-url]   (default /)
#
# Plain stable Rust: the wasm is built with the `wasm-release` profile (Cargo.toml: optimised for
# size, panics abort), then wasm-opt and the post-build hooks in Trunk.toml shrink it further.
# Trunk builds offline (Trunk.toml), so every crate must already be fetched: scripts/setup.sh does.
set -euo pipefail
cd "$(dirname "$0")/.."
exec trunk build --release --public-url "${1:-/}"

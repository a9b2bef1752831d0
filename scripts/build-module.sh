#!/usr/bin/env bash
# Builds one of the app's extra wasm modules into a Trunk staging directory (the post-build hooks in
# Trunk.toml, so `trunk serve` and `trunk build --release` both have them): the binary, bound by the
# pinned wasm-bindgen CLI for the web, optimised by wasm-opt and terser in release builds.
# Usage: scripts/build-module.sh STAGING_DIR release|debug BINARY OUT_DIR OUT_NAME PROFILE WASM_OPT
#   PROFILE: the cargo profile of release builds (wasm-release for size, wasm-package for speed)
#   WASM_OPT: wasm-opt's level in release builds (-Oz, -O3)
set -euo pipefail
cd "$(dirname "$0")/.."
stage=${1:?staging directory}
build=${2:-debug}
bin=${3:?binary}
dir=${4:?output directory}
name=${5:?output name}
profile=${6:-wasm-release}
level=${7:--Oz}
if [ "$build" = release ]; then
  cargo build --quiet --profile "$profile" --target wasm32-unknown-unknown --bin "$bin"
  wasm=target/wasm32-unknown-unknown/$profile/$bin.wasm
else
  cargo build --quiet --target wasm32-unknown-unknown --bin "$bin"
  wasm=target/wasm32-unknown-unknown/debug/$bin.wasm
fi
mkdir -p "$stage/$dir"
wasm-bindgen --target web --no-typescript --out-dir "$stage/$dir" --out-name "$name" "$wasm"
if [ "$build" = release ]; then
  wasm-opt "$level" --converge --strip-producers --enable-bulk-memory --enable-nontrapping-float-to-int \
    "$stage/$dir/${name}_bg.wasm" -o "$stage/$dir/${name}_bg.wasm"
  node_modules/.bin/terser "$stage/$dir/$name.js" --module -c -m -o "$stage/$dir/$name.js"
fi
printf '%s: %s, wasm %d bytes gzip\n' "$bin" "$stage/$dir" "$(gzip -9 -c "$stage/$dir/${name}_bg.wasm" | wc -c)"

#!/usr/bin/env bash
# Builds the board editor's page into a Trunk staging directory (the post-build hook in Trunk.toml,
# so `trunk serve` and `trunk build --release` both have it): the `glux-editor` binary, bound by the
# pinned wasm-bindgen CLI, optimised for size like the app in release builds, beside the app as
# editor.html and editor/. Its own module, loaded only when a player opens the editor, so the
# game's page stays within its size budget (docs/performance.md).
# Usage: scripts/build-editor.sh STAGING_DIR [release|debug]
set -euo pipefail
cd "$(dirname "$0")/.."
stage=${1:?staging directory}
profile=${2:-debug}
if [ "$profile" = release ]; then
  cargo build --quiet --profile wasm-release --target wasm32-unknown-unknown --bin glux-editor
  wasm=target/wasm32-unknown-unknown/wasm-release/glux-editor.wasm
else
  cargo build --quiet --target wasm32-unknown-unknown --bin glux-editor
  wasm=target/wasm32-unknown-unknown/debug/glux-editor.wasm
fi
mkdir -p "$stage/editor"
wasm-bindgen --target web --no-typescript --out-dir "$stage/editor" --out-name editor "$wasm"
if [ "$profile" = release ]; then
  wasm-opt -Oz --converge --strip-producers --enable-bulk-memory --enable-nontrapping-float-to-int \
    "$stage/editor/editor_bg.wasm" -o "$stage/editor/editor_bg.wasm"
  node_modules/.bin/terser "$stage/editor/editor.js" --module -c -m -o "$stage/editor/editor.js"
fi
cp static/editor-start.js "$stage/editor/start.js"
cp static/editor.css "$stage/editor/editor.css"
css=$(cd "$stage" && ls glux-*.css | head -n 1)
[ -n "$css" ] || { echo "build-editor: no stylesheet in $stage" >&2; exit 1; }
sed "s/@CSS@/$css/" static/editor.html > "$stage/editor.html"
printf 'editor: %s, wasm %d bytes gzip\n' "$stage/editor" "$(gzip -9 -c "$stage/editor/editor_bg.wasm" | wc -c)"

#!/usr/bin/env bash
# Builds the board editor's page into a Trunk staging directory (a post-build hook in Trunk.toml):
# the `glux-editor` binary (scripts/build-module.sh), optimised for size like the app, beside the
# app as editor.html and editor/. Its own module, loaded only when a player opens the editor, so the
# game's page stays within its size budget (docs/performance.md).
# Usage: scripts/build-editor.sh STAGING_DIR [release|debug]
set -euo pipefail
cd "$(dirname "$0")/.."
stage=${1:?staging directory}
scripts/build-module.sh "$stage" "${2:-debug}" glux-editor editor editor wasm-release -Oz
cp static/editor-start.js "$stage/editor/start.js"
cp static/editor.css "$stage/editor/editor.css"
css=$(cd "$stage" && ls glux-*.css | head -n 1)
[ -n "$css" ] || { echo "build-editor: no stylesheet in $stage" >&2; exit 1; }
sed "s/@CSS@/$css/" static/editor.html > "$stage/editor.html"

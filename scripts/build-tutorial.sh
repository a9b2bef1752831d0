#!/usr/bin/env bash
# Builds the tutorial's page ("Learn to play") into a Trunk staging directory (a post-build hook in
# Trunk.toml): the `glux-tutorial` binary (scripts/build-module.sh), optimised for size like the app,
# beside the app as tutorial.html and tutorial/. Its own module, loaded only when a player opens the
# tutorial, so the game's page stays within its size budget (docs/performance.md).
# Usage: scripts/build-tutorial.sh STAGING_DIR [release|debug]
set -euo pipefail
cd "$(dirname "$0")/.."
stage=${1:?staging directory}
scripts/build-module.sh "$stage" "${2:-debug}" glux-tutorial tutorial tutorial wasm-release -Oz
cp static/tutorial-start.js "$stage/tutorial/start.js"
cp static/tutorial.css "$stage/tutorial/tutorial.css"
css=$(cd "$stage" && ls glux-*.css | head -n 1)
[ -n "$css" ] || { echo "build-tutorial: no stylesheet in $stage" >&2; exit 1; }
sed "s/@CSS@/$css/" static/tutorial.html > "$stage/tutorial.html"

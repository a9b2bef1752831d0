#!/usr/bin/env bash
# Builds the review's page into a Trunk staging directory (a post-build hook in Trunk.toml): the
# `glux-review` binary (scripts/build-module.sh), optimised for size like the app, beside the app as
# review.html and review/, with the review's worker (review-worker.js) and the judge it runs (judge/).
# Its own module, loaded only when a player opens a review, so the game's page stays within its size
# budget (docs/performance.md).
# Usage: scripts/build-review.sh STAGING_DIR [release|debug]
set -euo pipefail
cd "$(dirname "$0")/.."
stage=${1:?staging directory}
scripts/build-module.sh "$stage" "${2:-debug}" glux-review review review wasm-release -Oz
# The judge (src/judge.rs), which the review's worker runs: built for speed, as the bots are.
scripts/build-module.sh "$stage" "${2:-debug}" glux-judge judge judge wasm-package -O3
cp static/review-start.js "$stage/review/start.js"
cp static/review.css "$stage/review/review.css"
cp static/review-worker.js "$stage/review-worker.js"
if [ "${2:-debug}" = release ]; then
  node_modules/.bin/terser "$stage/review-worker.js" --module -c -m -o "$stage/review-worker.js"
fi
css=$(cd "$stage" && ls glux-*.css | head -n 1)
[ -n "$css" ] || { echo "build-review: no stylesheet in $stage" >&2; exit 1; }
sed "s/@CSS@/$css/" static/review.html > "$stage/review.html"

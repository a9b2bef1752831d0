#!/usr/bin/env bash
# Prints the release bundle's size: gzip -9 bytes of its wasm, js, css and html files, plus the larger
# list of words (the page loads one at start).
set -euo pipefail
dist=${1:-dist}
total=0
# The bots' module (bots/) is loaded by the bot worker when a bot first has to think; the parts of
# the page's module (part-*.wasm) when first needed: the carrier of games between devices (with
# carrier/, its styles), the rules page (with rules-page/, its styles) and each game in play.
for f in "$dist"/*.wasm "$dist"/*.js "$dist"/*.css "$dist"/*.html; do
  # The board editor, the review and the tutorial are pages of their own (editor.html, editor/;
  # review.html, review/, review-worker.js; tutorial.html, tutorial/; each with its part of the
  # pages' module, pages/), loaded only when opened; the
  # bot worker's script comes when a bot first thinks, the service worker once the page is usable.
  case "$(basename "$f")" in editor.html | review.html | review-worker.js | tutorial.html | bot-worker.js | sw.js | part-*) continue ;; esac
  [ -f "$f" ] || continue
  size=$(gzip -9 -c "$f" | wc -c)
  printf '  %-40s %8d bytes gzip\n' "$(basename "$f")" "$size"
  total=$((total + size))
done
largest=0
for f in "$dist"/locales/*.txt; do
  [ -f "$f" ] || continue
  size=$(gzip -9 -c "$f" | wc -c)
  printf '  %-40s %8d bytes gzip\n' "locales/$(basename "$f")" "$size"
  [ "$size" -gt "$largest" ] && largest=$size
done
total=$((total + largest))
printf 'bundle size: %d bytes gzip (%d KB)\n' "$total" $((total / 1024))
if [ -d "$dist/bots" ]; then
  bots=0
  for f in "$dist"/bots/*; do
    bots=$((bots + $(gzip -9 -c "$f" | wc -c)))
  done
  printf "bots' module (loaded by the bot worker when a bot first thinks, and by the review's worker): %d bytes gzip\n" "$bots"
fi
# A part of the page's module, with the code it shares with the others (its files as the build
# names them in the page: data-NAME-parts) and its own styles, if any.
part() {
  local name=$1 styles=$2 size=0 f files
  files=$(sed -n -E "s/.*data-$name-parts=\"([^\"]*)\".*/\1/p" "$dist/index.html")
  for f in $files; do
    size=$((size + $(gzip -9 -c "$dist/$f" | wc -c)))
  done
  for f in "$dist/$styles"/*; do
    [ -f "$f" ] && size=$((size + $(gzip -9 -c "$f" | wc -c)))
  done
  echo "$size"
}
if ls "$dist"/part-carrier-*.wasm >/dev/null 2>&1; then
  printf "carrier of games between devices (the page module's part, loaded when one is first needed): %d bytes gzip\n" "$(part carrier carrier)"
fi
# The pages' module's files a page asks for (as the build names them in it): the module's glue,
# main part and loader, the page's part and the code it shares with the other pages' parts.
pages_module() {
  local size=0 f
  for f in $(grep -o 'href="pages/[^"]*"' "$dist/$1.html" | sed -e 's|^href="pages/||' -e 's|"$||'); do
    size=$((size + $(gzip -9 -c "$dist/pages/$f" | wc -c)))
  done
  echo "$size"
}
# A page of its own (its folder in dist/ names it): the pages' module's files it asks for, and the
# page's own files (FILE...).
page_size() {
  local name=$1 label=$2 size f
  shift 2
  [ -d "$dist/$name" ] || return 0
  size=$(pages_module "$name")
  for f in "$@"; do
    size=$((size + $(gzip -9 -c "$f" | wc -c)))
  done
  printf "%s: %d bytes gzip\n" "$label" "$size"
}
page_size editor "board editor page (loaded when opened, with its part of the pages' module; the stylesheet and two tables besides)" \
  "$dist"/editor.html "$dist"/editor/*
page_size review "review page (loaded when opened, with its part of the pages' module; the stylesheet, a table and the judge's module besides)" \
  "$dist"/review.html "$dist"/review-worker.js "$dist"/review/*
page_size tutorial "tutorial's page (loaded when opened, with its part of the pages' module; the stylesheet and two tables besides)" \
  "$dist"/tutorial.html "$dist"/tutorial/*
if ls "$dist"/part-rules-*.wasm >/dev/null 2>&1; then
  printf "rules page (the page module's part, loaded when the rules are first opened): %d bytes gzip\n" "$(part rules rules-page)"
fi
for game in glux glak; do
  if ls "$dist"/part-play-$game-*.wasm >/dev/null 2>&1; then
    printf "%s in play and its replays (the page module's part, fetched once the first screen is drawn): %d bytes gzip\n" "$game" "$(part "play-$game" none)"
  fi
done
all=0
while IFS= read -r -d '' f; do
  all=$((all + $(gzip -9 -c "$f" | wc -c)))
done < <(find "$dist" -name '*.wasm' -print0)
printf "all of the app's wasm modules with their parts (issue 40's budget: 1,000,000): %d bytes gzip\n" "$all"

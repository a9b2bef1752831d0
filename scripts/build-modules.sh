#!/usr/bin/env bash
# The app's wasm modules besides the page's own, built by Trunk's hooks (Trunk.toml) in two steps, so
# that `trunk serve` and `trunk build --release` both have them:
#
#   scripts/build-modules.sh compile release|debug
#       (pre-build) one `cargo build` per cargo profile for every module, the page's own
#       (`glux-app`) included: cargo links them side by side and compiles the crate once per
#       profile; Trunk's own build of the page then finds it done.
#   scripts/build-modules.sh finish STAGING_DIR release|debug
#       (post-build) each module bound by the pinned wasm-bindgen CLI and, in release builds,
#       optimised by wasm-opt and terser, in parallel, each in its own folder of the staging
#       directory; then each page's files; then the Content-Security-Policy, last, once every
#       file is in place.
#
# The modules are the list in src/modules/modules.txt: MODULES has each module's binary, folder (and
# name of its files), cargo profile of release builds, wasm-opt level and whether it is split; APP
# the page's own module (built by Trunk, index.html, and split) and its profile, APP_LEVEL its
# wasm-opt level. `wasm-release` is built for size; `wasm-package` for speed (the bots think in it).
set -euo pipefail
cd "$(dirname "$0")/.."

LIST=src/modules/modules.txt
mapfile -t MODULES < <(awk '!/^#/ && NF && $3 != "." { print $1, $3, $4, $5, $9 }' "$LIST")
APP=$(awk '!/^#/ && NF && $3 == "." { print $1, $4 }' "$LIST")
APP_LEVEL=$(awk '!/^#/ && NF && $3 == "." { print $5 }' "$LIST")
[ ${#MODULES[@]} -gt 0 ] && [ -n "$APP" ] || { echo "build-modules: no modules in $LIST" >&2; exit 1; }

# Every binary of one cargo profile, as `--bin` arguments.
bins_of() {
  local profile=$1 line bin dir prof level
  [ "$profile" = "${APP#* }" ] && printf -- '--bin %s ' "${APP%% *}"
  for line in "${MODULES[@]}"; do
    read -r bin dir prof level split <<<"$line"
    [ "$prof" = "$profile" ] && printf -- '--bin %s ' "$bin"
  done
}

compile() {
  local build=${1:-debug}
  if [ "$build" = release ]; then
    local profiles=() line bin dir prof level
    for line in "${MODULES[@]}"; do
      read -r bin dir prof level <<<"$line"
      [[ " ${profiles[*]} " == *" $prof "* ]] || profiles+=("$prof")
    done
    [[ " ${profiles[*]} " == *" ${APP#* } "* ]] || profiles+=("${APP#* }")
    for prof in "${profiles[@]}"; do
      # shellcheck disable=SC2046
      cargo build --quiet --profile "$prof" --target wasm32-unknown-unknown $(bins_of "$prof")
    done
  else
    local all=("--bin" "${APP%% *}") line bin dir prof level
    for line in "${MODULES[@]}"; do
      read -r bin dir prof level <<<"$line"
      all+=("--bin" "$bin")
    done
    cargo build --quiet --target wasm32-unknown-unknown "${all[@]}"
  fi
}

# Binds (and in release builds optimises) one module into STAGE/DIR.
bind() {
  local stage=$1 build=$2 bin=$3 dir=$4 prof=$5 level=$6
  local wasm=target/wasm32-unknown-unknown/debug/$bin.wasm
  [ "$build" = release ] && wasm=target/wasm32-unknown-unknown/$prof/$bin.wasm
  rm -rf "${stage:?}/$dir"
  mkdir -p "$stage/$dir"
  wasm-bindgen --target web --no-typescript --out-dir "$stage/$dir" --out-name "$dir" "$wasm"
  if [ "$build" = release ]; then
    # No --converge: it doubles wasm-opt's time for 0.2% of size (the carrier: 34 s against 16 s,
    # 307,306 against 307,802 bytes gzip; docs/performance.md).
    wasm-opt "$level" --strip-producers --enable-bulk-memory --enable-nontrapping-float-to-int \
      "$stage/$dir/${dir}_bg.wasm" -o "$stage/$dir/${dir}_bg.wasm"
    node_modules/.bin/terser "$stage/$dir/$dir.js" --module -c -m -o "$stage/$dir/$dir.js"
  fi
  printf '%s: %s/, wasm %d bytes gzip\n' "$bin" "$dir" "$(gzip -9 -c "$stage/$dir/${dir}_bg.wasm" | wc -c)"
}

# A page's start script (DIR/start.js) from static/module-start.js, whose languages
# scripts/locales.mjs has written: the module (its own, DIR/DIR, unless MODULE names another, as
# the path of its files without `.js` from DIR), and the folders of the words it loads.
start() {
  local stage=$1 dir=$2 words=$3 module=${4:-$2}
  mkdir -p "$stage/$dir"
  sed -e "s|@MODULE@|$module|" -e "s|@WORDS@|$words|" "$stage/module-start.template" > "$stage/$dir/start.js"
  if [ "$TRUNK_PROFILE" = release ]; then
    node_modules/.bin/terser "$stage/$dir/start.js" --module -c -m -o "$stage/$dir/start.js"
  fi
}

# A page of its own (editor.html, tutorial.html, review.html: a part of the pages' module each) from
# its template, naming the app's stylesheet, the script that loads the pages' parts and its part's
# files (pages/parts-of.txt).
page() {
  local stage=$1 name=$2 css files f own
  css=$(cd "$stage" && ls glux-*.css | head -n 1)
  [ -n "$css" ] || { echo "build-modules: no stylesheet in $stage" >&2; exit 1; }
  grep -q '@PAGES_PARTS@' "static/$name.html" || { echo "build-modules: static/$name.html names no @PAGES_PARTS@" >&2; exit 1; }
  own="<link rel=\"modulepreload\" href=\"pages/$(cd "$stage/pages" && ls parts-*.js)\" />"
  files=$(sed -n "s/^$name //p" "$stage/pages/parts-of.txt")
  [ -n "$files" ] || { echo "build-modules: the pages' module has no part $name" >&2; exit 1; }
  for f in $files; do
    own+="<link rel=\"preload\" href=\"pages/$f\" as=\"fetch\" crossorigin />"
  done
  sed -e "s/@CSS@/$css/" -e "s|@PAGES_PARTS@|$own|" "static/$name.html" > "$stage/$name.html"
}

# A split module (`wasm-split-cli`: the page's, src/modules/app.rs, and the pages', src/modules/pages.rs)
# into its main part and the parts it loads when first needed, bound (for the page's module, in
# place of Trunk's binding of the whole) and in release builds optimised. Its files go to OUT (the
# staging directory for the page's module, named as Trunk named its glue; STAGE/DIR, named DIR, for
# a module of its own). Each part is named after its content (`part-NAME-HASH.wasm`, so that the
# service worker answers it from its cache first); the script that loads them is named by
# name_loader, once it is final. OUT/parts-of.txt lists each split point's files: `NAME FILE...`,
# its own part and the code it shares with others.
split_module() {
  local stage=$1 build=$2 bin=$3 dir=$4 prof=$5 level=$6
  local wasm=target/wasm32-unknown-unknown/debug/$bin.wasm
  [ "$build" = release ] && wasm=target/wasm32-unknown-unknown/$prof/$bin.wasm
  # A folder per build, so that `make serve` and a release build may run at once.
  local out name tmp=target/split-$bin-$build
  if [ "$dir" = . ]; then
    out=$stage
    name=$(cd "$stage" && ls "$bin"-*.js)
    name=${name%.js}
  else
    out=$stage/$dir
    name=$dir
    rm -rf "${out:?}"
    mkdir -p "$out"
  fi
  rm -rf "$tmp"
  wasm-split-cli "$wasm" "$tmp" --out-name "$name" >/dev/null
  # Fewer, larger files (scripts/merge-parts.mjs), in release builds. The page's rules come late:
  # opened from the app, they draw both games, whose parts the app has fetched by then.
  local merge=(--no-merge)
  if [ "$build" = release ]; then
    merge=()
    [ "$dir" = . ] && merge=(--late rules)
  fi
  node scripts/merge-parts.mjs "$tmp" "${merge[@]}"
  wasm-bindgen --target web --no-typescript --keep-lld-exports --out-dir "$tmp/bound" --out-name "$name" "$tmp/$name.wasm"
  cp "$tmp/bound/$name.js" "$out/$name.js"
  if [ "$build" = release ]; then
    wasm-opt "$level" --converge --strip-producers --low-memory-unused --enable-bulk-memory \
      --enable-nontrapping-float-to-int "$tmp/bound/${name}_bg.wasm" -o "$out/${name}_bg.wasm"
  else
    cp "$tmp/bound/${name}_bg.wasm" "$out/${name}_bg.wasm"
  fi
  # Each split point's files, as `NAME FILE...` lines until the parts are named below.
  mv "$tmp/parts-of.txt" "$out/parts-of.txt"
  local part file hash parts=()
  for part in "$tmp"/*.wasm; do
    file=$(basename "$part" .wasm)
    [ "$file" = "$name" ] && continue
    if [ "$build" = release ]; then
      # --converge: 0.3 to 0.8 % smaller (2 KB gzip for all parts; docs/performance.md).
      wasm-opt "$level" --converge --strip-producers --enable-bulk-memory --enable-nontrapping-float-to-int "$part" -o "$part"
    fi
    hash=$(sha256sum "$part" | cut -c1-16)
    # split_carrier -> part-carrier-HASH.wasm, split_play_glux -> part-play-glux-HASH.wasm,
    # split_replays_glux -> part-replays-glux-HASH.wasm;
    # chunk_3 (code two parts share) -> part-shared-3-HASH.wasm
    local named
    case "$file" in
      split_*) named=part-$(printf '%s' "${file#split_}" | tr _ -)-$hash.wasm ;;
      chunk_*) named=part-shared-${file#chunk_}-$hash.wasm ;;
      *) echo "build-modules: an unknown part $file" >&2; exit 1 ;;
    esac
    cp "$part" "$out/$named"
    sed -i "s|\"./$file.wasm\"|\"./$named\"|" "$tmp/__wasm_split.js"
    sed -i -E "s/ $file( |\$)/ $named\1/" "$out/parts-of.txt"
    parts+=("$named")
  done
  grep -q '"\./\(split\|chunk\)_' "$tmp/__wasm_split.js" && { echo "build-modules: a part left unnamed" >&2; exit 1; }
  cp "$tmp/__wasm_split.js" "$out/__wasm_split.js"
  printf '%s\n' "${parts[@]}" > "$out/parts.txt"
  printf '%s: main part %d bytes gzip; parts %s\n' "$bin" "$(gzip -9 -c "$out/${name}_bg.wasm" | wc -c)" \
    "$(for p in "${parts[@]}"; do printf '%s %d, ' "$p" "$(gzip -9 -c "$out/$p" | wc -c)"; done)"
}

# The script that loads a split module's parts (OUT/__wasm_split.js), named after its content once it
# is final (`parts-HASH.js`), and the module's glue (OUT/NAME.js) importing it by that name.
name_loader() {
  local out=$1 glue=$2 hash
  hash=$(sha256sum "$out/__wasm_split.js" | cut -c1-16)
  mv "$out/__wasm_split.js" "$out/parts-$hash.js"
  # Only where the glue imports it: the wasm's imports keep the module's name.
  sed -E -i "s#from *([\"'])\./__wasm_split\.js[\"']#from \1./parts-$hash.js\1#g" "$out/$glue"
  grep -q "parts-$hash.js" "$out/$glue" || { echo "build-modules: the glue imports no parts" >&2; exit 1; }
}

# The script that loads the page's parts, named after its content once it is final, and the page's
# glue importing it by that name; the parts' names for the service worker and the page's early
# downloads.
name_parts() {
  local stage=$1 glue hash
  glue=$(cd "$stage" && ls ${APP%% *}-*.js)
  name_loader "$stage" "$glue"
  hash=$(cd "$stage" && ls parts-*.js)
  hash=${hash#parts-}
  hash=${hash%.js}
  # Asked for at once beside the glue: the page's module script runs only once every script it
  # imports is in, and its wasm compiles only then.
  node -e '
    const [file, glue, parts] = process.argv.slice(1);
    const fs = require("fs");
    const html = fs.readFileSync(file, "utf8");
    const link = html.match(new RegExp(`<link[^>]*\\b${glue.replace(/[.]/g, "\\.")}[^>]*>`))?.[0];
    if (!link || !/modulepreload/.test(link)) { console.error("build-modules: no modulepreload of the glue"); process.exit(1); }
    fs.writeFileSync(file, html.replace(link, link + link.replace(glue, parts)));
  ' "$stage/index.html" "$glue" "parts-$hash.js"
  # The service worker keeps them for offline play; the page asks early for the carrier's (an
  # invitation, a turn link): its script's data-carrier-parts.
  local list split files
  list=$(sed 's/.*/"&"/' "$stage/parts.txt" | paste -sd, -)
  sed -i "s|const PARTS = \[\];|const PARTS = ['parts-$hash.js', $list];|" "$stage/sw.js"
  grep -q "parts-$hash.js" "$stage/sw.js" || { echo "build-modules: no parts in sw.js" >&2; exit 1; }
  # The files of the carrier (an invitation, a turn link), of each game in play (a kept game) and
  # of each game's replays (a replay link): their own part and the code they share with other
  # parts; the page's early downloads ask for them. The rules' files too, which come only when the
  # rules are opened: named there for the tests, which weigh each part with what it shares. A split
  # point play_glux is data-play-glux-parts, its part part-play-glux-.
  local attr
  for split in carrier play_glux play_glak replays_glux replays_glak rules; do
    files=$(sed -n "s/^$split //p" "$stage/parts-of.txt")
    attr=${split//_/-}
    sed -E -i "s/data-$attr-parts=(\"[^\"]*\"|'[^']*'|[^[:space:]>]+)/data-$attr-parts=\"$files\"/" "$stage/index.html"
    grep -q "data-$attr-parts=\"[^\"]*part-$attr-" "$stage/index.html" || { echo "build-modules: index.html names no $split part" >&2; exit 1; }
  done
  rm "$stage/parts.txt" "$stage/parts-of.txt"
}

finish() {
  local stage=${1:?staging directory} build=${2:-debug}
  export TRUNK_STAGING_DIR=$stage TRUNK_PROFILE=$build
  local pids=() line bin dir prof level
  # The manifest in each language, and the list of languages for the page and the service worker,
  # before terser minifies the service worker (scripts/locales.mjs).
  cp static/module-start.js "$stage/module-start.template"
  node scripts/locales.mjs finish "$stage"
  # The page's own module first (split; release: short import names, terser), beside the modules.
  # Each step a command of its own, so that any failure inside them stops the job (bash ignores
  # `set -e` in functions run as part of an `&&` list).
  if [ "$build" = release ]; then
    (
      set -e
      split_module "$stage" "$build" "${APP%% *}" . "${APP#* }" "$APP_LEVEL"
      node scripts/short-wasm-names.mjs
      for f in "$stage"/*.js; do
        if [ "$(basename "$f")" != sw.js ]; then node_modules/.bin/terser "$f" --module -c -m -o "$f"; fi
      done
      name_parts "$stage"
    ) &
    pids+=($!)
  else
    (
      set -e
      split_module "$stage" "$build" "${APP%% *}" . "${APP#* }" "$APP_LEVEL"
      name_parts "$stage"
    ) &
    pids+=($!)
  fi
  for line in "${MODULES[@]}"; do
    read -r bin dir prof level split <<<"$line"
    if [ "$split" = yes ]; then
      (
        set -e
        split_module "$stage" "$build" "$bin" "$dir" "$prof" "$level"
        if [ "$build" = release ]; then
          node scripts/short-wasm-names.mjs "$stage/$dir"
          for f in "$stage/$dir/$dir.js" "$stage/$dir/__wasm_split.js"; do
            node_modules/.bin/terser "$f" --module -c -m -o "$f"
          done
        fi
        name_loader "$stage/$dir" "$dir.js"
      ) &
    else
      bind "$stage" "$build" "$bin" "$dir" "$prof" "$level" &
    fi
    pids+=($!)
  done
  local failed=0 pid
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  [ "$failed" = 0 ] || { echo "build-modules: a module failed to build" >&2; exit 1; }

  # Each module's own files, once its folder is made: a page's start script names its module and the
  # words it loads (the app's, and its own section's: src/i18n.rs).
  # The tutorial's page, the review's and the editor's start the pages' module
  # (src/modules/pages.rs), which starts the page's part.
  start "$stage" editor "locales/ locales/pages/" "../pages/pages"
  start "$stage" tutorial "locales/ locales/tutorial/" "../pages/pages"
  start "$stage" review "locales/ locales/pages/" "../pages/pages"
  rm "$stage/module-start.template"
  cp static/editor.css "$stage/editor/editor.css"
  cp static/tutorial.css "$stage/tutorial/tutorial.css"
  cp static/review.css "$stage/review/review.css"
  mkdir -p "$stage/carrier" "$stage/rules-page"
  cp static/carrier.css "$stage/carrier/carrier.css"
  cp static/rules.css "$stage/rules-page/rules-page.css"
  # The review's thread, which runs Expert's review in the bots' module (bots/).
  cp static/review-worker.js "$stage/review-worker.js"
  if [ "$build" = release ]; then
    node_modules/.bin/terser "$stage/review-worker.js" --module -c -m -o "$stage/review-worker.js"
  fi
  for name in editor tutorial review; do page "$stage" "$name"; done
  # The service worker keeps the tutorial's and the editor's files for offline play (the review's
  # part comes when a review is first opened); it is minified once every name is in it.
  local loader files
  loader=$(cd "$stage/pages" && ls parts-*.js)
  files=$(sed -n "s/^\(tutorial\|editor\) //p" "$stage/pages/parts-of.txt" | tr ' ' '\n' | sort -u | sed "s|.*|'pages/&'|" | paste -sd, -)
  sed -i "s|const PAGES = \[\];|const PAGES = ['pages/$loader', $files];|" "$stage/sw.js"
  grep -q "pages/$loader" "$stage/sw.js" || { echo "build-modules: no pages' parts in sw.js" >&2; exit 1; }
  rm "$stage/pages/parts.txt" "$stage/pages/parts-of.txt"
  if [ "$build" = release ]; then
    node_modules/.bin/terser "$stage/sw.js" --module -c -m -o "$stage/sw.js"
  fi
  # Last, over the finished page.
  node scripts/csp.mjs
  # The service worker's cache is named after the build (a hash of every file it may keep): a new
  # build is a new cache, so a file kept under a name that carries its hash (which the worker
  # answers from its cache first) never outlives a build that changed it under the same name, as a
  # change of the build's tools could (static/sw.js).
  local hash
  hash=$(cd "$stage" && find . -type f ! -name sw.js -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)
  sed -E -i "s/([\"'])glux-v([0-9]+)\1/\1glux-v\2-$hash\1/g" "$stage/sw.js"
  grep -q "glux-v[0-9]*-$hash" "$stage/sw.js" || { echo "build-modules: no cache name in sw.js" >&2; exit 1; }
}

case "${1:-}" in
  compile) compile "${2:-debug}" ;;
  finish) finish "${2:?staging directory}" "${3:-debug}" ;;
  *) echo "usage: scripts/build-modules.sh compile release|debug | finish STAGING_DIR release|debug" >&2; exit 2 ;;
esac

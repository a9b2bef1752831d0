// Starts a page's wasm module (tutorial.html's, review.html's and editor.html's: the pages' module,
// a part of which is each page). scripts/build-modules.sh writes one `start.js` per page
// from this file, naming the module (its files' path from the page's folder, without `.js`) and
// the words it loads (`@MODULE@`, `@WORDS@`), and scripts/locales.mjs writes every language of src/locales/ into
// LANGS. The page asks for the module itself (`modulepreload` and `preload`); this asks for the
// words of the language in use first, chosen as src/ui/language.rs chooses it, so that they come
// in beside the module instead of after it has started (issue 40, docs/performance.md).
const LANGS = ['en'];
const MODULE = '@MODULE@';
const WORDS = '@WORDS@'.split(' ');

const primary = (code) => String(code ?? '').split(/[-_]/)[0].toLowerCase();
let lang = null;
try {
  lang = primary(localStorage.getItem('glux.lang'));
} catch (_) {
  lang = null;
}
if (!LANGS.includes(lang)) {
  lang = [...(navigator.languages ?? []), navigator.language].map(primary).find((c) => LANGS.includes(c)) ?? 'en';
}
for (const folder of WORDS) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = new URL(`../${folder}${lang}.txt`, import.meta.url).href;
  document.head.append(link);
}

const { default: init } = await import(`./${MODULE}.js`);
init({ module_or_path: new URL(`./${MODULE}_bg.wasm`, import.meta.url) });

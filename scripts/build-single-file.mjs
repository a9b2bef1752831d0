// The offline copy: the whole app in one HTML file (`make single-file`), made from the release build.
// Usage: node scripts/build-single-file.mjs [DIST [OUT]]   (defaults: dist, dist-single/glux.html)
//
// The page opens from disk (file:) with the network off, in any browser the app supports: both
// games, the bots, the rules and every language, with no service worker. Nothing in the app's wasm
// knows about it but one attribute, `<html data-offline-copy>` (src/ui/files.rs: the copy offers no
// games between devices, no board editor and no copy of itself). Everything else is done here and
// in static/single-file/:
// - the stylesheet and the icon are inlined; the manifest, the preloads and the service worker's
//   registration are left out;
// - the app's wasm, the bots' module, the rules' and the games in play's parts of the app's module, the languages' words and the rules
//   are `<script type="application/x-glux-file" data-path="…">` blocks, gzip in base64 (about a
//   third of the raw bytes; the page unpacks them with DecompressionStream);
// - the rules page's stylesheet is inlined with the app's;
// - the page's one script is the app's JS glue and the script that loads its parts, and the bot
//   worker's script, turned from ES modules
//   into objects of their exports (Chromium loads no module from a Blob URL in a worker on file:),
//   then static/single-file/boot.js, which serves `fetch` from the blocks, starts the bot worker
//   from a Blob URL, opens the full rules from their blocks and stands in for the carrier of games
//   between devices;
// - a Content-Security-Policy allows that script (by its hash), wasm, a worker from a Blob URL and
//   the inline stylesheet, and nothing from anywhere: the copy cannot reach the network.
import { readFileSync, writeFileSync, mkdirSync, existsSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.argv[2] ?? join(ROOT, 'dist');
const out = process.argv[3] ?? join(ROOT, 'dist-single', 'glux.html');
const fail = (problem) => {
  throw new Error(`build-single-file: ${problem}`);
};
if (!existsSync(join(dist, 'index.html'))) fail(`no ${join(dist, 'index.html')}: build the release first (scripts/build-release.sh)`);

/** A path the built page names (`/glux/glux-app-….js`, whatever the public URL) as a file in dist/. */
function inDist(named) {
  const parts = named.split(/[?#]/)[0].split('/').filter(Boolean);
  while (parts.length && !existsSync(join(dist, ...parts))) parts.shift();
  if (!parts.length) fail(`the page names ${named}, which is not in ${dist}`);
  return parts.join('/');
}
const read = (path) => readFileSync(join(dist, path));

/**
 * An ES module's source as a script expression: an object of its exports. Enough for the JS glue
 * wasm-bindgen writes and terser minifies (`export function f`, `export const f`,
 * `export{a as default,…}`, and
 * `import.meta.url` only as the default place of the wasm, which the copy always gives); anything
 * else fails the build rather than the page.
 */
function moduleAsObject(source, what, { init = true } = {}) {
  const exported = {};
  let code = source.replace(/\bexport\s*\{([^}]*)\}\s*;?/g, (_, list) => {
    for (const part of list.split(',').map((p) => p.trim()).filter(Boolean)) {
      const [local, name = local] = part.split(/\s+as\s+/);
      exported[name] = local;
    }
    return '';
  });
  code = code.replace(/\bexport\s+(async\s+function\*?|function\*?|class|const|let|var)\s+([\w$]+)/g, (_, kind, name) => {
    exported[name] = name;
    return `${kind} ${name}`;
  });
  code = code.replace(/\bimport\.meta\.url\b/g, 'self.location.href');
  if (/\bexport\b|\bimport\b\s*[{*'"(]|\bimport\s+[\w$]|\bimport\.meta\b/.test(code)) fail(`${what}: an import or export this script cannot turn into an object`);
  if (init && !exported.default) fail(`${what}: no default export (the module's init)`);
  const fields = Object.entries(exported).map(([name, local]) => `${JSON.stringify(name)}: ${local}`);
  return `(() => {\n"use strict";\n${code}\nreturn { ${fields.join(', ')} };\n})()`;
}

/** Code safe inside an HTML <script> element. */
function scriptSafe(code, what) {
  if (/<\/script|<!--/i.test(code)) fail(`${what} holds "</script" or "<!--", which would end or confuse the script element`);
  return code;
}
/** A JavaScript string literal safe inside an HTML <script> element. */
const jsString = (text) => JSON.stringify(text).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

let html = read('index.html').toString('utf8');

// The app's glue and wasm, as Trunk's loader names them.
const loaderRe = /<script type=["']?module["']?>([\s\S]*?)<\/script>/g;
const loaders = [...html.matchAll(loaderRe)];
if (loaders.length !== 1) fail(`expected Trunk's one module loader in index.html, found ${loaders.length}`);
const loader = loaders[0][1];
const gluePath = inDist(loader.match(/from\s*['"]([^'"]+\.js)['"]/)?.[1] ?? fail('the loader imports no glue'));
const wasmPath = inDist(loader.match(/module_or_path:\s*['"]([^'"]+\.wasm)['"]/)?.[1] ?? fail('the loader names no wasm'));

// The files the app loads beside the page (src/ui/language.rs: the languages' words and the pages'
// words) or links to (the full rules), and the modules it runs.
const walk = (dir) => readdirSync(join(dist, dir), { withFileTypes: true })
  .flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : [`${dir}/${e.name}`]));
// The parts of the app's module the copy loads (scripts/build-modules.sh): the rules', each game in
// play, each game's replays (a game file opened in the copy), and the code parts share; not the
// carrier's (the copy has no games between devices).
const parts = readdirSync(dist).filter((f) => /^part-(rules|play-\w+|replays-\w+|shared)-.*\.wasm$/.test(f)).sort();
for (const name of ['rules', 'play-glux', 'play-glak', 'replays-glux', 'replays-glak']) {
  if (!parts.some((f) => f.startsWith(`part-${name}-`))) fail(`no ${name} part (part-${name}-*.wasm) in ${dist}`);
}
const embedded = [
  ['app.wasm', read(wasmPath)],
  ['bots/bots_bg.wasm', read('bots/bots_bg.wasm')],
  ...parts.map((f) => [f, read(f)]),
  // The tutorial's words stay out with its page: the copy has no tutorial (it is a page of its own).
  ...walk('locales').filter((p) => p.endsWith('.txt') && !p.startsWith('locales/tutorial/')).sort().map((p) => [p, read(p)]),
  ...readdirSync(join(dist, 'rules')).filter((f) => f.endsWith('.md')).sort().map((f) => [`rules/${f}`, read(`rules/${f}`)]),
];
// Every language of src/locales/: its words and its pages' words.
const languages = readdirSync(join(ROOT, 'src', 'locales')).filter((f) => f.endsWith('.txt'));
for (const needed of [...languages.flatMap((f) => [`locales/${f}`, `locales/pages/${f}`]), 'rules/glux.md', 'rules/glak.md']) {
  if (!embedded.some(([path]) => path === needed)) fail(`${needed} is not in ${dist}`);
}
const blocks = embedded.map(([path, bytes]) =>
  `<script type="application/x-glux-file" data-path="${path}">${gzipSync(bytes, { level: 9 }).toString('base64')}</script>`);

// The page's one script: the parts' script and the glue, the bot worker's script, then the copy's
// start.
const botWorker = `const bots = ${moduleAsObject(read('bots/bots.js').toString('utf8'), 'bots/bots.js')};\n`
  + readFileSync(join(ROOT, 'static/single-file/bot-worker.js'), 'utf8');
// The glue imports the script that loads the parts, which imports the glue's initSync: both become
// objects, the parts' first, reaching the glue's initSync when a part loads (by then `app` is).
let glue = read(gluePath).toString('utf8');
const partsImport = /\bimport\s*\*\s*as\s*([\w$]+)\s*from\s*["']\.\/(parts-[0-9a-f]+\.js)["']\s*;?/g;
const partsScripts = [...new Set([...glue.matchAll(partsImport)].map((m) => m[2]))];
if (partsScripts.length !== 1) fail(`the glue imports ${partsScripts.length} scripts of parts, not one`);
glue = glue.replace(partsImport, (_, local) => `const ${local} = parts;`);
const partsScript = read(partsScripts[0]).toString('utf8').replace(
  /\bimport\s*\{\s*initSync(?:\s+as\s+([\w$]+))?\s*\}\s*from\s*["'][^"']+["']\s*;?/,
  (_, local) => `const ${local ?? 'initSync'} = (...args) => app.initSync(...args);`,
);
const boot = scriptSafe(
  `const parts = ${moduleAsObject(partsScript, partsScripts[0], { init: false })};\n`
  + `const app = ${moduleAsObject(glue, gluePath)};\n`
  + `const botWorker = ${jsString(botWorker)};\n`
  + readFileSync(join(ROOT, 'static/single-file/boot.js'), 'utf8'),
  'the page\'s script',
);

// The stylesheet (the app's, then the copy's own) and the icon, inlined.
let css = '';
let icon = '';
html = html.replace(/<link\b[^>]*>/g, (tag) => {
  const attr = (name) => tag.match(new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`))?.slice(1).find((v) => v !== undefined);
  const rel = attr('rel');
  if (rel === 'stylesheet') {
    css += read(inDist(attr('href'))).toString('utf8');
    return '';
  }
  if (rel === 'icon') {
    icon = `<link rel="icon" href="data:image/svg+xml;base64,${read(inDist(attr('href'))).toString('base64')}">`;
    return '';
  }
  // The installed app's manifest and icon, and the loader's preloads: not for a file on disk.
  if (['manifest', 'apple-touch-icon', 'modulepreload', 'preload'].includes(rel)) return '';
  return fail(`index.html has a link the copy does not know: ${tag}`);
});
if (!css || !icon) fail('index.html names no stylesheet or no icon');
// The rules page's styles, which the site loads with their part (src/ui/rules.rs), are in the copy's.
css += read('rules-page/rules-page.css').toString('utf8');
css += readFileSync(join(ROOT, 'static/single-file/copy.css'), 'utf8');
if (/<\/style/i.test(css)) fail('the stylesheet holds "</style"');

// Trunk's loader becomes the copy's script; the service worker's registration and the early
// downloads go: no service worker here, and no files beside the copy.
html = html.replace(loaderRe, '');
html = html.replace(/<script\b[^>]*\bsrc=["']?[^"' >]*register-sw\.js["']?[^>]*><\/script>/, '');
// The page's early downloads (index.html's `data-preload` script) are files of the site: none here.
html = html.replace(/<script\b[^>]*\bdata-preload\b[^>]*>[\s\S]*?<\/script>/, '');
if (/<script\b/i.test(html)) fail(`index.html has a script the copy does not know: ${html.match(/<script\b[^>]*>/i)[0]}`);

const policy = [
  "default-src 'none'",
  `script-src ${sha256(boot)} 'wasm-unsafe-eval'`,
  `style-src ${sha256(css)}`,
  "style-src-attr 'unsafe-inline'",
  'img-src data:',
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
if (!/<meta charset[^>]*>/i.test(html)) fail('index.html has no <meta charset>');
html = html.replace(/<meta charset[^>]*>/i, (charset) => `${charset}<meta http-equiv="Content-Security-Policy" content="${policy}">`);
html = html.replace(/<title>[\s\S]*?<\/title>/, (title) => `${title}${icon}<style>${css}</style>`);
if (!html.includes('<style>')) fail('index.html has no <title>');
// The mark the app reads (src/ui/files.rs: `offline_copy`).
html = html.replace(/<html\b([^>]*)>/i, (_, attrs) => `<html${attrs} data-offline-copy>`);
if (!html.includes('data-offline-copy')) fail('index.html has no <html> tag');
// The files first, so that the script finds them; the script is a module, so it runs after the page
// is parsed.
html = html.replace(/<\/body>/i, () => `${blocks.join('')}<script type="module">${boot}</script></body>`);
if (!html.includes('application/x-glux-file')) fail('index.html has no </body>');

// Nothing outside the copy: every address in the page (outside its scripts) is a data: URL.
const outside = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<style>[\s\S]*?<\/style>/gi, '');
const addresses = [...outside.matchAll(/\b(?:src|href)=["']?([^"' >]+)/gi)].map((m) => m[1]).filter((u) => !u.startsWith('data:'));
if (addresses.length) fail(`the page still names files: ${addresses.join(', ')}`);

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, html);
const raw = Buffer.byteLength(html);
const gzip = gzipSync(html, { level: 9 }).length;
console.log(`single file: ${relative(process.cwd(), out)}, ${raw} bytes (${(raw / 1e6).toFixed(2)} MB), ${gzip} bytes gzip`);

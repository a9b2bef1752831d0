// The offline copy's start: the whole app in one file (glux.html), opened from disk with no network.
// scripts/build-single-file.mjs makes the page from the release build in dist/: this script, after
// `parts` (the script that loads the parts of the app's module, as an object of its exports), `app`
// (the app's JS glue, likewise) and `botWorker` (the bot worker's script), is the page's one
// script; every file the app would load beside the page is in it as a
// `<script type="application/x-glux-file" data-path="…">` block, gzip in base64, and so is the
// app's wasm (`app.wasm`).
//
// So that the app (the same wasm as the site's) needs no change to run here:
// - `fetch` serves those files (the language tables, the rules' words, the rules' part of the app's
//   module) from the blocks, and nothing else: the copy never asks the network for anything;
// - the bot worker (`new Worker("bot-worker.js")`) starts from a Blob URL holding its script and the
//   bots' module, as a classic worker (Chromium runs no module worker from a Blob URL on file:);
// - there is no service worker (the file is the copy);
// - the full rules (rules/*.md, linked from the rules page) open from the blocks, as Blob URLs;
// - games between devices have no carrier here (their links would lead to a file on this disk):
//   when the app would load it, a stand-in answers in its place and says so.

const files = new Map(
  [...document.querySelectorAll('script[type="application/x-glux-file"]')].map((block) => [block.dataset.path, block]),
);

/** A block's file: its bytes, from base64 and gzip. */
async function unpack(path) {
  const binary = atob(files.get(path).textContent.trim());
  const packed = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) packed[i] = binary.charCodeAt(i);
  return new Response(new Blob([packed]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
}

const texts = new Map();
/** A text file, unpacked once. */
function text(path) {
  if (!texts.has(path)) texts.set(path, unpack(path).then((bytes) => new TextDecoder().decode(bytes)));
  return texts.get(path);
}

/** A URL's path relative to this page (`locales/de.txt`), or undefined if it is not beside it. */
function beside(url) {
  const here = new URL('./', location.href).href;
  const target = new URL(url, location.href);
  target.search = '';
  target.hash = '';
  return target.href.startsWith(here) ? decodeURIComponent(target.href.slice(here.length)) : undefined;
}

// The files beside the page, from the blocks; anything else is not in the copy (and the page's
// Content-Security-Policy would refuse it).
window.fetch = async (input) => {
  const url = input instanceof Request ? input.url : String(input);
  const path = beside(url);
  if (path && files.has(path) && path.startsWith('part-')) {
    return new Response(await unpack(path), { headers: { 'content-type': 'application/wasm' } });
  }
  if (path && files.has(path) && !path.endsWith('.wasm')) {
    return new Response(await text(path), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  throw new TypeError(`${url} is not in this offline copy`);
};

// The bot worker, from a Blob URL: its script after the bots' module (gzip in base64).
const NativeWorker = window.Worker;
let botWorkerUrl;
window.Worker = class extends NativeWorker {
  constructor(url, options) {
    if (beside(url) !== 'bot-worker.js') {
      super(url, options);
      return;
    }
    botWorkerUrl ??= URL.createObjectURL(new Blob(
      [`const BOTS_WASM = "${files.get('bots/bots_bg.wasm').textContent.trim()}";\n`, botWorker],
      { type: 'text/javascript' },
    ));
    super(botWorkerUrl);
  }
};

// The full rules (rules/*.md, linked from the rules page) open from their blocks, in the tab as on
// the site: the link's address becomes the file's Blob URL before the browser follows it.
const rulesUrls = new Map();
for (const path of files.keys()) {
  if (path.startsWith('rules/')) {
    text(path).then((rules) => rulesUrls.set(path, URL.createObjectURL(new Blob([rules], { type: 'text/plain; charset=utf-8' }))));
  }
}
function rulesFromCopy(event) {
  const link = event.target instanceof Element && event.target.closest('a[data-rules-full]');
  const path = link && beside(link.href);
  if (!path?.startsWith('rules/')) return;
  if (rulesUrls.has(path)) link.href = rulesUrls.get(path);
  else if (event.type === 'click') event.preventDefault();
}
for (const type of ['pointerdown', 'focusin', 'click']) document.addEventListener(type, rulesFromCopy, true);

// The carrier's stand-in: the app asks for the carrier (a link from another device was opened
// here), and hears from here that the copy has none.
const TO_APP = 'glux-to-app';
const TO_CARRIER = 'glux-to-carrier';
window.addEventListener('glux-no-carrier', () => {
  window.addEventListener(TO_CARRIER, (event) => {
    let message;
    try {
      message = JSON.parse(event.detail);
    } catch {
      return;
    }
    if (['create', 'receive', 'resume'].includes(message?.do)) setTimeout(notInCopy);
  });
  setTimeout(() => window.dispatchEvent(new CustomEvent(TO_APP, { detail: JSON.stringify('ready') })));
}, { once: true });

/** A text of the language in use, from its table (src/locales/), as the app's `t.get` has it. */
async function word(key) {
  const lang = files.has(`locales/${document.documentElement.lang}.txt`) ? document.documentElement.lang : 'en';
  const line = (await text(`locales/${lang}.txt`)).split('\n').find((l) => l.startsWith(`${key} = `));
  return line ? line.slice(key.length + 3).replace(/\\n/g, '\n') : key;
}

/** Says, as the app's notices do, that games between devices are not in this copy. */
async function notInCopy() {
  if (document.querySelector('[data-copy-notice]')) return;
  const notice = document.createElement('div');
  notice.className = 'notice problem copy-notice';
  notice.setAttribute('role', 'alert');
  notice.dataset.notice = 'problem';
  notice.dataset.copyNotice = '';
  const words = document.createElement('p');
  words.textContent = await word('remote.not-in-copy');
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.textContent = '✕';
  dismiss.setAttribute('aria-label', await word('notice.dismiss'));
  dismiss.addEventListener('click', () => notice.remove());
  notice.append(words, dismiss);
  document.body.append(notice);
}

// The app itself: its wasm from its block.
try {
  if (typeof DecompressionStream !== 'function') throw new Error('no DecompressionStream');
  await app.default({ module_or_path: await unpack('app.wasm') });
} catch (problem) {
  const words = document.createElement('p');
  words.className = 'copy-failed';
  words.textContent = 'This browser cannot open this copy of Glüx and GLAK: it needs a recent browser. '
    + '— Dieser Browser kann diese Kopie von Glüx und GLAK nicht öffnen: Sie braucht einen aktuellen Browser. '
    + `(${problem})`;
  document.body.append(words);
  throw problem;
}

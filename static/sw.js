// Glüx offline support: after one visit the app starts and plays with the network off.
// Network first (so a new version is used as soon as it is online), falling back to the cache; but a
// file whose name carries its content's hash (the build's page module and its parts, glue,
// stylesheet and icon) never changes, so it comes from the cache when it is there, without a round
// trip (issue 40: a turn link on a device that has the app), and so do the tables of words asked
// for with this build's version of them (`WORDS`).
// At install, the app shell is cached: the page, every file it names (hashed wasm, JS, CSS) and the
// languages' words, the bots' module the bot worker loads (bots/), the parts of the page's module
// loaded when first needed (the carrier of games between devices, the rules page), and the
// tutorial's page ("Learn to play": tutorial.html, the pages' module pages/ with the tutorial's part,
// and its words), so a learner can take the lessons offline, and the board editor's page (editor.html,
// with its start script, styles and part of the pages' module).
// The build adds its own hash (scripts/build-modules.sh): each build keeps its files in a cache of
// its own, and the old one goes when the new worker takes over.
const CACHE = 'glux-v10';
// The languages, one per file in src/locales/: the build writes them all here (scripts/locales.mjs).
const LANGS = ['en'];
// The version of the words this build keeps (a hash of its tables): the build writes it here and in
// the page (scripts/locales.mjs). The tables are kept at install under their address with it
// (`locales/en.txt?v=...`, asked for past the browser's cache), and a table asked for with it comes
// from the cache without a round trip. One asked for with another version is a newer build's (its
// page came from the network before this worker was replaced), whose words may differ: the network
// first, as for every other file.
const WORDS = '';
const VERSION = WORDS ? `?v=${WORDS}` : '';
// The parts of the page's module loaded when first needed (the carrier of games between devices,
// the rules, each game in play) and the script that loads them: the build writes their names here
// (scripts/build-modules.sh).
const PARTS = [];
// The script that loads the parts of the pages' module (pages/, src/modules/pages.rs), the
// tutorial's part, the editor's and the code they share: the build writes their names here.
const PAGES = [];

async function precache() {
  const cache = await caches.open(CACHE);
  const page = await fetch('./', { cache: 'no-cache' });
  // The page's early-downloads script (index.html's `data-preload`) names no files of its own.
  const html = (await page.clone().text()).replace(/<script\b[^>]*\bdata-preload\b[^>]*>[\s\S]*?<\/script>/, '');
  await cache.put('./', page);
  const named = [...html.matchAll(/(?:href|src)=["']?([^"' >]+)|module_or_path:\s*'([^']+)'|from\s+'([^']+)'/g)]
    .map((m) => m[1] || m[2] || m[3])
    .filter((u) => u && !u.startsWith('data:') && !u.startsWith('#'));
  // Each once, as the addresses they are (the page names some by path, this list by name): the
  // cache refuses the same request twice.
  const urls = [...new Set([...named, ...PARTS, 'bot-worker.js', 'bots/bots.js', 'bots/bots_bg.wasm', 'carrier/carrier.css',
    'rules-page/rules-page.css', 'manifest.webmanifest', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'icon.svg',
    'tutorial.html', 'tutorial/start.js', 'tutorial/tutorial.css', 'editor.html', 'editor/start.js', 'editor/editor.css',
    'pages/pages.js', 'pages/pages_bg.wasm', ...PAGES,
    ...LANGS.flatMap((l) => [`locales/${l}.txt${VERSION}`, `locales/pages/${l}.txt${VERSION}`, `locales/tutorial/${l}.txt${VERSION}`, `manifest-${l}.webmanifest`])]
    .map((u) => new URL(u, self.registration.scope).href))]
    .filter((u) => u.startsWith(self.registration.scope));
  // Not from the browser's own cache (Pages lets it keep a file ten minutes): the words kept under
  // this build's version must be this build's.
  await cache.addAll(urls.map((u) => new Request(u, { cache: 'no-cache' })));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});

// A page is cached under its own address: the app's ('./', whatever its query or fragment), the
// board editor's, or any other (the full rules, or the offline copy, glux.html, which Firefox
// downloads through the service worker), so that nothing else is ever kept as the app's page.
function pageKey(request) {
  if (request.mode !== 'navigate') return request;
  const scope = new URL(self.registration.scope);
  const url = new URL(request.url);
  if (url.pathname === scope.pathname || url.pathname === `${scope.pathname}index.html`) return './';
  if (url.pathname === `${scope.pathname}editor.html`) return new URL('editor.html', scope).href;
  if (url.pathname === `${scope.pathname}tutorial.html`) return new URL('tutorial.html', scope).href;
  return request;
}

// Trunk's names: glux-app-<hash>.js, glux-app-<hash>_bg.wasm, glux-<hash>.css, icon-<hash>.svg, the
// hash a 64-bit number in hex without its leading zeros (15 digits in one build in 16).
const HASHED = /-[0-9a-f]{8,16}(_bg)?\.(js|wasm|css|svg)$/;

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(self.registration.scope)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const url = new URL(request.url);
    if (HASHED.test(url.pathname)) {
      const kept = await cache.match(request);
      if (kept) return kept;
    }
    if (WORDS && url.searchParams.get('v') === WORDS && url.pathname.startsWith(`${new URL(self.registration.scope).pathname}locales/`)) {
      // Kept at install under this very address.
      const kept = await cache.match(request);
      if (kept) return kept;
    }
    try {
      const response = await fetch(request);
      if (response.ok) cache.put(pageKey(request), response.clone());
      return response;
    } catch (offline) {
      // The address itself first (a table of another version, kept when it was asked for online),
      // then whatever version of it is kept (a table asked for without one, by the pages).
      const cached = (await cache.match(pageKey(request))) ?? (await cache.match(pageKey(request), { ignoreSearch: true }));
      if (cached) return cached;
      throw offline;
    }
  })());
});

// End-to-end test harness: serves the release bundle (dist/) under a sub-path, as GitHub Pages
// serves a project site, and drives Debian's Chromium with playwright-core.
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readFile, mkdir } from 'node:fs/promises';
import { join, extname, normalize, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { test, after } from 'node:test';
import assert from 'node:assert/strict';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// `E2E_DIST=DIR`: another build to serve (two builds measured against each other, docs/performance.md).
export const DIST = process.env.E2E_DIST ?? join(ROOT, 'dist');
// The offline copy (scripts/build-single-file.mjs), which the Pages workflow publishes beside the app.
export const SINGLE = join(ROOT, 'dist-single', 'glux.html');
export const SUB_PATH = '/glux/';
export const SCREENSHOTS = join(ROOT, 'target', 'e2e');

/**
 * The end-to-end run has two groups (scripts/e2e.sh): the functional tests, whose files run side by
 * side, then the timing budgets, alone on a quiet machine. `E2E_GROUP` names the group a run is
 * for; without it (a developer running one file) both run.
 */
export const GROUP = process.env.E2E_GROUP ?? 'all';

// What the file's tests need started first (`withBrowser`): started by the first test that runs, so
// that a file whose tests are all in the other group starts no server or browser.
const starters = [];
const started = (fn) => async (...args) => {
  for (const start of starters) await start();
  return fn(...args);
};

/** A test of what the app does, whatever the machine's load: runs in the functional group. */
export function functional(name, fn) {
  return test(name, { skip: GROUP === 'timing' ? 'run with the functional group' : false }, started(fn));
}

/** A test that holds the app to a time budget: runs in the timing group, alone, after the rest. */
export function timing(name, fn) {
  return test(name, { skip: GROUP === 'functional' ? 'run with the timing group' : false }, started(fn));
}

/**
 * Runs the native command line (`glux` or `glak`) built once for the whole run: `make test` builds
 * it with the native tests (target/debug) and hands its folder over as `GLUX_CLI_DIR`.
 */
export function cli(tool, args, options = {}) {
  const bin = join(process.env.GLUX_CLI_DIR ?? join(ROOT, 'target', 'debug'), tool);
  if (!existsSync(bin)) throw new Error(`${bin} is not built: run \`cargo build --bin glux --bin glak\` first`);
  return execFileSync(bin, args, { encoding: 'utf8', ...options });
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

// Sent gzip-compressed when the browser accepts it, as GitHub Pages and every static host do.
const COMPRESSIBLE = new Set(['.html', '.js', '.wasm', '.css', '.json', '.webmanifest', '.svg', '.txt', '.md']);
const compressed = new Map();

/** The bytes a throttled response sends at a time (a few tens of milliseconds on a slow line). */
const LINE_CHUNK = 8 * 1024;
const sleepUntil = (at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/**
 * Starts a static server for dist/ under SUB_PATH on a free loopback port (and the offline copy beside it, as published).
 * `sent()` is the number of bytes it has sent, as sent; `requested()` every path asked for, in
 * order; `throttle({ latency, bytesPerSecond })` makes it a slow connection for every request until
 * `throttle(null)`: each response's bytes go down one shared line at that speed, as they come.
 */
export async function serveDist() {
  // The bytes of every file sent, as sent (compressed): `sent()` (tests/e2e/journeys.test.mjs); and
  // every file asked for, in order, by its path under the sub-path: `requested()`.
  let sent = 0;
  const requested = [];
  // A slow connection, when set by `throttle`: every response waits for the round trip, then
  // for its turn on one shared line of the given speed (first asked, first sent), so that whatever
  // asks (the page, its workers, the service worker) shares the same bandwidth.
  let pipe = null;
  const throttle = (conditions) => {
    if (!conditions) {
      pipe = null;
      return;
    }
    let free = 0;
    pipe = {
      // When the response's first byte leaves (after the round trip, once the line is free), and
      // how long its bytes take on the line.
      book(bytes) {
        const now = performance.now();
        const start = Math.max(now + conditions.latency, free);
        const duration = (bytes / conditions.bytesPerSecond) * 1000;
        free = start + duration;
        return { delay: start - now, duration };
      },
    };
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (!url.pathname.startsWith(SUB_PATH)) {
      res.writeHead(404).end('not under the sub-path');
      return;
    }
    let rel = decodeURIComponent(url.pathname.slice(SUB_PATH.length)) || 'index.html';
    if (rel.endsWith('/')) rel += 'index.html';
    requested.push(rel);
    const file = rel === 'glux.html' ? SINGLE : normalize(join(DIST, rel));
    if (!file.startsWith(DIST) && file !== SINGLE) {
      res.writeHead(403).end();
      return;
    }
    try {
      let body = await readFile(file);
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
      if (COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        const key = `${file}:${body.length}`;
        if (!compressed.has(key)) compressed.set(key, gzipSync(body, { level: 9 }));
        body = compressed.get(key);
        headers['content-encoding'] = 'gzip';
        headers.vary = 'accept-encoding';
      }
      // Revalidation as Pages answers it: a file the browser (or the service worker) has, unchanged,
      // is not sent again.
      headers.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      const unchanged = req.headers['if-none-match'] === headers.etag;
      if (unchanged) body = Buffer.alloc(0);
      sent += body.length;
      const slot = pipe?.book(body.length);
      if (slot) await sleepUntil(performance.now() + slot.delay);
      if (unchanged) res.writeHead(304, { etag: headers.etag, 'cache-control': headers['cache-control'] }).end();
      else if (!slot) res.writeHead(200, headers).end(body);
      else {
        // On a slow line the bytes arrive as they come down it, not all at the end: the browser
        // starts on them as they arrive (a wasm module is compiled while it downloads).
        res.writeHead(200, headers);
        const began = performance.now();
        for (let at = 0; at < body.length; at += LINE_CHUNK) {
          const end = Math.min(at + LINE_CHUNK, body.length);
          await sleepUntil(began + (slot.duration * end) / body.length);
          res.write(body.subarray(at, end));
        }
        res.end();
      }
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const close = () => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return { url: `http://127.0.0.1:${port}${SUB_PATH}`, origin: `http://127.0.0.1:${port}`, close, sent: () => sent, requested: () => [...requested], throttle };
}

/**
 * The Chromium features the tests turn off, given as one `--disable-features` switch: Chromium reads
 * only the last such switch, so Playwright's own (playwright-core's `chromiumSwitches`, of the
 * version pinned in package-lock.json) are listed again here, and those a test asks for
 * (`launchBrowser(['--disable-features=...'])`) are added to them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding',
  'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin',
  'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];
/**
 * The desktop browser's own address-bar popup, a WebUI page (`chrome://omnibox-popup.top-chrome/`)
 * that Chromium 156 loads and draws in a renderer process of its own when a tab opens. Traced in the
 * turn link's journey (a new tab of a device that has the app), that renderer took 1.2 to 1.6 s of
 * CPU inside the 2 s being timed, on a machine of two cores, and the same build's turn link took
 * 2.1 to 2.5 s with it, 1.4 to 1.5 s without (docs/performance.md). A phone's browser draws no such
 * page; the journeys time the app's page, not the desktop browser's.
 */
const BROWSER_UI_FEATURES = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];
const DISABLE_FEATURES = '--disable-features=';

/**
 * Launches headless Chromium the way this machine allows (no sandbox as root, no background
 * network, none of the desktop browser's own pages), with `extraArgs` besides.
 */
export async function launchBrowser(extraArgs = []) {
  const asked = extraArgs.filter((a) => a.startsWith(DISABLE_FEATURES)).flatMap((a) => a.slice(DISABLE_FEATURES.length).split(','));
  const disabled = [...new Set([...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES, ...asked])].filter(Boolean);
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      `${DISABLE_FEATURES}${disabled.join(',')}`,
      ...extraArgs.filter((a) => !a.startsWith(DISABLE_FEATURES)),
    ],
  });
}

/**
 * Records which of `screens` (`{ name: selector }`, the first that matches counts) the page's
 * drawings show, in order, from before its scripts run: `window.screensDrawn`. A MutationObserver
 * sees every drawing, however short-lived.
 */
export async function recordScreens(context, screens) {
  await context.addInitScript((screens) => {
    window.screensDrawn = [];
    new MutationObserver(() => {
      const shown = Object.entries(screens).find(([, selector]) => document.querySelector(selector))?.[0];
      if (shown && window.screensDrawn.at(-1) !== shown) window.screensDrawn.push(shown);
    }).observe(document, { childList: true, subtree: true });
  }, screens);
}

/**
 * Opens a page in a context of its own that records console errors, uncaught exceptions and every
 * request that leaves the page's own origin. Call `assertClean()` at the end of a test.
 */
export async function openPage(browser, origin, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, ...options });
  // A wait fails only once the state it needs has not come for a minute: `make test` runs four
  // files' browsers beside the lint on two cores, where a page's start or a bot's turn can take
  // several times as long as alone. A wait that ends early costs nothing; the time budgets are the
  // timing group's, measured alone.
  context.setDefaultTimeout(60_000);
  return { context, page: watchPage(await context.newPage(), origin) };
}

/**
 * Records a page's console errors, uncaught exceptions and requests that leave `origin`, and gives
 * it `assertClean()` (as `openPage` does; for another page opened in the same context).
 */
export function watchPage(page, origin) {
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')) problems.push(`foreign request: ${u}`);
  });
  // `allow`: patterns of problems the test caused on purpose (a download it made fail).
  page.assertClean = ({ allow = [] } = {}) => {
    const left = problems.filter((p) => !allow.some((pattern) => pattern.test(p)));
    if (left.length) throw new Error(left.join('\n'));
  };
  return page;
}

/** The app's languages: one per file in src/locales/ (their codes, sorted). */
export const LANGUAGES = readdirSync(join(ROOT, 'src', 'locales')).filter((f) => f.endsWith('.txt')).map((f) => f.slice(0, -4)).sort();

/** A text of a language, from its file (src/locales/<code>.txt), as the page shows it. */
export function localeText(code, key) {
  const line = readFileSync(join(ROOT, 'src', 'locales', `${code}.txt`), 'utf8').split('\n').find((l) => l.startsWith(`${key} = `));
  assert.ok(line, `${key} in ${code}.txt`);
  return line.slice(key.length + 3).replace(/\\n/g, '\n');
}

/**
 * Chooses a language in the page's language menu (the header's, or a page's own: a `<select>` with
 * each language in its own name), as a person would, and waits until the page is in it.
 */
export async function chooseLanguage(page, code) {
  await page.locator('select[data-action="language"]:visible').first().selectOption(code);
  await page.waitForFunction((c) => document.documentElement.lang === c, code);
}

/** Saves a screenshot to target/e2e/NAME.png (never committed). */
export async function screenshot(page, name) {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Asserts that `selector`'s attribute `name` reads `value`, once the page has drawn what a key or a
 * click changed. Yew draws in a microtask, but gives the browser a turn (setTimeout) when drawing
 * runs past 16 ms: on a busy machine a second key pressed in that turn is drawn only after the
 * press returns. So the check waits (5 s at most) before it reads and compares.
 */
export async function expectAttribute(page, selector, name, value, message) {
  await page
    .waitForFunction(([s, n, v]) => document.querySelector(s)?.getAttribute(n) === v, [selector, name, value], { timeout: 5_000 })
    .catch(() => {});
  assert.equal(await page.getAttribute(selector, name), value, message);
}

/**
 * Waits until `condition()` (an async check of one or more pages, in any browser) holds, checking
 * it every 20 ms as Playwright's `waitForFunction` polls one page: for states that span devices or
 * browsers, where no single page's wait can see them. Fails after `timeout` ms, naming `what`.
 */
export async function waitUntil(condition, what, timeout = 20_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`waited ${timeout} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Serves dist/ and launches Chromium once for a test file (before its first test that runs in this
 * group, closed after them). Returns an object whose `server` and `browser` are set by the time the
 * tests run.
 */
export function withBrowser({ args = [] } = {}) {
  const env = {};
  starters.push(async () => {
    if (env.server) return;
    env.server = await serveDist();
    env.browser = await launchBrowser(args);
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

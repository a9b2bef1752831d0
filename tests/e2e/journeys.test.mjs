// Journeys (issue 40): the time until what a person opens can be used, on a throttled phone, as a
// person feels it. Lighthouse's mobile settings (150 ms round trip, 1.6 Mbit/s down, 4x CPU
// slowdown), a phone's viewport and touch, the release bundle served gzip-compressed under /glux/
// as GitHub Pages serves it; each journey three times in a fresh browser context (cache off), but
// for the turn link, which is opened on a device that already has the app (its service worker
// installed, the browser's cache on). The median of three counts. The table, with the bytes each journey downloaded, is
// printed at the end and written to target/e2e/journeys.json; docs/performance.md has it.
//
// Each journey is timed inside the page, from navigation (performance.now()) until the element that
// makes it usable is in the page, seen by a MutationObserver installed before the page's own scripts.
// Bytes are given twice: what the page fetched (a file the service worker answers from its cache
// counts nothing), and everything the server sent meanwhile (a worker's downloads included).
import { after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withBrowser, openPage, SCREENSHOTS, LANGUAGES, timing } from './harness.mjs';
import { seededRandom, playOneAction, nearEndSave, openSaved, chooseSeatKinds } from './play.mjs';
import { setUpDevices, deliver, toAct } from './devices.mjs';

/** Issue 40's budget for every journey, and its stretch for the app's address. */
const JOURNEY_MS = 2000;
const STRETCH_MS = 1500;
/**
 * What the tests hold the journeys to until the modules are laid out by journey (issue 40 lowers
 * them to its budgets as the layout lands): the medians measured when this file was written
 * (docs/performance.md) with about 1.8x of slack, for machines up to twice as slow (the network's
 * part of a journey does not slow down with the machine; its CPU's part does).
 */
const CEILING_MS = {
  'app → Glüx board': 4000,
  'app → GLAK play area': 4000,
  'invitation → Join': 4500,
  // Not one of issue 40's journeys (no budget): the carrier comes in while the person types a name,
  // and this is the case of a name typed at once (docs/performance.md).
  'invitation → lobby, Join pressed at once': 8000,
  'turn link (app installed) → hand': 4000,
  'tutorial → first step': 3000,
  'replay link → board': 4500,
  'review link → review under way': 3500,
  'first placement against a bot → its answer': 3000,
};
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const THROTTLING = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, cpuSlowdown: 4 };
const RUNS = 3;
/**
 * Where the time goes: with `JOURNEY_TRACE=DIR`, each journey's run is traced (Chromium's trace of
 * the page, from the throttling to the journey's end) into DIR/JOURNEY-RUN.json, for DevTools'
 * Performance panel or `node scripts/trace-summary.mjs FILE`. With `JOURNEY_PROFILE=1` besides,
 * the trace holds V8's sampling profile too (the functions that ran, by name for a build whose wasm
 * keeps its names); sampling slows the page down, so its tasks take longer than in a plain trace.
 */
const TRACES = process.env.JOURNEY_TRACE;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.wasm', 'blink.user_timing', 'loading', 'toplevel',
  ...(process.env.JOURNEY_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : [])];
const traced = { name: '', run: 0 };

const env = withBrowser();
const figures = {};

after(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  writeFileSync(join(SCREENSHOTS, 'journeys.json'), JSON.stringify(figures, null, 2));
  const kb = (n) => `${String(Math.round(n / 1000)).padStart(5)} KB`;
  const rows = Object.entries(figures).map(([name, f]) =>
    `${name.padEnd(44)} ${String(f.median_ms).padStart(6)} ms  (${f.runs_ms.join(', ').padEnd(18)}) ${kb(f.median_bytes)} ${kb(f.median_sent)}  ${f.budget_ms === null ? 'no budget' : `${f.median_ms <= f.budget_ms ? 'within' : 'over'} ${f.budget_ms / 1000} s`}`);
  console.log(`journeys on a throttled phone (median of ${RUNS}; the page's own downloads, then all the server sent meanwhile):\n${rows.join('\n')}`);
});

/**
 * Makes the page a phone on a slow connection: the CPU slowed down by the DevTools protocol, the
 * network by the test server itself (`throttle` in tests/e2e/harness.mjs), so that the service
 * worker's and the workers' downloads share the line with the page's, as on a phone (the protocol
 * would slow down the page's own requests only). Returns the bytes the server has sent so far,
 * so that a journey counts what was downloaded meanwhile. `cache`: the browser's HTTP cache stays
 * on (a device that has the app).
 */
async function throttle(page, { cache = false } = {}) {
  if (TRACES) await env.browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  env.server.throttle({ latency: THROTTLING.latency, bytesPerSecond: THROTTLING.downloadThroughput });
  return env.server.sent();
}

/** Back to full speed (the CPU of `page`, if given, and the server). */
async function unthrottle(page) {
  env.server.throttle(null);
  if (page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

/**
 * The times pages report (`markWhen`), by page and key, as promises: a report that comes before
 * it is asked for waits for it.
 */
const reports = new WeakMap();
function report(page, key) {
  if (!reports.has(page)) reports.set(page, new Map());
  const byKey = reports.get(page);
  if (!byKey.has(key)) {
    let resolve;
    const promise = new Promise((r) => { resolve = r; });
    byKey.set(key, { promise, resolve });
  }
  return byKey.get(key);
}
/** The contexts whose pages report their times. */
const reporting = new WeakSet();

/**
 * Notes in the page the time (from navigation) at which `selector` is first in it, as the window's
 * `key` (`journeyAt` unless told), and reports it to the test through a binding: waiting for it
 * from here (`waitForFunction`) would run Playwright's own script in the page, 55 to 78 ms of the
 * throttled CPU, inside the journey whenever the page is still at work after its load event
 * (traces of every journey, docs/performance.md).
 */
async function markWhen(context, selector, key = 'journeyAt') {
  if (!reporting.has(context)) {
    reporting.add(context);
    await context.exposeBinding('journeyMark', ({ page }, k, at) => report(page, k).resolve(at));
  }
  await context.addInitScript(([s, k]) => {
    if (location.protocol === 'about:') return;
    const seen = () => {
      if (window[k] === undefined && document.querySelector(s)) {
        window[k] = performance.now();
        window.journeyMark(k, window[k]);
      }
      return window[k] !== undefined;
    };
    new MutationObserver((_, observer) => { if (seen()) observer.disconnect(); })
      .observe(document, { childList: true, subtree: true, attributes: true });
  }, [selector, key]);
}

/**
 * The bytes the page itself fetched (navigation and resources, as transferred: compressed; none for
 * what the service worker answered). Its workers' downloads are not in the page's entries.
 */
const pageBytes = (page) => page.evaluate(() => [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
  .reduce((sum, e) => sum + (e.transferSize ?? 0), 0));

/**
 * The time noted in the page as the window's `key`, once it is: reported by the page (`markWhen`),
 * or else (a journey whose page notes it itself, once loaded) read from it. Then the journey's trace
 * is written, if asked for.
 */
async function journeyMs(page, key = 'journeyAt') {
  let ms;
  if (reporting.has(page.context())) {
    let timer;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${key}: not reported within 60 s`)), 60_000);
    });
    ms = Math.round(await Promise.race([report(page, key).promise, late]).finally(() => clearTimeout(timer)));
  } else {
    await page.waitForFunction((k) => window[k] !== undefined, key, { timeout: 60_000 });
    ms = Math.round(await page.evaluate((k) => window[k], key));
  }
  if (TRACES && key === 'journeyAt') {
    const trace = await env.browser.stopTracing();
    mkdirSync(TRACES, { recursive: true });
    writeFileSync(join(TRACES, `${traced.name.replace(/[^A-Za-z0-9]+/g, '-')}-${traced.run}.json`), trace);
  }
  return ms;
}

/**
 * A fresh phone (its own context), throttled, that opens `url` and waits for `selector`; `locale`
 * is the phone's language (the app takes it).
 */
async function freshPhone(url, selector, { prepare, locale, then } = {}) {
  const { page, context } = await openPage(env.browser, env.server.origin, { ...PHONE, ...(locale ? { locale } : {}) });
  await markWhen(context, selector);
  if (prepare) await prepare(context);
  const before = await throttle(page);
  await page.goto(url);
  const ms = await journeyMs(page);
  const sent = env.server.sent() - before;
  const bytes = await pageBytes(page);
  // What the person does next, still on the phone (it returns its own figures).
  const next = then ? await then(page, before) : undefined;
  await unthrottle();
  page.assertClean();
  await context.close();
  return { ms, bytes, sent, next };
}

/** Runs a journey RUNS times; notes and returns its median. */
async function journey(name, once) {
  await watchBrowserPages();
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    Object.assign(traced, { name, run: i });
    runs.push(await once(i));
    assert.deepEqual(browserPages, [], `${name}: the desktop browser opened pages of its own meanwhile (tests/e2e/harness.mjs)`);
  }
  return note(name, runs);
}

/**
 * The desktop browser's own pages opened since the browser was watched (its address bar's popup,
 * say: DevTools' `browser_ui` targets), which would take the CPU from the page being timed:
 * `launchBrowser` turns them off. Each is counted when it opens, even if it closes with its window.
 */
const browserPages = [];
let watching = null;
function watchBrowserPages() {
  watching ??= (async () => {
    const cdp = await env.browser.newBrowserCDPSession();
    cdp.on('Target.targetCreated', ({ targetInfo }) => {
      if (targetInfo.type === 'browser_ui') browserPages.push(targetInfo.url);
    });
    await cdp.send('Target.setDiscoverTargets', { discover: true });
  })();
  return watching;
}

/** Notes a journey's runs (`{ ms, bytes, sent }` each) and returns its median. */
function note(name, runs) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const f = {
    median_ms: median(runs.map((r) => r.ms)),
    runs_ms: runs.map((r) => r.ms),
    median_bytes: median(runs.map((r) => r.bytes)),
    median_sent: median(runs.map((r) => r.sent)),
    budget_ms: name.startsWith('app') ? STRETCH_MS : name.includes('lobby') ? null : JOURNEY_MS,
  };
  figures[name] = f;
  assert.ok(f.median_ms <= CEILING_MS[name], `${name}: ${f.median_ms} ms (runs ${f.runs_ms.join(', ')}), over ${CEILING_MS[name]} ms`);
  return f;
}

timing('journeys on a throttled phone: the app to a board, for each game', async () => {
  await journey('app → Glüx board', () => freshPhone(env.server.url, '[data-square]'));
  await journey('app → GLAK play area', () => freshPhone(env.server.url, '[data-field]', {
    prepare: (context) => context.addInitScript(() => localStorage.setItem('glux.new-game.game', 'glak')),
  }));
});

// Issue 41: the budgets hold in every language. The page downloads the words of its language before
// it draws (the one journey whose bytes depend on the language), so the app's address is timed in
// each language of src/locales/ but English (above).
timing('journeys on a throttled phone: the app to the Glüx board in every other language', async () => {
  for (const code of LANGUAGES.filter((c) => c !== 'en')) {
    const name = `app → Glüx board (${code})`;
    CEILING_MS[name] = CEILING_MS['app → Glüx board'];
    const f = await journey(name, () => freshPhone(env.server.url, '[data-square]', { locale: code }));
    assert.ok(f.median_bytes > 0, name);
  }
});

timing('journeys on a throttled phone: an invitation to Join, and a turn link on a device with the app', async () => {
  // The invitation: made on a desktop device, opened on a fresh phone. Then its person presses Join
  // at once, and waits for the carrier's lobby.
  const lobby = [];
  await journey('invitation → Join', async () => {
    const host = await openPage(env.browser, env.server.origin);
    await host.page.goto(env.server.url);
    await host.page.click('[data-setup="players"] [data-value="2"]');
    await host.page.fill('[data-name="0"]', 'Anna');
    await host.page.selectOption('[data-seat-kind="1"]', 'remote');
    await host.page.click('[data-action="start-game"]');
    await host.page.waitForSelector('[data-lobby]');
    const invitation = await host.page.inputValue('[data-outbox="1"]');
    const phone = await freshPhone(invitation, '[data-action="join"]:not([disabled])', {
      prepare: (context) => markWhen(context, '[data-waiting-for="0"]', 'lobbyAt'),
      then: async (page, before) => {
        await page.fill('[data-join-name]', 'Ben');
        await page.click('[data-action="join"]');
        const ms = await journeyMs(page, 'lobbyAt');
        return { ms, sent: env.server.sent() - before, bytes: await pageBytes(page) };
      },
    });
    lobby.push(phone.next);
    await host.context.close();
    return phone;
  });
  note('invitation → lobby, Join pressed at once', lobby);
  // The turn link: the guest's device has the app (it joined, so its service worker is installed);
  // each link of the host's is opened in a new tab of it, throttled.
  const devices = await setUpDevices(env, 'glux', 2);
  const [host, guest] = devices;
  const random = seededRandom(40);
  await markWhen(guest.context, '[data-face]');
  // Whoever is to act on a device acts until the other is (a Glüx turn may be more than one action).
  const act = async (page) => {
    let acted = false;
    while (await toAct(page, 'glux')) {
      await playOneAction(page, random);
      acted = true;
    }
    return acted;
  };
  // What a device offers a seat now; and the link it offers after a move, which is drawn a turn
  // after the move (later on a busy machine).
  const offer = (page, seat) => page.evaluate((s) => document.querySelector(`[data-outbox="${s}"]`)?.value ?? null, seat);
  const offered = async (page, seat, previous) => {
    await page.waitForFunction(([s, p]) => (document.querySelector(`[data-outbox="${s}"]`)?.value ?? p) !== p, [seat, previous]);
    return page.inputValue(`[data-outbox="${seat}"]`);
  };
  await journey('turn link (app installed) → hand', async () => {
    // The host's hand, or its link if the guest starts.
    await host.page.waitForSelector('[data-face], [data-outbox="1"]');
    const previous = await offer(host.page, 1);
    const link = (await act(host.page)) ? await offered(host.page, 1, previous) : previous;
    await guest.page.close();
    const page = await guest.context.newPage();
    const before = await throttle(page, { cache: true });
    await page.goto(link);
    const ms = await journeyMs(page);
    const sent = env.server.sent() - before;
    await unthrottle(page);
    const bytes = await pageBytes(page);
    // The guest plays its turn (at full speed) and its link goes back, so that the host plays again.
    const reply = await offer(page, 0);
    await act(page);
    await deliver(host.page, await offered(page, 0, reply));
    await host.page.waitForSelector('[data-face]');
    guest.page = page;
    return { ms, bytes, sent };
  });
  for (const d of devices) await d.context.close();
});

timing('journeys on a throttled phone: the tutorial, a replay and a review link', async () => {
  await journey('tutorial → first step', () => freshPhone(`${env.server.url}tutorial.html#glux`, '[data-tutorial-step]'));
  // A share link of a game in progress, made on a desktop device.
  const { page, context } = await openPage(env.browser, env.server.origin);
  await openSaved(page, context, env.server.url, nearEndSave({ players: 2, seed: 40, left: 8 }));
  await page.waitForSelector('[data-square]');
  await page.click('[data-action="share"]');
  const link = await page.inputValue('[data-share-link]');
  await context.close();
  await journey('replay link → board', () => freshPhone(link, '[data-replay-at]'));
  const fragment = link.slice(link.indexOf('#'));
  // The review page draws its board with Expert's first results: until then it shows the review's
  // progress, which is what a person sees first.
  await journey('review link → review under way', () => freshPhone(`${env.server.url}review.html${fragment}`, '[data-review-progress]'));
});

timing('journeys on a throttled phone: a first placement against a bot, until its answer is shown', async () => {
  await journey('first placement against a bot → its answer', async () => {
    // The service worker is kept out: it would have fetched the bots' module already, which a
    // person who starts a game at once on a slow line is still waiting for.
    const { page, context } = await openPage(env.browser, env.server.origin, { ...PHONE, serviceWorkers: 'block' });
    await page.goto(env.server.url);
    await page.waitForSelector('[data-square]');
    await chooseSeatKinds(page, ['human', 'easy']);
    await page.click('[data-action="start-game"]');
    await page.waitForSelector('[data-face]');
    // The bot's move shows at once (the fast speed's 60 ms), so that what is timed is its module's
    // download and start, and its thinking.
    await page.tap('[data-speed="fast"]');
    // From here on, a phone: the person's start chip and confirm, then the bot's answer on screen.
    const before = await throttle(page);
    await page.tap('[data-face]');
    await page.waitForSelector('[data-action="confirm"]');
    await page.evaluate(() => {
      document.querySelector('[data-action="confirm"]').addEventListener('click', () => { window.confirmedAt = performance.now(); }, { capture: true });
      new MutationObserver((_, observer) => {
        const count = Number(document.querySelector('[data-log-count]')?.getAttribute('data-log-count'));
        if (window.confirmedAt !== undefined && count >= 2) {
          window.journeyAt = performance.now() - window.confirmedAt;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.tap('[data-action="confirm"]');
    const ms = await journeyMs(page);
    // The bots' module is fetched by the bot worker: what the server sent counts it.
    const sent = env.server.sent() - before;
    await unthrottle(page);
    page.assertClean();
    await context.close();
    return { ms, bytes: sent, sent };
  });
});

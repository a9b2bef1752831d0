// Performance budgets, measured in the browser: time to a visible board, main-thread long tasks
// while playing, and the release bundle's size. Figures go to target/e2e/performance.json.
import { after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { withBrowser, openPage, DIST, LANGUAGES, SCREENSHOTS, cli, functional, timing } from './harness.mjs';
import { seededRandom, startGame, playOneAction, moveCount, faceDrawn, SAVE_KEY } from './play.mjs';
import { fieldsShown, fieldsChanged, nextTurnFields } from './glak-play.mjs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';

const BOARD_VISIBLE_MS = 700;
// The web's "good" largest paint, on Lighthouse's mobile settings (issue 11): a slow phone on a slow
// connection, with nothing cached.
const THROTTLED_BOARD_VISIBLE_MS = 2500;
// What the test holds that budget to: the machine is shared, and machines here differ by up to 2x.
// The network's part of a throttled load (about 1.5 s of the 2.4 measured) does not slow down with
// the machine, its CPU's part does: a machine twice as slow takes about 3.3 s. Best of three within
// this ceiling, and the figures against the budget itself in the output and in performance.json
// (issue 40's journeys measure the same load on a phone, with their own ceilings). The budget itself
// held to the millisecond failed a CI run whose machine was 1.6x slower than this one.
const THROTTLED_BOARD_CEILING_MS = 3500;
const THROTTLING = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuSlowdown: 4 };
const LONG_TASK_MS = 50;
// Issue 13's budget for both games (300 KB, read strictly as 300,000 bytes); Glüx alone had 230,000.
// 302,000 since issue 39's seam: the shell reaches each game through traits (dynamic dispatch,
// +1.5 KB); 303,000 since its third game: a game is a name the registry can be given (+0.95 KB of
// the page's wasm, the measured cost of string comparisons where an enum's byte was); 305,000 since
// the words and the dispatcher reach components from Yew contexts (issue 39: the context provider and
// its subscriptions, +1.9 KB once two components that kept nothing became plain functions); 313,000
// since the page draws an invitation's join screen itself (issue 40: reading the invitation and the
// screen, +7.7 KB, for an invitation's Join in 2.4 s instead of 4.6); 323,000 since the carrier
// and the rules are parts of the page's module (issue 40: the main part reaches them through its
// function table and carries every import they use, +10.3 KB, for all modules together 259 KB
// smaller and the carrier's download after Join 190 KB instead of 353); 288,000 since the games in
// play are a part too (issue 40: the tables and replays, 281.6 KB measured, 41 KB less); 252,000
// since that part makes the tables too (issue 40: 246 KB measured, 36.5 KB less); 205,000 since the
// new-game screen's pictures are text and its setup and an invitation's names are read without the
// engines' play (issue 40: 197 KB measured, 49 KB less). All on the way to issue 40's journeys,
// which replace this budget. docs/performance.md has the history.
const BUNDLE_BYTES = 205_000;
// The pages of their own (the review's, the tutorial's) and the bots' module were held to the page's
// budget; they keep its last figure since the page's came down without them (their journeys, 1.8 to
// 2.0 s on the throttled phone, are issue 40's measure).
const OWN_MODULE_BYTES = 252_000;
const CARRIER_BYTES = 360_000;
// All of the app's wasm modules together (the page's module with its parts, the pages' module with
// its parts, the bots' module): issue 40's budget (1,121,702 bytes before the modules were laid out
// by journey; docs/performance.md).
const ALL_WASM_BYTES = 1_000_000;
// The board editor's page on a fresh device: its page, start script and styles, the pages' module
// with the editor's part, the stylesheet and the tables (173,368 bytes when it moved to the pages'
// module: 258 KB before, as a part of the page's module, which a fresh device downloaded whole).
const EDITOR_BYTES = 190_000;
// Each game in play's part with the code it shares, its replays' included (Glüx 83,830 and GLAK
// 85,620 bytes when split; 80,032 and 81,484 in four files with each game's replays apart).
const PLAY_PART_BYTES = 90_000;
// Each game's replays' part with the code it shares (Glüx 54,047 and GLAK 55,520 bytes in two
// files, when they became a part of their own).
const REPLAYS_PART_BYTES = 65_000;

const env = withBrowser();
const figures = {};
after(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  writeFileSync(join(SCREENSHOTS, 'performance.json'), JSON.stringify(figures, null, 2));
  console.log('performance figures:', JSON.stringify(figures));
});

/** Milliseconds from navigation until the first board square (GLAK: field) is in the page. */
async function boardVisibleMs(throttled, game = 'glux') {
  const { page, context } = await openPage(env.browser, env.server.origin);
  if (game === 'glak') await context.addInitScript(() => localStorage.setItem('glux.new-game.game', 'glak'));
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-square], [data-field]')) {
        window.boardVisibleAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latency,
      downloadThroughput: THROTTLING.downloadThroughput,
      uploadThroughput: THROTTLING.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  }
  await page.goto(env.server.url);
  await page.waitForFunction(() => window.boardVisibleAt !== undefined, null, { timeout: 30_000 });
  const ms = await page.evaluate(() => window.boardVisibleAt);
  page.assertClean();
  await context.close();
  return ms;
}

/**
 * The best of three throttled loads: said against issue 11's budget, and held to the ceiling a
 * machine up to twice as slow stays within.
 */
function assertThrottledBudget(what, times) {
  const best = Math.round(Math.min(...times));
  const verdict = best <= THROTTLED_BOARD_VISIBLE_MS ? 'within' : 'over';
  console.log(`throttled ${what} visible: best of ${times.map(Math.round).join(', ')} ms is ${best} ms, ${verdict} the ${THROTTLED_BOARD_VISIBLE_MS} ms budget`);
  assert.ok(best <= THROTTLED_BOARD_CEILING_MS, `${what} visible after ${times.join(', ')} ms, over the ${THROTTLED_BOARD_CEILING_MS} ms ceiling`);
}

timing(`the board is visible within ${BOARD_VISIBLE_MS} ms of navigation`, async () => {
  const times = [];
  for (let i = 0; i < 3; i++) times.push(await boardVisibleMs(false));
  figures.board_visible_ms = times.map(Math.round);
  assert.ok(Math.min(...times) <= BOARD_VISIBLE_MS, `board visible after ${times.join(', ')} ms`);
});

timing(`on a throttled phone (150 ms, 1.6 Mbit/s, 4x CPU, no cache) the board is visible: budget ${THROTTLED_BOARD_VISIBLE_MS} ms, ceiling ${THROTTLED_BOARD_CEILING_MS} ms`, async () => {
  const times = [];
  for (let i = 0; i < 3; i++) times.push(await boardVisibleMs(true));
  figures.throttled_board_visible_ms = times.map(Math.round);
  assertThrottledBudget('board', times);
});

timing(`GLAK: on a throttled phone the play area is visible: budget ${THROTTLED_BOARD_VISIBLE_MS} ms, ceiling ${THROTTLED_BOARD_CEILING_MS} ms`, async () => {
  const times = [];
  for (let i = 0; i < 3; i++) times.push(await boardVisibleMs(true, 'glak'));
  figures.glak_throttled_area_visible_ms = times.map(Math.round);
  assertThrottledBudget('play area', times);
});

/** A 4-player GLAK game with all 13 boards laid, from the engine's own random self-play. */
function fullAreaGlakGame() {
  const file = join(mkdtempSync(join(tmpdir(), 'glak-perf-')), 'games.jsonl');
  cli('glak', ['selfplay', '--players', '4', '--games', '1', '--seed', '12', '--record', file]);
  // Each line is a record with its final scoring beside it.
  const { final: _, ...record } = JSON.parse(readFileSync(file, 'utf8').trim().split('\n')[0]);
  const laid = record.turns.findIndex((_, i) => record.turns.slice(0, i + 1)
    .flatMap((t) => t.actions).filter((a) => a.board).length === 12);
  const turns = record.turns.slice(0, laid + 1);
  turns.push({ seat: record.turns[laid + 1].seat, actions: [] });
  return { ...record, turns };
}

timing(`GLAK: no main-thread task over ${LONG_TASK_MS} ms per click on a full 4-player area`, async () => {
  const record = fullAreaGlakGame();
  const saved = { game: 'glak', record, seats: ['Ada', 'Bea', 'Cy', 'Dan'].map((name, colour) => ({ name, colour })), bot_seed: 1 };
  const { page, context } = await openPage(env.browser, env.server.origin);
  await context.addInitScript(([key, text]) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, text);
      sessionStorage.setItem('seeded', '1');
    }
  }, [SAVE_KEY, JSON.stringify(saved)]);
  await page.goto(env.server.url);
  await page.waitForSelector('[data-field]');
  assert.equal(await page.locator('[data-field]').count(), 13 * 25, 'all 13 boards are laid');
  // What a gesture changes on the page (the action points, the stones, the turn), put in the page so
  // that a wait can compare it (a predicate given as text would be refused by the page's CSP).
  await page.evaluate(`window.glakShown = ${() => [document.querySelector('[data-ap]')?.dataset.ap,
    document.querySelectorAll('[data-field][data-stone]').length, document.querySelector('[data-turn]')?.dataset.turn,
    !!document.querySelector('[data-game-over]')].join('/')}`);
  const rounds = [];
  for (let round = 0; round < 3; round++) {
    await page.evaluate(() => {
      window.longTasks = [];
      window.longTaskObserver?.disconnect();
      window.longTaskObserver = new PerformanceObserver((list) =>
        window.longTasks.push(...list.getEntries().map((e) => e.duration)));
      window.longTaskObserver.observe({ type: 'longtask' });
    });
    // Twelve gestures: places, a stone chosen and stepped, an undo, the turn's end; territories
    // and the standing are recomputed after each. Each is read from the page once it shows the one
    // before (drawn a turn later on a busy machine).
    for (let i = 0; i < 12; i++) {
      if (await page.locator('[data-game-over]').count()) break;
      const before = await page.evaluate(() => window.glakShown());
      const [fields, stones] = [await fieldsShown(page), await fieldsShown(page, true)];
      let gesture = true;
      let ended = false;
      const ap = Number(await page.getAttribute('[data-ap]', 'data-ap'));
      const lit = await page.locator('[data-field][data-legal]').count();
      const movable = await page.locator('[data-field][data-movable]').count();
      if (ap === 0 || (lit === 0 && movable === 0)) {
        await page.click('[data-action="end-turn"]');
        ended = true;
      } else if (i % 4 === 1 && movable > 0) {
        await page.locator('[data-field][data-movable]').nth(i % movable).click();
        await page.waitForSelector('[data-field].chosen');
        const steps = await page.locator('[data-field][data-legal]').count();
        if (steps > 0) await page.locator('[data-field][data-legal]').nth(i % steps).click();
        else gesture = false;
      } else if (i % 6 === 5 && await page.locator('[data-action="undo"]:not([disabled])').count()) {
        await page.click('[data-action="undo"]');
      } else if (lit > 0) {
        await page.locator('[data-field][data-legal]').nth(i % lit).click();
      } else {
        await page.click('[data-action="end-turn"]');
        ended = true;
      }
      // A stone placed, stepped or taken back is read once the area's fields show it (they are drawn
      // last), a turn's end once the next turn's fields show.
      if (gesture) {
        await page.waitForFunction((b) => window.glakShown() !== b, before);
        if (ended) await nextTurnFields(page, fields);
        else await fieldsChanged(page, stones, { stones: true });
      }
    }
    const longTasks = await page.evaluate(() => window.longTasks);
    rounds.push(longTasks.map(Math.round));
    if (longTasks.every((d) => d <= LONG_TASK_MS)) break;
  }
  figures.glak_long_tasks_ms_by_round = rounds;
  assert.ok(rounds.some((r) => r.every((d) => d <= LONG_TASK_MS)), `long tasks in every round: ${JSON.stringify(rounds)}`);
  page.assertClean();
  await context.close();
});

timing(`no main-thread task over ${LONG_TASK_MS} ms while squares are clicked`, async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await startGame(page, { players: 4, seed: 321 });
  const random = seededRandom(321);
  for (let i = 0; i < 30; i++) await playOneAction(page, random); // a full board is the slowest to draw
  // The machine is shared: a slow click shows in every round, a busy neighbour only in some. Up to
  // three rounds of twelve actions; one round without a long task passes.
  const rounds = [];
  for (let round = 0; round < 3; round++) {
    await page.evaluate(() => {
      window.longTasks = [];
      window.longTaskObserver?.disconnect();
      window.longTaskObserver = new PerformanceObserver((list) =>
        window.longTasks.push(...list.getEntries().map((e) => e.duration)));
      window.longTaskObserver.observe({ type: 'longtask' });
    });
    // Each click is read from the page once it shows the one before (drawn a turn later on a busy
    // machine).
    for (let i = 0; i < 12; i++) {
      const moves = await moveCount(page);
      if (await page.locator('[data-action="ready"]').count()) {
        await page.click('[data-action="ready"]');
        await page.waitForSelector('[data-face]');
      }
      await page.locator('[data-face]').first().click();
      await faceDrawn(page, 0);
      const legal = await page.locator('[data-legal]').count();
      if (legal === 0) await page.click('[data-action="start-option"]');
      else await page.locator('[data-legal]').nth(i % legal).click();
      await page.click('[data-action="confirm"]');
      await page.waitForFunction((n) => Number(document.querySelector('[data-log-count]').dataset.logCount) > n, moves);
    }
    const longTasks = await page.evaluate(() => window.longTasks);
    rounds.push(longTasks.map(Math.round));
    if (longTasks.every((d) => d <= LONG_TASK_MS)) break;
  }
  figures.long_tasks_ms_by_round = rounds;
  assert.ok(rounds.some((r) => r.every((d) => d <= LONG_TASK_MS)), `long tasks in every round: ${JSON.stringify(rounds)}`);
  page.assertClean();
  await context.close();
});

functional(`the release bundle is at most ${BUNDLE_BYTES / 1000} KB gzip`, () => {
  // Sizes by `gzip -9`, as the docs give them, without the file's name in the header (as a server
  // sends; scripts/bundle-size.sh counts it). Node's zlib is Chromium's, whose faster matching
  // writes about 0.4 % more.
  const gzip = (path) => execFileSync('gzip', ['-9', '-n', '-c', path], { maxBuffer: 1 << 26 }).length;
  let total = 0;
  for (const file of readdirSync(DIST)) {
    // The board editor, the review and the tutorial are pages of their own (editor.html and editor/,
    // review.html, review/ and the review's worker, tutorial.html and tutorial/), loaded only when
    // opened; the carrier and the rules page are parts of the page's module loaded when first needed
    // (part-*.wasm); the bot worker's script comes when a bot first thinks, and the service worker
    // once the page is usable (static/register-sw.js): none is part of the first load.
    const ownPages = ['editor.html', 'review.html', 'review-worker.js', 'tutorial.html', 'bot-worker.js', 'sw.js'];
    if (/\.(wasm|js|css|html)$/.test(file) && !ownPages.includes(file) && !file.startsWith('part-')) total += gzip(join(DIST, file));
  }
  // The page loads one language's words at start (another only if chosen): count the largest.
  const tables = readdirSync(join(DIST, 'locales')).filter((f) => f.endsWith('.txt')).map((f) => gzip(join(DIST, 'locales', f)));
  assert.equal(tables.length, LANGUAGES.length, 'every language (src/locales/) has its words in the bundle');
  total += Math.max(...tables);
  figures.bundle_gzip_bytes = total;
  assert.ok(total <= BUNDLE_BYTES, `bundle is ${total} bytes gzip`);
  const pages = readdirSync(join(DIST, 'locales', 'pages')).map((f) => gzip(join(DIST, 'locales', 'pages', f)));
  // The tutorial's page, the review's and the board editor's start the pages' module (pages/,
  // src/modules/pages.rs): its glue, its main part and the script that loads its parts, then the
  // page's part and the code it shares with the other pages' parts, as the build names them in the
  // page.
  const pagesDir = join(DIST, 'pages');
  const pageFiles = (name) => [...readFileSync(join(DIST, `${name}.html`), 'utf8').matchAll(/href="pages\/([^"]+)"/g)].map((m) => m[1]);
  const pagesOwn = readdirSync(pagesDir).filter((f) => f.startsWith(`part-`));
  const pageNames = ['tutorial', 'review', 'editor'];
  for (const name of pageNames) {
    const files = pageFiles(name);
    const own = pagesOwn.filter((f) => f.startsWith(`part-${name}-`));
    assert.equal(own.length, 1, `the pages' module has a part for the ${name}: ${pagesOwn}`);
    assert.ok(['pages.js', 'pages_bg.wasm', own[0]].every((f) => files.includes(f)) && files.some((f) => /^parts-/.test(f)),
      `${name}.html asks for the pages' module and its part: ${files}`);
    for (const other of pageNames.filter((n) => n !== name)) {
      assert.ok(!files.some((f) => f.startsWith(`part-${other}-`)), `${name}.html asks for no part of the ${other}'s`);
    }
  }
  const pagesModule = (name) => pageFiles(name).reduce((sum, f) => sum + gzip(join(pagesDir, f)), 0);
  // The review's page, on the budget of a module of its own: its page, start script, styles and
  // worker, the pages' module with the review's part, the app's stylesheet and the tables (the review
  // itself runs in the bots' module, built for speed).
  let review = gzip(join(DIST, 'review.html')) + gzip(join(DIST, 'review-worker.js')) + Math.max(...tables) + Math.max(...pages);
  for (const file of readdirSync(join(DIST, 'review'))) review += gzip(join(DIST, 'review', file));
  review += pagesModule('review');
  review += readdirSync(DIST).filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzip(join(DIST, f)), 0);
  figures.review_gzip_bytes = review;
  assert.ok(review <= OWN_MODULE_BYTES, `the review's page is ${review} bytes gzip`);
  // The tutorial's page, on the same: its page, start script and styles, the pages' module with the
  // tutorial's part, the app's stylesheet, the larger language table and the larger of its own
  // tables.
  const lessons = readdirSync(join(DIST, 'locales', 'tutorial')).map((f) => gzip(join(DIST, 'locales', 'tutorial', f)));
  let tutorial = gzip(join(DIST, 'tutorial.html')) + Math.max(...tables) + Math.max(...lessons);
  for (const file of readdirSync(join(DIST, 'tutorial'))) tutorial += gzip(join(DIST, 'tutorial', file));
  tutorial += pagesModule('tutorial');
  tutorial += readdirSync(DIST).filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzip(join(DIST, f)), 0);
  figures.tutorial_gzip_bytes = tutorial;
  assert.ok(tutorial <= OWN_MODULE_BYTES, `the tutorial's page is ${tutorial} bytes gzip`);
  // All of the app's wasm together: every module and part the build wrote.
  const wasmIn = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? wasmIn(join(dir, e.name)) : e.name.endsWith('.wasm') ? [join(dir, e.name)] : []);
  const allWasm = wasmIn(DIST).reduce((sum, f) => sum + gzip(f), 0);
  figures.all_wasm_gzip_bytes = allWasm;
  assert.ok(allWasm <= ALL_WASM_BYTES, `all of the app's wasm is ${allWasm} bytes gzip`);
  // The bots' module, loaded by the bot worker when a bot first thinks and by the review's worker
  // (built for speed).
  const bots = readdirSync(join(DIST, 'bots')).reduce((sum, f) => sum + gzip(join(DIST, 'bots', f)), 0);
  figures.bots_gzip_bytes = bots;
  assert.ok(bots <= OWN_MODULE_BYTES, `the bots' module is ${bots} bytes gzip`);
  // The app's own module holds no bot: its entry point is the bots' module's alone.
  const appGlue = readdirSync(DIST).filter((f) => /^glux-app.*\.js$/.test(f)).map((f) => readFileSync(join(DIST, f), 'utf8'));
  assert.ok(appGlue.length === 1 && !appGlue[0].includes('bot_choose'), "the app's module exports no bot entry point");
  // The carrier, loaded when a game between devices or the History screen is first needed: its part
  // of the page's module, the code it shares with the rules' part, and its styles. It holds live
  // play and the history besides the turn-by-turn games, so its budget is its own
  // (docs/performance.md): 360 KB since every move is signed (issue 38: Ed25519 and SHA-512 cost
  // 14 KB), still less than two seconds on the throttled phone's line, once, then from the service
  // worker's cache. (A module of its own until it became a part: 353 KB; as a part, 190 KB.)
  const parts = readdirSync(DIST).filter((f) => /^part-.*\.wasm$/.test(f));
  const part = (name) => parts.filter((f) => f.startsWith(`part-${name}-`));
  // A part's files, as the build names them in the page (`data-NAME-parts`): its own and the code it
  // shares with other parts.
  const partFiles = (name) => readFileSync(join(DIST, 'index.html'), 'utf8')
    .match(new RegExp(`data-${name}-parts="([^"]*)"`))[1].split(' ');
  // The board editor's page on a fresh device: its page, start script and styles, the pages' module
  // with the editor's part, the app's stylesheet and the tables (the app's and the pages'). (A part
  // of the page's module until it moved to the pages': a device that had the app downloaded 57 KB
  // of it, a fresh device 258 KB.)
  assert.equal(part('editor').length, 0, `the page's module has no editor: ${parts}`);
  let editor = gzip(join(DIST, 'editor.html')) + Math.max(...tables) + Math.max(...pages);
  for (const file of readdirSync(join(DIST, 'editor'))) editor += gzip(join(DIST, 'editor', file));
  editor += pagesModule('editor');
  editor += readdirSync(DIST).filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzip(join(DIST, f)), 0);
  figures.editor_gzip_bytes = editor;
  assert.ok(editor <= EDITOR_BYTES, `the editor's page is ${editor} bytes gzip`);
  assert.equal(part('carrier').length, 1, `the carrier's part: ${parts}`);
  assert.equal(part('rules').length, 1, `the rules' part: ${parts}`);
  const carrier = readdirSync(join(DIST, 'carrier')).reduce((sum, f) => sum + gzip(join(DIST, 'carrier', f)), 0)
    + partFiles('carrier').reduce((sum, f) => sum + gzip(join(DIST, f)), 0);
  figures.carrier_gzip_bytes = carrier;
  // Its own part, each game's replays and play, and what they share: seven files (sixteen as
  // wasm-split made them, scripts/merge-parts.mjs).
  assert.ok(partFiles('carrier').length <= 7, `the carrier comes in ${partFiles('carrier').length} files`);
  assert.ok(carrier <= CARRIER_BYTES, `the carrier's module is ${carrier} bytes gzip`);
  // The page's first download holds no part of the protocol: SHA-256's first two round constants,
  // as compiled code holds them (i32.const, opcode 0x41, and a signed LEB128 immediate), are in the
  // carrier's part and not in the main part of the page's module.
  const i32Const = (value) => {
    const out = [0x41];
    for (let v = value | 0; ;) {
      const b = v & 0x7f;
      v >>= 7;
      if ((v === 0 && !(b & 0x40)) || (v === -1 && (b & 0x40))) return Buffer.from([...out, b]);
      out.push(b | 0x80);
    }
  };
  const sha256 = [0x428a2f98, 0x71374491].map(i32Const);
  const appWasm = readdirSync(DIST).filter((f) => /^glux-app.*\.wasm$/.test(f)).map((f) => readFileSync(join(DIST, f)));
  const carrierWasm = readFileSync(join(DIST, part('carrier')[0]));
  assert.ok(sha256.every((k) => carrierWasm.includes(k)), 'the carrier computes SHA-256');
  assert.ok(appWasm.length === 1 && !sha256.some((k) => appWasm[0].includes(k)), "the app's module holds no SHA-256: the protocol is the carrier's");
  // The rules page, loaded into the page when the rules are first opened: its part of the page's
  // module and its styles, with the games in play, whose diagrams it draws. Its files hold both
  // games' parts (scripts/merge-parts.mjs: the rules come late, so the code they share with the
  // games in play is in those parts' files), which the app fetches once its first screen is drawn:
  // what opening the rules adds is the rest (opened before they are in, the rules bring both games
  // in play: 153 KB). (A module of its own until it became a part: 129 KB; as a part, 12 KB, then
  // 48 KB with the code it shared with the games in play.) Its diagrams'
  // captions are its words alone: the main part does not name them.
  const games = new Set([...partFiles('play-glux'), ...partFiles('play-glak')]);
  assert.ok(partFiles('rules').includes(part('rules')[0]), `the rules' files: ${partFiles('rules')}`);
  const rules = readdirSync(join(DIST, 'rules-page')).reduce((sum, f) => sum + gzip(join(DIST, 'rules-page', f)), 0)
    + partFiles('rules').filter((f) => !games.has(f)).reduce((sum, f) => sum + gzip(join(DIST, f)), 0);
  // (Named rules_gzip_bytes until 2026-12-01, when it counted every file of the rules.)
  figures.rules_besides_games_gzip_bytes = rules;
  assert.ok(rules <= 20_000, `the rules' part is ${rules} bytes gzip besides the games in play`);
  const rulesWasm = readFileSync(join(DIST, part('rules')[0]));
  for (const caption of ['rules.count.caption', 'glak-rules.jump.caption']) {
    assert.ok(rulesWasm.includes(caption), `the rules' part names ${caption}`);
    assert.ok(!appWasm[0].includes(caption), `the main part does not name ${caption}`);
  }
  // Each game in play and its replays, fetched once the first screen is drawn (the chosen game's
  // first), or beside the page's module when it opens on a table of that game: its part of the page's
  // module. The new-game screen and an invitation's join screen are drawn without them: the main
  // part has none of the tables' hooks (each game's own, and the replay's both draw).
  // Its files as the page's early downloads name them (the build reads them off wasm-split's
  // loader): its own and the code it shares with the carrier and the other game's.
  const hooks = { glux: ['data-log-count', 'data-replay-at'], glak: ['data-tile-set', 'data-replay-at'] };
  const playWasm = {};
  for (const game of ['glux', 'glak']) {
    const name = `play-${game}`;
    assert.equal(part(name).length, 1, `${game}'s part: ${parts}`);
    const files = partFiles(name);
    assert.ok(files.includes(part(name)[0]), `the early downloads name ${game}'s part: ${files}`);
    // In four files: its replays' and its own, what both games in play share, and what both
    // games share (scripts/merge-parts.mjs; wasm-split made eight).
    assert.ok(files.length <= 4, `${game}'s part comes in ${files.length} files: ${files}`);
    const bytes = files.reduce((sum, f) => sum + gzip(join(DIST, f)), 0);
    figures[`play_${game}_gzip_bytes`] = bytes;
    // 150 KB for both games' part (the tables, the engines' play, the records' readers, the boards'
    // views); a replay link or a kept game downloads its own game's alone (issue 40).
    assert.ok(bytes <= PLAY_PART_BYTES, `${game}'s part is ${bytes} bytes gzip`);
    playWasm[game] = Buffer.concat(files.map((f) => readFileSync(join(DIST, f))));
    for (const hook of hooks[game]) {
      assert.ok(playWasm[game].includes(hook), `${game}'s part draws ${hook}`);
      assert.ok(!appWasm[0].includes(hook), `the main part does not draw ${hook}`);
    }
  }
  // Each game's replays, which a replay link downloads (beside the page's module, before its
  // board): its part with the code it shares, the game in play's; none of the game's tables (their
  // hooks), which the game in play's part brings when the person plays on (issue 40).
  const tableHooks = { glux: 'data-log-count', glak: 'data-tile-set' };
  for (const game of ['glux', 'glak']) {
    const name = `replays-${game}`;
    assert.equal(part(name).length, 1, `${game}'s replays' part: ${parts}`);
    const files = partFiles(name);
    assert.ok(files.includes(part(name)[0]), `the early downloads name ${game}'s replays' part: ${files}`);
    const bytes = files.reduce((sum, f) => sum + gzip(join(DIST, f)), 0);
    figures[`replays_${game}_gzip_bytes`] = bytes;
    assert.ok(bytes <= REPLAYS_PART_BYTES, `${game}'s replays' part is ${bytes} bytes gzip`);
    assert.ok(bytes < figures[`play_${game}_gzip_bytes`], `${game}'s replays (${bytes}) are less than ${game} in play`);
    const replaysWasm = Buffer.concat(files.map((f) => readFileSync(join(DIST, f))));
    assert.ok(replaysWasm.includes('data-replay-at'), `${game}'s replays' part draws the replay`);
    assert.ok(!replaysWasm.includes(tableHooks[game]), `${game}'s replays' part draws no table (${tableHooks[game]})`);
    // A link is a record: a Glüx record's first action is named so.
    assert.equal(replaysWasm.includes('start_face'), game === 'glux', `${game}'s replays read its own records`);
    // In two files (a replay link pays per file as well as per byte): the game's replays, their
    // split point's entry with them (scripts/merge-parts.mjs), and what both games share. The game
    // in play's part brings every one of them: playing on from a replay downloads only what the
    // table adds.
    assert.ok(files.length <= 2, `${game}'s replays come in ${files.length} files: ${files}`);
    const play = partFiles(`play-${game}`);
    assert.deepEqual(files.filter((f) => !play.includes(f)), [], `${game} in play shares its replays' code`);
  }
  // Each game's part carries its own game only: its tables' hooks, its records' readers. (A class
  // both games' boards draw, such as a legal place's dot, may sit in code they share.)
  assert.ok(playWasm.glux.includes('legal-dot'), "Glüx's part draws the board's squares");
  assert.ok(!appWasm[0].includes('legal-dot'), "the main part draws no board's squares as components");
  assert.ok(!playWasm.glak.includes('data-log-count'), "GLAK's part draws no Glüx log");
  assert.ok(!playWasm.glux.includes('data-tile-set'), "Glüx's part draws no GLAK table");
  // A Glüx record's first action is named so.
  assert.ok(playWasm.glux.includes('start_face'), "Glüx's part reads its records");
  assert.ok(!playWasm.glak.includes('start_face'), "GLAK's part reads no Glüx record");
  assert.ok(!appWasm[0].includes('start_face'), 'the main part reads no record');
});

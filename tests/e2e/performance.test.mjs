// Performance budgets, measured in the browser: time to a visible board, main-thread long tasks
// while playing, and the release bundle's size. Figures go to target/e2e/performance.json.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { withBrowser, openPage, DIST, SCREENSHOTS } from './harness.mjs';
import { seededRandom, startGame, playOneAction } from './play.mjs';

const BOARD_VISIBLE_MS = 700;
// The web's "good" largest paint, on Lighthouse's mobile settings (issue 11): a slow phone on a slow
// connection, with nothing cached.
const THROTTLED_BOARD_VISIBLE_MS = 2500;
const THROTTLING = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuSlowdown: 4 };
const LONG_TASK_MS = 50;
// Issue 11's budget for Glüx alone on the plain stable build (230,000 bytes, read strictly).
// docs/performance.md has the history.
const BUNDLE_BYTES = 230_000;

const env = withBrowser();
const figures = {};
after(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  writeFileSync(join(SCREENSHOTS, 'performance.json'), JSON.stringify(figures, null, 2));
  console.log('performance figures:', JSON.stringify(figures));
});

/** Milliseconds from navigation until the first board square is in the page. */
async function boardVisibleMs(throttled) {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-square]')) {
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

test(`the board is visible within ${BOARD_VISIBLE_MS} ms of navigation`, async () => {
  const times = [];
  for (let i = 0; i < 3; i++) times.push(await boardVisibleMs(false));
  figures.board_visible_ms = times.map(Math.round);
  assert.ok(Math.min(...times) <= BOARD_VISIBLE_MS, `board visible after ${times.join(', ')} ms`);
});

test(`on a throttled phone (150 ms, 1.6 Mbit/s, 4x CPU, no cache) the board is visible within ${THROTTLED_BOARD_VISIBLE_MS} ms`, async () => {
  const times = [];
  for (let i = 0; i < 3; i++) times.push(await boardVisibleMs(true));
  figures.throttled_board_visible_ms = times.map(Math.round);
  // The machine is shared: the best of three runs counts, as for the fast test.
  assert.ok(Math.min(...times) <= THROTTLED_BOARD_VISIBLE_MS, `board visible after ${times.join(', ')} ms`);
});

test(`no main-thread task over ${LONG_TASK_MS} ms while squares are clicked`, async () => {
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
    for (let i = 0; i < 12; i++) {
      if (await page.locator('[data-action="ready"]').count()) await page.click('[data-action="ready"]');
      await page.locator('[data-face]').first().click();
      const legal = await page.locator('[data-legal]').count();
      if (legal === 0) await page.click('[data-action="start-option"]');
      else await page.locator('[data-legal]').nth(i % legal).click();
      await page.click('[data-action="confirm"]');
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

test(`the release bundle is at most ${BUNDLE_BYTES / 1000} KB gzip`, () => {
  const gzip = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
  let total = 0;
  for (const file of readdirSync(DIST)) {
    if (/\.(wasm|js|css|html)$/.test(file)) total += gzip(join(DIST, file));
  }
  // The page loads one language table at start (the other only if chosen): count the larger.
  const tables = readdirSync(join(DIST, 'locales')).map((f) => gzip(join(DIST, 'locales', f)));
  assert.equal(tables.length, 2, 'both language tables are in the bundle');
  total += Math.max(...tables);
  figures.bundle_gzip_bytes = total;
  assert.ok(total <= BUNDLE_BYTES, `bundle is ${total} bytes gzip`);
});

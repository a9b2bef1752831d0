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
const LONG_TASK_MS = 50;
// Issue 4's budget, read strictly (200,000 bytes, not 204,800). docs/performance.md has the history:
// issue 7 went over it, and the release build's size options (scripts/build-release.sh) won it back.
const BUNDLE_BYTES = 200_000;

const env = withBrowser();
const figures = {};
after(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  writeFileSync(join(SCREENSHOTS, 'performance.json'), JSON.stringify(figures, null, 2));
  console.log('performance figures:', JSON.stringify(figures));
});

test(`the board is visible within ${BOARD_VISIBLE_MS} ms of navigation`, async () => {
  const times = [];
  for (let i = 0; i < 3; i++) {
    const { page, context } = await openPage(env.browser, env.server.origin);
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-square]')) {
          window.boardVisibleAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(env.server.url);
    await page.waitForFunction(() => window.boardVisibleAt !== undefined);
    times.push(await page.evaluate(() => window.boardVisibleAt));
    await context.close();
  }
  figures.board_visible_ms = times.map(Math.round);
  assert.ok(Math.min(...times) <= BOARD_VISIBLE_MS, `board visible after ${times.join(', ')} ms`);
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

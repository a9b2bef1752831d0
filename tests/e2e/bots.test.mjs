// Computer opponents in the browser: a game against three bots, a watched all-bot game with pause,
// step and speed, a takeback, and how long bots take to move.
import assert from 'node:assert/strict';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { withBrowser, openPage, screenshot, expectAttribute, SCREENSHOTS, functional, timing } from './harness.mjs';
import { seededRandom, startGame, chooseSeatKinds, playOneAction, waitForPerson, moveCount, shownVp, savedGame, engineScore, engineEnd } from './play.mjs';

const BOT_P95_MS = 1000;
// Issue 14: Expert thinks at most 1.5 s a move in the browser. Measured on our machine (slowest
// 0.83-0.97 s, docs/performance.md); machines running this test differ by up to 2x, so the test
// allows that much and also checks what the budget is designed for, moves of even length.
const EXPERT_MOVE_MS = 1500;
const MACHINE_SLACK = 2;
const LONG_TASK_MS = 50;

const env = withBrowser();

/** How long each of `name`'s moves took: from the move before it to its own landing in the log. */
async function moveTimesOf(page, name) {
  const times = await page.evaluate(() => window.moveTimes);
  const took = [];
  for (let i = 1; i < times.length; i++) if (times[i].text.includes(`${name}:`)) took.push(times[i].at - times[i - 1].at);
  return took.sort((a, b) => a - b);
}

/** Records, in the page, when each move lands in the log and who made it. */
async function watchMoves(page) {
  await page.evaluate(() => {
    window.moveTimes = [];
    window.longTasks = [];
    new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration)))
      .observe({ type: 'longtask' });
    const log = document.querySelector('[data-log-count]');
    window.announced = [];
    new MutationObserver(() => {
      const last = log.querySelector('li:not(.event):last-of-type') ?? log.lastElementChild;
      window.moveTimes.push({ at: performance.now(), count: Number(log.dataset.logCount), text: last?.textContent ?? '' });
    }).observe(log, { attributes: true, attributeFilter: ['data-log-count'] });
    // What the live region says for screen readers.
    const live = document.querySelector('[data-announce]');
    new MutationObserver(() => window.announced.push(live.textContent))
      .observe(live, { childList: true, characterData: true, subtree: true });
  });
}

timing('a person plays a whole 4-player game against Easy, Medium and Hard bots', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  // The bots' module is not part of the page: the bot worker loads it when a bot first thinks.
  const botsModuleLoaded = () => page.evaluate(() => new Promise((resolve) => {
    const worker = performance.getEntriesByType('resource').some((e) => e.name.endsWith('/bots/bots_bg.wasm'));
    resolve(worker);
  }));
  assert.equal(await botsModuleLoaded(), false, 'the page itself loads no bot code');
  await page.click('[data-setup="players"] [data-value="4"]');
  await chooseSeatKinds(page, ['human', 'easy', 'medium', 'hard']);
  await startGame(page, { players: 4, seed: 404, names: ['Pia', 'Easy', 'Medium', 'Hard'] });
  assert.equal(await page.locator('[data-action="ready"]').count(), 0, 'no pass-the-device screen with one person');
  await page.click('[data-speed="fast"]');
  await watchMoves(page);
  const random = seededRandom(404);
  let mine = 0;
  while (await playOneAction(page, random)) {
    mine += 1;
    if (mine === 6) await screenshot(page, 'bots-game');
  }
  await page.waitForSelector('[data-game-over]');
  const { record } = await savedGame(page);
  // All 24 chips (start chip included), unless the person was put out of the game first: the
  // engine says which, and how many actions were the person's.
  const end = engineEnd(record);
  assert.ok(end.over, 'the engine finds the game over too');
  assert.equal(mine, end.player('Pia').actions, 'the person played every action the record gives them');
  assert.ok(mine === 24 || end.player('Pia').out, `the person placed all 24 chips or was put out, not ${mine}`);
  const engine = engineScore(record);
  assert.deepEqual(await shownVp(page, 4), engine.vp);
  await screenshot(page, 'bots-final');
  // Every bot's moves were announced in the live region, as the person's were.
  const announced = await page.evaluate(() => window.announced);
  for (const bot of ['Easy', 'Medium', 'Hard', 'Pia']) {
    assert.ok(announced.some((a) => a.startsWith(`${bot}: `)), `${bot}'s moves announced`);
  }

  const hard = await moveTimesOf(page, 'Hard');
  const p95 = hard[Math.ceil(hard.length * 0.95) - 1];
  const longTasks = await page.evaluate(() => window.longTasks);
  mkdirSync(SCREENSHOTS, { recursive: true });
  writeFileSync(join(SCREENSHOTS, 'bot-timing.json'), JSON.stringify({
    hard_moves: hard.length, hard_mean_ms: Math.round(hard.reduce((a, b) => a + b, 0) / hard.length),
    hard_p95_ms: Math.round(p95), hard_max_ms: Math.round(hard.at(-1)), long_tasks_ms: longTasks.map(Math.round),
  }, null, 2));
  console.log(`hard bot in the browser: ${hard.length} moves, p95 ${Math.round(p95)} ms, long tasks ${JSON.stringify(longTasks.map(Math.round))}`);
  // Hard's moves as the log showed them, one at a time (a busy page may show two at once: one spare).
  const hardPlayed = end.player('Hard').actions;
  assert.ok(hardPlayed >= 1 && hard.length >= hardPlayed - 1, `the Hard bot moved: ${hard.length} of ${hardPlayed} timed`);
  assert.ok(p95 <= BOT_P95_MS, `Hard bot p95 ${p95} ms`);
  // A bot thinking on the page would block it on nearly every Hard move (about 24 long tasks a
  // game); on a shared machine a busy neighbour may cause one or two. So: at most two.
  const long = longTasks.filter((d) => d > LONG_TASK_MS);
  assert.ok(long.length <= 2, `long main-thread tasks while bots think: ${JSON.stringify(long.map(Math.round))}`);
  page.assertClean();
  await context.close();
});

timing(`a person plays a whole 2-player game against Expert, who thinks at most ${EXPERT_MOVE_MS} ms a move (here)`, async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await chooseSeatKinds(page, ['human', 'expert']);
  await startGame(page, { players: 2, seed: 505, names: ['Pia', 'Expert'] });
  await page.click('[data-speed="fast"]');
  await watchMoves(page);
  const random = seededRandom(505);
  while (await playOneAction(page, random));
  await page.waitForSelector('[data-game-over]');
  const engine = engineScore((await savedGame(page)).record);
  assert.deepEqual(await shownVp(page, 2), engine.vp);
  // The time a move takes here includes the fast speed's short visible delay.
  const expert = await moveTimesOf(page, 'Expert');
  const longTasks = await page.evaluate(() => window.longTasks);
  const figures = {
    expert_moves: expert.length, expert_mean_ms: Math.round(expert.reduce((a, b) => a + b, 0) / expert.length),
    expert_max_ms: Math.round(expert.at(-1)), long_tasks_ms: longTasks.map(Math.round),
  };
  mkdirSync(SCREENSHOTS, { recursive: true });
  writeFileSync(join(SCREENSHOTS, 'expert-timing.json'), JSON.stringify(figures, null, 2));
  console.log(`expert bot in the browser: ${JSON.stringify(figures)}`);
  assert.ok(expert.length >= 20, 'Expert moved');
  assert.ok(expert.at(-1) <= EXPERT_MOVE_MS * MACHINE_SLACK, `Expert's slowest move took ${Math.round(expert.at(-1))} ms`);
  assert.ok(expert.at(-1) <= 2.5 * figures.expert_mean_ms, `Expert's moves are uneven: ${JSON.stringify(figures)}`);
  assert.ok(longTasks.filter((d) => d > LONG_TASK_MS).length <= 2, 'Expert thinks off the main thread');
  page.assertClean();
  await context.close();
});

functional('an all-bot game can be paused, stepped, sped up and watched to the final screen', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await page.click('[data-setup="players"] [data-value="3"]');
  await chooseSeatKinds(page, ['easy', 'medium', 'hard']);
  await startGame(page, { players: 3, seed: 303 });
  await page.waitForFunction(() => Number(document.querySelector('[data-log-count]').dataset.logCount) >= 4);
  await page.click('[data-action="pause"]');
  // An answer asked for before the pause may still land; once it has, no bot is asked while paused.
  await page.waitForSelector('[data-action="pause"][aria-pressed="true"]');
  await page.waitForSelector('[data-bot-thinking="false"]');
  const paused = await moveCount(page);
  await page.click('[data-action="step"]');
  await page.waitForFunction((n) => Number(document.querySelector('[data-log-count]').dataset.logCount) === n + 1, paused);
  await page.waitForSelector('[data-bot-thinking="false"]');
  assert.equal(await moveCount(page), paused + 1, 'a step is one move, and nothing more moves while paused');
  assert.equal(await page.getAttribute('[data-action="pause"]', 'aria-pressed'), 'true', 'still paused after the step');
  await screenshot(page, 'all-bots-paused');
  await page.click('[data-speed="fast"]');
  await page.click('[data-action="pause"]');
  await page.waitForSelector('[data-game-over]', { timeout: 180_000 });
  const engine = engineScore((await savedGame(page)).record);
  assert.deepEqual(await shownVp(page, 3), engine.vp);
  page.assertClean();
  await context.close();
});

functional('a takeback against a bot undoes the placement, the same chip returns, and the bot replies again', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await chooseSeatKinds(page, ['human', 'medium']);
  await startGame(page, { players: 2, seed: 22 });
  await page.click('[data-speed="fast"]');
  const random = seededRandom(22);
  for (let i = 0; i < 4; i++) await playOneAction(page, random);
  await waitForPerson(page);
  const before = await moveCount(page);
  const faces = await page.$$eval('[data-face]', (els) => els.map((e) => e.dataset.face));
  const logBefore = await page.textContent('.log-list');
  await playOneAction(page, seededRandom(7));
  await waitForPerson(page);
  const logAfter = await page.textContent('.log-list');
  assert.ok((await moveCount(page)) >= before + 2, 'the bot replied');
  await page.click('[data-action="take-back"]');
  await waitForPerson(page);
  // The person's hand was shown before the take-back too: read the log once the take-back is drawn.
  await expectAttribute(page, '[data-log-count]', 'data-log-count', String(before), 'back to before the placement');
  assert.equal(await page.textContent('.log-list'), logBefore);
  assert.deepEqual(await page.$$eval('[data-face]', (els) => els.map((e) => e.dataset.face)), faces, 'the same chip');
  await playOneAction(page, seededRandom(7));
  await waitForPerson(page);
  assert.equal(await page.textContent('.log-list'), logAfter, 'the same placement gets the same reply');
  page.assertClean();
  await context.close();
});

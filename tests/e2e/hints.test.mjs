// Hints (issue 27): a person asks Expert for a hint in a game against a bot, in English and German,
// in both games. The hint names Expert's move and the chance of winning after it, marks it on the
// board (a square or field the rules allow), and the log notes the move or turn a hint was used in.
import { after } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, openPage, screenshot, functional, timing, GROUP } from './harness.mjs';
import { seededRandom, startGame, chooseSeatKinds, playOneAction, waitForPerson, savedGame, faceDrawn } from './play.mjs';
import { startGlak, playGlakTurn, savedGlak } from './glak-play.mjs';

const env = withBrowser();

// Issue 27: a hint takes at most 1.5 s (docs/performance.md); machines running this test differ by
// up to 2x.
const HINT_MS = 1500;
const MACHINE_SLACK = 2;
const hintTimes = [];
after(() => console.log(`# hints in the browser, ms from the click to the answer: ${hintTimes.join(', ')}`));

/**
 * Asks for a hint and waits for Expert's answer; returns its text and its chance. The time it took
 * is held to the budget in the timing group (on a quiet machine), and only noted in the other.
 */
async function takeHint(page) {
  const started = Date.now();
  await page.click('[data-action="hint"]');
  const hint = page.locator('[data-hint]:not([data-hint="thinking"])');
  await hint.waitFor({ timeout: 20_000 });
  const ms = Date.now() - started;
  hintTimes.push(ms);
  if (GROUP !== 'functional') assert.ok(ms <= HINT_MS * MACHINE_SLACK, `the hint took ${ms} ms`);
  const chance = Number(await hint.getAttribute('data-hint'));
  assert.ok(chance >= 0 && chance <= 1, `a chance from 0 to 1: ${chance}`);
  assert.equal(await page.locator('[data-action="hint"]').count(), 0, 'the button gives way to the hint');
  return { text: await hint.textContent(), chance };
}

for (const [locale, words] of [
  ['en-GB', { suggests: /^Expert suggests: .+\. Your chance of winning after it: \d+ %\.$/, used: 'hint' }],
  ['de-DE', { suggests: /^Der Experte schlägt vor: .+\. Deine Gewinnchance danach: \d+ %\.$/, used: 'Tipp' }],
]) {
  functional(`a hint in a Glüx game against a bot, marked on the board and noted in the log (${locale})`, async () => {
    const { page, context } = await openPage(env.browser, env.server.origin, { locale });
    await page.goto(env.server.url);
    await page.waitForSelector('[data-action="start-game"]');
    await chooseSeatKinds(page, ['human', 'easy']);
    await startGame(page, { players: 2, seed: 2701 });
    const random = seededRandom(2701);
    // The start chip's face first; then a turn that counts.
    await playOneAction(page, random);
    await waitForPerson(page);
    const moves = Number(await page.getAttribute('[data-log-count]', 'data-log-count'));
    const { text, chance } = await takeHint(page);
    assert.match(text, words.suggests);
    assert.ok(text.includes(String(Math.round(chance * 100))), `${text} shows ${chance}`);
    // The hinted square is a destination the rules allow for one of the hand's faces. The board
    // marks it a turn after the hint's words on a busy machine (see FACE_DRAWN in play.mjs).
    await page.waitForSelector('[data-hinted] .ghost');
    assert.equal(await page.locator('[data-hinted]').count(), 1, 'one square is marked');
    assert.equal(await page.locator('[data-hinted] .ghost').count(), 1, "the hint's chip shows on it");
    const faces = await page.locator('[data-face]').count();
    let allowed = false;
    for (let f = 0; f < faces && !allowed; f++) {
      await page.locator('[data-face]').nth(f).click();
      // The squares lit for the face are drawn with it, a turn after the click on a busy machine.
      await faceDrawn(page, f);
      allowed = (await page.locator('[data-hinted][data-legal]').count()) === 1;
    }
    assert.ok(allowed, 'the hinted square is legal for a face of the hand');
    await screenshot(page, `hint-glux-${locale}`);
    // Play it: the hinted square with the face that allows it.
    await page.click('[data-hinted][data-legal]');
    await page.click('[data-action="confirm"]');
    await page.waitForFunction((n) => Number(document.querySelector('[data-log-count]').getAttribute('data-log-count')) > n, moves);
    const noted = page.locator('[data-log-count] li [data-hint-used]');
    assert.equal(await noted.count(), 1, 'the log notes the hint');
    assert.equal((await noted.textContent()).trim(), words.used);
    assert.deepEqual((await savedGame(page)).hints, [moves], 'the saved game keeps the hint');
    // Reloaded, the log still notes it.
    await page.reload();
    await page.waitForSelector('[data-log-count] li [data-hint-used]');
    page.assertClean();
    await context.close();
  });

  functional(`a hint in a GLAK game against a bot, marked on the area and noted in the log (${locale})`, async () => {
    const { page, context } = await openPage(env.browser, env.server.origin, { locale });
    await page.goto(env.server.url);
    await page.waitForSelector('[data-action="start-game"]');
    await startGlak(page, { players: 2, seed: 2702, kinds: ['human', 'easy'] });
    const random = seededRandom(2702);
    await page.waitForSelector('[data-turn]', { timeout: 60_000 });
    const { text } = await takeHint(page);
    assert.match(text, words.suggests);
    // In the starting phase a turn begins with a board: picked up, its hinted place is marked.
    const board = text.match(/\bT\d\d\b/)?.[0];
    assert.ok(board, `the hint lays a board: ${text}`);
    await page.click(`[data-hand-board="${board}"]`);
    // Its free places are drawn with it picked up, a turn after the click on a busy machine (and
    // the area, which draws them, a turn after the hand: see FACE_DRAWN in play.mjs).
    await page.waitForSelector(`[data-hand-board="${board}"][aria-pressed="true"]`);
    await page.waitForSelector('[data-slot][data-legal]');
    assert.equal(await page.locator('[data-slot][data-hinted]').count(), 1, 'one free place is marked');
    await screenshot(page, `hint-glak-${locale}`);
    const turn = Number(await page.getAttribute('[data-turn]', 'data-turn'));
    await playGlakTurn(page, random);
    const noted = page.locator(`[data-log-turn="${turn + 1}"] [data-hint-used]`);
    await noted.waitFor();
    assert.equal((await noted.textContent()).trim(), words.used);
    assert.deepEqual((await savedGlak(page)).hints, [turn], 'the saved game keeps the hint');
    // Later turns without a hint are not noted.
    await playGlakTurn(page, random);
    assert.equal(await page.locator('[data-hint-used]').count(), 1);
    page.assertClean();
    await context.close();
  });
}

timing(`a hint is on screen within ${HINT_MS} ms of the click, in both games`, async () => {
  for (const game of ['glux', 'glak']) {
    const { page, context } = await openPage(env.browser, env.server.origin);
    await page.goto(env.server.url);
    await page.waitForSelector('[data-action="start-game"]');
    if (game === 'glux') {
      await chooseSeatKinds(page, ['human', 'easy']);
      await startGame(page, { players: 2, seed: 2701 });
      await playOneAction(page, seededRandom(2701));
      await waitForPerson(page);
    } else {
      await startGlak(page, { players: 2, seed: 2702, kinds: ['human', 'easy'] });
      await page.waitForSelector('[data-turn]', { timeout: 60_000 });
    }
    await takeHint(page);
    page.assertClean();
    await context.close();
  }
});

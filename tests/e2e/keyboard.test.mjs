// A whole 2-player game with the keyboard only: Tab to the controls, arrow keys over the board,
// Enter to choose, place, confirm, undo, use the start option and step through the replay. The mouse
// is never used. Screen readers: every square has a name, and each placement is announced.
import assert from 'node:assert/strict';
import { withBrowser, openPage, screenshot, functional } from './harness.mjs';
import { seededRandom, savedGame, engineScore, shownVp, nearEndSave, openSaved, faceDrawn } from './play.mjs';

const env = withBrowser();

/** Presses Tab until the focused element matches `selector` (as a person tabs to a control). */
async function tabTo(page, selector, { limit = 80 } = {}) {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Tabs to a control and presses Enter. */
async function press(page, selector) {
  await tabTo(page, selector);
  await page.keyboard.press('Enter');
}

const focusedSquare = (page) => page.evaluate(() => document.activeElement?.getAttribute('data-square'));

/** Moves the board's focus with the arrow keys to the square `x,y`, then presses Enter. */
async function placeWithArrows(page, target) {
  await tabTo(page, '[data-square][tabindex="0"]');
  const [tx, ty] = target.split(',').map(Number);
  for (let guard = 0; guard < 40; guard++) {
    const from = await focusedSquare(page);
    const [x, y] = from.split(',').map(Number);
    if (x === tx && y === ty) break;
    await page.keyboard.press(x < tx ? 'ArrowRight' : x > tx ? 'ArrowLeft' : y < ty ? 'ArrowDown' : 'ArrowUp');
    // The focus moves once the board has drawn the key (later on a busy machine, see
    // expectAttribute); a key into a gap of the board may not move it, and the loop tries again.
    await page
      .waitForFunction((f) => document.activeElement?.getAttribute('data-square') !== f, from, { timeout: 5_000 })
      .catch(() => {});
  }
  assert.equal(await focusedSquare(page), target);
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-action="confirm"]');
}

const logCount = (page) => page.evaluate(() => Number(document.querySelector('[data-log-count]')?.getAttribute('data-log-count') ?? 0));

/**
 * One action by the keyboard alone, on the pass-the-device screen or in a turn: Ready, a face of
 * the hand, a square reached with the arrow keys (or the start option), Confirm. `checks` notes what
 * was checked on the way: the focus ring and a square's name, Undo, and the replay by keyboard.
 */
async function actByKeys(page, random, checks) {
  if (await page.locator('[data-action="ready"]').count()) {
    // The pass-the-device screen takes the focus, and hands it to the hand after Ready.
    await page.waitForFunction(() => document.activeElement?.matches('[data-action="ready"]'));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.matches('[data-face]'));
  }
  const before = await logCount(page);
  const faces = await page.locator('[data-face]').count();
  const k = Math.floor(random() * faces);
  const face = `[data-face]:nth-child(${1 + k})`;
  await press(page, face);
  // What follows reads the drawn face: chosen with the squares it reaches, or a start face waiting
  // for Confirm.
  await faceDrawn(page, k);
  if (!(await page.locator('[data-action="confirm"]').count())) {
    const legal = await page.$$eval('[data-legal]', (els) => els.map((e) => e.getAttribute('data-square')));
    if (legal.length) {
      const target = legal[Math.floor(random() * legal.length)];
      await placeWithArrows(page, target);
      if (!checks.focus) {
        // The focused square shows a ring a sighted keyboard user can see.
        const stroke = await page.evaluate(() => getComputedStyle(document.activeElement.querySelector('.cell')).stroke);
        assert.equal(stroke, 'rgb(255, 255, 255)', 'the focused square is ringed');
        const label = await page.evaluate(() => document.activeElement.getAttribute('aria-label'));
        assert.match(label, /^[A-M]\d+, .*legal/, `a square's accessible name: ${label}`);
        checks.focus = true;
      }
      if (!checks.undone) {
        // Misclick protection: undo, then place again.
        await press(page, '[data-action="undo"]');
        await page.waitForFunction(() => !document.querySelector('[data-action="confirm"]'));
        await placeWithArrows(page, target);
        checks.undone = true;
      }
    } else {
      await press(page, '[data-action="start-option"]');
    }
  }
  await press(page, '[data-action="confirm"]');
  await page.waitForFunction((n) => Number(document.querySelector('[data-log-count]').getAttribute('data-log-count')) > n, before);
  // The live region says what was placed, as the log does.
  const said = await page.textContent('[data-announce]');
  const logged = await page.$$eval('.log-list li', (els) => els.at(-1).textContent);
  assert.ok(said.length > 0 && logged.includes(said.split('. ').at(-1)), `announced "${said}", logged "${logged}"`);

  if (!checks.replayed && before >= 8) {
    // The replay, by keyboard: open it, step back with the arrow keys, jump with Home and End.
    await press(page, '[data-action="look-back"]');
    await page.waitForSelector('[data-replay-at]');
    const len = Number(await page.getAttribute('[data-replay-at]', 'data-replay-len'));
    await page.keyboard.press('ArrowLeft');
    await page.waitForSelector(`[data-replay-at="${len - 1}"]`);
    await page.keyboard.press('Home');
    await page.waitForSelector('[data-replay-at="0"]');
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('[data-replay-at="1"]');
    await page.keyboard.press('End');
    await page.waitForSelector(`[data-replay-at="${len}"]`);
    await press(page, '[data-action="close-replay"]');
    await page.waitForSelector('[data-log-count]');
    checks.replayed = true;
  }
}

// A 2-player game by the keyboard alone: its start (the new-game screen, the start chips, the first
// turns, Undo and the replay), then its end from a saved game a few moves before it (issue 37: the
// middle of a game adds nothing the start has not checked).
functional('a 2-player game played with the keyboard only: its start and its end', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await page.waitForSelector('[data-action="start-game"]');
  await press(page, '[data-setup="players"] [data-value="2"]');
  await tabTo(page, '[data-setup="seed"]');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('4242');
  await press(page, '[data-action="start-game"]');
  // The new-game screen's preview has squares too: wait until it has given way to the game.
  await page.waitForSelector('[data-action="start-game"]', { state: 'detached' });
  await page.waitForSelector('[data-square]');
  const random = seededRandom(4242);
  const checks = { focus: false, undone: false, replayed: false };
  for (let guard = 0; guard < 40 && !checks.replayed; guard++) await actByKeys(page, random, checks);
  assert.ok(checks.undone && checks.replayed && checks.focus, JSON.stringify(checks));
  page.assertClean();
  await context.close();

  const end = await openPage(env.browser, env.server.origin);
  await openSaved(end.page, end.context, env.server.url, nearEndSave({ players: 2, seed: 4242, left: 6 }));
  await end.page.waitForSelector('[data-square]');
  for (let guard = 0; guard < 20 && !(await end.page.locator('[data-game-over]').count()); guard++) {
    await actByKeys(end.page, random, checks);
  }
  await end.page.waitForSelector('[data-game-over]');
  await screenshot(end.page, 'keyboard-final');
  const engine = engineScore((await savedGame(end.page)).record);
  assert.deepEqual(await shownVp(end.page, 2), engine.vp, 'the VP shown are the engine\'s');
  end.page.assertClean();
  await end.context.close();
});

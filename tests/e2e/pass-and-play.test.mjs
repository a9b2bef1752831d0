// Whole pass-and-play games in headless Chromium, clicking as a person would.
import assert from 'node:assert/strict';
import { withBrowser, openPage, screenshot, functional, localeText } from './harness.mjs';
import { seededRandom, startGame, playOneAction, playToEnd, shownVp, savedGame, engineScore, nearEndSave, openSaved, faceDrawn, SAVE_KEY } from './play.mjs';

const env = withBrowser();

// One whole game by clicking (2 players); the 3- and 4-player games start from their saved game a
// few moves before the end (the engine's own game between Easy bots), and end the same way.
for (const players of [2, 3, 4]) {
  const whole = players === 2;
  const name = whole
    ? `a whole ${players}-player game from the new-game screen to the final scoring`
    : `a ${players}-player game from its last moves to the final scoring`;
  functional(name, async () => {
    const { page, context } = await openPage(env.browser, env.server.origin);
    let before = 0;
    if (whole) {
      await page.goto(env.server.url);
      await page.waitForSelector('[data-action="start-game"]');
      await screenshot(page, 'new-game');
      await startGame(page, { players, seed: 1000 + players });
      await screenshot(page, 'pass-the-device');
    } else {
      const saved = nearEndSave({ players, seed: 1000 + players, left: 3 * players });
      before = saved.record.actions.length;
      await openSaved(page, context, env.server.url, saved);
      await page.waitForSelector('[data-square]');
    }
    const actions = await playToEnd(page, seededRandom(players));
    await screenshot(page, `final-${players}p`);

    const saved = await savedGame(page);
    assert.equal(saved.record.actions.length, before + actions);
    const engine = engineScore(saved.record);
    assert.deepEqual(await shownVp(page, players), engine.vp, 'the VP shown are the engine\'s');
    const winners = await page.$$eval('[data-winner-seat]', (els) => els.map((e) => Number(e.dataset.winnerSeat)));
    assert.deepEqual(winners, engine.winners);
    assert.equal(await page.locator('[data-game-over] [data-room-score]').count(), engine.rooms.length);
    page.assertClean();
    await context.close();
  });
}

functional('a reload in the middle of a game resumes it exactly', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await startGame(page, { players: 3, seed: 77, names: ['Ada', 'Bea', 'Cy'] });
  const random = seededRandom(77);
  for (let i = 0; i < 11; i++) await playOneAction(page, random);
  const before = await savedGame(page);
  const log = await page.textContent('.log-list');
  await page.reload();
  await page.waitForSelector('[data-square]');
  assert.deepEqual(await savedGame(page), before);
  assert.equal(await page.textContent('.log-list'), log);
  // The next person is still asked to take the device, with the keyboard's focus on Ready (drawn
  // after the games' part has come, if it came after the page's first drawing), and play continues.
  await page.waitForSelector('[data-action="ready"]');
  await page.waitForFunction(() => document.activeElement?.matches('[data-action="ready"]'), null, { timeout: 5_000 });
  for (let i = 0; i < 4; i++) await playOneAction(page, random);
  assert.equal((await savedGame(page)).record.actions.length, 15);
  page.assertClean();
  await context.close();
});

// The games in play are a part of the page's module (their tables and screens, the engines' play,
// the files' readers: issue 40), which the page waits for before drawing a kept game (its header
// and a stand-in are drawn meanwhile). If it cannot
// be loaded, the game stays kept and the new-game screen says why; so does Start game; once the
// connection is back, a reload opens the kept game.
functional("a kept game whose part cannot be loaded stays kept, is said, and opens once the page is reloaded", async () => {
  // The service worker would answer the part from its cache, out of the test's reach.
  const { page, context } = await openPage(env.browser, env.server.origin, { serviceWorkers: 'block' });
  await page.goto(env.server.url);
  await startGame(page, { players: 2, seed: 21 });
  const random = seededRandom(21);
  for (let i = 0; i < 3; i++) await playOneAction(page, random);
  const kept = await savedGame(page);
  let failing = true;
  await context.route('**/part-play-*.wasm', (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  await page.reload();
  await page.waitForSelector('[data-notice="problem"]');
  assert.equal((await page.textContent('[data-notice="problem"] p')).trim(), localeText('en', 'play.failed'));
  await page.waitForSelector('[data-action="start-game"]');
  assert.deepEqual(await savedGame(page), kept, 'the game is still kept');
  // Start game cannot make a table either, and says so; the kept game is untouched.
  await page.click('[data-notice="problem"] button');
  await page.waitForSelector('[data-notice="problem"]', { state: 'detached' });
  await page.click('[data-action="start-game"]');
  await page.waitForSelector('[data-notice="problem"]');
  assert.equal((await page.textContent('[data-notice="problem"] p')).trim(), localeText('en', 'play.failed'));
  assert.equal(await page.locator('[data-action="start-game"]').count(), 1, 'still the new-game screen');
  assert.deepEqual(await savedGame(page), kept, 'the game is still kept');
  // The connection is back: the kept game opens as it was.
  failing = false;
  await page.reload();
  await page.waitForSelector('[data-action="start-game"]', { state: 'detached' });
  await page.waitForSelector('[data-square]');
  assert.deepEqual(await savedGame(page), kept);
  await playOneAction(page, random);
  page.assertClean({ allow: [/ERR_INTERNET_DISCONNECTED/, /Failed to fetch/] });
  await context.close();
});

functional('undo takes back a placement before it is confirmed; refusals say why', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await startGame(page, { players: 2, seed: 5 });
  const random = seededRandom(5);
  for (let i = 0; i < 2; i++) await playOneAction(page, random); // both start chips
  await page.click('[data-action="ready"]');
  await page.locator('[data-face]').first().click();
  // Each click is drawn a turn later on a busy machine: read the page once it is.
  await faceDrawn(page, 0);
  const legal = await page.locator('[data-legal]').count();
  assert.ok(legal > 0);
  await page.locator('[data-legal]').first().click();
  await screenshot(page, 'pending-placement');
  await page.click('[data-action="undo"]');
  await page.waitForFunction(() => !document.querySelector('[data-action="confirm"]'), null, { timeout: 5_000 }).catch(() => {});
  assert.equal(await page.locator('[data-action="confirm"]').count(), 0);
  assert.equal((await savedGame(page)).record.actions.length, 2, 'nothing was played');
  // Tapping an unlit square is refused with the rule it breaks.
  await page.click('[data-square="7,5"]');
  assert.match(await page.textContent('.refusal'), /rule/);
  assert.equal((await savedGame(page)).record.actions.length, 2);
  page.assertClean();
  await context.close();
});

functional('a corrupt saved game shows a message, is kept under a backup key, and a new game can start', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  // The app must have started (and read storage) before the test writes to it: `goto` returns at
  // the load event, which can come before the wasm app runs.
  await page.waitForSelector('[data-action="start-game"]');
  const corrupt = JSON.stringify({
    record: { version: 1, players: 2, seed: 3, names: ['A', 'B'], actions: [{ action: 'start_face', pips: 7 }] },
    seats: [{ name: 'A', colour: 0 }, { name: 'B', colour: 1 }],
  });
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [SAVE_KEY, corrupt]);
  await page.reload();
  const notice = page.locator('[data-notice="problem"]');
  await notice.waitFor();
  assert.match(await notice.textContent(), /could not be read.*not shaped like a game record \(line 1, column \d+\)/);
  await screenshot(page, 'corrupt-save');
  const kept = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('glux.game.unreadable.')).map((k) => localStorage.getItem(k)));
  assert.deepEqual(kept, [corrupt], 'the unreadable save is kept, word for word');
  await startGame(page, { players: 2, seed: 9 });
  assert.ok(await savedGame(page), 'the new game is saved');
  page.assertClean();
  await context.close();
});

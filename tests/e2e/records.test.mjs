// Game records in the browser: share links, the replay viewer, export and import, broken input.
import assert from 'node:assert/strict';
import { writeFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withBrowser, openPage, screenshot, expectAttribute, functional, recordScreens } from './harness.mjs';
import { seededRandom, startGame, chooseSeatKinds, playOneAction, shownVp, moveCount, savedGame, autosaved, engineScore, SAVE_KEY } from './play.mjs';

const env = withBrowser();

functional('a share link opens the replay in a new page, which steps to the same final scores', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await page.click('[data-setup="players"] [data-value="4"]');
  await chooseSeatKinds(page, ['easy', 'medium', 'easy', 'medium']);
  await startGame(page, { players: 4, seed: 4242, names: ['Ann', 'Bo', 'Cai', 'Dee'] });
  await page.click('[data-speed="fast"]');
  await page.waitForSelector('[data-game-over]', { timeout: 120_000 });
  const vp = await shownVp(page, 4);
  // 96 placements when nobody is left without a move; fewer when a player is excluded (the bots'
  // choices are seeded afresh each game).
  const played = await moveCount(page);
  assert.ok(played > 48 && played <= 96, `${played} actions`);
  await page.click('[data-action="share"]');
  const link = await page.inputValue('[data-share-link]');
  assert.ok(link.startsWith(env.server.url) && link.includes('#game='), link);
  console.log(`share link for a full 4-player game: ${link.length} characters`);
  assert.ok(link.length < 400, `link is ${link.length} characters`);
  await screenshot(page, 'share-link');

  const other = await openPage(env.browser, env.server.origin);
  // The page's first drawing is the replay (or, until the games' part has come, the stand-in that
  // says it is opening): never the new-game screen, drawn and then replaced.
  await recordScreens(other.context, { replay: '[data-replay-at]', opening: '[data-part-loading="play"]', 'new game': '[data-action="start-game"]' });
  await other.page.goto(link);
  await other.page.waitForSelector('[data-replay-at]');
  const drawn = await other.page.evaluate(() => window.screensDrawn);
  assert.ok(!drawn.includes('new game'), `screens drawn before the replay: ${drawn.join(', ')}`);
  const len = Number(await other.page.getAttribute('[data-replay-at]', 'data-replay-len'));
  assert.equal(len, played);
  // The replay opens at the end of a finished game, with its scoring.
  assert.deepEqual(await shownVp(other.page, 4), vp);
  await other.page.click('[data-replay="first"]');
  await expectAttribute(other.page, '[data-replay-at]', 'data-replay-at', '0');
  // The board is drawn a turn after the replay's move list on a busy machine (see FACE_DRAWN in
  // play.mjs): read it once it has had the time.
  await other.page.waitForFunction(() => !document.querySelector('.board .chip'), null, { timeout: 5_000 }).catch(() => {});
  assert.equal(await other.page.locator('.board .chip').count(), 0, 'nothing placed at the start');
  // A step button steps from the move its last drawing shows: each is clicked once the one before is
  // drawn (a turn later on a busy machine).
  await other.page.click('[data-replay="next"]');
  await other.page.waitForSelector('[data-replay-at="1"]');
  await other.page.click('[data-replay="next"]');
  await other.page.waitForSelector('[data-replay-at="2"]');
  await other.page.keyboard.press('ArrowRight');
  await expectAttribute(other.page, '[data-replay-at]', 'data-replay-at', '3');
  await other.page.keyboard.press('ArrowLeft');
  await expectAttribute(other.page, '[data-replay-at]', 'data-replay-at', '2');
  await other.page.click('[data-jump="50"]');
  await expectAttribute(other.page, '[data-replay-at]', 'data-replay-at', '50');
  await screenshot(other.page, 'replay-move-50');
  for (let at = 50; at < len; at++) await other.page.keyboard.press('ArrowRight');
  await other.page.waitForSelector('[data-game-over]');
  assert.deepEqual(await shownVp(other.page, 4), vp, 'stepping to the end gives the same final scores');
  other.page.assertClean();
  await other.context.close();
  page.assertClean();
  await context.close();
});

functional('a broken share link shows what is wrong, and the saved game survives', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await startGame(page, { players: 2, seed: 8 });
  const random = seededRandom(8);
  for (let i = 0; i < 5; i++) await playOneAction(page, random);
  await autosaved(page);
  const saved = await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY);
  for (const [fragment, message] of [['AQIACwNBZGEDQmVh', 'cut short'], ['not$valid', '`$` cannot appear'], ['Aw', 'newer version'], ['Ag', 'cut short: which game']]) {
    await page.goto(`${env.server.url}#game=${fragment}`);
    await page.reload(); // a new address differing only in its fragment does not load the page again
    const notice = page.locator('[data-notice="problem"]');
    await notice.waitFor();
    assert.match(await notice.textContent(), new RegExp(`share link cannot be opened.*${message.replace(/[$`]/g, '\\$&')}`));
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY), saved, 'the saved game is untouched');
    assert.equal(Number(await page.getAttribute('[data-log-count]', 'data-log-count')), 5, 'and still in play');
  }
  await screenshot(page, 'broken-link');
  page.assertClean();
  await context.close();
});

functional('looking back during a game shows past turns, and export then import opens the same game', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin, { acceptDownloads: true });
  await page.goto(env.server.url);
  await startGame(page, { players: 3, seed: 33 });
  const random = seededRandom(33);
  for (let i = 0; i < 9; i++) await playOneAction(page, random);
  await page.click('[data-action="ready"]');
  await page.click('[data-action="look-back"]');
  await page.waitForSelector('[data-replay-at="9"]');
  assert.equal(await page.locator('[data-face]').count(), 0, 'no hand is shown while looking back');
  await page.click('[data-replay="first"]');
  await page.click('[data-action="close-replay"]');
  await page.waitForSelector('[data-face]');

  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action="export"]')]);
  const file = join(mkdtempSync(join(tmpdir(), 'glux-export-')), download.suggestedFilename());
  await download.saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  assert.deepEqual(exported.record, (await savedGame(page)).record);
  assert.equal(engineScore(exported.record).vp.length, 3, 'the command-line tool reads the exported file');

  const fresh = await openPage(env.browser, env.server.origin);
  await fresh.page.goto(env.server.url);
  await fresh.page.setInputFiles('[data-action="import"]', file);
  await fresh.page.waitForSelector('[data-replay-at="9"]');
  await fresh.page.click('[data-action="continue"]');
  await fresh.page.waitForSelector('[data-action="ready"]');
  assert.deepEqual((await savedGame(fresh.page)).record, exported.record, 'play goes on from the file');
  // A damaged file is refused with a message; nothing changes.
  const broken = join(mkdtempSync(join(tmpdir(), 'glux-broken-')), 'broken.json');
  writeFileSync(broken, JSON.stringify({ ...exported, record: { ...exported.record, version: 9 } }));
  await fresh.page.setInputFiles('[data-action="import"]', broken);
  await fresh.page.locator('[data-notice="problem"]').waitFor();
  assert.match(await fresh.page.textContent('[data-notice="problem"]'), /broken\.json cannot be opened: record format version 9/);
  assert.deepEqual((await savedGame(fresh.page)).record, exported.record);
  fresh.page.assertClean();
  await fresh.context.close();
  page.assertClean();
  await context.close();
});

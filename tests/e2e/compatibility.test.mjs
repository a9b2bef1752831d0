// What the released app wrote before formats named their game (tests/fixtures/v1) still opens in
// the browser: an autosave resumes, a share link replays, an exported file imports, all scoring as
// that release scored them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withBrowser, openPage, screenshot, functional } from './harness.mjs';
import { shownVp, savedGame, SAVE_KEY } from './play.mjs';

const env = withBrowser();
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'v1');
const fixture = (name) => readFileSync(join(FIXTURES, name), 'utf8');
const releasedScore = (name) => JSON.parse(fixture(name.replace(/\.(json|txt)$/, '.score.json')));

functional('an autosave of the released app resumes the game where it was', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await page.waitForSelector('[data-action="start-game"]');
  const old = fixture('autosave-3-players-in-progress.json');
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [SAVE_KEY, old]);
  await page.reload();
  await page.waitForSelector('[data-square]');
  const oldSave = JSON.parse(old);
  // Bots sit in two seats and may already have played on: the old moves come first, unchanged.
  const count = Number(await page.locator('[data-log-count]').getAttribute('data-log-count'));
  assert.ok(count >= oldSave.record.actions.length, `${count} moves shown`);
  assert.equal(await page.textContent('[data-player="2"] .player-name'), 'Olga');
  // The save is written again in today's format, naming its game, with nothing else changed.
  await page.waitForFunction((key) => localStorage.getItem(key)?.includes('"game":"glux"'), SAVE_KEY);
  const saved = await savedGame(page);
  assert.equal(saved.game, 'glux');
  assert.equal(saved.record.game, 'glux');
  assert.deepEqual(saved.record.actions.slice(0, oldSave.record.actions.length), oldSave.record.actions);
  assert.deepEqual(saved.seats, oldSave.seats);
  await screenshot(page, 'resumed-old-autosave');
  page.assertClean();
  await context.close();
});

functional('a share link and an exported file of the released app open and score the same', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  const link = fixture('link-3-players.txt').trim();
  await page.goto(`${env.server.url}#${link}`);
  await page.waitForSelector('[data-game-over]');
  assert.deepEqual(await shownVp(page, 3), releasedScore('link-3-players.txt').vp);
  await page.click('[data-action="close-replay"]');
  // Closed a turn later on a busy machine: its final screen must not be read as the next one's.
  await page.waitForSelector('[data-replay-at]', { state: 'detached' });
  await page.setInputFiles('[data-action="import"]', join(FIXTURES, 'exported-4-players.json'));
  await page.waitForSelector('[data-game-over]');
  assert.deepEqual(await shownVp(page, 4), releasedScore('exported-4-players.json').vp);
  page.assertClean();
  await context.close();
});

functional('the share panel never shows another game: a new game closes it, and it is made afresh', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await page.click('[data-setup="players"] [data-value="2"]');
  await page.fill('[data-setup="seed"]', '11');
  await page.click('[data-action="start-game"]');
  await page.waitForSelector('[data-square]');
  await page.click('[data-action="share"]');
  const first = await page.inputValue('[data-share-link]');
  await page.click('[data-action="new-game"]');
  await page.click('[data-setup="players"] [data-value="3"]');
  await page.fill('[data-setup="seed"]', '12');
  await page.click('[data-action="start-game"]');
  await page.waitForSelector('[data-square]');
  assert.equal(await page.locator('[data-share-link]').count(), 0, 'the panel closed with the old game');
  await page.click('[data-action="share"]');
  const second = await page.inputValue('[data-share-link]');
  assert.notEqual(second, first);
  page.assertClean();
  await context.close();
});

// GLAK in headless Chromium, clicking as a person would and only through the contract's hooks:
// a whole 2-player game and the last turns of a 3- and a 4-player one, with every kind of action, scores checked against the engine's
// `glak score` of the exported record, reload mid-turn, share link and replay, German, keyboard only,
// axe on every GLAK screen, and a phone in portrait.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { withBrowser, openPage, screenshot, expectAttribute, SCREENSHOTS, functional, timing, recordScreens, localeText, watchPage } from './harness.mjs';
import { seededRandom, openSaved } from './play.mjs';
import { startGlak, playGlakTurn, playGlakToEnd, savedGlak, glakEngineScore, shownScores, glakSituation, nearEndGlakSave } from './glak-play.mjs';

const env = withBrowser();
/** How much slower than this machine a machine may be and still pass the bots' timing. */
const MACHINE_SLACK = 2;
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The record in the file the Export button downloads. */
async function exportedRecord(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action="export"]')]);
  const saved = JSON.parse(readFileSync(await download.path(), 'utf8'));
  assert.equal(saved.game, 'glak');
  return saved.record;
}

const used = {};
// One whole game by clicking (2 players); the 3- and 4-player games start from their saved game a
// few turns before the end (the engine's own game between Easy bots), and end the same way.
for (const players of [2, 3, 4]) {
  const whole = players === 2;
  const name = whole
    ? `a whole ${players}-player GLAK game from the new-game screen to the final scoring`
    : `a ${players}-player GLAK game from its last turns to the final scoring`;
  functional(name, async () => {
    const { page, context } = await openPage(env.browser, env.server.origin, { acceptDownloads: true });
    if (whole) {
      await page.goto(env.server.url);
      await page.waitForSelector('[data-action="start-game"]');
      await page.click('[data-setup="game"] [data-value="glak"]');
      // The title follows the game on screen once the app has drawn it (an effect, a browser turn later).
      await page.waitForFunction(() => document.title === 'GLAK', null, { timeout: 5000 });
      await screenshot(page, 'glak-new-game');
      await startGlak(page, { players, seed: 2000 + players });
    } else {
      await openSaved(page, context, env.server.url, nearEndGlakSave({ players, seed: 2000 + players, left: 2 * players }));
      await page.waitForSelector('[data-field]');
    }
    await screenshot(page, `glak-start-${players}p`);
    const random = seededRandom(300 + players);
    let turns = 0;
    while (await playGlakTurn(page, random, used)) {
      turns += 1;
      if (turns === 3 * players) await screenshot(page, `glak-midgame-${players}p`);
      if (await page.locator('[data-final-round]').count() && !used.finalShot) {
        used.finalShot = true;
        await screenshot(page, 'glak-final-round');
      }
    }
    await screenshot(page, `glak-final-${players}p`);
    const record = await exportedRecord(page);
    const engine = glakEngineScore(record);
    assert.deepEqual(await shownScores(page, players), engine.score, 'the scores shown are the engine\'s');
    const winners = await page.$$eval('[data-winner-seat]', (els) => els.map((e) => Number(e.dataset.winnerSeat)));
    assert.deepEqual(winners, engine.winners);
    assert.deepEqual(record, (await savedGlak(page)).record, 'the export is the autosave');
    if (players === 3) {
      // The exported file opens again, in the replay, with the same scores.
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action="export"]')]);
      await page.setInputFiles('[data-action="import"]', await download.path());
      await page.waitForSelector('[data-replay-at]');
      assert.deepEqual(await shownScores(page, players), engine.score);
      // A file that is not a GLAK game is explained, and nothing else changes.
      await page.setInputFiles('[data-action="import"]', { name: 'broken.json', mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ ...record, turns: [{ seat: 9, actions: [] }] })) });
      await page.waitForSelector('[data-notice="problem"]');
      assert.match(await page.textContent('[data-notice="problem"]'), /broken\.json.*turn 1/);
    }
    page.assertClean();
    await context.close();
  });
}

functional('every kind of GLAK action was played by clicking', () => {
  for (const kind of ['lay', 'rotate', 'place', 'step', 'undo', 'jump', 'early-end', 'end-turn']) {
    assert.ok(used[kind] > 0, `${kind} was played (${JSON.stringify(used)})`);
  }
});

functional('a GLAK game reloaded in the middle of a turn goes on from the same action', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await startGlak(page, { players: 3, seed: 31, names: ['Ada', 'Bea', 'Cy'] });
  const random = seededRandom(31);
  for (let i = 0; i < 4; i++) await playGlakTurn(page, random);
  // Mid-turn: a board laid and one stone placed, then the page reloads.
  if ((await glakSituation(page)).boards) {
    await page.locator('[data-hand-board]').first().click();
    await page.locator('[data-slot][data-legal]').first().click();
  }
  const field = await page.locator('[data-field][data-legal]').first().getAttribute('data-field');
  await page.click(`[data-field="${field}"]`);
  // Read once the stone is saved (by an effect after it is drawn, a turn later on a busy machine).
  await page.waitForFunction((f) => JSON.parse(localStorage.getItem('glux.game.v1'))?.record.turns.at(-1).actions.at(-1)?.place?.join(',') === f,
    field);
  const before = await savedGlak(page);
  const ap = await page.getAttribute('[data-ap]', 'data-ap');
  const log = await page.textContent('.log-list');
  await page.reload();
  await page.waitForSelector('[data-field]');
  assert.deepEqual(await savedGlak(page), before);
  assert.equal(await page.getAttribute('[data-ap]', 'data-ap'), ap);
  assert.equal(await page.textContent('.log-list'), log);
  // The action can still be taken back, and play continues.
  await page.click('[data-action="undo"]');
  await expectAttribute(page, '[data-ap]', 'data-ap', String(Number(ap) + 1));
  for (let i = 0; i < 3; i++) await playGlakTurn(page, random);
  page.assertClean();
  await context.close();
});

functional("a share link's page draws its header while the game's replays come, then the replay without the game in play, which comes for playing on; the link stays until then", async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await openSaved(page, context, env.server.url, nearEndGlakSave({ players: 2, seed: 45, left: 4 }));
  await page.waitForSelector('[data-field]');
  await page.click('[data-action="share"]');
  const link = await page.inputValue('[data-share-link]');
  await context.close();
  // A device that has never seen the app (it remembers Glüx, the first game), whose downloads of
  // GLAK's replays and of GLAK in play are held back: the service worker would answer them out
  // of the test's reach.
  const other = await openPage(env.browser, env.server.origin, { serviceWorkers: 'block' });
  await recordScreens(other.context, { table: '[data-turn]', replay: '[data-replay-at]', opening: '[data-part-loading="play"]', 'new game': '[data-action="start-game"]' });
  const holdBack = async (glob) => {
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await other.context.route(glob, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  };
  const releaseReplays = await holdBack('**/part-replays-glak-*.wasm');
  const releasePlay = await holdBack('**/part-play-glak-*.wasm');
  await other.page.goto(link);
  // The header, naming the link's game, and the stand-in, before the part is in.
  await other.page.waitForSelector('[data-part-loading="play"][aria-busy="true"]');
  assert.equal((await other.page.textContent('h1[data-game="glak"]')).trim(), localeText('en', 'game.glak'));
  assert.equal((await other.page.textContent('[data-part-loading="play"]')).trim(), localeText('en', 'play.loading'));
  assert.equal(await other.page.locator('[data-replay-at]').count(), 0);
  // The link is still in the address: a reload now opens it again.
  assert.ok((await other.page.evaluate(() => location.hash)).startsWith('#game='));
  // The replay needs its game's replays alone: GLAK in play is still held back.
  releaseReplays();
  await other.page.waitForSelector('[data-replay-at]');
  const len = Number(await other.page.getAttribute('[data-replay-at]', 'data-replay-len'));
  assert.ok(len > 10, `the game's actions (${len})`);
  assert.equal(await other.page.getAttribute('[data-replay-at]', 'data-replay-at'), String(len));
  assert.deepEqual(await other.page.evaluate(() => window.screensDrawn), ['opening', 'replay']);
  // Opened: the link is taken out of the address, and the page is usable.
  await other.page.waitForFunction(() => !location.hash.startsWith('#game='));
  // Playing on makes a table: it waits for GLAK in play (on its way since the replay was drawn),
  // and the replay stays meanwhile.
  await other.page.click('[data-action="continue"]');
  assert.equal(await other.page.locator('[data-replay-at]').count(), 1, 'the replay stays while GLAK in play comes');
  releasePlay();
  await other.page.waitForSelector('[data-turn]');
  assert.equal(await other.page.locator('[data-replay-at]').count(), 0, 'played on');
  assert.deepEqual(await other.page.evaluate(() => window.screensDrawn), ['opening', 'replay', 'table']);
  other.page.assertClean();
  // A person who leaves the header for a new game before the part is in stays there: the link's
  // replay does not take the screen from them when the part comes.
  // (The game played on is kept now: the page opens on it, and on the link's replay over it,
  // once GLAK in play is in.)
  await other.context.unroute('**/part-replays-glak-*.wasm');
  await other.context.unroute('**/part-play-glak-*.wasm');
  const releaseAgain = await holdBack('**/part-play-glak-*.wasm');
  const again = watchPage(await other.context.newPage(), env.server.origin);
  await again.goto(link);
  await again.waitForSelector('[data-part-loading="play"]');
  await again.click('[data-action="new-game"]');
  await again.waitForSelector('[data-action="start-game"]');
  releaseAgain();
  // The page has read its address once the part is in (the link is taken out), and is drawn as
  // the person left it.
  await again.waitForFunction(() => !location.hash.startsWith('#game='));
  assert.equal(await again.locator('[data-action="start-game"]').count(), 1, 'still the new-game screen');
  assert.equal(await again.locator('[data-replay-at]').count(), 0, 'no replay over it');
  assert.deepEqual(await again.evaluate(() => window.screensDrawn), ['opening', 'new game'], 'no replay drawn at any moment');
  again.assertClean();
  await other.context.close();
});

functional('a GLAK share link opens the replay, which steps with buttons and arrow keys, and plays on', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  // A whole 4-player game: from a saved game three turns before its end (issue 37).
  await openSaved(page, context, env.server.url, nearEndGlakSave({ players: 4, seed: 44, left: 3 }));
  await page.waitForSelector('[data-field]');
  await playGlakToEnd(page, seededRandom(44));
  await page.click('[data-action="share"]');
  const link = await page.inputValue('[data-share-link]');
  const fragment = link.split('#game=')[1];
  console.log(`a whole 4-player GLAK game's link: ${fragment.length} characters after #game=, ${link.length} in all`);
  assert.ok(fragment.length < 600, `the link is short (${fragment.length})`);
  const saved = await savedGlak(page);

  const other = await context.newPage();
  await other.goto(link);
  await other.waitForSelector('[data-replay-at]');
  const len = Number(await other.getAttribute('[data-replay-at]', 'data-replay-len'));
  assert.ok(len > 40, `a whole game has many actions (${len})`);
  assert.equal(await other.getAttribute('[data-replay-at]', 'data-replay-at'), String(len));
  assert.deepEqual(await shownScores(other, 4), glakEngineScore(saved.record).score);
  await screenshot(other, 'glak-replay-end');
  await other.click('[data-replay="first"]');
  await other.waitForSelector('[data-replay-at="0"]');
  await other.keyboard.press('ArrowRight');
  await other.keyboard.press('ArrowRight');
  await other.waitForSelector('[data-replay-at="2"]');
  await other.click('[data-replay="next"]');
  await other.waitForSelector('[data-replay-at="3"]');
  assert.equal(await other.locator('[data-field]').count() > 25, true, 'a board was laid by action 3');
  await screenshot(other, 'glak-replay');
  // A game not yet over plays on from the action shown.
  const { page: partial, context: fresh } = await openPage(env.browser, env.server.origin);
  await partial.goto(env.server.url);
  await startGlak(partial, { players: 2, seed: 45 });
  const random = seededRandom(45);
  for (let i = 0; i < 4; i++) await playGlakTurn(partial, random);
  await partial.click('[data-action="share"]');
  const partLink = await partial.inputValue('[data-share-link]');
  const third = await context.newPage();
  await third.goto(partLink);
  await third.waitForSelector('[data-replay-at]');
  await third.click('[data-action="continue"]');
  await third.waitForSelector('[data-action="end-turn"]');
  assert.ok(await third.locator('[data-field][data-legal], [data-hand-board]').count() > 0);
  await fresh.close();
  // A broken link is explained, and the page stays usable.
  const broken = await context.newPage();
  await broken.goto(`${env.server.url}#game=${fragment.slice(0, 20)}`);
  await broken.waitForSelector('[data-notice="problem"]');
  assert.match(await broken.textContent('[data-notice="problem"]'), /link/i);
  page.assertClean();
  await context.close();
});

functional('a GLAK game in German: every word of the table is German', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin, { locale: 'de-DE' });
  await page.goto(env.server.url);
  await page.waitForSelector('[data-action="start-game"]');
  assert.equal(await page.getAttribute('html', 'lang'), 'de');
  await startGlak(page, { players: 2, seed: 8 });
  assert.equal((await page.textContent('[data-action="end-turn"]')).trim(), 'Zug beenden');
  assert.match(await page.textContent('.turn'), /Aufbauphase/);
  const random = seededRandom(8);
  for (let i = 0; i < 6; i++) await playGlakTurn(page, random);
  assert.match(await page.textContent('.log-list'), /setzt einen Stein auf|legt T\d\d/);
  assert.match(await page.textContent('[data-announce]'), /setzt|geht|legt|springt|beendet|nimmt/);
  await screenshot(page, 'glak-de');
  await page.click('[data-action="rules"]');
  await page.waitForSelector('[data-rules="glak"]');
  assert.match(await page.textContent('[data-rules]'), /So spielt man GLAK/);
  await screenshot(page, 'glak-rules-de');
  page.assertClean();
  await context.close();
});

/** Presses Tab until the focused element matches `selector` (at most `limit` times). */
async function tabTo(page, selector, limit = 150) {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`no focus reached ${selector}`);
}

functional('a GLAK turn played with the keyboard only, with a visible focus', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await page.waitForSelector('[data-action="start-game"]');
  await tabTo(page, '[data-setup="game"] [data-value="glak"]');
  await page.keyboard.press('Enter');
  await tabTo(page, '[data-action="start-game"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-field]');
  // The board: choose it, turn it with R, lay it on a free place.
  await tabTo(page, '[data-hand-board]');
  await page.keyboard.press('Enter');
  await page.keyboard.press('r');
  await page.waitForSelector('[data-hand-board][aria-pressed="true"]');
  await tabTo(page, '[data-slot]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('[data-field]').length === 50);
  // A stone: the focus enters the area on a lit field; Enter places it there.
  await tabTo(page, '[data-field][tabindex="0"]');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement.querySelector('.plate')).strokeWidth);
  assert.equal(outline, '4px', 'the focused field is outlined');
  const ap = Number(await page.getAttribute('[data-ap]', 'data-ap'));
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => Number(document.querySelector('[data-ap]').dataset.ap) === n - 1, ap);
  // Arrow keys move over the fields; Enter on a lit one places again.
  for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
    const from = await page.evaluate(() => document.activeElement?.getAttribute('data-field'));
    await page.keyboard.press(key);
    // The focus moves once the area has drawn the key (later on a busy machine); a key towards the
    // area's edge may not move it.
    await page
      .waitForFunction((f) => document.activeElement?.getAttribute('data-field') !== f, from, { timeout: 5_000 })
      .catch(() => {});
    if (await page.evaluate(() => document.activeElement?.hasAttribute('data-legal'))) break;
  }
  await screenshot(page, 'glak-keyboard');
  await tabTo(page, '[data-action="end-turn"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-turn]')?.dataset.turn === '1');
  page.assertClean();
  await context.close();
});

/** Runs axe-core on the page as it is; returns the serious and critical violations, described. */
async function audit(page) {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`);
  });
}

functional('axe finds no serious or critical violations on any GLAK screen; a phone has no horizontal scrolling', async () => {
  const found = {};
  for (const viewport of [{ width: 1280, height: 860 }, { width: 360, height: 740 }]) {
    let { page, context } = await openPage(env.browser, env.server.origin, { viewport });
    const phone = viewport.width === 360;
    const check = async (screen) => {
      const violations = await audit(page);
      if (violations.length) found[`${viewport.width} ${screen}`] = violations;
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${screen} at ${viewport.width}px scrolls sideways by ${overflow}px`);
      if (phone) await screenshot(page, `glak-phone-${screen.replaceAll(' ', '-')}`);
    };
    await page.goto(env.server.url);
    await page.waitForSelector('[data-action="start-game"]');
    // Each screen is checked once it is drawn (a turn after the click on a busy machine).
    await page.click('[data-setup="game"] [data-value="glak"]');
    await page.waitForSelector('[data-setup="game"] [data-value="glak"][aria-checked="true"]');
    await check('new game');
    await startGlak(page, { players: 4, seed: 9 });
    await page.locator('[data-hand-board]').first().click();
    await page.waitForSelector('[data-hand-board][aria-pressed="true"]');
    await page.waitForSelector('[data-slot][data-legal]');
    await check('laying a board');
    const random = seededRandom(9);
    for (let i = 0; i < 8; i++) await playGlakTurn(page, random);
    await page.click('[data-action="show-chains"]');
    await page.waitForSelector('.chain-mark', { timeout: 5_000 }).catch(() => {});
    await check('mid game');
    await page.click('[data-action="rules"]');
    await page.waitForSelector('[data-rules="glak"]');
    await check('rules');
    await page.click('[data-action="close-rules"]');
    // On a phone, Replay is in the header's menu.
    if (phone) {
      await page.click('[data-action="menu"]');
      await page.waitForSelector('[data-action="menu"][aria-expanded="true"]');
      await check('header menu');
    }
    await page.click('[data-action="look-back"]');
    await page.waitForSelector('[data-replay-at]');
    await check('replay');
    await page.click('[data-action="close-replay"]');
    await page.waitForSelector('[data-field]');
    page.assertClean();
    await context.close();
    // The end of a game: from a saved game a few turns before it.
    ({ page, context } = await openPage(env.browser, env.server.origin, { viewport }));
    await openSaved(page, context, env.server.url, nearEndGlakSave({ players: 4, seed: 9, left: 3 }));
    await page.waitForSelector('[data-field]');
    await playGlakToEnd(page, random);
    await check('final scoring');
    page.assertClean();
    await context.close();
  }
  assert.deepEqual(found, {});
});

timing('GLAK against three bots, and a watched all-bot game, to the final screen; bots never freeze the page', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await page.waitForSelector('[data-action="start-game"]');
  await page.click('[data-setup="game"] [data-value="glak"]');
  await page.click('[data-setup="players"] [data-value="4"]');
  await page.waitForSelector('[data-seat-kind="3"]');
  // Every seat but the first may also be a person on a device of their own.
  assert.deepEqual(await page.$$eval('[data-seat-kind="1"] option', (os) => os.map((o) => o.value)),
    ['human', 'remote', 'easy', 'medium', 'hard', 'expert']);
  assert.deepEqual(await page.$$eval('[data-seat-kind="0"] option', (os) => os.map((o) => o.value)),
    ['human', 'easy', 'medium', 'hard', 'expert']);
  await page.selectOption('[data-seat-kind="1"]', 'hard');
  await page.selectOption('[data-seat-kind="2"]', 'medium');
  await page.selectOption('[data-seat-kind="3"]', 'easy');
  await page.fill('[data-setup="seed"]', '61');
  await page.click('[data-action="start-game"]');
  await page.waitForSelector('[data-field]');
  await page.click('[data-speed="fast"]', { timeout: 30_000 }).catch(() => {});
  // Bot turns timed in the page: from the first moment a bot is to move to the next person's turn
  // or the next bot; long tasks recorded.
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration)))
      .observe({ type: 'longtask' });
    window.botTurns = [];
    let current = null;
    const watch = () => {
      // Asked each time: a new game draws a new banner.
      const text = document.querySelector('.turn-banner')?.textContent ?? '';
      if (current && current.text !== text) {
        window.botTurns.push(performance.now() - current.at);
        current = null;
      }
      if (!current && document.querySelector('[data-bot-thinking]')) current = { text, at: performance.now() };
    };
    new MutationObserver(watch).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const random = seededRandom(61);
  let humanTurns = 0;
  while (await playGlakTurn(page, random)) {
    humanTurns += 1;
    await page.click('[data-speed="fast"]', { timeout: 30_000 }).catch(() => {});
  }
  await page.waitForSelector('[data-game-over]');
  await screenshot(page, 'glak-bots-final');
  const saved = await savedGlak(page);
  assert.deepEqual(await shownScores(page, 4), glakEngineScore(saved.record).score);
  const botTurns = (await page.evaluate(() => window.botTurns)).sort((a, b) => a - b);
  const p95 = botTurns[Math.floor(botTurns.length * 0.95)] ?? 0;
  const longTasks = await page.evaluate(() => window.longTasks.filter((d) => d > 50));
  console.log(`GLAK against bots: ${humanTurns} human turns, ${botTurns.length} bot turns, p95 ${p95.toFixed(0)} ms a turn (fast speed, visible delays included), long tasks over 50 ms: ${JSON.stringify(longTasks)}`);
  assert.ok(humanTurns > 3 && botTurns.length > 9);
  assert.ok(p95 <= 2000, `bot turns p95 ${p95} ms`);
  // A bot thinking on the page would block it on nearly every bot turn (more than nine here); on
  // a shared machine a busy neighbour may cause one or two. So: at most two (as in Glüx's test).
  assert.ok(longTasks.length <= 2, `main-thread tasks over 50 ms while bots think: ${JSON.stringify(longTasks)}`);

  // All bots, Expert against Medium: watched, paused and stepped, then to the end, every whole turn
  // timed (Expert's are the slow ones; issue 14: at most 3 s a turn in the browser; a machine up to
  // 2x slower allowed).
  await page.click('[data-action="new-game"]');
  for (const i of [0, 1]) await page.selectOption(`[data-seat-kind="${i}"]`, i === 0 ? 'expert' : 'medium');
  await page.click('[data-setup="players"] [data-value="2"]');
  await page.click('[data-action="start-game"]');
  await page.waitForSelector('[data-field]');
  await page.click('[data-action="pause"]');
  const before = await page.textContent('.log-list');
  await page.click('[data-action="step"]');
  await page.waitForFunction((b) => document.querySelector('.log-list').textContent !== b, before);
  await screenshot(page, 'glak-all-bots-paused');
  await page.click('[data-action="pause"]');
  await page.click('[data-speed="fast"]');
  await page.evaluate(() => { window.botTurns = []; });
  await page.waitForSelector('[data-game-over]', { timeout: 300_000 });
  const allBots = await savedGlak(page);
  assert.ok(allBots.seats.every((s) => s.bot));
  const watched = (await page.evaluate(() => window.botTurns)).sort((a, b) => a - b);
  const slowest = watched.at(-1) ?? 0;
  const mean = watched.reduce((a, b) => a + b, 0) / Math.max(1, watched.length);
  mkdirSync(SCREENSHOTS, { recursive: true });
  writeFileSync(join(SCREENSHOTS, 'glak-expert-timing.json'), JSON.stringify({ turns: watched.length, mean_ms: mean, slowest_ms: slowest }));
  console.log(`GLAK Expert against Medium: ${watched.length} bot turns, mean ${mean.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms (fast speed, visible delays included)`);
  assert.ok(watched.length >= 6, `${watched.length} turns timed`);
  assert.ok(slowest <= 3000 * MACHINE_SLACK, `the slowest bot turn took ${slowest} ms`);
  assert.deepEqual(await shownScores(page, 2), glakEngineScore(allBots.record).score);
  page.assertClean();
  await context.close();
});

functional('a person takes back their last GLAK turn against a bot', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await startGlak(page, { players: 2, seed: 71, kinds: ['human', 'easy'] });
  await page.click('[data-speed="fast"]');
  const random = seededRandom(71);
  await playGlakTurn(page, random);
  await playGlakTurn(page, random);
  await page.waitForSelector('[data-turn]');
  const turnsBefore = (await savedGlak(page)).record.turns.length;
  await page.click('[data-action="take-back"]');
  await page.waitForFunction((n) => JSON.parse(localStorage.getItem('glux.game.v1')).record.turns.length === n - 2, turnsBefore);
  assert.ok(await page.locator('[data-hand-board]:not([disabled])').count() > 0, 'the person lays a board again');
  page.assertClean();
  await context.close();
});

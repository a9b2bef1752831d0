// The board editor (editor.html, issue 16): a Glüx board drawn by clicking and played to the end,
// shared and replayed elsewhere; a GLAK tile set edited and played; the keyboard, both languages,
// import of a broken file, and an axe audit of the editor.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withBrowser, openPage, screenshot, expectAttribute, functional, localeText } from './harness.mjs';
import { seededRandom, startGame, chooseSeatKinds, playToEnd, shownVp, savedGame, engineScore } from './play.mjs';
import { startGlak, playGlakTurn, playGlakToEnd, savedGlak, glakEngineScore, shownScores } from './glak-play.mjs';

const env = withBrowser();
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// The editor makes each change from its last drawing (the tool, the drawing, the focus), and draws a
// change a turn after the click or key on a busy machine: each change here is made once the one
// before is drawn.

/** Paints these squares (`column,row`) with the tool named by its data-tool. */
async function paint(page, tool, squares) {
  await page.click(`[data-tool="${tool}"]`);
  await page.waitForSelector(`[data-tool="${tool}"][aria-checked="true"]`);
  for (const square of squares) {
    const label = await page.getAttribute(`[data-square="${square}"]`, 'aria-label');
    await page.click(`[data-square="${square}"]`);
    await page.waitForFunction(([s, l]) => document.querySelector(`[data-square="${s}"]`)?.getAttribute('aria-label') !== l, [square, label]);
  }
}

/** A new empty board of 7 x 7 squares. */
async function emptyBoard(page) {
  await page.fill('[data-size="width"]', '7');
  await page.press('[data-size="width"]', 'Tab');
  await page.waitForSelector('[data-square="8,1"]', { state: 'detached' });
  await page.fill('[data-size="height"]', '7');
  await page.press('[data-size="height"]', 'Tab');
  await page.waitForSelector('[data-square="1,8"]', { state: 'detached' });
  await page.click('[data-action="new-board"]');
  await page.waitForSelector('[data-square].room', { state: 'detached' });
}

/** Names the board (in English: the editor then no longer says it has no name). */
async function nameBoard(page, name) {
  await page.fill('[data-board-name]', name);
  await page.waitForFunction(() => !document.querySelector('[data-verdict="problem"]')?.textContent.includes('no name'));
}

/** Asserts the problems the editor lists, once it has drawn the change before (5 s at most). */
async function expectProblems(page, problems) {
  await page.waitForFunction((expected) => JSON.stringify([...document.querySelectorAll('[data-editor-problem]')]
    .map((p) => p.textContent)) === expected, JSON.stringify(problems), { timeout: 5_000 }).catch(() => {});
  assert.deepEqual(await page.locator('[data-editor-problem]').allTextContents(), problems);
}

/** Draws "Tiny hall", 7 x 7: four corner rooms and a one-square middle room, starts for 2. */
async function drawTinyHall(page) {
  await page.goto(`${env.server.url}editor.html#glux`);
  await page.waitForSelector('[data-square]');
  await emptyBoard(page);
  assert.equal(await page.locator('[data-square]').count(), 49);
  await paint(page, 'room-a', ['1,1', '2,1', '1,2', '2,2']);
  await paint(page, 'room-b', ['6,1', '7,1', '6,2', '7,2']);
  await paint(page, 'room-c', ['4,4']);
  await paint(page, 'room-d', ['1,6', '2,6', '1,7', '2,7']);
  await paint(page, 'room-e', ['6,6', '7,6', '6,7', '7,7']);
  // Each rule is named while the board is not yet playable.
  assert.match(await page.textContent('[data-verdict="problem"]'), /no name/);
  await nameBoard(page, 'Tiny hall');
  assert.match(await page.textContent('[data-verdict="problem"]'), /middle room/);
  await paint(page, 'middle', ['4,4']);
  assert.match(await page.textContent('[data-verdict="problem"]'), /start squares for no number of players/);
  await paint(page, 'start-2', ['1,4']);
  assert.match(await page.textContent('[data-verdict="problem"]'), /2 players need 2 start squares, found 1/);
  await paint(page, 'start-2', ['7,4']);
  assert.equal(await page.textContent('[data-verdict="ok"]'), 'This board can be played by 2 players.');
}

functional('a board drawn in the editor is played to the end, shared, and replays elsewhere to the same scores', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await drawTinyHall(page);
  await screenshot(page, 'editor-glux');
  await page.click('[data-action="save-board"]');
  assert.match(await page.textContent('[data-editor-message]'), /Saved/);
  assert.equal(await page.locator('[data-saved="board"]').count(), 1);

  // On the new-game screen: the board is offered, previewed and played.
  await page.click('[data-action="back-to-app"]');
  await page.waitForSelector('[data-setup="board"]');
  await page.selectOption('[data-setup="board"]', { label: 'Tiny hall (your board)' });
  await page.waitForFunction(() => document.querySelectorAll('.new-game-board [data-square]').length === 49);
  await startGame(page, { players: 2, seed: 16 });
  assert.equal(await page.locator('.board [data-square]').count(), 49, 'the game is on the drawn board');
  await playToEnd(page, seededRandom(16));
  const vp = await shownVp(page, 2);
  await screenshot(page, 'editor-glux-game-over');
  const saved = await savedGame(page);
  assert.match(saved.record.board, /^name: Tiny hall\n/, 'the record carries the whole board');
  assert.deepEqual(engineScore(saved.record).vp, vp, 'the engine scores the record the same');

  // The share link carries the board: a page that never saw it replays the game.
  await page.click('[data-action="share"]');
  const link = await page.inputValue('[data-share-link]');
  const other = await openPage(env.browser, env.server.origin);
  await other.page.goto(link);
  await other.page.waitForSelector('[data-replay-at]');
  assert.equal(await other.page.evaluate(() => localStorage.getItem('glux.boards.v1')), null, 'a fresh browser');
  assert.deepEqual(await shownVp(other.page, 2), vp);
  await other.page.click('[data-replay="first"]');
  assert.equal(await other.page.locator('.board [data-square]').count(), 49);
  await other.page.click('[data-replay="last"]');
  assert.deepEqual(await shownVp(other.page, 2), vp);
  other.page.assertClean();
  await other.context.close();

  // Bots play on it too: the board travels to their worker with the view of the game.
  await page.click('[data-action="new-game"]');
  await page.selectOption('[data-setup="board"]', { label: 'Tiny hall (your board)' });
  await chooseSeatKinds(page, ['easy', 'medium']);
  await startGame(page, { players: 2, seed: 17 });
  await page.click('[data-speed="fast"]');
  await page.waitForSelector('[data-game-over]', { timeout: 120_000 });
  const bots = await savedGame(page);
  assert.match(bots.record.board, /^name: Tiny hall\n/);
  assert.deepEqual(engineScore(bots.record).vp, await shownVp(page, 2));
  page.assertClean();
  await context.close();
});

// The editor is a part of the pages' module, with the tutorial and the review (issue 40): its page
// starts that module, which downloads the editor's part. A part that cannot be loaded is said in
// the language in use.
functional("an editor whose part cannot be loaded says so in the language in use, and opens once the page is reloaded", async () => {
  const { page, context } = await openPage(env.browser, env.server.origin, { locale: 'pl-PL' });
  const asked = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  let failing = true;
  await context.route('**/part-editor-*.wasm', (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  await page.goto(`${env.server.url}editor.html#glux`);
  await page.waitForSelector('body[data-editor-failed]');
  assert.equal((await page.textContent('body')).trim(), localeText('pl', 'editor.failed'));
  assert.equal(await page.locator('[data-square]').count(), 0, 'no editor drawn');
  failing = false;
  await page.reload();
  await page.waitForSelector('[data-square]');
  await page.waitForSelector('body[data-editor-failed]', { state: 'detached' });
  // The pages' module started the editor: the page asked for none of the app's own module.
  assert.ok(asked.some((path) => /\/pages\/part-editor-[0-9a-f]+\.wasm$/.test(path)), `the editor's part of the pages' module: ${asked}`);
  assert.deepEqual(asked.filter((path) => /\/glux-app-|\/part-(carrier|play|rules)-/.test(path)), [], "none of the app's module");
  page.assertClean({ allow: [/ERR_INTERNET_DISCONNECTED/, /Failed to fetch/] });
  await context.close();
});

functional('the editor works from the keyboard, in German too, and says what is wrong with an imported board', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin, { locale: 'de-DE' });
  await page.goto(`${env.server.url}editor.html#glux`);
  await page.waitForSelector('[data-square]');
  // The language is set on the page once it is drawn (an effect, a browser turn later).
  await expectAttribute(page, 'html', 'lang', 'de');
  await page.click('[data-action="new-board"]');
  await page.waitForSelector('[data-square].room', { state: 'detached' });
  // The path tool, then room a, chosen and used with the keyboard only. An arrow key moves the
  // focus at once, from where the last drawing has it: each is pressed once the one before is drawn.
  await page.focus('[data-tool="room-a"]');
  await page.keyboard.press('Space');
  await page.waitForSelector('[data-tool="room-a"][aria-checked="true"]');
  await page.focus('[data-square="1,1"]');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('[data-square="2,1"][tabindex="0"]');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector('[data-square="2,2"][tabindex="0"]');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), '2,3');
  await expectAttribute(page, '[data-square="2,1"]', 'aria-label', 'B1: Raum a');
  await expectAttribute(page, '[data-square="2,2"]', 'aria-label', 'B2: Weg');
  await page.waitForSelector('[data-square="2,3"].room');
  // Room a is now in two pieces: every rule the board breaks, in German, and the square marked.
  await page.fill('[data-board-name]', 'Zerteilt');
  await expectProblems(page, [
    'Raum a ist zerteilt: B3 hängt nicht am Rest des Raums (auf dem Plan markiert)',
    'der Spielplan hat keinen mittleren Raum (er entscheidet Gleichstände)',
    'der Spielplan hat für keine Spielerzahl Startfelder',
  ]);
  assert.equal(await page.textContent('[data-verdict="problem"] .verdict-title'), 'Noch nicht spielbar, 3 Probleme:');
  assert.ok(await page.locator('[data-square="2,3"].marked').count());
  assert.equal(await page.getAttribute('[data-square="2,3"]', 'aria-label'), 'B3: Raum a, markiert: Problem 1');
  // A file that breaks a rule opens, with the rule and its line.
  const dir = mkdtempSync(join(tmpdir(), 'glux-editor-'));
  const file = join(dir, 'broken.txt');
  writeFileSync(file, 'name: broken\nmiddle: a\nstart 3: 1,1 7,1 4,7\nlayout:\n' + 'a......\n'.repeat(7));
  await page.setInputFiles('[data-action="import-board"]', file);
  await page.waitForSelector('[data-editor-message].problem');
  assert.match(await page.textContent('[data-editor-message]'), /broken\.txt ist geöffnet, aber der Spielplan, Zeile 3: .*für 4 Spieler fehlen sie/);
  await screenshot(page, 'editor-glux-german');
  page.assertClean();
  await context.close();
});

functional('the editor lists every rule a board breaks at once, each marked on the board, and the list shrinks as they are fixed', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(`${env.server.url}editor.html#glux`);
  await page.waitForSelector('[data-square]');
  await emptyBoard(page);
  await nameBoard(page, 'Broken');
  // Two rooms in two pieces each, and no start squares: three rules broken at once.
  await paint(page, 'room-a', ['1,1', '3,1']);
  await paint(page, 'room-b', ['1,3', '1,5']);
  await paint(page, 'middle', ['1,1']);
  const verdict = '[data-verdict="problem"]';
  assert.equal(await page.getAttribute(verdict, 'role'), 'status', 'a screen reader hears the list change');
  await expectProblems(page, [
    'room a is in pieces: C1 does not touch the rest of it (marked on the board)',
    'room b is in pieces: A5 does not touch the rest of it (marked on the board)',
    'the board has start squares for no number of players',
  ]);
  assert.equal(await page.textContent(`${verdict} .verdict-title`), 'Cannot be played yet, 3 problems:');
  /** The marked squares, each with the numbers of the problems about it. */
  const marks = () => page.$$eval('[data-square].marked', (all) => all.map((s) => [s.dataset.square, s.dataset.problem]));
  assert.deepEqual(await marks(), [['3,1', '1'], ['1,5', '2']]);
  assert.equal(await page.textContent('[data-square="1,5"] .problem-mark'), '2', 'the mark shows its number in the list');
  assert.equal(await page.getAttribute('[data-square="3,1"]', 'aria-label'), 'C1: room a, middle room, marked: problem 1');
  assert.equal(await page.getAttribute('[data-square="1,5"]', 'aria-label'), 'A5: room b, marked: problem 2');
  const outline = await page.$eval('[data-square="3,1"]', (s) => getComputedStyle(s).outlineStyle);
  assert.equal(outline, 'solid', 'a mark is visible');
  await screenshot(page, 'editor-glux-problems');

  // Joining room a's pieces: the list shrinks, and only room b's piece stays marked.
  await paint(page, 'room-a', ['2,1']);
  await expectProblems(page, [
    'room b is in pieces: A5 does not touch the rest of it (marked on the board)',
    'the board has start squares for no number of players',
  ]);
  assert.deepEqual(await marks(), [['1,5', '1']]);
  assert.equal(await page.getAttribute('[data-square="3,1"]', 'aria-label'), 'C1: room a, middle room');
  await paint(page, 'room-b', ['1,4']);
  await expectProblems(page, [
    'the board has start squares for no number of players',
  ]);
  assert.equal(await page.textContent(`${verdict} .verdict-title`), 'Cannot be played yet:');
  assert.deepEqual(await marks(), []);
  await paint(page, 'start-2', ['7,1', '7,7']);
  assert.equal(await page.textContent('[data-verdict="ok"]'), 'This board can be played by 2 players.');
  assert.equal(await page.locator('[data-editor-problem]').count(), 0);
  page.assertClean();
  await context.close();
});

functional('a GLAK tile set edited in the editor is chosen and played, and the game says which boards it is on', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(`${env.server.url}editor.html#glak`);
  await page.waitForSelector('[data-field]');
  assert.deepEqual(await page.locator('[data-editor-problem]').allTextContents(), ["the set's name is empty"]);
  await page.click('[data-action="save-set"]');
  assert.equal(await page.textContent('[data-editor-message].problem'), "Not saved: the set's name is empty.");
  await page.fill('[data-set-name]', 'Kitchen table');
  // Named, the set can be played.
  await page.waitForSelector('[data-verdict="ok"]');
  // T01 of our design has a wall in its second row; open it and close the field below.
  await page.click('[data-field="T01:2,2"]');
  await expectAttribute(page, '[data-field="T01:2,2"]', 'aria-label', 'row 2, column 2: open');
  await page.click('[data-field="T01:3,3"]');
  await expectAttribute(page, '[data-field="T01:3,3"]', 'aria-label', 'row 3, column 3: excluded');
  // The starting board's corners stay starting fields.
  await page.click('[data-field="S:1,1"]', { force: true });
  await expectAttribute(page, '[data-field="S:1,1"]', 'aria-label', 'row 1, column 1: starting field 1');
  assert.match(await page.textContent('[data-verdict="ok"]'), /the starting board and 23 boards/);
  // The arrow keys walk a board's fields.
  // Each key is pressed once the page has drawn the focus for the one before: the key moves the
  // focus at once, but the next one moves it from where the last drawing has it (drawn a turn later
  // on a busy machine). A field is named `board:column,row`.
  const focusOn = (field) => page.waitForFunction((f) => document.activeElement?.getAttribute('data-field') === f
    && document.activeElement.getAttribute('tabindex') === '0', field);
  await page.focus('[data-field="T02:1,1"]');
  await page.keyboard.press('ArrowRight');
  await focusOn('T02:2,1');
  await page.keyboard.press('ArrowDown');
  await focusOn('T02:2,2');
  await page.keyboard.press('Space');
  await expectAttribute(page, '[data-field="T02:2,2"]', 'aria-label', 'row 2, column 2: excluded');
  await page.click('[data-action="save-set"]');
  await page.waitForSelector('[data-saved="set"]');
  assert.equal(await page.locator('[data-saved="set"]').count(), 1);
  await screenshot(page, 'editor-glak');

  await page.click('[data-action="back-to-app"]');
  await page.waitForSelector('[data-setup="board"]');
  await page.click('[data-setup="game"] [data-value="glak"]');
  await page.selectOption('[data-setup="board"]', { label: 'Kitchen table' });
  await startGlak(page, { players: 2, seed: 5 });
  assert.equal(await page.textContent('[data-tile-set]'), 'Boards: Kitchen table (your own)');
  // Looking back, sharing, and continuing the shared game elsewhere keep it on its own boards
  // (issue 29: the replay once rebuilt it on ours).
  for (let i = 0; i < 3; i++) await playGlakTurn(page, seededRandom(50 + i));
  await page.click('[data-action="look-back"]');
  await page.waitForSelector('[data-replay-at]');
  assert.equal(await page.getAttribute('[data-replay-at]', 'data-replay-at'), await page.getAttribute('[data-replay-at]', 'data-replay-len'));
  await page.click('[data-jump="0"]');
  await page.click('[data-action="close-replay"]');
  await page.waitForSelector('[data-tile-set]');
  await page.click('[data-action="share"]');
  const link = await page.inputValue('[data-share-link]');
  await page.click('[data-action="share"]');
  const elsewhere = await openPage(env.browser, env.server.origin);
  await elsewhere.page.goto(link);
  await elsewhere.page.waitForSelector('[data-replay-at]');
  await elsewhere.page.click('[data-action="continue"]');
  await elsewhere.page.waitForSelector('[data-tile-set]');
  assert.equal(await elsewhere.page.textContent('[data-tile-set]'), 'Boards: Kitchen table (your own)');
  await playGlakTurn(elsewhere.page, seededRandom(60));
  elsewhere.page.assertClean();
  await elsewhere.context.close();
  await playGlakToEnd(page, seededRandom(5));
  const shown = await shownScores(page, 2);
  const saved = await savedGlak(page);
  assert.match(saved.record.tiles, /^name: Kitchen table\n/, 'the record carries the whole set');
  assert.deepEqual(glakEngineScore(saved.record).score, shown, 'the engine scores the record the same');
  // A game with our boards says so.
  await page.click('[data-action="new-game"]');
  await page.selectOption('[data-setup="board"]', { index: 0 });
  await startGlak(page, { players: 2, seed: 6 });
  assert.equal(await page.textContent('[data-tile-set]'), 'Boards: our design');
  page.assertClean();
  await context.close();
});

functional('axe finds no serious or critical violations in the editor, in either language', async () => {
  const found = {};
  for (const locale of ['en-GB', 'de-DE']) {
    const { page, context } = await openPage(env.browser, env.server.origin, { locale });
    for (const tab of ['glux', 'glak']) {
      await page.goto(`${env.server.url}editor.html#${tab}`);
      await page.waitForSelector(tab === 'glux' ? '[data-square]' : '[data-field]');
      // Switching tabs fades the tab buttons' colours: axe measures contrast once they have settled
      // (on a busy machine it once caught them halfway).
      await page.waitForFunction(() => document.getAnimations().length === 0);
      await page.evaluate(AXE);
      const violations = await page.evaluate(async () => {
        const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
        return violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`);
      });
      if (violations.length) found[`${locale} ${tab}`] = violations;
    }
    page.assertClean();
    await context.close();
  }
  assert.deepEqual(found, {});
});

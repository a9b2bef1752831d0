// Expert's review (issue 27): a finished game reviewed from its final scoring, in English and German,
// in both games: a progress bar that can be cancelled, each seat's accuracy and mistakes, a graph
// with a table beside it, every move labelled with Expert's move drawn on the board, the moves
// stepped through with the keyboard, and the review kept with its game. Also from a replay opened
// from a file and from a share link.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { withBrowser, openPage, screenshot, expectAttribute, functional, timing, GROUP, localeText } from './harness.mjs';
import { seededRandom, playToEnd, savedGame, nearEndSave, openSaved } from './play.mjs';
import { startGlak, playGlakToEnd, savedGlak, nearEndGlakSave } from './glak-play.mjs';

const env = withBrowser();

const LABELS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];
// Issue 27: a 2-player game is reviewed in at most 20 s in the browser, a 4-player one in 45 s (measured figures in
// docs/performance.md); machines running this test differ by up to 2x.
const REVIEW_2P_SECONDS = 20;
const REVIEW_4P_SECONDS = 45;
const MACHINE_SLACK = 2;

/** Waits for a review to finish on the review page; returns how many moves it shows. */
async function reviewed(page) {
  await page.waitForSelector('[data-review-summary]', { timeout: 120_000 });
  return page.locator('[data-review-move]').count();
}

/** Checks a finished review page: summary, graph, table, labels, the board, keyboard steps. */
async function checkReview(page, { players, moves, words }) {
  assert.equal(await page.locator('[data-review-seat]').count(), players, 'one summary row per seat');
  for (let s = 0; s < players; s++) {
    const accuracy = Number(await page.getAttribute(`[data-review-seat="${s}"] [data-accuracy]`, 'data-accuracy'));
    assert.ok(accuracy >= 0 && accuracy <= 100, `seat ${s}: accuracy ${accuracy}`);
  }
  assert.equal(await page.locator('[data-review-move]').count(), moves, 'every move is listed');
  for (const label of await page.locator('[data-review-move]').evaluateAll((els) => els.map((e) => e.dataset.label))) {
    assert.ok(LABELS.includes(label), label);
  }
  assert.equal(await page.locator('[data-review-graph] polyline').count(), players, 'one line per seat');
  // The table beside the graph: a row before each move and one for the end.
  await page.click('.review-table summary');
  assert.equal(await page.locator('[data-review-table] tbody tr').count(), moves + 1);
  // The first move is shown; the keyboard steps through the moves.
  await expectAttribute(page, '[data-review-board]', 'data-review-board', '0');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expectAttribute(page, '[data-review-board]', 'data-review-board', '2');
  await expectAttribute(page, '[data-review-move="2"]', 'aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expectAttribute(page, '[data-review-board]', 'data-review-board', '1');
  await page.keyboard.press('End');
  await expectAttribute(page, '[data-review-board]', 'data-review-board', String(moves - 1));
  await page.keyboard.press('Home');
  await expectAttribute(page, '[data-review-board]', 'data-review-board', '0');
  // A move that was not Expert's says what Expert prefers, and the chances in words.
  const notBest = page.locator('[data-review-move]:not([data-label="best"])').first();
  if (await notBest.count()) {
    const index = await notBest.getAttribute('data-review-move');
    await notBest.click();
    await expectAttribute(page, '[data-review-board]', 'data-review-board', index);
  }
  assert.match(await page.textContent('[data-review-best]'), words.best);
  assert.match(await page.textContent('[data-review-chances]'), words.chances);
}

for (const [locale, words] of [
  ['en-GB', { best: /^Expert prefers: .+/, chances: /^Chance of winning: \d+ % with Expert's move, \d+ % after the move played\.$/, title: 'Review' }],
  ['de-DE', { best: /^Der Experte zieht vor: .+/, chances: /^Gewinnchance: \d+ % mit dem Zug des Experten, \d+ % nach dem gespielten Zug\.$/, title: 'Analyse' }],
]) {
  // The English run holds the review to its time budget, alone after the functional tests.
  (locale === 'en-GB' ? timing : functional)(`a finished Glüx game reviewed from its final scoring, cancelled and kept (${locale})`, async () => {
    const { page, context } = await openPage(env.browser, env.server.origin, { locale });
    // A game against Easy, a few moves before its end.
    await openSaved(page, context, env.server.url, nearEndSave({ players: 2, seed: 2711, left: 6, kinds: ['human', 'easy'] }));
    await playToEnd(page, seededRandom(2711));
    const actions = (await savedGame(page)).record.actions.length;
    await page.click('[data-action="review"]');
    await page.waitForURL(/review\.html/);
    assert.equal(await page.textContent('h1'), words.title);
    // The review runs with a progress bar, and can be cancelled.
    await page.waitForSelector('[data-review-progress]');
    await page.waitForFunction(() => Number(document.querySelector('[data-review-progress]')?.getAttribute('value')) > 0);
    await page.click('[data-action="cancel-review"]');
    await page.waitForSelector('[data-review-cancelled]');
    assert.equal(await page.locator('[data-review-summary]').count(), 0);
    await page.click('[data-action="start-review"]');
    const started = Date.now();
    const moves = await reviewed(page);
    const seconds = (Date.now() - started) / 1000;
    console.log(`# Glüx 2-player review in the browser: ${seconds.toFixed(1)} s for ${moves} moves`);
    assert.equal(moves, actions, 'one reviewed move per action');
    if (GROUP !== 'functional') assert.ok(seconds <= REVIEW_2P_SECONDS * MACHINE_SLACK, `the review took ${seconds} s`);
    assert.equal(await page.locator('[data-review-seat] [data-luck]').count(), 2, "Glüx shows each seat's luck");
    await checkReview(page, { players: 2, moves, words });
    // Expert's move is drawn on the board: a ghost chip, and the square of the move played marked.
    const missed = page.locator('[data-review-move][data-label="blunder"], [data-review-move][data-label="mistake"], [data-review-move][data-label="inaccuracy"]').first();
    if (await missed.count()) {
      const index = await missed.getAttribute('data-review-move');
      await missed.click();
      await expectAttribute(page, '[data-review-board]', 'data-review-board', index);
    }
    assert.equal(await page.locator('[data-review-board] .ghost').count(), 1, "Expert's chip on the board");
    assert.equal(await page.locator('[data-review-board] .square.last').count(), 1, 'the square of the move played');
    await screenshot(page, `review-glux-${locale}`);
    // Kept with the game: opened again, the review is there at once.
    await page.reload();
    await page.waitForSelector('[data-review-summary]', { timeout: 5_000 });
    assert.equal(await page.locator('[data-review-progress]').count(), 0);
    page.assertClean();
    await context.close();
  });

  functional(`a finished GLAK game reviewed turn by turn (${locale})`, async () => {
    const { page, context } = await openPage(env.browser, env.server.origin, { locale });
    // A game against Easy, a few turns before its end.
    await openSaved(page, context, env.server.url, nearEndGlakSave({ players: 2, seed: 2712, left: 3, kinds: ['human', 'easy'] }));
    await playGlakToEnd(page, seededRandom(2712));
    const turns = (await savedGlak(page)).record.turns.length;
    await page.click('[data-action="review"]');
    await page.waitForURL(/review\.html/);
    const moves = await reviewed(page);
    assert.equal(moves, turns, 'one reviewed move per turn');
    assert.equal(await page.locator('[data-review-seat] [data-luck]').count(), 0, 'GLAK has no luck to show');
    await checkReview(page, { players: 2, moves, words });
    await screenshot(page, `review-glak-${locale}`);
    page.assertClean();
    await context.close();
  });
}

timing('a game opened from a share link is reviewed from its replay within the budget, and bad input says so', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  // A game of four Easy bots, a few moves before its end: they finish it.
  await openSaved(page, context, env.server.url, nearEndSave({ players: 4, seed: 2713, left: 8, kinds: ['easy', 'easy', 'easy', 'easy'] }));
  await page.waitForSelector('[data-game-over]', { timeout: 120_000 });
  const actions = (await savedGame(page)).record.actions.length;
  // Share the finished game, open the link in a fresh page: its replay offers the review.
  await page.click('[data-action="share"]');
  const link = await page.inputValue('[data-share-link]');
  const other = await context.newPage();
  await other.goto(link);
  await other.waitForSelector('[data-action="close-replay"]');
  await other.click('.replay-actions [data-action="review"]');
  await other.waitForURL(/review\.html/);
  const started = Date.now();
  const moves = await reviewed(other);
  const seconds = (Date.now() - started) / 1000;
  console.log(`# Glüx 4-player review in the browser: ${seconds.toFixed(1)} s for ${moves} moves`);
  assert.equal(moves, actions, 'one reviewed move per action');
  assert.ok(seconds <= REVIEW_4P_SECONDS * MACHINE_SLACK, `the review took ${seconds} s`);
  assert.equal(await other.locator('[data-review-seat]').count(), 4);
  // A review page with nothing handed over, or a broken link, says so and offers the way back.
  const empty = await context.newPage();
  await empty.goto(new URL('review.html#game=AAAA', env.server.url).href);
  await empty.waitForSelector('[data-review-problem]');
  assert.ok(await empty.locator('[data-action="back-to-app"]').count());
  page.assertClean();
  await context.close();
});

functional('a review that cannot start (the judge unreachable) says why in the language in use', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin, { locale: 'de-DE' });
  // Offline before the bots' module was ever cached: its glue cannot be fetched.
  await context.route('**/bots/bots.js', (route) => route.abort('internetdisconnected'));
  const link = readFileSync(new URL('../fixtures/v1/link-2-players-in-progress.txt', import.meta.url), 'utf8').trim();
  await page.goto(new URL(`review.html#${link}`, env.server.url).href);
  const problem = page.locator('[data-review-problem="no-start"]');
  await problem.waitFor({ timeout: 30_000 });
  assert.equal(await problem.textContent(), localeText('de', 'review.no-start'));
  assert.ok(await page.locator('[data-action="back-to-app"]').count(), 'the way back is offered');
  await context.close();
});

// The review's page, the tutorial's and the editor's are parts of one module (the pages',
// src/modules/pages.rs): a page downloads its own part with the code it shares with the others. A
// part that cannot be loaded is said in the language in use, and the page opens once reloaded.
functional("a review or a tutorial whose part cannot be loaded says so in the language in use, and opens once reloaded", async () => {
  const link = readFileSync(new URL('../fixtures/v1/link-2-players-in-progress.txt', import.meta.url), 'utf8').trim();
  for (const [page_, address, locale, drawn] of [
    ['review', `review.html#${link}`, 'fr-FR', '[data-review-progress], [data-review-seat]'],
    ['tutorial', 'tutorial.html', 'nl-NL', '[data-tutorial="glux"]'],
  ]) {
    const { page, context } = await openPage(env.browser, env.server.origin, { locale });
    let failing = true;
    let asked = 0;
    await context.route(`**/pages/part-${page_}-*.wasm`, (route) => {
      asked += 1;
      return failing ? route.abort('internetdisconnected') : route.continue();
    });
    // No other page's part is ever asked for.
    const others = ['review', 'tutorial', 'editor'].filter((p) => p !== page_);
    let otherAsked = 0;
    for (const other of others) {
      await context.route(`**/pages/part-${other}-*.wasm`, (route) => {
        otherAsked += 1;
        return route.abort('internetdisconnected');
      });
    }
    await page.goto(new URL(address, env.server.url).href);
    await page.waitForSelector(`body[data-${page_}-failed]`);
    assert.equal((await page.textContent('body')).trim(), localeText(locale.slice(0, 2), `${page_}.failed`));
    failing = false;
    await page.reload();
    await page.waitForSelector(drawn);
    assert.equal(await page.locator(`body[data-${page_}-failed]`).count(), 0);
    assert.ok(asked >= 2, `the ${page_}'s part was asked for again: ${asked}`);
    assert.equal(otherAsked, 0, `the ${page_}'s page asked for another page's part (${others})`);
    page.assertClean({ allow: [/ERR_INTERNET_DISCONNECTED/, /Failed to fetch/] });
    await context.close();
  }
});

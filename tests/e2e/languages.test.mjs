// The languages: the browser's language is the default, the menu changes every word and is
// remembered, a whole game can be played in either, and the rules page (with diagrams drawn by the
// board) is reachable from every screen. Sounds are off by default.
import assert from 'node:assert/strict';
import { withBrowser, openPage, screenshot, expectAttribute, functional, timing, chooseLanguage, localeText } from './harness.mjs';
import { seededRandom, startGame, playOneAction, playToEnd, shownVp, savedGame, engineScore, nearEndSave, openSaved } from './play.mjs';

const env = withBrowser();

for (const [locale, lang, finalTitle, newGame] of [
  ['en-GB', 'en', 'Final scoring', 'New game'],
  ['de-DE', 'de', 'Schlusswertung', 'Neues Spiel'],
]) {
  functional(`a 2-player game in the browser's language (${locale}): its start and its last moves`, async () => {
    const { page, context } = await openPage(env.browser, env.server.origin, { locale });
    await page.goto(env.server.url);
    await page.waitForSelector('[data-action="start-game"]');
    // Set on the page once it is drawn (an effect, a browser turn later).
    await expectAttribute(page, 'html', 'lang', lang);
    assert.equal(await page.textContent('#new-game-title'), newGame);
    await startGame(page, { players: 2, seed: 600 });
    const random = seededRandom(600);
    await playOneAction(page, random);
    const announced = await page.textContent('[data-announce]');
    assert.match(announced, lang === 'de' ? /Startplättchen/ : /start chip/, announced);
    page.assertClean();
    await context.close();
    // The end of a game in the same language: from a saved game a few moves before it.
    const end = await openPage(env.browser, env.server.origin, { locale });
    await openSaved(end.page, end.context, env.server.url, nearEndSave({ players: 2, seed: 600, left: 6 }));
    await playToEnd(end.page, random);
    assert.equal(await end.page.textContent('#final-title'), finalTitle);
    if (lang === 'de') await screenshot(end.page, 'final-de');
    const engine = engineScore((await savedGame(end.page)).record);
    assert.deepEqual(await shownVp(end.page, 2), engine.vp);
    end.page.assertClean();
    await end.context.close();
  });
}

functional('the language switch changes every word, and the choice is remembered', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin, { locale: 'en-US' });
  await page.goto(env.server.url);
  await page.waitForSelector('[data-action="start-game"]');
  const english = await page.textContent('main');
  // Each menu names every language in itself, and every menu on the page shows the language in
  // use, whichever menu chose it (a menu a person has used keeps no stale choice).
  const menus = () => page.$$eval('select[data-action="language"]', (all) => all.map((m) => m.value));
  assert.deepEqual(await page.$$eval('[data-setup="language"] option', (all) => all.map((o) => o.textContent.trim())),
    ['Deutsch', 'English', 'Español', 'Français', 'Nederlands', 'Polski']);
  await page.selectOption('[data-setup="language"] select', 'pl');
  await page.waitForFunction(() => document.documentElement.lang === 'pl');
  assert.deepEqual(await menus(), ['pl', 'pl']);
  assert.equal(await page.textContent('#new-game-title'), 'Nowa gra');
  await chooseLanguage(page, 'de');
  assert.deepEqual(await menus(), ['de', 'de']);
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  const german = await page.textContent('main');
  assert.notEqual(german, english);
  assert.match(german, /Spieler/);
  assert.match(await page.textContent('[data-action="rules"]'), /Regeln/);
  await page.reload();
  await page.waitForSelector('[data-action="start-game"]');
  await expectAttribute(page, 'html', 'lang', 'de', 'remembered after a reload');
  assert.equal(await page.textContent('#new-game-title'), 'Neues Spiel');
  // A game in progress switches language too, log included.
  await startGame(page, { players: 2, seed: 8 });
  await playOneAction(page, seededRandom(8));
  assert.match(await page.textContent('.log-list'), /Startplättchen/);
  await chooseLanguage(page, 'en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.match(await page.textContent('.log-list'), /start chip/);
  page.assertClean();
  await context.close();
});

functional('rules whose module cannot be loaded say so in the language in use, and open when asked again', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin, { locale: 'de-DE' });
  let failing = true;
  await context.route('**/part-rules-*.wasm', (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  await page.goto(env.server.url);
  await page.waitForSelector('[data-action="start-game"]');
  await page.click('[data-action="rules"]');
  // The connection fails: the screen behind the rules again, and why, in German.
  await page.waitForSelector('[data-notice="problem"]');
  assert.equal((await page.textContent('[data-notice="problem"] p')).trim(), localeText('de', 'rules.failed'));
  await page.waitForSelector('[data-action="start-game"]');
  assert.equal(await page.locator('[data-rules-place]').count(), 0, 'no rules left opening');
  // Asked again with the connection back: the rules.
  failing = false;
  await page.click('[data-action="rules"]');
  await page.waitForSelector('[data-rules]');
  assert.equal(await page.locator('.rules-diagram svg.board').count(), 5);
  await page.click('[data-action="close-rules"]');
  await page.waitForSelector('[data-action="start-game"]');
  page.assertClean({ allow: [/ERR_INTERNET_DISCONNECTED/, /Failed to fetch/] });
  await context.close();
});

timing('the rules, with diagrams drawn by the board, open from every screen and close back to it, the first time within 3 s', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin, { locale: 'de-DE' });
  await page.goto(env.server.url);
  await page.waitForSelector('[data-action="start-game"]');
  const opened = [];
  const openAndClose = async (screen) => {
    const started = Date.now();
    await page.click('[data-action="rules"]');
    await page.waitForSelector('[data-rules]');
    // The rules page is a module of its own, loaded the first time (docs/performance.md).
    opened.push(Date.now() - started);
    // Five diagrams, each a piece of the real board; the counting one lights Blue's four targets.
    assert.equal(await page.locator('.rules-diagram svg.board').count(), 5, screen);
    assert.equal(await page.locator('.rules-diagram').first().locator('[data-legal]').count(), 4);
    assert.equal(await page.locator('.rules-diagram').nth(1).locator('[data-legal]').count(), 3, 'the blocked line loses one target');
    // Covering: the single chip is a target, the full stack is not, and the chip under it counts no more.
    assert.equal(await page.locator('.rules-diagram').nth(2).locator('[data-legal]').count(), 3);
    assert.equal(await page.locator('.rules-diagram [data-room-total="e"]').count(), 1);
    await page.click('[data-action="close-rules"]');
    await page.waitForSelector(screen);
  };
  await openAndClose('[data-action="start-game"]');
  await page.click('[data-action="rules"]');
  await screenshot(page, 'rules-de');
  await chooseLanguage(page, 'en');
  await page.waitForFunction(() => document.querySelector('#rules-title')?.textContent === 'How to play Glüx');
  await screenshot(page, 'rules-en');
  // The complete rules with our rulings are part of the site.
  const full = await page.getAttribute('[data-rules-full]', 'href');
  const response = await page.request.get(new URL(full, page.url()).href);
  assert.equal(response.status(), 200);
  assert.match(await response.text(), /^# Glüx — the rules this project implements/m);
  await page.click('[data-action="close-rules"]');
  await startGame(page, { players: 2, seed: 3 });
  await openAndClose('[data-action="ready"]');
  const random = seededRandom(3);
  for (let i = 0; i < 4; i++) await playOneAction(page, random);
  await openAndClose('[data-log-count]');
  await page.click('[data-action="look-back"]');
  await openAndClose('[data-replay-at]');
  console.log(`# the rules opened in ms (the first loads their module): ${opened.join(', ')}`);
  assert.ok(opened[0] <= 3000, `the rules took ${opened[0]} ms to open the first time`);
  page.assertClean();
  await context.close();
});

functional('sounds are off by default; turned on, placing a chip plays one and the choice is kept', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await context.addInitScript(() => {
    // Count the tones the app asks for.
    window.tones = 0;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      createOscillator() {
        window.tones += 1;
        return super.createOscillator();
      }
    };
  });
  await page.goto(env.server.url);
  await page.waitForSelector('[data-action="start-game"]');
  assert.equal(await page.getAttribute('[data-action="sound"]', 'aria-pressed'), 'false');
  await startGame(page, { players: 2, seed: 12 });
  const random = seededRandom(12);
  await playOneAction(page, random);
  assert.equal(await page.evaluate(() => window.tones), 0, 'silent by default');
  await page.click('[data-action="sound"]');
  await expectAttribute(page, '[data-action="sound"]', 'aria-pressed', 'true');
  const afterToggle = await page.evaluate(() => window.tones);
  await playOneAction(page, random);
  // The tone is played by an effect once the placement is drawn (a browser turn later).
  await page.waitForFunction((n) => window.tones > n, afterToggle, { timeout: 5_000 }).catch(() => {});
  assert.ok(await page.evaluate(() => window.tones) > afterToggle, 'a placement plays a tone');
  await page.reload();
  await page.waitForSelector('[data-square]');
  assert.equal(await page.getAttribute('[data-action="sound"]', 'aria-pressed'), 'true', 'remembered');
  page.assertClean();
  await context.close();
});

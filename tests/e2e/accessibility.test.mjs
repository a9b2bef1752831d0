// Accessibility and the page's boundaries: an axe-core audit of every screen (no serious or critical
// violations, contrast included), and a Content-Security-Policy that lets the page load nothing but
// its own files.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { withBrowser, openPage, functional } from './harness.mjs';
import { seededRandom, startGame, playOneAction, faceDrawn, playToEnd, chooseSeatKinds, nearEndSave, openSaved, SAVE_KEY } from './play.mjs';

const env = withBrowser();
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core on the page as it is; returns the serious and critical violations, described. */
async function audit(page) {
  // What a person sees once the screen has settled (a fade-in is transparent while it runs).
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
    .map((a) => a.finished.catch(() => {}))));
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`);
  });
}

functional('axe finds no serious or critical violations on any screen, in either language', async () => {
  const found = {};
  for (const locale of ['en-GB', 'de-DE']) {
    let { page, context } = await openPage(env.browser, env.server.origin, { locale });
    const check = async (screen) => {
      const violations = await audit(page);
      if (violations.length) found[`${locale} ${screen}`] = violations;
    };
    await page.goto(env.server.url);
    await page.waitForSelector('[data-action="start-game"]');
    await check('new game');
    await page.click('[data-action="rules"]');
    await page.waitForSelector('[data-rules]');
    await check('rules');
    await page.click('[data-action="close-rules"]');
    await startGame(page, { players: 2, seed: 31 });
    await check('pass the device');
    const random = seededRandom(31);
    for (let i = 0; i < 4; i++) await playOneAction(page, random);
    // Each screen is checked once it is drawn (a turn after the click on a busy machine).
    await page.click('[data-action="ready"]');
    await page.waitForSelector('[data-face]');
    await check('hand');
    await page.locator('[data-face]').first().click();
    await faceDrawn(page, 0);
    await check('legal squares lit');
    if (await page.locator('[data-legal]').count()) await page.locator('[data-legal]').first().click();
    else await page.click('[data-action="start-option"]');
    await page.waitForSelector('[data-action="confirm"]');
    await check('placement to confirm');
    await page.click('[data-action="undo"]');
    await page.click('[data-action="share"]');
    await page.waitForSelector('[data-share-link]');
    await check('share link');
    await page.click('[data-action="look-back"]');
    await page.waitForSelector('[data-replay-at]');
    await check('replay');
    await page.click('[data-action="close-replay"]');
    await page.waitForSelector('[data-log-count]');
    page.assertClean();
    await context.close();
    // The end of a game: from a saved game a few moves before it.
    ({ page, context } = await openPage(env.browser, env.server.origin, { locale }));
    await openSaved(page, context, env.server.url, nearEndSave({ players: 2, seed: 31, left: 4 }));
    await page.waitForSelector('[data-square]');
    await playToEnd(page, random);
    await page.click('text=/Show all rooms|Alle Räume zeigen/', { timeout: 30_000 }).catch(() => {});
    await page.waitForFunction(() => !document.querySelector('[data-room-score]:not(.shown)'));
    await check('final scoring');
    // Expert's review of that game: running, then done, with its table open.
    await page.click('[data-action="review"]');
    await page.waitForSelector('[data-review-progress]');
    await check('review running');
    await page.waitForSelector('[data-review-summary]', { timeout: 120_000 });
    await page.click('.review-table summary');
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('[data-review-board="1"]');
    await check('review');
    await page.click('[data-action="back-to-app"]');
    await page.waitForSelector('[data-action="new-game"], [data-action="start-game"]');
    // A game against a bot, while it thinks.
    await page.click('[data-action="new-game"]');
    await chooseSeatKinds(page, ['human', 'hard']);
    await startGame(page, { players: 2, seed: 32 });
    await playOneAction(page, random);
    await check('bot game');
    // A message: a broken share link.
    await page.goto(`${env.server.url}#game=broken!`);
    await page.reload();
    await page.waitForSelector('[data-notice]');
    // What is wrong, in the language in use.
    assert.match(await page.textContent('[data-notice]'), locale === 'de-DE'
      ? /Dieser Link lässt sich nicht öffnen: der Link ist beschädigt: `!` kann darin nicht vorkommen/
      : /This share link cannot be opened: the link is damaged: `!` cannot appear in it/);
    await check('message');
    page.assertClean();
    await context.close();
  }
  assert.deepEqual(found, {}, JSON.stringify(found, null, 2));
});

functional('the page allows only its own files: a foreign request or an injected script is refused', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  const refusals = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/.test(m.text())) refusals.push(m.text());
  });
  await page.goto(env.server.url);
  await page.waitForSelector('[data-action="start-game"]');
  const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(policy, /default-src 'none'/);
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  assert.doesNotMatch(policy, /unsafe-inline'[^;]*;?\s*$|script-src[^;]*unsafe-inline/);
  // The app itself runs under it: a game starts and a turn is played without a single refusal.
  await startGame(page, { players: 2, seed: 5 });
  await playOneAction(page, seededRandom(5));
  assert.deepEqual(refusals, []);
  const outcome = await page.evaluate(async () => {
    const fetched = await fetch('http://198.51.100.7/tracker.js').then(() => 'loaded', () => 'refused');
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    const image = await new Promise((resolve) => {
      const img = new Image();
      img.onload = () => resolve('loaded');
      img.onerror = () => resolve('refused');
      img.src = 'https://example.org/pixel.png';
    });
    return { fetched, injected: window.injected === true, image };
  });
  assert.deepEqual(outcome, { fetched: 'refused', injected: false, image: 'refused' });
  assert.ok(refusals.length >= 3, `the browser reported the refusals: ${refusals.length}`);
  // The saved game is untouched by all this.
  assert.ok(await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY));
  await context.close();
});

functional('with reduced motion nothing animates, and the final scoring shows every room at once', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin, { reducedMotion: 'reduce' });
  // A game a few moves before its end, resumed at the pass-the-device screen.
  await openSaved(page, context, env.server.url, nearEndSave({ players: 2, seed: 44, left: 6 }));
  await page.waitForSelector('.curtain');
  // The pass-the-device screen appears without its fade.
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.curtain')).animationName), 'none');
  await playToEnd(page, seededRandom(44));
  const rooms = await page.locator('[data-room-score]').count();
  assert.ok(rooms > 0);
  assert.equal(await page.locator('[data-room-score].shown').count(), rooms, 'every room scored at once');
  assert.equal(await page.locator('.final .actions button:not([data-action="review"])').count(), 1, 'no "show all rooms": nothing to wait for');
  page.assertClean();
  await context.close();
});

// Every language on a phone and on a desktop (issue 41): the main screens of the app and of its own
// pages, in each language of src/locales/ (the browser's language chooses it), on a 360 px wide
// touch screen and again in a 1280 px window. On each screen no element is wider than its
// container, no text is clipped in its box, and the page never scrolls sideways; a screenshot of
// each goes to target/e2e/phone-<lang>-<screen>.png and desktop-<lang>-<screen>.png.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withBrowser, openPage, screenshot, functional, ROOT, LANGUAGES, localeText } from './harness.mjs';
import { startGame, playToEnd, seededRandom, nearEndSave, openSaved } from './play.mjs';
import { startGlak } from './glak-play.mjs';

const env = withBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

/**
 * What overflows on the page as drawn: the page wider than the screen; an element that reaches
 * past the screen's sides or its container's (unless the container scrolls sideways, as the board's
 * frame may; a pop-over only has to stay on the screen); text wider than its own box (cut off, or
 * spilling over its neighbours). Hidden things, the screen reader's text and the inside of drawings
 * (SVG) are left out.
 */
function overflows(page) {
  return page.evaluate(() => {
    const problems = [];
    const name = (el) => {
      const hooks = [...el.attributes].filter((a) => a.name.startsWith('data-') || a.name === 'id').map((a) => `[${a.name}="${a.value}"]`).join('');
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${cls}${hooks} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    };
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page is ${root.scrollWidth} px wide on a ${root.clientWidth} px screen`);
    const scrollsSideways = (el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('svg, .visually-hidden, [hidden], template, script, style, option')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || style.display === 'contents') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > root.clientWidth + 1 || box.left < -1) {
        // Off the screen's sides: allowed only inside something that scrolls sideways.
        let p = el.parentElement;
        while (p && p !== document.body && !scrollsSideways(p)) p = p.parentElement;
        if (!p || p === document.body) problems.push(`${name(el)} reaches past the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`);
        continue;
      }
      let container = el.parentElement;
      while (container && getComputedStyle(container).display === 'contents') container = container.parentElement;
      // A pop-over (the header's menu) is placed on its own: it only has to stay on the screen.
      const placed = style.position === 'fixed' || style.position === 'absolute';
      if (container && container !== document.body && !scrollsSideways(container) && !placed) {
        const outer = container.getBoundingClientRect();
        if (box.left < outer.left - 1 || box.right > outer.right + 1) {
          problems.push(`${name(el)} (${Math.round(box.left)}–${Math.round(box.right)} px) is wider than ${name(container)} (${Math.round(outer.left)}–${Math.round(outer.right)} px)`);
        }
      }
      const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
      // Text wider than its own box is cut off (by the box, or by a container that clips it), or
      // spills over its neighbours.
      if (text && !scrollsSideways(el) && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
        problems.push(`${name(el)}: its text is cut off or spills out (${el.scrollWidth} px in ${el.clientWidth} px)`);
      }
    }
    return problems;
  });
}

const DESKTOP = { width: 1280, height: 860 };

/** The page once it has laid itself out again (two frames after a change of size). */
const laidOut = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Checks the screen as drawn on the phone, and (`desktop`) again on a desktop's window, and keeps
 * their pictures.
 */
async function check(page, lang, screen, { desktop = true } = {}) {
  await page.evaluate(() => document.fonts.ready);
  const problems = (await overflows(page)).map((p) => `phone: ${p}`);
  await screenshot(page, `phone-${lang}-${screen}`);
  if (desktop) {
    await page.setViewportSize(DESKTOP);
    await laidOut(page);
    problems.push(...(await overflows(page)).map((p) => `desktop: ${p}`));
    await screenshot(page, `desktop-${lang}-${screen}`);
    await page.setViewportSize(PHONE.viewport);
    await laidOut(page);
  }
  assert.deepEqual(problems, [], `${lang}, ${screen}: ${problems.join('\n')}`);
}

for (const lang of LANGUAGES) {
  functional(`in ${lang}, on a phone and a desktop: the app's screens fit, nothing overflows or is cut off`, async () => {
    const { page, context } = await openPage(env.browser, env.server.origin, { locale: lang, ...PHONE });
    await page.goto(env.server.url);
    await page.waitForSelector('[data-action="start-game"]');
    await page.waitForFunction((code) => document.documentElement.lang === code, lang);
    // The menu names the language in itself.
    const own = localeText(lang, 'lang.name');
    assert.equal((await page.locator('[data-setup="language"] select option:checked').textContent()).trim(), own);
    await check(page, lang, 'new-game');
    // The header's menu, folded away on a phone.
    await page.click('[data-action="menu"]');
    await page.waitForSelector('.header-menu.open');
    await check(page, lang, 'menu', { desktop: false });
    await page.click('[data-action="menu"]');
    await page.waitForSelector('.header-menu.open', { state: 'detached' });
    await startGame(page, { players: 4, seed: 41 });
    // The header is one row on the phone in every language, its rarer actions in its menu.
    const header = await page.evaluate(() => [document.querySelector('.app-header'), document.querySelector('[data-action="new-game"]')]
      .map((el) => el.getBoundingClientRect().height));
    assert.ok(header[0] < 2 * header[1], `${lang}: the header is one row (${header[0]} px for ${header[1]} px buttons)`);
    await check(page, lang, 'glux');
    // A turn: the device passed, the hand shown.
    await page.click('[data-action="ready"]');
    await page.waitForSelector('[data-face]');
    await check(page, lang, 'turn');
    await page.click('[data-action="rules"]');
    await page.waitForSelector('[data-rules-full]');
    await check(page, lang, 'rules');
    await page.click('[data-action="close-rules"]');
    await page.click('[data-action="new-game"]');
    await startGlak(page, { players: 4, seed: 41 });
    await check(page, lang, 'glak');
    // A game between devices: the carrier's lobby with the invitations.
    await page.click('[data-action="new-game"]');
    await page.waitForSelector('[data-action="start-game"]');
    await page.selectOption('[data-seat-kind="1"]', 'remote');
    // The new-game screen with a player elsewhere: how to reach them, and what that means.
    await page.waitForSelector('[data-setup="connection"]');
    await check(page, lang, 'new-game-elsewhere');
    await page.click('[data-action="start-game"]');
    await page.waitForSelector('[data-lobby]');
    await check(page, lang, 'lobby');
    // The invitation opened on a friend's phone: the join screen, which the page draws itself.
    const invitation = await page.inputValue('[data-outbox="1"]');
    page.assertClean();
    await context.close();
    const friend = await openPage(env.browser, env.server.origin, { locale: lang, ...PHONE });
    await friend.page.goto(invitation);
    await friend.page.waitForSelector('[data-join]');
    await friend.page.waitForFunction((code) => document.documentElement.lang === code, lang);
    await check(friend.page, lang, 'join');
    friend.page.assertClean();
    await friend.context.close();

    // The end of a game: the final scoring.
    const end = await openPage(env.browser, env.server.origin, { locale: lang, ...PHONE });
    await openSaved(end.page, end.context, env.server.url, nearEndSave({ players: 3, seed: 42, left: 3 }));
    await playToEnd(end.page, seededRandom(42));
    await end.page.waitForSelector('#final-title');
    await check(end.page, lang, 'final');
    end.page.assertClean();
    await end.context.close();

    // The pages of their own: the tutorial's first step, the board editor, the review.
    const own_pages = await openPage(env.browser, env.server.origin, { locale: lang, ...PHONE });
    const p = own_pages.page;
    await p.goto(`${env.server.url}tutorial.html`);
    await p.click('[data-tutorial="glak"]');
    await p.waitForSelector('[data-tutorial-step]');
    await p.waitForFunction((code) => document.documentElement.lang === code, lang);
    await check(p, lang, 'tutorial');
    await p.goto(`${env.server.url}editor.html#glux`);
    await p.waitForSelector('[data-tab]');
    await p.waitForFunction((code) => document.documentElement.lang === code, lang);
    await check(p, lang, 'editor');
    const link = readFileSync(join(ROOT, 'tests', 'fixtures', 'v1', 'link-2-players-in-progress.txt'), 'utf8').trim();
    await p.goto(`${env.server.url}review.html#${link}`);
    await p.waitForSelector('[data-review-progress], [data-review-summary]');
    await p.waitForFunction((code) => document.documentElement.lang === code, lang);
    await check(p, lang, 'review');
    own_pages.page.assertClean();
    await own_pages.context.close();
  });
}

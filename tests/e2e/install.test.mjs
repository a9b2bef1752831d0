// Installable (issue 29): the manifest's icons, screenshots, shortcuts, file handler and launch
// handler, each checked against what the app serves and does.
import assert from 'node:assert/strict';
import { withBrowser, openPage, screenshot, expectAttribute, functional, chooseLanguage, LANGUAGES, localeText } from './harness.mjs';
import { seededRandom, startGame, playOneAction, savedGame } from './play.mjs';

const env = withBrowser();

/** Width and height of a PNG (its IHDR chunk) or a baseline/progressive JPEG (its SOF segment). */
function imageSize(bytes) {
  if (bytes.subarray(1, 4).toString() === 'PNG') return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  assert.equal(bytes.readUInt16BE(0), 0xffd8, 'a JPEG');
  for (let at = 2; at < bytes.length;) {
    const marker = bytes.readUInt16BE(at);
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xffc0 && marker <= 0xffc2) return [bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5)];
    at += 2 + length;
  }
  throw new Error('no frame in the JPEG');
}

functional('the manifest names icons, screenshots, shortcuts, a file handler and a launch handler the app serves', async () => {
  const { page } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  const manifest = await page.evaluate(() => fetch('manifest.webmanifest').then((r) => r.json()));
  const fetched = async (src) => Buffer.from(await page.evaluate(async (src) => {
    const response = await fetch(src);
    if (!response.ok) throw new Error(`${src}: ${response.status}`);
    return [...new Uint8Array(await response.arrayBuffer())];
  }, src));
  const pngs = manifest.icons.filter((i) => i.type === 'image/png');
  assert.deepEqual(pngs.map((i) => i.sizes).sort(), ['192x192', '512x512', '512x512']);
  assert.ok(pngs.some((i) => i.purpose === 'maskable'), 'one icon is maskable');
  for (const icon of [...pngs, ...manifest.screenshots]) {
    assert.equal(imageSize(await fetched(icon.src)).join('x'), icon.sizes, icon.src);
  }
  // The maskable icon fills its square: its corners are the background, not transparent.
  const maskable = await page.evaluate(async (src) => {
    const bitmap = await createImageBitmap(await (await fetch(src)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    return [...context.getImageData(0, 0, 1, 1).data];
  }, pngs.find((i) => i.purpose === 'maskable').src);
  assert.equal(maskable[3], 255, 'the maskable icon has no transparent corner');
  assert.deepEqual(manifest.screenshots.map((s) => s.form_factor).sort(), ['narrow', 'wide']);
  assert.ok(manifest.screenshots.every((s) => s.label), 'every screenshot has a label');
  assert.deepEqual(manifest.shortcuts.map((s) => s.url), ['./?new=glux', './?new=glak']);
  assert.deepEqual(manifest.file_handlers.map((h) => h.accept['application/json']), [['.json']]);
  assert.ok(manifest.launch_handler.client_mode.includes('navigate-existing'));
  page.assertClean();
});

functional('the installed app is named in the language in use: a manifest per language, made from its file', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin, { locale: 'pl-PL' });
  await page.goto(env.server.url);
  await page.waitForSelector('[data-action="start-game"]');
  await expectAttribute(page, 'link[rel="manifest"]', 'href', 'manifest-pl.webmanifest', 'the browser\'s language');
  const english = await page.evaluate(() => fetch('manifest.webmanifest').then((r) => r.json()));
  const codes = LANGUAGES;
  assert.ok(codes.length >= 6, codes.join());
  // The page's early downloads and the service worker know every language (the build writes them).
  // The early downloads' script is at the top of the body, which the app draws in: read the page.
  const html = await page.evaluate(() => fetch('./').then((r) => r.text()));
  const script = html.match(/<script\b[^>]*\bdata-preload\b[^>]*>/)?.[0] ?? '';
  assert.equal(script.match(/\bdata-langs="([^"]*)"/)?.[1], codes.join(' '));
  const worker = await page.evaluate(() => fetch('sw.js').then((r) => r.text()));
  // Minified: `["de","en",...]`.
  assert.match(worker, new RegExp(`\\[${codes.map((c) => `["']${c}["']`).join(',\\s*')}\\]`), 'the service worker keeps every language');
  for (const code of codes) {
    const manifest = await page.evaluate((c) => fetch(`manifest-${c}.webmanifest`).then((r) => r.json()), code);
    const word = (key) => localeText(code, key);
    assert.equal(manifest.lang, code);
    assert.equal(manifest.name, word('manifest.name'), code);
    assert.equal(manifest.description, word('manifest.description'), code);
    assert.deepEqual(manifest.shortcuts.map((s) => s.name), [word('manifest.shortcut-glux'), word('manifest.shortcut-glak')], code);
    assert.deepEqual(manifest.screenshots.map((s) => s.label), [word('manifest.screenshot-wide'), word('manifest.screenshot-narrow')], code);
    // Everything else is the app's one manifest: the same icons, addresses and handlers.
    for (const key of ['id', 'start_url', 'scope', 'icons', 'file_handlers', 'launch_handler']) assert.deepEqual(manifest[key], english[key], `${code} ${key}`);
    assert.deepEqual(manifest.shortcuts.map((s) => s.url), english.shortcuts.map((s) => s.url));
  }
  await chooseLanguage(page, 'fr');
  await expectAttribute(page, 'link[rel="manifest"]', 'href', 'manifest-fr.webmanifest', 'the language chosen');
  page.assertClean();
  await context.close();
});

functional('a shortcut opens the new-game screen with its game chosen, beside a game in progress', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await startGame(page, { players: 2, seed: 5 });
  await page.goto(`${env.server.url}?new=glak`);
  await page.waitForSelector('[data-setup="game"] [data-value="glak"][aria-checked="true"]');
  assert.equal(await page.evaluate(() => location.search), '', 'the shortcut is not kept in the address');
  // The game in progress is kept: Back to the game returns to it.
  await page.click('[data-action="back-to-game"]');
  await page.waitForSelector('[data-square]');
  await page.goto(`${env.server.url}?new=glux`);
  await page.waitForSelector('[data-setup="game"] [data-value="glux"][aria-checked="true"]');
  page.assertClean();
  await context.close();
});

functional('a game file the installed app is asked to open (launchQueue) opens as the Open button opens it', async () => {
  const played = await openPage(env.browser, env.server.origin);
  await played.page.goto(env.server.url);
  await startGame(played.page, { players: 2, seed: 9 });
  const random = seededRandom(9);
  for (let i = 0; i < 4; i++) await playOneAction(played.page, random);
  const file = JSON.stringify(await savedGame(played.page));
  await played.context.close();
  // Chromium hands an installed app's files to `window.launchQueue`; a page that is not installed
  // gets none, so the test gives it a queue that launches with the file, as the browser would.
  for (const [name, text, expect] of [['game.json', file, '[data-replay-at="4"]'], ['broken.json', '{"record": 1}', '[data-notice="problem"]']]) {
    const { page, context } = await openPage(env.browser, env.server.origin);
    await context.addInitScript(([name, text]) => {
      // Chromium's own launchQueue is read-only on the window: the test's replaces it.
      Object.defineProperty(window, 'launchQueue', {
        value: {
          setConsumer(consumer) {
            setTimeout(() => consumer({ files: [{ kind: 'file', name, getFile: async () => new File([text], name, { type: 'application/json' }) }] }), 0);
          },
        },
      });
    }, [name, text]);
    await page.goto(env.server.url);
    await page.waitForSelector(expect);
    if (name === 'broken.json') assert.match(await page.textContent('[data-notice="problem"]'), /broken\.json/);
    await context.close();
  }
});

functional('on a 360 px phone the header is one row, and its menu opens by click and by keyboard', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  await page.goto(env.server.url);
  await startGame(page, { players: 2, seed: 3 });
  const rowHeight = async () => page.evaluate(() => {
    const header = document.querySelector('.app-header').getBoundingClientRect();
    const button = document.querySelector('[data-action="new-game"]').getBoundingClientRect();
    return { header: header.height, button: button.height };
  });
  const { header, button } = await rowHeight();
  assert.ok(header < 2 * button, `the header is one row: ${header}px for ${button}px buttons`);
  assert.ok(!(await page.isVisible('[data-action="export"]')), 'the less common actions wait in the menu');
  // By click: the menu opens, an action in it works, and it closes after.
  await page.click('[data-action="menu"]');
  await expectAttribute(page, '[data-action="menu"]', 'aria-expanded', 'true');
  await screenshot(page, 'phone-header-menu');
  assert.equal(await page.getAttribute('[data-action="sound"]', 'aria-pressed'), 'false');
  await page.click('[data-action="sound"]');
  await expectAttribute(page, '[data-action="sound"]', 'aria-pressed', 'true');
  await expectAttribute(page, '[data-action="menu"]', 'aria-expanded', 'false');
  // By keyboard: Enter opens it, Tab reaches its actions, Escape closes it and the focus goes back.
  await page.focus('[data-action="menu"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-action="look-back"]', { state: 'visible' });
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('data-action')), 'look-back');
  await page.keyboard.press('Escape');
  await expectAttribute(page, '[data-action="menu"]', 'aria-expanded', 'false');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-action') === 'menu', null, { timeout: 5_000 }).catch(() => {});
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('data-action')), 'menu');
  // Replay from the menu opens the replay.
  await page.click('[data-action="menu"]');
  await page.click('[data-action="look-back"]');
  await page.waitForSelector('[data-replay-at]');
  page.assertClean();
  await context.close();
});

// Offline: after one visit, the app starts and a game can be played with the network off.
import assert from 'node:assert/strict';
import { withBrowser, openPage, screenshot, functional, chooseLanguage } from './harness.mjs';
import { seededRandom, startGame, playOneAction, savedGame } from './play.mjs';
import { startGlak, playGlakTurn } from './glak-play.mjs';

const env = withBrowser();

functional('after one visit the app starts and plays with the network off', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await page.waitForSelector('[data-action="start-game"]');
  // The service worker has cached the app shell and controls the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  // The page names the manifest in its language (issue 41), made from static/manifest.webmanifest.
  assert.equal(await page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href')), 'manifest-en.webmanifest');
  // The installed app and the page's description name both games (issue 29).
  const manifest = await page.evaluate(() => fetch('manifest-en.webmanifest').then((r) => r.json()));
  for (const field of [manifest.name, manifest.short_name, manifest.description]) {
    assert.ok(field.includes('Glüx') && field.includes('GLAK'), field);
  }
  const description = await page.evaluate(() => document.querySelector('meta[name="description"]')?.content ?? '');
  assert.ok(description.includes('Glüx') && description.includes('GLAK'), description);

  // Online again, the page comes from the network (a new version would), but the files whose names
  // carry their content's hash come from the cache without a round trip (issue 40), and so do the
  // tables of words the page asks for with its build's version of them.
  const HASHED = /-[0-9a-f]{8,16}(_bg)?\.(js|wasm|css|svg)$/;
  const first = env.server.requested().filter((p) => HASHED.test(p));
  assert.ok(first.some((p) => p.endsWith('_bg.wasm')) && first.some((p) => p.endsWith('.css')), `hashed files on the first visit: ${first.join(', ')}`);
  const before = env.server.requested().length;
  await page.reload();
  await page.waitForSelector('[data-action="start-game"]');
  const asked = env.server.requested().slice(before);
  assert.ok(asked.includes('index.html'), `the page from the network: ${asked.join(', ')}`);
  const hashed = asked.filter((p) => HASHED.test(p));
  assert.deepEqual(hashed, [], 'the hashed files from the cache');
  // The early downloads' script is at the top of the body, which the app draws in: read the page.
  const html = await page.evaluate(() => fetch('./').then((r) => r.text()));
  const version = html.match(/<script\b[^>]*\bdata-preload\b[^>]*>/)?.[0].match(/\bdata-words="([^"]*)"/)?.[1];
  assert.match(version, /^[0-9a-f]{16}$/, 'the build writes the words\' version into the page');
  const tables = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name)).filter((u) => u.pathname.endsWith('/locales/en.txt')).map((u) => u.search));
  assert.deepEqual(tables, [`?v=${version}`], 'the page asks for its words with their version, once');
  assert.ok(!asked.some((p) => p.startsWith('locales/')), `the words from the cache: ${asked.join(', ')}`);
  // A table asked for with another version (a newer build's page, before this worker is replaced)
  // goes to the network.
  const other = env.server.requested().length;
  assert.ok((await page.evaluate(() => fetch('locales/de.txt?v=0000000000000000').then((r) => r.text()))).includes(' = '));
  assert.deepEqual(env.server.requested().slice(other).filter((p) => p.startsWith('locales/')), ['locales/de.txt'], 'another version from the network');

  // No network at all: the page is offline and the server is gone.
  await context.setOffline(true);
  await env.server.close();
  await page.reload();
  await page.waitForSelector('[data-action="start-game"]');
  await startGame(page, { players: 2, seed: 61 });
  const random = seededRandom(61);
  for (let i = 0; i < 3; i++) await playOneAction(page, random);
  assert.equal((await savedGame(page)).record.actions.length, 3, 'two start chips and a turn, offline');
  // Every language's words were kept: German works offline too.
  await chooseLanguage(page, 'de');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  assert.match(await page.textContent('.log-list'), /Startplättchen/);
  await screenshot(page, 'offline-turn');
  // GLAK too, in German, offline.
  await page.click('[data-action="new-game"]');
  await startGlak(page, { players: 2, seed: 62 });
  await playGlakTurn(page, seededRandom(62));
  assert.equal((await savedGame(page)).game, 'glak');
  assert.match(await page.textContent('.log-list'), /legt T\d\d/);
  // The board editor too, never opened on this device: the service worker kept its page, its
  // part of the pages' module and its words.
  const editor = await context.newPage();
  await editor.goto(new URL('editor.html#glux', page.url()).href);
  await editor.waitForSelector('[data-square]');
  await editor.waitForFunction(() => document.documentElement.lang === 'de');
  await context.close();
});

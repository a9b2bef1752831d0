// Takes the screenshots the manifest shows when the app is installed (static/screenshot-*.jpg): a
// Glüx game on a wide screen and a GLAK game on a phone, played by clicking in headless Chromium on
// the release build. Run by hand after `make build-release` when the app's look changes:
// `node scripts/make-screenshots.mjs`.
import { serveDist, launchBrowser } from '../tests/e2e/harness.mjs';
import { seededRandom, startGame, playOneAction } from '../tests/e2e/play.mjs';
import { startGlak, playGlakTurn } from '../tests/e2e/glak-play.mjs';

const server = await serveDist();
const browser = await launchBrowser();
const out = (name) => new URL(`../static/${name}`, import.meta.url).pathname;
const ready = async (page) => {
  if (await page.locator('[data-action="ready"]').count()) await page.click('[data-action="ready"]');
};

// Wide: a 3-player Glüx game 30 actions in (1280 × 800).
{
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(server.url);
  await startGame(page, { players: 3, seed: 2026, names: ['Anna', 'Ben', 'Clara'] });
  const random = seededRandom(2026);
  for (let i = 0; i < 30; i++) await playOneAction(page, random);
  await ready(page);
  await page.screenshot({ path: out('screenshot-wide.jpg'), type: 'jpeg', quality: 80 });
  await page.close();
}
// Narrow: a 2-player GLAK game a few turns in, on a phone (360 × 640 at twice the density: 720 × 1280).
{
  const page = await browser.newPage({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2 });
  await page.goto(server.url);
  await startGlak(page, { players: 2, seed: 7, names: ['Anna', 'Ben'] });
  const random = seededRandom(7);
  for (let i = 0; i < 6; i++) await playGlakTurn(page, random);
  await ready(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: out('screenshot-narrow.jpg'), type: 'jpeg', quality: 80 });
  await page.close();
}
await browser.close();
await server.close();
console.log('static/screenshot-wide.jpg, static/screenshot-narrow.jpg');

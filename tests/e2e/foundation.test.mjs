// The release bundle loads under a sub-path and renders the empty two-player board.
import assert from 'node:assert/strict';
import { withBrowser, openPage, screenshot, functional } from './harness.mjs';

const env = withBrowser();

functional('the page loads the wasm under /glux/ and shows the 13 x 9 board', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await page.waitForSelector('[data-square]');
  assert.equal(await page.locator('[data-square]').count(), 117);
  assert.match(await page.title(), /Glüx/);
  await screenshot(page, 'foundation-board');
  page.assertClean();
  await context.close();
});

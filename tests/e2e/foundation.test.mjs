// The release bundle loads under a sub-path and renders the empty two-player board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launchBrowser, openPage, screenshot } from './harness.mjs';

let server;
let browser;
before(async () => {
  server = await serveDist();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

test('the page loads the wasm under /glux/ and shows the 13 x 9 board', async () => {
  const { page, context } = await openPage(browser, server.origin);
  await page.goto(server.url);
  await page.waitForSelector('[data-square]');
  assert.equal(await page.locator('[data-square]').count(), 117);
  assert.match(await page.title(), /Glüx/);
  await screenshot(page, 'foundation-board');
  page.assertClean();
  await context.close();
});

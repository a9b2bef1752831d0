// The package's browser entry in headless Chromium: `await init()`, then the same cases as in Node
// (refusals, round trips, bots) and seeded random games of both games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, dirname, normalize, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/harness.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };

test('the browser entry: init(), then every case, in headless Chromium', async () => {
  const server = createServer(async (req, res) => {
    const path = normalize(join(ROOT, decodeURIComponent(new URL(req.url, 'http://x').pathname)));
    const allowed = [join(ROOT, 'pkg'), join(ROOT, 'tests', 'package')].some((dir) => path.startsWith(dir));
    if (!allowed) {
      res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html' }).end('<!doctype html><title>glux-games</title>');
      return;
    }
    try {
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(await readFile(path));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    const result = await page.evaluate(async () => {
      const lib = await import('/pkg/web.js');
      const cases = await import('/tests/package/cases.mjs');
      await lib.default();
      const check = (ok, message) => {
        if (!ok) throw new Error(message);
      };
      cases.errorCases(lib, check);
      cases.roundTripCases(lib, check);
      cases.reviewCases(lib, check);
      const inner = await import('/pkg/web/glux_games.js');
      cases.spellingCases(lib, { Glux: inner.GluxHandle, Glak: inner.GlakHandle }, check, 10);
      const scores = [];
      for (let i = 0; i < 40; i++) {
        const Game = i % 2 ? lib.Glak : lib.Glux;
        const game = cases.randomGame(Game, 2 + (i % 3), 500 + i);
        check(game.isOver(), `game ${i} ends`);
        scores.push(game.score().winners.length);
        game.free();
      }
      return scores.length;
    });
    assert.equal(result, 40);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
});

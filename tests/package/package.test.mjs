// The npm package `glux-games` (built into pkg/ by `make package`) from Node: thousands of seeded
// random games of both games, each scored again by the native command line; every error code;
// round trips; bots; free(). The typed consumer is compiled with `tsc --noEmit` (the Makefile).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as lib from '../../pkg/node.js';
import { GluxHandle, GlakHandle } from '../../pkg/node/glux_games.js';
import { randomGame, errorCases, roundTripCases, spellingCases, reviewCases } from './cases.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const GAMES = Number(process.env.PACKAGE_GAMES ?? 1000);
const check = (ok, message) => assert.ok(ok, message);

/** The native command line's score of each record, in one process per file. */
function nativeScores(tool, records) {
  // Built once for the whole run (`make test` builds it with the native tests; GLUX_CLI_DIR).
  const bin = join(process.env.GLUX_CLI_DIR ?? join(ROOT, 'target', 'debug'), tool);
  const dir = mkdtempSync(join(tmpdir(), `${tool}-package-`));
  return records.map((record, i) => {
    const file = join(dir, `${i}.json`);
    writeFileSync(file, record);
    return JSON.parse(execFileSync(bin, ['score', file], { encoding: 'utf8' }));
  });
}

for (const [Game, tool] of [[lib.Glux, 'glux'], [lib.Glak, 'glak']]) {
  test(`${GAMES} seeded random ${tool} games through the package score as the native command line scores them`, () => {
    const records = [];
    const scores = [];
    for (let i = 0; i < GAMES; i++) {
      const game = randomGame(Game, 2 + (i % 3), 1000 + i);
      assert.ok(game.isOver());
      records.push(game.toRecord());
      scores.push(game.score());
      game.free();
    }
    const native = nativeScores(tool, records);
    for (let i = 0; i < GAMES; i++) assert.deepEqual(scores[i], native[i], `game ${i}`);
  });
}

test('every refusal is a GluxError with its code, and changes nothing', () => errorCases(lib, check));
test('records, links and exported files round trip; views; bots answer legal actions', () => roundTripCases(lib, check));
test("Expert's review and win chances, for a game so far and a finished one", () => reviewCases(lib, check));
test('every legal action, once played, is what the record writes', () => spellingCases(lib, { Glux: GluxHandle, Glak: GlakHandle }, check));

// Issue 15's budget: the package's wasm (both games and their bots) at most 250 KB gzip.
test('the package\'s wasm is at most 250 KB gzip', () => {
  for (const target of ['node', 'web']) {
    const bytes = gzipSync(readFileSync(join(ROOT, 'pkg', target, 'glux_games_bg.wasm')), { level: 9 }).length;
    console.log(`pkg/${target}/glux_games_bg.wasm: ${bytes} bytes gzip`);
    assert.ok(bytes <= 250_000, `${bytes} bytes gzip`);
  }
});

test('the package is ready on import, and init() is harmless in Node', async () => {
  await lib.default();
  assert.equal(new lib.Glux({ players: 2, seed: 1 }).toMove, 0);
  const manifest = JSON.parse(readFileSync(join(ROOT, 'pkg', 'package.json'), 'utf8'));
  assert.equal(manifest.name, 'glux-games');
  assert.match(manifest.version, /^\d+\.\d+\.\d+$/);
});

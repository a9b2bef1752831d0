// What a call into the npm package costs from Node (`make bench`, after the engine benchmarks wrote
// target/bench-package/*.json): legalActions() on the same positions as the native benchmarks
// `glux/legal_actions/package-position` and `glak/legal_actions/package-*position`; the engine's
// own work on them inside the wasm (`legalActionCount`, the inner handle's count of the same
// actions, which never cross); and calls that do almost nothing (the crossing alone).
import { readFileSync } from 'node:fs';
import { Glak, Glux } from '../pkg/node.js';
import { GlakHandle, GluxHandle } from '../pkg/node/glux_games.js';

/** Microseconds per call: the best of five runs of `n` calls. */
function perCall(n, f) {
  let best = Infinity;
  for (let run = 0; run < 5; run++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < n; i++) f();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1000 / n);
  }
  return best;
}

const figures = {};
for (const [name, Game, Handle, calls] of [
  ['glux', Glux, GluxHandle, 1_000_000],
  ['glak-starting', Glak, GlakHandle, 200_000],
  ['glak', Glak, GlakHandle, 20_000],
]) {
  const record = readFileSync(new URL(`../target/bench-package/${name}.json`, import.meta.url), 'utf8');
  const game = Game.fromRecord(record);
  const handle = Handle.fromRecord(record);
  const key = name.replace('-', '_');
  figures[`${key}_legal_actions_count`] = game.legalActions().length;
  figures[`${key}_legal_actions_us`] = perCall(calls, () => game.legalActions());
  figures[`${key}_engine_in_wasm_us`] = perCall(calls, () => handle.legalActionCount());
  if (name === 'glak') figures.glak_is_over_us = perCall(1_000_000, () => game.isOver());
  if (name === 'glak') figures.glak_to_move_us = perCall(1_000_000, () => game.toMove);
  if (name === 'glux') figures.glux_is_over_us = perCall(1_000_000, () => game.isOver());
}
for (const [name, value] of Object.entries(figures)) {
  console.log(`${name}: ${Number.isInteger(value) ? value : value.toFixed(3)}`);
}

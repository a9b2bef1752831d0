// What a call into the npm package costs from Node (`make bench`, after the GLAK benchmarks wrote
// target/bench-package/glak.json): legalActions() on the same position as the native benchmark
// `glak/legal_actions_json/package-position`, and calls that do almost nothing (the crossing alone).
import { readFileSync } from 'node:fs';
import { Glak, Glux } from '../pkg/node.js';

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

const glak = Glak.fromRecord(readFileSync(new URL('../target/bench-package/glak.json', import.meta.url), 'utf8'));
const glux = new Glux({ players: 4, seed: 1 });
const figures = {
  glak_legal_actions_us: perCall(20_000, () => glak.legalActions()),
  glak_legal_actions_count: glak.legalActions().length,
  glak_is_over_us: perCall(1_000_000, () => glak.isOver()),
  glak_to_move_us: perCall(1_000_000, () => glak.toMove),
  glux_is_over_us: perCall(1_000_000, () => glux.isOver()),
};
for (const [name, value] of Object.entries(figures)) {
  console.log(`${name}: ${Number.isInteger(value) ? value : value.toFixed(3)}`);
}

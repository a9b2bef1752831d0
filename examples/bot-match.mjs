// A bot-vs-bot match with the npm package `glux-games` (built into pkg/ by `make package`; in your
// own project, `import { Glux, Glak } from "glux-games"`). Run: `node examples/bot-match.mjs`.
import { Glux, Glak } from '../pkg/node.js';

/** Plays one game between bots of the given levels; returns its final score. */
function match(Game, levels, seed) {
  const game = new Game({ players: levels.length, seed, names: levels });
  let turn = 0;
  while (!game.isOver()) {
    game.play(game.botAction(levels[game.toMove], seed + turn));
    turn += 1;
  }
  const score = game.score();
  game.free();
  return score;
}

const glux = match(Glux, ['hard', 'easy'], 7);
console.log(`Glüx, Hard against Easy: ${glux.vp.join(' to ')} victory points; winner: seat ${glux.winners.join(' and ')}`);
const glak = match(Glak, ['medium', 'easy', 'easy'], 7);
console.log(`GLAK, Medium against two Easy: ${glak.score.join(', ')} points; winner: seat ${glak.winners.join(' and ')}`);

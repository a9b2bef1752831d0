// A consumer whose TypeScript lib is only "es2022" and "dom" (no esnext.disposable), checking the
// package's declarations with skipLibCheck off (issue 29): they must compile as they are.
import { Glux, Glak, isGluxError } from 'glux-games';

const glux = new Glux({ players: 2, seed: 1 });
const first = glux.legalActions()[0];
if (first !== undefined) glux.play(first);
glux.free();
const glak = new Glak({ players: 3, seed: 2 });
const score: number = glak.score().score[0] ?? 0;
glak.free();
try {
  Glux.fromRecord('{}');
} catch (e) {
  if (isGluxError(e)) console.log(e.code, score);
}

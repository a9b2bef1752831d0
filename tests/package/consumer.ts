// A typed consumer of the package: `tsc --noEmit -p tests/package` (in `make test`) compiles it
// against pkg/glux-games.d.ts. The lines marked `@ts-expect-error` must fail to compile: if the types
// ever accept them, tsc reports the unused directive and the test fails.
import init, { Glux, Glak, isGluxError } from "glux-games";
import type { GluxAction, GlakAction, GluxScore, GlakScore, GluxView, GlakView, Seat, GluxReview, GlakReview, MoveLabel } from "glux-games";

export async function play(): Promise<void> {
  await init();
  const glux = new Glux({ players: 2, seed: 7, names: ["Ann", "Bo"] });
  const first: GluxAction | undefined = glux.legalActions()[0];
  if (first) glux.play(first);
  glux.play({ action: "place", to: [5, 4], pips: 3 });
  const seat: Seat | undefined = glux.toMove;
  const view: GluxView = glux.view(seat ?? 0);
  const faces: [number, number] | null = view.hand;
  const score: GluxScore = glux.score();
  const vp: number[] = score.vp;
  const bot: GluxAction = glux.botAction("hard", 12n);
  const expert: GluxAction = glux.botAction("expert", 12n);
  glux.play(bot);
  const chances: number[] = glux.winChances();
  const review: GluxReview = glux.review();
  const luck: number[] = review.luck;
  const label: MoveLabel | undefined = review.moves[0]?.label;
  const placed: GluxAction | undefined = review.moves[0]?.best;
  const record: string = glux.toRecord();
  Glux.fromRecord(record).free();

  const glak = new Glak({ players: 4, seed: 2n ** 60n });
  const actions: GlakAction[] = glak.legalActions();
  const glakExpert: GlakAction = glak.botAction("expert", 12n);
  const glakReview: GlakReview = glak.review();
  const turn: GlakAction[] | undefined = glakReview.moves[0]?.played;
  const glakChances: number[] = glak.winChances();
  glak.play({ board: "T05", at: [1, 0], rotation: 2 });
  glak.play({ place: [4, 4] });
  glak.play({ step: [4, 4], to: [4, 3] });
  glak.play({ jump: [0, 0], to: [7, 2] });
  glak.play({ end_turn: true });
  const glakScore: GlakScore = glak.score();
  const fields: [number, number][] = glakScore.territories.flatMap((t) => t.fields);
  const glakView: GlakView = glak.view(0);
  const due: boolean = glakView.board_due;
  const link: string = glak.toLink();
  try {
    glak.play(actions[0]!);
  } catch (e) {
    if (isGluxError(e)) {
      const code: "ILLEGAL_ACTION" | "GAME_OVER" | "BAD_SETUP" | "BAD_RECORD" | "BAD_LINK" | "BAD_INPUT" | "FREED" = e.code;
      const rule: string | undefined = e.rule;
      console.log(code, rule);
    }
  }
  glak.free();
  console.log(faces, vp, fields, due, link);

  // @ts-expect-error: five players is not a game
  new Glux({ players: 5 });
  // @ts-expect-error: a seed is a number or a bigint
  new Glak({ players: 2, seed: "7" });
  // @ts-expect-error: a Glüx placement needs its face
  glux.play({ action: "place", to: [5, 4] });
  // @ts-expect-error: GLAK actions are not Glüx actions
  glux.play({ place: [4, 4] });
  // @ts-expect-error: a rotation is 0 to 3
  glak.play({ board: "T05", at: [1, 0], rotation: 4 });
  // @ts-expect-error: there is no grandmaster
  glak.botAction("grandmaster", 1);
  // @ts-expect-error: toMove is read-only
  glux.toMove = 1;
  // @ts-expect-error: the score is GLAK's, not Glüx's
  const wrong: GluxScore = glak.score();
  console.log(wrong);
}

// `using` frees the engine's memory at the end of the block (lib esnext.disposable).
{
  using disposable = new Glux({ players: 2 });
  disposable.legalActions();
  disposable[Symbol.dispose]();
}

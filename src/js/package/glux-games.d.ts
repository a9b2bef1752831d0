// Types of the npm package `glux-games`: the rules of Glüx and GLAK with their bots.
// Checked against the package by tests/package/consumer.ts (`tsc --noEmit` in `make test`).

/** A seat: 0 to 3, clockwise. */
export type Seat = number;
/** A die face. */
export type Pips = 1 | 2 | 3 | 4 | 5 | 6;
/** Glüx squares are `[column, row]`, 1-based from the top left. */
export type Coord = [number, number];
/** GLAK fields and lattice places are `[x, y]` (negative left of and above the starting board). */
export type Point = [number, number];
/** The bot levels of either game. */
export type BotLevel = "easy" | "medium" | "hard" | "expert";
export type Seed = number | bigint;

export interface NewGameOptions {
  players: 2 | 3 | 4;
  /** Fixes the game (Glüx: the bags; GLAK: the deal and the start player). Random if left out. */
  seed?: Seed;
  names?: string[];
}

/** Every refusal is an `Error` named `GluxError`. */
export interface GluxError extends Error {
  name: "GluxError";
  code: "ILLEGAL_ACTION" | "GAME_OVER" | "BAD_SETUP" | "BAD_RECORD" | "BAD_LINK" | "BAD_INPUT" | "FREED";
  /** For illegal actions: the rule broken, in words. */
  rule?: string;
}
export function isGluxError(e: unknown): e is GluxError;

export type GluxAction =
  | { action: "start_face"; pips: Pips }
  | { action: "place"; to: Coord; pips: Pips }
  | { action: "start_option"; pips: Pips };

export interface GluxScore {
  rooms: { room: string; pips: number[]; vp: number[] }[];
  vp: number[];
  middle_pips: number[];
  winners: Seat[];
}

export interface GluxView {
  seat: Seat;
  to_move: Seat | null;
  over: boolean;
  players: number;
  start_player: Seat;
  /** This seat's chip in hand: its two faces. Never another seat's. */
  hand: [Pips, Pips] | null;
  /** Every stack, bottom chip first. */
  stacks: { at: Coord; chips: { seat: Seat; pips: Pips }[] }[];
  start_squares: Coord[];
  start_option_used: boolean[];
  excluded: boolean[];
  /** Chips left in each seat's bag and hand: how many 1/6, 2/5 and 3/4 (never their order). */
  supply: [number, number, number][];
}

export type GlakAction =
  | { board: string; at: Point; rotation: 0 | 1 | 2 | 3 }
  | { place: Point }
  | { step: Point; to: Point }
  | { jump: Point; to: Point }
  | { end_turn: true };

export interface GlakScore {
  territory: number[];
  groups: number[];
  territory_bonus: number[];
  longest_chain: number[];
  chain_bonus: number[];
  score: number[];
  winners: Seat[];
  territories: { seat: Seat; fields: Point[] }[];
}

/** GLAK hides nothing: every seat sees the whole position. */
export interface GlakView {
  seat: Seat;
  to_move: Seat | null;
  over: boolean;
  players: number;
  start_player: Seat;
  boards: { tile: string; at: Point; rotation: number }[];
  stones: { seat: Seat; at: Point }[];
  starting_fields: Point[];
  hands: string[][];
  supply: number[];
  board_due: boolean;
  action_points_left: number;
  final_round: boolean;
}

/** How good a move was, by the win chance it lost (thresholds in the package's README). */
export type MoveLabel = "best" | "good" | "inaccuracy" | "mistake" | "blunder";

/** One move of a review: a Glüx action, or a GLAK turn's actions. */
export interface ReviewedMove<Move> {
  /** The move's number in the game, from 0. */
  index: number;
  seat: Seat;
  played: Move;
  /** The move Expert prefers. */
  best: Move;
  /** The mover's chance of winning with the best move, and after the move played (0 to 1). */
  win_before: number;
  win_after: number;
  /** max(0, win_before - win_after). */
  loss: number;
  label: MoveLabel;
}

/** Expert's review of a game. Per-seat lists are in seat order. */
export interface Review<Move> {
  game: "glux" | "glak";
  players: number;
  moves: ReviewedMove<Move>[];
  /** 0 to 100 per seat. */
  accuracy: number[];
  mistakes: { inaccuracy: number[]; mistake: number[]; blunder: number[] };
}

export interface GluxReview extends Review<GluxAction> {
  game: "glux";
  /** How much each seat's draws added to its chance of winning over the game. */
  luck: number[];
}

export interface GlakReview extends Review<GlakAction[]> {
  game: "glak";
}

/**
 * `[Symbol.dispose]()` (for `using`) where the consumer's TypeScript knows `Symbol.dispose` (lib
 * `esnext.disposable` or later), and nothing where it does not: these declarations compile
 * whatever the consumer's `lib`, with `skipLibCheck: false` too.
 */
type DisposeMethod = SymbolConstructor extends { readonly dispose: infer D extends symbol }
  ? { [K in D]: () => void }
  : {};

interface Game<Action, Score, View, Level extends BotLevel = BotLevel> extends DisposeMethod {
  /** The seat to act; `undefined` once the game is over. */
  readonly toMove: Seat | undefined;
  legalActions(): Action[];
  /** Plays an action; an illegal one throws a `GluxError` and changes nothing. */
  play(action: Action): void;
  isOver(): boolean;
  /** The score of the position now. */
  score(): Score;
  view(seat: Seat): View;
  /** A bot's action for the seat to act (Glüx: from that seat's view only). */
  botAction(level: Level, seed: Seed): Action;
  /** Every seat's chance of winning now, by Expert, from 0 to 1, summing to 1 (a shared victory
   *  counts as a share). Glüx: as the seat to act can know it. */
  winChances(): number[];
  /** The record, as the command line (`glux`/`glak replay`, `score`) reads it. */
  toRecord(): string;
  /** A share link's fragment, `game=…`. */
  toLink(): string;
  /** Frees the engine's memory; the object cannot be used afterwards. */
  free(): void;
}

export interface Glux extends DisposeMethod {}
export class Glux implements Game<GluxAction, GluxScore, GluxView> {
  constructor(options: NewGameOptions);
  /** A record, an exported file of the app, or a share link. */
  static fromRecord(text: string): Glux;
  readonly toMove: Seat | undefined;
  legalActions(): GluxAction[];
  play(action: GluxAction): void;
  isOver(): boolean;
  score(): GluxScore;
  view(seat: Seat): GluxView;
  botAction(level: BotLevel, seed: Seed): GluxAction;
  winChances(): number[];
  /** Expert's review of the game so far, as `glux review` prints it. */
  review(): GluxReview;
  toRecord(): string;
  toLink(): string;
  free(): void;
}

export interface Glak extends DisposeMethod {}
export class Glak implements Game<GlakAction, GlakScore, GlakView> {
  constructor(options: NewGameOptions);
  /** A record, an exported file of the app, or a share link. */
  static fromRecord(text: string): Glak;
  readonly toMove: Seat | undefined;
  /** Includes `{"end_turn": true}` when the turn may end. */
  legalActions(): GlakAction[];
  play(action: GlakAction): void;
  isOver(): boolean;
  score(): GlakScore;
  view(seat: Seat): GlakView;
  botAction(level: BotLevel, seed: Seed): GlakAction;
  winChances(): number[];
  /** Expert's review of the game so far, as `glak review` prints it. */
  review(): GlakReview;
  toRecord(): string;
  toLink(): string;
  free(): void;
}

/** Browser entry: loads the wasm module (from beside the package, or `input`). In Node it does
 * nothing: the module is ready on import. */
export default function init(input?: string | URL | Response | BufferSource): Promise<void>;

// The package's cases, run in Node (package.test.mjs) and in headless Chromium (browser.test.mjs)
// against the same API: `run(lib, check)` plays seeded games of both games and tries every refusal.
// `check(condition, message)` fails the test. Returns the finished games' records for the caller.

/** mulberry32: a small seeded generator, so every game is reproducible. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Plays a seeded random game to its end; returns it. */
export function randomGame(Game, players, seed) {
  const game = new Game({ players, seed });
  const random = seeded(seed);
  for (let guard = 0; !game.isOver() && guard < 5000; guard++) {
    const legal = game.legalActions();
    game.play(legal[Math.floor(random() * legal.length)]);
  }
  return game;
}

function throwsCode(check, code, f, what) {
  try {
    f();
  } catch (e) {
    check(e instanceof Error && e.name === 'GluxError' && e.code === code, `${what}: ${e.name} ${e.code} ${e.message}`);
    return e;
  }
  check(false, `${what} did not throw ${code}`);
  return undefined;
}

/** Every refusal, for both games; none changes the game. */
export function errorCases({ Glux, Glak, isGluxError }, check) {
  for (const Game of [Glux, Glak]) {
    const name = Game.name;
    throwsCode(check, 'BAD_SETUP', () => new Game({ players: 5 }), `${name}: 5 players`);
    throwsCode(check, 'BAD_SETUP', () => new Game({ players: '2' }), `${name}: players as text`);
    throwsCode(check, 'BAD_SETUP', () => new Game(null), `${name}: no options`);
    throwsCode(check, 'BAD_SETUP', () => new Game({ players: 2, names: [1, 2] }), `${name}: names not text`);
    throwsCode(check, 'BAD_INPUT', () => new Game({ players: 2, seed: 2 ** 53 }), `${name}: a seed beyond 2^53`);
    throwsCode(check, 'BAD_INPUT', () => new Game({ players: 2, seed: -1 }), `${name}: a negative seed`);
    throwsCode(check, 'BAD_INPUT', () => new Game({ players: 2, seed: 1.5 }), `${name}: a fractional seed`);
    throwsCode(check, 'BAD_INPUT', () => new Game({ players: 2, seed: 1n << 64n }), `${name}: a bigint seed beyond 2^64`);
    const big = new Game({ players: 2, seed: (1n << 64n) - 1n });
    check(big.legalActions().length > 0, `${name}: the largest bigint seed plays`);
    big.free();

    const game = new Game({ players: 3, seed: 42 });
    for (let i = 0; i < 5; i++) game.play(game.legalActions()[0]);
    const before = game.toRecord();
    const illegal = Game === Glux ? { action: 'place', to: [1, 1], pips: 6 } : { place: [40, 40] };
    const e = throwsCode(check, 'ILLEGAL_ACTION', () => game.play(illegal), `${name}: an illegal action`);
    check(typeof e?.rule === 'string' && e.rule.length > 0, `${name}: the rule broken is named`);
    throwsCode(check, 'BAD_INPUT', () => game.play(42), `${name}: a number as an action`);
    throwsCode(check, 'BAD_INPUT', () => game.play({ a: 1n }), `${name}: a bigint inside an action`);
    throwsCode(check, Game === Glux ? 'BAD_INPUT' : 'BAD_INPUT', () => game.play({ action: 'fly' }), `${name}: an unknown action`);
    throwsCode(check, 'BAD_INPUT', () => game.play(Game === Glux ? { action: 'place', to: [1e12, -3], pips: 3 } : { place: [1e12, 2] }), `${name}: huge coordinates`);
    throwsCode(check, 'BAD_INPUT', () => game.view(9), `${name}: a seat that does not exist`);
    throwsCode(check, 'BAD_INPUT', () => game.view('0'), `${name}: a seat as text`);
    throwsCode(check, 'BAD_INPUT', () => game.botAction('grandmaster', 1), `${name}: an unknown bot`);
    const expert = game.botAction('expert', 1);
    check(game.legalActions().some((a) => JSON.stringify(a) === JSON.stringify(expert)), `${name}: Expert plays a legal action`);
    throwsCode(check, 'BAD_INPUT', () => game.botAction('easy', 2 ** 60), `${name}: a bot seed beyond 2^53`);
    check(game.toRecord() === before, `${name}: refusals change nothing`);
    throwsCode(check, 'BAD_RECORD', () => Game.fromRecord('{"players": 2'), `${name}: a broken record`);
    throwsCode(check, 'BAD_RECORD', () => Game.fromRecord(7), `${name}: a record that is not text`);
    throwsCode(check, 'BAD_LINK', () => Game.fromRecord('game=AAAA'), `${name}: a broken link`);
    throwsCode(check, 'BAD_LINK', () => Game.fromRecord(game.toLink().slice(0, 12)), `${name}: a link cut short`);

    const over = randomGame(Game, 2, 3);
    throwsCode(check, 'GAME_OVER', () => over.play(Game === Glux ? { action: 'start_face', pips: 1 } : { end_turn: true }), `${name}: after the end`);
    throwsCode(check, 'GAME_OVER', () => over.botAction('easy', 1), `${name}: a bot after the end`);
    check(over.toMove === undefined, `${name}: nobody is to move after the end`);
    over.free();
    over.free();
    throwsCode(check, 'FREED', () => over.legalActions(), `${name}: a freed game`);
    check(isGluxError(e) && !isGluxError(new Error('x')), 'isGluxError tells them apart');
    game.free();
  }
}

/** Round trips, views and bots, for both games. */
export function roundTripCases({ Glux, Glak }, check) {
  for (const Game of [Glux, Glak]) {
    const name = Game.name;
    for (const seed of [1, 2, 3]) {
      const game = new Game({ players: 2 + (seed % 3), seed, names: ['Ann', 'Bo'] });
      const random = seeded(seed);
      for (let i = 0; i < 17 && !game.isOver(); i++) {
        const legal = game.legalActions();
        game.play(legal[Math.floor(random() * legal.length)]);
      }
      for (const copy of [Game.fromRecord(game.toRecord()), Game.fromRecord(game.toLink()),
        Game.fromRecord(JSON.stringify({ game: name.toLowerCase(), record: JSON.parse(game.toRecord()), seats: [] }))]) {
        check(copy.toRecord() === game.toRecord(), `${name}: a record, a link and an exported file round trip`);
        check(JSON.stringify(copy.legalActions()) === JSON.stringify(game.legalActions()), `${name}: the same actions`);
        copy.free();
      }
      const seat = game.toMove;
      const view = game.view(seat);
      check(view.seat === seat && view.to_move === seat, `${name}: the view names its seat`);
      if (Game === Glux) {
        const other = game.view((seat + 1) % view.players);
        check(JSON.stringify(other.hand) !== undefined && !('bag' in other), `${name}: no bag in a view`);
      }
      for (const level of Game === Glux ? ['easy', 'medium', 'hard', 'expert'] : ['easy', 'medium', 'hard']) {
        const action = game.botAction(level, seed);
        const legal = game.legalActions().map((a) => JSON.stringify(a));
        check(legal.includes(JSON.stringify(action)), `${name}: ${level} answers a legal action (${JSON.stringify(action)})`);
      }
      game.free();
    }
  }
}

/** The actions a record holds, in order (a GLAK turn's end is the next turn's beginning). */
function recordedActions(record) {
  const parsed = JSON.parse(record);
  return parsed.actions ?? parsed.turns.flatMap((turn) => turn.actions);
}

/**
 * legalActions() spells out numbers the engine packs (src/js/package/api.js); each action, once
 * played, must be exactly what the engine writes in its record, keys in the same order, and the
 * list as long as the engine's own (`handles`: the inner wasm classes, whose `legalActionCount`
 * counts without anything crossing, played alongside).
 */
export function spellingCases({ Glux, Glak }, handles, check, games = 40) {
  for (const Game of [Glux, Glak]) {
    const seen = new Set();
    for (let seed = 0; seed < games; seed++) {
      const game = new Game({ players: 2 + (seed % 3), seed });
      const engine = handles[Game.name].fromRecord(game.toRecord());
      const random = seeded(seed);
      let turns = JSON.parse(game.toRecord()).turns?.length;
      while (!game.isOver()) {
        const legal = game.legalActions();
        check(new Set(legal.map((a) => JSON.stringify(a))).size === legal.length, `${Game.name}: no action twice`);
        check(legal.length === engine.legalActionCount(), `${Game.name}: ${legal.length} actions, the engine has ${engine.legalActionCount()}`);
        const action = legal[Math.floor(random() * legal.length)];
        const before = recordedActions(game.toRecord()).length;
        game.play(action);
        engine.play(JSON.stringify(action));
        const record = game.toRecord();
        const recorded = recordedActions(record);
        const kind = action.action ?? Object.keys(action)[0];
        seen.add(kind);
        if (kind === 'end_turn' && !game.isOver()) {
          // The next turn's beginning records the end; the last turn of a game writes it out.
          const now = JSON.parse(record).turns.length;
          check(recorded.length === before && now === turns + 1, `${Game.name}: a turn ends`);
        } else {
          check(recorded.length === before + 1 && JSON.stringify(recorded.at(-1)) === JSON.stringify(action),
            `${Game.name}: ${JSON.stringify(action)} recorded as ${JSON.stringify(recorded.at(-1))}`);
        }
        turns = JSON.parse(record).turns?.length;
      }
      game.free();
      engine.free();
    }
    const kinds = Game === Glux ? ['start_face', 'place', 'start_option'] : ['board', 'place', 'step', 'jump', 'end_turn'];
    for (const kind of kinds) check(seen.has(kind), `${Game.name}: ${kind} was played`);
  }
}

/** The same JSON value, whatever the order of its objects' keys. */
function sameJson(a, b) {
  const canonical = (v) => (Array.isArray(v) ? v.map(canonical)
    : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical(v[k])])) : v);
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** Expert's review and win chances, for both games: a game so far, and a finished one. */
export function reviewCases({ Glux, Glak }, check) {
  const labels = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];
  for (const Game of [Glux, Glak]) {
    const name = Game.name;
    const game = new Game({ players: 2, seed: 5 });
    const fresh = game.winChances();
    check(fresh.length === 2 && Math.abs(fresh[0] + fresh[1] - 1) < 1e-9, `${name}: two chances that sum to 1 (${fresh})`);
    const moves = Game === Glux ? 8 : 3;
    const played = [];
    for (let m = 0; m < moves; m++) {
      const seat = game.toMove;
      const turn = [];
      do {
        const action = game.botAction('easy', m + 1);
        game.play(action);
        turn.push(action);
      } while (Game === Glak && game.toMove === seat && turn.at(-1).end_turn !== true);
      played.push(Game === Glux ? turn[0] : turn);
    }
    const review = game.review();
    check(review.game === (Game === Glux ? 'glux' : 'glak') && review.players === 2, `${name}: the review names its game`);
    check(review.moves.length === moves, `${name}: one reviewed move per move (${review.moves.length})`);
    review.moves.forEach((m, i) => {
      check(m.index === i && labels.includes(m.label), `${name}: move ${i} is labelled (${m.label})`);
      check(sameJson(m.played, played[i]), `${name}: move ${i} is the move played: ${JSON.stringify(m.played)}`);
      check(m.win_before >= 0 && m.win_before <= 1 && m.win_after >= 0 && m.win_after <= 1, `${name}: chances in [0, 1]`);
      check(Math.abs(m.loss - Math.max(0, m.win_before - m.win_after)) < 1e-3 || m.label === 'best', `${name}: the loss is what was lost`);
    });
    check(review.accuracy.length === 2 && review.accuracy.every((a) => a >= 0 && a <= 100), `${name}: accuracies from 0 to 100`);
    check(['inaccuracy', 'mistake', 'blunder'].every((k) => review.mistakes[k].length === 2), `${name}: mistakes per seat`);
    check((Game === Glux) === Array.isArray(review.luck), `${name}: luck only where there are draws`);
    game.free();

    const over = randomGame(Game, 2, 3);
    const shares = over.winChances();
    const winners = over.score().winners;
    check(shares.every((c, s) => c === (winners.includes(s) ? 1 / winners.length : 0)), `${name}: a finished game's chances are its result`);
    over.free();
  }
}

// The package's API over the wasm handles (src/js/*.rs): the documented classes `Glux` and `Glak`,
// values as plain objects, arguments checked before they reach the engine, and every refusal a
// `GluxError` (an `Error` with `name: "GluxError"`, a `code` and, for illegal actions, a `rule`).

const TOKEN = Symbol('handle');
const MAX_SEED = (1n << 64n) - 1n;

/** An `Error` named `GluxError` with a `code` (the engine throws the same shape). */
function gluxError(code, message, rule) {
  const e = new Error(message);
  e.name = 'GluxError';
  e.code = code;
  if (rule !== undefined) e.rule = rule;
  return e;
}

/** Whether `e` is an error thrown by this package. */
export function isGluxError(e) {
  return e instanceof Error && e.name === 'GluxError' && typeof e.code === 'string';
}

/** A seed as text for the engine: a whole number 0..2^53 − 1, or a bigint 0..2^64 − 1. */
function seedText(seed, what) {
  if (typeof seed === 'number' && Number.isSafeInteger(seed) && seed >= 0) return String(seed);
  if (typeof seed === 'bigint' && seed >= 0n && seed <= MAX_SEED) return seed.toString();
  throw gluxError('BAD_INPUT', `${what} must be a whole number from 0 to 2^53 - 1 or a bigint from 0 to 2^64 - 1, not ${describe(seed)}`);
}

function describe(value) {
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || ['number', 'boolean', 'undefined'].includes(typeof value)) return String(value);
  return typeof value;
}

function randomSeed() {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  return ((BigInt(words[0] & 0x1fffff) << 32n) | BigInt(words[1])).toString();
}

/** The options of a new game, checked, as the engine reads them. */
function optionsText(options) {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw gluxError('BAD_SETUP', `the options must be an object {players, seed?, names?}, not ${describe(options)}`);
  }
  const { players, seed, names } = options;
  if (![2, 3, 4].includes(players)) throw gluxError('BAD_SETUP', `players must be 2, 3 or 4, not ${describe(players)}`);
  if (names !== undefined && !(Array.isArray(names) && names.every((n) => typeof n === 'string'))) {
    throw gluxError('BAD_SETUP', 'names must be an array of strings');
  }
  return JSON.stringify({ players, seed: seed === undefined ? randomSeed() : seedText(seed, 'seed'), names: names ?? [] });
}

/** An action as JSON text for the engine. */
function actionText(action) {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) {
    throw gluxError('BAD_INPUT', `an action is an object such as those legalActions() returns, not ${describe(action)}`);
  }
  try {
    return JSON.stringify(action);
  } catch {
    throw gluxError('BAD_INPUT', 'an action holds only strings, numbers, booleans and arrays of them');
  }
}

// Legal actions cross from wasm packed in numbers (src/js/*.rs, `legalActions`), which costs a
// fraction of JSON text; these spell them out in the record's shapes, keys in the record's order
// (the tests check every one against the record the engine writes once it is played). The numbers
// are a view of the engine's memory, valid until the next call into it: they are read at once.

function unknownKind(kind) {
  return new Error(`glux-games: the engine packed an action of unknown kind ${kind}; the package's JavaScript and its wasm do not match`);
}

/**
 * A handle's packed legal actions. A view of the engine's memory empties if that memory grows
 * while the view is handed over (src/js/*.rs); asked again, it is whole.
 */
function packedActions(handle) {
  const packed = handle.legalActions();
  return packed.length === 0 ? handle.legalActions() : packed;
}

/** Glüx: four numbers an action, `[kind, column, row, pips]`. */
function gluxActions(packed) {
  const actions = new Array(packed.length / 4);
  for (let i = 0, j = 0; j < packed.length; i++, j += 4) {
    const pips = packed[j + 3];
    switch (packed[j]) {
      case 0: actions[i] = { action: 'start_face', pips }; break;
      case 1: actions[i] = { action: 'place', to: [packed[j + 1], packed[j + 2]], pips }; break;
      case 2: actions[i] = { action: 'start_option', pips }; break;
      default: throw unknownKind(packed[j]);
    }
  }
  return actions;
}

/** GLAK: five numbers an action, `[kind, a, b, c, d]`; a board by its index in `boardNames`. */
function glakActions(packed, boardNames) {
  const actions = new Array(packed.length / 5);
  for (let i = 0, j = 0; j < packed.length; i++, j += 5) {
    const a = packed[j + 1];
    const b = packed[j + 2];
    const c = packed[j + 3];
    const d = packed[j + 4];
    switch (packed[j]) {
      case 0: actions[i] = { board: boardNames[a], at: [b, c], rotation: d }; break;
      case 1: actions[i] = { place: [a, b] }; break;
      case 2: actions[i] = { step: [a, b], to: [c, d] }; break;
      case 3: actions[i] = { jump: [a, b], to: [c, d] }; break;
      case 4: actions[i] = { end_turn: true }; break;
      default: throw unknownKind(packed[j]);
    }
  }
  return actions;
}

/** Bot levels as a sentence: "a", "b" or "c". */
function levelList(levels) {
  const quoted = levels.map((l) => `"${l}"`);
  return `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}

/**
 * One of the package's classes over a wasm handle class; `actionsOf(handle)` its legal actions,
 * `levels` its bot levels.
 */
function gameClass(Handle, name, actionsOf, levels) {
  const Game = class {
    #handle;

    constructor(options, handle) {
      this.#handle = options === TOKEN ? handle : new Handle(optionsText(options));
    }

    /** A game from a record, an exported file of the app, or a share link. */
    static fromRecord(text) {
      if (typeof text !== 'string') throw gluxError('BAD_RECORD', `a record is a string, not ${describe(text)}`);
      return new this(TOKEN, Handle.fromRecord(text));
    }

    #live() {
      if (this.#handle === null) throw gluxError('FREED', `this ${name} was freed; make a new one`);
      return this.#handle;
    }

    get toMove() {
      return this.#live().toMove;
    }

    legalActions() {
      return actionsOf(this.#live());
    }

    play(action) {
      this.#live().play(actionText(action));
    }

    isOver() {
      return this.#live().isOver();
    }

    score() {
      return JSON.parse(this.#live().score());
    }

    view(seat) {
      if (!Number.isInteger(seat) || seat < 0) throw gluxError('BAD_INPUT', `a seat is 0, 1, 2 or 3, not ${describe(seat)}`);
      return JSON.parse(this.#live().view(seat));
    }

    botAction(level, seed) {
      if (!levels.includes(level)) {
        throw gluxError('BAD_INPUT', `a ${name} bot level is ${levelList(levels)}, not ${describe(level)}`);
      }
      return JSON.parse(this.#live().botAction(level, seedText(seed, 'a bot seed')));
    }

    review() {
      return JSON.parse(this.#live().review());
    }

    winChances() {
      return Array.from(this.#live().winChances());
    }

    toRecord() {
      return this.#live().toRecord();
    }

    toLink() {
      return this.#live().toLink();
    }

    free() {
      this.#handle?.free();
      this.#handle = null;
    }

    [Symbol.dispose]() {
      this.free();
    }
  };
  Object.defineProperty(Game, 'name', { value: name });
  return Game;
}

const boardNames = new WeakMap();

/** A GLAK handle's board names, asked once. */
function boardNamesOf(handle) {
  let names = boardNames.get(handle);
  if (names === undefined) {
    names = handle.boardNames();
    boardNames.set(handle, names);
  }
  return names;
}

/** The bot levels both games have. */
const LEVELS = ['easy', 'medium', 'hard', 'expert'];

/** The classes over a set of bindings (the Node or the browser build of the same module). */
export function api(bindings) {
  return {
    Glux: gameClass(bindings.GluxHandle, 'Glux', (handle) => gluxActions(packedActions(handle)), LEVELS),
    Glak: gameClass(bindings.GlakHandle, 'Glak', (handle) => {
      const names = boardNamesOf(handle); // asked first: no call into the engine while reading
      return glakActions(packedActions(handle), names);
    }, LEVELS),
  };
}

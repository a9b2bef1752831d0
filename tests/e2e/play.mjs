// Playing Glüx in the browser the way a person does: only through the stable data-* hooks.
import { cli } from './harness.mjs';
import { writeFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SAVE_KEY = 'glux.game.v1';

/** A small seeded random generator (mulberry32), so every browser game is reproducible. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** From the new-game screen: choose the player count and seed, and start. */
export async function startGame(page, { players, seed, names }) {
  await page.click(`[data-setup="players"] [data-value="${players}"]`);
  if (names) {
    for (const [i, name] of names.entries()) await page.fill(`[data-name="${i}"]`, name);
  }
  await page.fill('[data-setup="seed"]', String(seed));
  await page.click('[data-action="start-game"]');
  // The new-game screen's preview has squares too: wait until it has given way to the game.
  await page.waitForSelector('[data-action="start-game"]', { state: 'detached' });
  await page.waitForSelector('[data-square]');
}

/**
 * The page's test for a chosen face drawn whole: the face pressed (`k`, its index among the hand's
 * faces) with what it brings drawn too: a placement to confirm (a start face), the squares it
 * reaches lit, or the start option forced when none is. Yew 0.23's
 * scheduler may hand the browser a turn between drawing a component and its children (it yields
 * after 16 ms of work while children's new props wait), so the hand can show the face pressed a
 * turn before the board's squares, its children, show them lit: a test that reads the board once
 * the face is pressed reads it a drawing early on a busy machine.
 */
export const FACE_DRAWN = (k) => {
  const pressed = document.querySelectorAll('[data-face]')[k]?.getAttribute('aria-pressed') === 'true';
  return !!document.querySelector('[data-action="confirm"]') || (pressed && (!!document.querySelector('[data-legal]')
    || !!document.querySelector('[data-action="start-option"].forced')));
};

/** Waits until the chosen face is drawn whole (see [`FACE_DRAWN`]). */
export async function faceDrawn(page, k) {
  await page.waitForFunction(FACE_DRAWN, k);
}

/** What the screen offers right now. */
async function situation(page) {
  return page.evaluate(() => ({
    over: !!document.querySelector('[data-game-over]'),
    ready: !!document.querySelector('[data-action="ready"]'),
    confirm: !!document.querySelector('[data-action="confirm"]'),
    faces: document.querySelectorAll('[data-face]').length,
    legal: document.querySelectorAll('[data-legal]').length,
    startOption: !!document.querySelector('[data-action="start-option"]'),
    moves: Number(document.querySelector('[data-log-count]')?.getAttribute('data-log-count') ?? 0),
  }));
}

/**
 * Plays one action for whoever is to act: taps Ready on the pass-the-device screen if it is up,
 * chooses a face, taps a lit square (or the start option) and confirms. Returns false when the
 * game is over.
 */
export async function playOneAction(page, random, { undoFirst = false } = {}) {
  await waitForPerson(page);
  let s = await situation(page);
  if (s.over) return false;
  if (s.ready) {
    await page.click('[data-action="ready"]');
    await page.waitForSelector('[data-face]');
    s = await situation(page);
  }
  const before = s.moves;
  const face = Math.floor(random() * s.faces);
  await page.locator('[data-face]').nth(face).click();
  // Read the screen once the chosen face is drawn with the squares it reaches (or the placement to
  // confirm), not a drawing early.
  await faceDrawn(page, face);
  s = await situation(page);
  if (!s.confirm) {
    // A turn: a lit square, or the start option (forced when nothing is lit; sometimes by choice).
    if (s.legal > 0 && !(s.startOption && random() < 0.04)) {
      await page.locator('[data-legal]').nth(Math.floor(random() * s.legal)).click();
    } else {
      await page.click('[data-action="start-option"]').catch(async (e) => {
        const now = await page.evaluate(() => ({
          banner: document.querySelector('.turn-banner')?.textContent,
          pressed: [...document.querySelectorAll('[data-face]')].map((f) => f.getAttribute('aria-pressed')),
          startOption: document.querySelector('[data-action="start-option"]')?.outerHTML,
          log: document.querySelector('[data-log-count]')?.getAttribute('data-log-count'),
          hand: document.querySelector('.hand')?.textContent,
          side: document.querySelector('.side')?.textContent?.slice(0, 300),
        }));
        throw new Error(`the start option: ${e.message}\nread before: ${JSON.stringify(s)}\nnow: ${JSON.stringify(now)}`);
      });
    }
  }
  if (undoFirst) {
    await page.click('[data-action="undo"]');
    // Read once the undo is drawn (a turn later on a busy machine).
    await page.waitForFunction(() => !document.querySelector('[data-action="confirm"]'), null, { timeout: 5_000 }).catch(() => {});
    if (!(await page.locator('[data-action="confirm"]').count())) {
      // Placing again after an undo: the same gesture.
      const legal = await page.locator('[data-legal]').count();
      if (legal) await page.locator('[data-legal]').first().click();
      else await page.click('[data-action="start-option"]');
    }
  }
  await page.click('[data-action="confirm"]');
  await page.waitForFunction((n) => Number(document.querySelector('[data-log-count]')?.getAttribute('data-log-count')) > n, before);
  return true;
}

/** Waits while bots move, until a person is asked to act or the game is over. */
export async function waitForPerson(page) {
  await page.waitForFunction(() =>
    document.querySelector('[data-game-over]') || document.querySelector('[data-action="ready"]') ||
    document.querySelector('[data-face]'), null, { timeout: 120_000 });
}

/** From the new-game screen: make seats bots (`kinds[i]` is human, easy, medium, hard or, for Glüx, expert). */
export async function chooseSeatKinds(page, kinds) {
  for (const [i, kind] of kinds.entries()) await page.selectOption(`[data-seat-kind="${i}"]`, kind);
}

/** The number of actions in the game log. */
export async function moveCount(page) {
  return Number(await page.getAttribute('[data-log-count]', 'data-log-count'));
}

/** Plays until the final screen; returns the number of actions played. */
export async function playToEnd(page, random) {
  let actions = 0;
  while (await playOneAction(page, random)) actions += 1;
  await page.waitForSelector('[data-game-over]');
  return actions;
}

/** The VP the final screen shows, per seat. */
export async function shownVp(page, players) {
  const vp = [];
  for (let i = 0; i < players; i++) vp.push(Number(await page.textContent(`[data-vp-seat="${i}"]`)));
  return vp;
}

/**
 * Waits (5 s at most) until the autosave holds every action the game's log shows: it is written by
 * an effect after the page is drawn, a browser turn later on a busy machine.
 */
export async function autosaved(page) {
  await page.waitForFunction((key) => {
    const log = document.querySelector('[data-log-count]');
    return !log || JSON.parse(localStorage.getItem(key))?.record?.actions?.length === Number(log.dataset.logCount);
  }, SAVE_KEY, { timeout: 5_000 }).catch(() => {});
}

/** The saved game in the page's local storage, once it holds what the page shows. */
export async function savedGame(page) {
  await autosaved(page);
  return JSON.parse(await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY));
}

/** A game record in a file of its own, for the native command line. */
function recordFile(record) {
  const file = join(mkdtempSync(join(tmpdir(), 'glux-e2e-')), 'record.json');
  writeFileSync(file, JSON.stringify(record));
  return file;
}

/** The engine's own scoring of a game record, from the native `glux score` command. */
export function engineScore(record) {
  return JSON.parse(cli('glux', ['score', recordFile(record)]));
}

/**
 * The engine's own account of how a game record ends, from the native `glux moves` and `glux
 * replay`: whether the game is over, and, per player's name, how many actions they played and
 * whether they were left without a move and put out of the game. A game with bots may end short of
 * 24 chips a player, when someone is put out: the bots' choices are seeded afresh each game, so a
 * test cannot know beforehand (about one 2-player game in 20 between Easy and Medium bots).
 */
export function engineEnd(record) {
  const file = recordFile(record);
  const over = JSON.parse(cli('glux', ['moves', file])).seat === null;
  const lines = cli('glux', ['replay', file]).split('\n');
  // A move's first line is numbered and names who played it: "  7. Ann: 5 on E4, counted 3 from B4".
  const moves = lines.map((line) => /^\s*\d+\. (.*)$/.exec(line)?.[1]).filter(Boolean);
  const player = (name) => ({
    actions: moves.filter((move) => move.startsWith(`${name}: `)).length,
    out: lines.some((line) => line.trim() === `${name} cannot place and is out of the game`),
  });
  return { over, actions: record.actions.length, player };
}

/**
 * A record of a whole seeded game between Easy bots, from the native command line (`TOOL arena
 * --record`), as the app's records write it. Tests that check the end of a game start from it, cut
 * short, instead of clicking through a whole game (tests/e2e/pass-and-play.test.mjs keeps whole
 * games by clicking).
 */
export function arenaRecord(tool, players, seed) {
  const file = join(mkdtempSync(join(tmpdir(), `${tool}-e2e-`)), 'games.jsonl');
  const seats = Array(players).fill('easy').join(',');
  cli(tool, ['arena', '--players', String(players), '--seats', seats, '--games', '1', '--seed', String(seed), '--record', file]);
  const { bots: _, ...record } = JSON.parse(readFileSync(file, 'utf8').trim().split('\n')[0]);
  return record;
}

/** The seats of a saved game: names, colours in seat order, and each bot's level (`kinds`). */
export function savedSeats(players, names = ['Ada', 'Bea', 'Cy', 'Dan'], kinds = []) {
  return Array.from({ length: players }, (_, i) => ({
    name: names[i], colour: i, ...(kinds[i] && kinds[i] !== 'human' ? { bot: kinds[i] } : {}),
  }));
}

/** A saved Glüx game (the autosave's form) `left` actions before its end. */
export function nearEndSave({ players, seed, left = 6, names, kinds }) {
  const record = arenaRecord('glux', players, seed);
  record.actions = record.actions.slice(0, record.actions.length - left);
  return { game: 'glux', record, seats: savedSeats(players, names, kinds), bot_seed: seed };
}

/**
 * Opens the app in `page` with `saved` as the game in progress (the autosave), as a person who
 * comes back to it would: it is put in place once, before the first load.
 */
export async function openSaved(page, context, url, saved, key = SAVE_KEY) {
  await context.addInitScript(([key, text]) => {
    if (!sessionStorage.getItem('glux-e2e-seeded')) {
      localStorage.setItem(key, text);
      sessionStorage.setItem('glux-e2e-seeded', '1');
    }
  }, [key, JSON.stringify(saved)]);
  await page.goto(url);
}

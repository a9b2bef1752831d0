// Playing GLAK in the browser the way a person does: only through the stable data-* hooks of the
// GLAK contract (data-setup="game", data-field, data-legal, data-stone, data-hand-board, data-slot,
// data-ap, data-action="rotate|jump|end-turn|undo", data-game-over, data-score-seat, data-winner-seat).
import { cli } from './harness.mjs';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAVE_KEY, arenaRecord, savedSeats } from './play.mjs';

/** From the new-game screen: choose GLAK, the player count and the seed, and start. */
export async function startGlak(page, { players, seed, names, kinds }) {
  await page.click('[data-setup="game"] [data-value="glak"]');
  await page.click(`[data-setup="players"] [data-value="${players}"]`);
  if (names) {
    for (const [i, name] of names.entries()) await page.fill(`[data-name="${i}"]`, name);
  }
  if (kinds) {
    for (const [i, kind] of kinds.entries()) await page.selectOption(`[data-seat-kind="${i}"]`, kind);
  }
  await page.fill('[data-setup="seed"]', String(seed));
  await page.click('[data-action="start-game"]');
  // The new-game screen's preview has fields too: wait until it has given way to the game.
  await page.waitForSelector('[data-action="start-game"]', { state: 'detached' });
  await page.waitForSelector('[data-field]');
}

/** What the screen offers right now. */
export async function glakSituation(page) {
  return page.evaluate(() => {
    const count = (s) => document.querySelectorAll(s).length;
    return {
      over: !!document.querySelector('[data-game-over]'),
      boards: count('[data-hand-board]:not([disabled])'),
      slots: count('[data-slot][data-legal]'),
      lit: count('[data-field][data-legal]'),
      movable: count('[data-field][data-movable]'),
      ap: Number(document.querySelector('[data-ap]')?.getAttribute('data-ap') ?? -1),
      jump: !!document.querySelector('[data-action="jump"]'),
      undo: !!document.querySelector('[data-action="undo"]:not([disabled])'),
      turn: document.querySelector('[data-turn]')?.getAttribute('data-turn') ?? null,
    };
  });
}

/**
 * What the area's fields show: each lit, movable, chosen or occupied field, or (`stones`) where
 * the stones stand. The fields are components below the area, drawn a turn after the rest of the
 * page on a busy machine (see FACE_DRAWN in play.mjs): a test reads them once they show what it
 * waits for.
 */
export const FIELDS = (stones) => [...document.querySelectorAll(stones ? '[data-field][data-stone]'
  : '[data-field][data-legal], [data-field][data-movable], [data-field][data-stone], [data-field].chosen')]
  .map((f) => `${f.getAttribute('data-field')}:${f.getAttribute('data-stone') ?? ''}` + (stones ? ''
    : `${f.hasAttribute('data-legal') ? 'l' : ''}${f.hasAttribute('data-movable') ? 'm' : ''}${f.classList.contains('chosen') ? 'c' : ''}`))
  .join(' ');

/** What the area's fields show now ([`FIELDS`]). */
export const fieldsShown = (page, stones = false) => page.evaluate(FIELDS, stones);

/**
 * Waits until the area's fields show something else than `before` (or the game is over). The
 * predicate is put in the page first: one given as text would be refused by the page's CSP.
 */
export async function fieldsChanged(page, before, { stones = false, timeout } = {}) {
  await page.evaluate(`window.glakFields = ${FIELDS}`);
  await page.waitForFunction(([b, stones]) => !!document.querySelector('[data-game-over]') || window.glakFields(stones) !== b,
    [before, stones], timeout ? { timeout } : {});
}

/**
 * Waits for the fields to show a new turn after the one whose fields showed `before`: another
 * person's stones to move, places next to their stones. A turn that happens to light the very same
 * fields shows nothing new, so the wait ends after 5 s.
 */
export const nextTurnFields = (page, before) => fieldsChanged(page, before, { timeout: 5_000 }).catch(() => {});

async function clickRandom(page, selector, random) {
  const n = await page.locator(selector).count();
  if (n === 0) return false;
  await page.locator(selector).nth(Math.floor(random() * n)).click();
  return true;
}

/**
 * Plays one whole turn for the person to move by clicking: lays a board (choosing it, sometimes
 * turning it with the button or `R`), then places and steps stones, sometimes takes an action back,
 * sometimes jumps in the closing phase, sometimes ends the turn early. Counts every kind of action
 * in `used`. Returns false when the game is over.
 */
export async function playGlakTurn(page, random, used = {}) {
  const bump = (k) => { used[k] = (used[k] ?? 0) + 1; };
  // Bots play their turns on their own: wait for a person's turn (or the end).
  await page.waitForFunction(() => document.querySelector('[data-game-over]') || document.querySelector('[data-turn]'),
    null, { timeout: 300_000 });
  let s = await glakSituation(page);
  if (s.over) return false;
  const turnBefore = s.turn;
  // The turn's number is the turn panel's, drawn before the fields: wait for both.
  const turnOver = async (fields) => {
    await page.waitForFunction((before) => document.querySelector('[data-turn]')?.getAttribute('data-turn') !== before
      || document.querySelector('[data-game-over]'), turnBefore);
    await nextTurnFields(page, fields);
  };
  if (s.boards > 0) {
    // A board already chosen stays chosen (a second click would put it back).
    if (!(await page.locator('[data-hand-board][aria-pressed="true"]').count())) {
      await clickRandom(page, '[data-hand-board]:not([disabled])', random);
    }
    const turns = Math.floor(random() * 4);
    for (let i = 0; i < turns; i++) {
      if (random() < 0.5) await page.click('[data-action="rotate"]');
      else await page.keyboard.press('r');
      bump('rotate');
    }
    // The chosen board's places are drawn after the click (and after each turn of it): wait for
    // them, and after laying wait until they are gone, never reading the page a drawing early.
    await page.waitForSelector('[data-slot][data-legal]');
    await clickRandom(page, '[data-slot][data-legal]', random);
    await page.waitForFunction(() => !document.querySelector('[data-slot][data-legal]'));
    bump('lay');
    s = await glakSituation(page);
  }
  if (s.jump && random() < 0.25) {
    // Each click is drawn a turn later on a busy machine: the stones to jump with once jumping is
    // chosen, the landings once a stone is, and the stones again once jumping is put away.
    await page.click('[data-action="jump"]');
    await page.waitForSelector('[data-action="jump"][aria-pressed="true"]');
    if (await clickRandom(page, '[data-field][data-movable]', random)) await page.waitForSelector('[data-field].chosen');
    const jumping = await fieldsShown(page);
    if (await clickRandom(page, '[data-field][data-legal]', random)) {
      bump('jump');
      await turnOver(jumping);
      return true;
    }
    await page.click('[data-action="jump"]');
    await page.waitForSelector('[data-action="jump"][aria-pressed="false"]');
    // The stones that may step and the places lit again, once the fields show them.
    await nextTurnFields(page, jumping);
  }
  for (let guard = 0; guard < 30; guard++) {
    s = await glakSituation(page);
    if (s.over || s.ap <= 0) break;
    if (random() < 0.06) {
      bump('early-end');
      break;
    }
    const r = random();
    // An action (placing or stepping a stone, or taking one back) changes where the stones stand:
    // wait for the area's fields to show it before reading the page again. The fields are drawn
    // last (the action points and the hand a turn earlier on a busy machine), so once they show
    // it, all of the page does.
    const spent = (before) => fieldsChanged(page, before, { stones: true });
    const signature = () => fieldsShown(page, true);
    const before = await signature();
    if (r < 0.25 && s.movable > 0) {
      await clickRandom(page, '[data-field][data-movable]', random);
      // The chosen stone is drawn chosen, with its steps lit, after the click.
      await page.waitForSelector('[data-field].chosen');
      if (await clickRandom(page, '[data-field][data-legal]', random)) {
        bump('step');
        await spent(before);
      }
    } else if (s.lit > 0) {
      await clickRandom(page, '[data-field][data-legal]', random);
      bump('place');
      await spent(before);
    } else {
      break;
    }
    if (random() < 0.08 && (await glakSituation(page)).undo) {
      const done = await signature();
      await page.click('[data-action="undo"]');
      bump('undo');
      await spent(done);
    }
  }
  s = await glakSituation(page);
  if (s.over) return false;
  const fields = await fieldsShown(page);
  await page.click('[data-action="end-turn"]');
  bump('end-turn');
  await turnOver(fields);
  return true;
}

/** Plays turns until the final scoring; returns the number of turns played. */
export async function playGlakToEnd(page, random, used = {}) {
  let turns = 0;
  while (await playGlakTurn(page, random, used)) turns += 1;
  return turns;
}

/**
 * The game as saved in the browser, once the autosave (an effect after the page is drawn, a browser
 * turn later on a busy machine) holds the turn shown, or the end shown: the record's last turn is
 * the one in progress, and the game's last action (a turn's end or a jump) is written once it ends.
 * Waits 5 s at most.
 */
export async function savedGlak(page) {
  await page.waitForFunction((key) => {
    const turns = JSON.parse(localStorage.getItem(key))?.record?.turns;
    const turn = document.querySelector('[data-turn]')?.getAttribute('data-turn');
    if (turn != null) return turns?.length === Number(turn) + 1;
    const last = turns?.at(-1)?.actions.at(-1);
    return !document.querySelector('[data-game-over]') || (!!last && ('end_turn' in last || 'jump' in last));
  }, SAVE_KEY, { timeout: 5_000 }).catch(() => {});
  return JSON.parse(await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY));
}

/** The engine's scoring of a GLAK record, from the native `glak score` command. */
export function glakEngineScore(record) {
  const dir = mkdtempSync(join(tmpdir(), 'glak-e2e-'));
  const file = join(dir, 'record.json');
  writeFileSync(file, JSON.stringify(record));
  const out = cli('glak', ['score', file]);
  return JSON.parse(out);
}

/** The totals shown on the final screen, by seat. */
export async function shownScores(page, players) {
  const scores = [];
  for (let i = 0; i < players; i++) scores.push(Number(await page.textContent(`[data-score-seat="${i}"]`)));
  return scores;
}

/** A saved GLAK game (the autosave's form) `left` turns before its end (see `nearEndSave`). */
export function nearEndGlakSave({ players, seed, left = 3, names, kinds }) {
  const record = arenaRecord('glak', players, seed);
  record.turns = record.turns.slice(0, record.turns.length - left);
  return { game: 'glak', record, seats: savedSeats(players, names, kinds), bot_seed: seed };
}

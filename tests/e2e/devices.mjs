// Devices of a game between devices in end-to-end tests: separate browser contexts (separate
// storage) set up as a creating device and its guests, links carried between them through the
// [data-outbox] and [data-inbox] hooks as a person would copy and paste them, and games played out
// by clicking. Used by the turn-by-turn tests (remote.test.mjs) and the live ones (live.test.mjs).
import assert from 'node:assert/strict';
import { openPage, waitUntil } from './harness.mjs';
import { playOneAction } from './play.mjs';
import { playGlakTurn } from './glak-play.mjs';

export const NAMES = ['Anna', 'Ben', 'Clara', 'David'];

/** The bytes a link carries (its `#play=` part, base64url). */
export const linkBytes = (url) => Buffer.from(decodeURIComponent(url).split('#play=')[1] ?? '', 'base64url');

/** Pastes a link into a device's inbox and opens it. */
export async function deliver(page, url) {
  await page.fill('[data-inbox]', url);
  await page.click('[data-action="receive"]');
}

/** Every link a device offers now: seat -> URL. */
export async function outboxes(page) {
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-outbox]')]
    .map((el) => [el.getAttribute('data-outbox'), el.value])));
}

/**
 * The pages of devices in a game between devices: as a person who has asked their system for
 * reduced motion sees them. These games check what devices hand each other, not how a screen
 * moves (the pass-and-play games and the accessibility test check that). The transitions and
 * pulses (a button pressed, a square's colour, the scoring track, a chip about to be placed) draw
 * frames after every click and link on every device: without them a 4-player Glüx game by links
 * took 104 to 106 CPU-seconds of this machine instead of 118 to 129, and 65 s instead of 72 to 80.
 */
const DEVICE = { reducedMotion: 'reduce' };

/** The creating device starts a game with every seat but the first elsewhere (or a bot), and each joins. */
export async function setUpDevices(env, game, players, { live = false, noServers = false, bots = {} } = {}) {
  const host = await openPage(env.browser, env.server.origin, DEVICE);
  await host.page.goto(env.server.url);
  await host.page.click(`[data-setup="game"] [data-value="${game}"]`);
  await host.page.click(`[data-setup="players"] [data-value="${players}"]`);
  await host.page.fill('[data-name="0"]', NAMES[0]);
  // Every seat but the first is elsewhere, unless it is a bot (`bots`: seat -> level) on this device.
  const elsewhere = [...Array(players).keys()].slice(1).filter((i) => !bots[i]);
  for (let i = 1; i < players; i++) await host.page.selectOption(`[data-seat-kind="${i}"]`, bots[i] ?? 'remote');
  await host.page.waitForSelector('[data-setup="connection"] [data-value="link"]');
  if (live) await host.page.click('[data-setup="connection"] [data-value="live"]');
  await host.page.click('[data-action="start-game"]');
  await host.page.waitForSelector('[data-lobby]');
  if (noServers) await removeServers(host.page);
  const devices = [{ seat: 0, ...host }];
  for (const i of elsewhere) {
    const invitation = live ? await liveLink(host.page, i) : await host.page.inputValue(`[data-outbox="${i}"]`);
    assert.ok(invitation.startsWith(env.server.url) && invitation.includes('#play='), invitation);
    const guest = await openPage(env.browser, env.server.origin, DEVICE);
    await guest.page.goto(invitation);
    await guest.page.waitForSelector('[data-join]');
    if (noServers) await removeServers(guest.page);
    await guest.page.fill('[data-join-name]', NAMES[i]);
    await guest.page.click('[data-action="join"]');
    await guest.page.waitForSelector(`[data-waiting-for="0"]`);
    const reply = live ? await liveLink(guest.page, 0) : await guest.page.inputValue('[data-outbox="0"]');
    await deliver(host.page, reply);
    devices.push({ seat: i, ...guest, invitation, reply });
  }
  // Once everyone has joined, the host sends each guest the whole table (every key and commitment,
  // and the host's share of the draw); each guest compares the fingerprint and sends its own share
  // back. Live, the same messages flow over the channels.
  if (!live) {
    // The host's boxes offer the table once the last guest has joined: read them once they do. With
    // two players the box that held the invitation holds the table, and it is drawn a turn after the
    // lobby on a busy machine (see FACE_DRAWN in play.mjs).
    await host.page.waitForFunction((guests) => guests.every(([seat, invitation]) => {
      const boxes = document.querySelectorAll(`[data-outbox="${seat}"]`);
      return boxes.length === 1 && boxes[0].value !== invitation;
    }), devices.slice(1).map((g) => [g.seat, g.invitation]));
    for (const guest of devices.slice(1)) {
      guest.table = await host.page.inputValue(`[data-outbox="${guest.seat}"]`);
      await deliver(guest.page, guest.table);
      await guest.page.waitForFunction((reply) => {
        const box = document.querySelector('[data-outbox="0"]');
        return document.querySelector('[data-fingerprint]') && (!box || box.value !== reply);
      }, guest.reply);
      guest.share = await guest.page.evaluate(() => document.querySelector('[data-outbox="0"]')?.value ?? null);
    }
    for (const guest of devices.slice(1)) if (guest.share) await deliver(host.page, guest.share);
    // The host takes each share a turn later on a busy machine: until then it still offers the table,
    // and what it offers or shows is not yet the started game's.
    for (const guest of devices.slice(1)) {
      if (!guest.share) continue;
      await host.page.waitForFunction(([seat, table]) => document.querySelector(`[data-outbox="${seat}"]`)?.value !== table,
        [guest.seat, guest.table]);
    }
  }
  for (const d of devices) await d.page.waitForSelector('[data-fingerprint]');
  const fingerprints = await Promise.all(devices.map((d) => d.page.getAttribute('[data-fingerprint]', 'data-fingerprint')));
  assert.ok(fingerprints.every((f) => f === fingerprints[0]), `every device shows the same fingerprint: ${fingerprints}`);
  return devices;
}

/** Removes every ICE server in a device's settings (two contexts on one machine need none). */
export async function removeServers(page) {
  await page.click('[data-ice-servers] summary');
  let left = await page.locator('[data-action="remove-server"]').count();
  while (left > 0) {
    await page.click('[data-action="remove-server"]');
    // The list is drawn again a turn later on a busy machine: count it once it is.
    await page.waitForFunction((n) => document.querySelectorAll('[data-action="remove-server"]').length < n, left);
    left = await page.locator('[data-action="remove-server"]').count();
  }
  await page.waitForSelector('[data-ice-none]');
}

/** The link a device offers a seat once it carries the device's live signal (its candidates gathered). */
export async function liveLink(page, seat) {
  const selector = `[data-outbox="${seat}"]`;
  await page.waitForFunction((s) => document.querySelector(s)?.value.includes('live='), selector, { timeout: 15000 });
  return page.inputValue(selector);
}

/** Whether a device's person is to act now. */
export async function toAct(page, game) {
  return page.evaluate((game) => {
    if (document.querySelector('[data-game-over]')) return false;
    return game === 'glux' ? !!document.querySelector('[data-face]') : !!document.querySelector('[data-turn]');
  }, game);
}

/** Plays the game to the end: whoever is to act acts by clicking, and every new link is carried. */
export async function playOut(devices, game, random) {
  const carried = new Set();
  const over = async () => (await Promise.all(devices.map((d) => d.page.evaluate(() =>
    !!document.querySelector('[data-game-over]') && document.querySelector('[data-verified]')?.getAttribute('data-verified') === 'yes'))))
    .every(Boolean);
  for (let round = 0; round < 2000; round++) {
    let acted = false;
    for (const d of devices) {
      if (await toAct(d.page, game)) {
        if (game === 'glux') await playOneAction(d.page, random);
        else await playGlakTurn(d.page, random);
        acted = true;
      }
    }
    let moved = false;
    for (const d of devices) {
      for (const [seat, url] of Object.entries(await outboxes(d.page))) {
        const key = `${seat} ${url}`;
        if (carried.has(key)) continue;
        carried.add(key);
        const target = devices.find((t) => t.seat === Number(seat));
        await deliver(target.page, url);
        moved = true;
      }
    }
    if (await over()) return;
    if (!acted && !moved) {
      // A link, or a move it brings, is drawn a turn later on a busy machine: wait for one before
      // concluding that nobody can act and no link is due.
      await waitUntil(async () => {
        for (const d of devices) {
          if (await toAct(d.page, game)) return true;
          if (Object.entries(await outboxes(d.page)).some(([seat, url]) => !carried.has(`${seat} ${url}`))) return true;
        }
        return over();
      }, `round ${round}: a device to act or a link to carry`);
    }
  }
  throw new Error('the game did not end');
}

export async function scores(page, game) {
  const selector = game === 'glux' ? '[data-vp-seat]' : '[data-score-seat]';
  return page.evaluate((selector) => [...document.querySelectorAll(selector)].map((el) => el.textContent), selector);
}


// Live play between devices (issue 26): separate browser contexts connect over WebRTC data
// channels on one machine (host candidates, no STUN), with the invitation and the reply carried
// once through the [data-outbox] and [data-inbox] hooks; then moves arrive by themselves. Whole
// games of both games end alike and verified on every device; a dropped channel is reopened with
// a new exchange of links and the game still ends alike; the invitation fits a QR code, and a move
// shows on the other device within the budget.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withBrowser, screenshot, SCREENSHOTS } from './harness.mjs';
import { seededRandom, playOneAction } from './play.mjs';
import { playGlakTurn } from './glak-play.mjs';
import { NAMES, setUpDevices, toAct, scores, deliver, liveLink, outboxes, playOut } from './devices.mjs';

// Local addresses as they are (not hidden behind mDNS names), so that contexts on one machine reach
// each other with host candidates alone.
const env = withBrowser({ args: ['--disable-features=WebRtcHideLocalIpsWithMdns'] });
const figures = { delays: [] };
after(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
  await writeFile(join(SCREENSHOTS, 'live-timing.json'), JSON.stringify(figures, null, 2));
  const sorted = [...figures.delays].sort((a, b) => a - b);
  console.log('live figures:', JSON.stringify({ ...figures, delays: undefined, moves: sorted.length,
    median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) }));
});

const logCount = (page) => page.evaluate(() => Number(document.querySelector('[data-log-count]')?.getAttribute('data-log-count') ?? -1));
const finished = (page) => page.evaluate(() => !!document.querySelector('[data-game-over]')
  && document.querySelector('[data-verified]')?.getAttribute('data-verified') === 'yes');

/** Waits until every device's channels are open. */
async function allOpen(devices) {
  for (const d of devices) await d.page.waitForSelector('[data-live="open"]', { timeout: 20000 });
}

/**
 * Plays a live game to the end by clicking only: no link is carried. In Glüx, the time from a
 * move made to the move shown on the next device is kept in `delays`. `interrupt(actions)` may
 * run after each action (to drop a channel mid-game).
 */
async function playLive(devices, game, random, { delays, interrupt } = {}) {
  let idle = 0;
  for (let actions = 0; actions < 3000;) {
    if ((await Promise.all(devices.map((d) => finished(d.page)))).every(Boolean)) return actions;
    let actor;
    for (const d of devices) {
      if (await toAct(d.page, game)) { actor = d; break; }
    }
    if (!actor) {
      idle += 25;
      if (idle > 20000) throw new Error(`after ${actions} actions nobody can act and nothing arrives`);
      await new Promise((r) => setTimeout(r, 25));
      continue;
    }
    idle = 0;
    if (game === 'glux') {
      await playOneAction(actor.page, random);
      // A move goes to the device of the seat to act next (in Glüx a seat may act twice running).
      if (delays && !(await toAct(actor.page, game)) && !(await finished(actor.page))) {
        const count = await logCount(actor.page);
        const others = devices.filter((d) => d !== actor);
        const start = performance.now();
        await Promise.any(others.map((o) => o.page.waitForFunction(
          (c) => Number(document.querySelector('[data-log-count]')?.getAttribute('data-log-count')) >= c,
          count, { polling: 'raf', timeout: 10000 })));
        delays.push(performance.now() - start);
        // The move that arrived is announced on the other device as a bot's move is.
        if (delays.length === 1) {
          const counts = await Promise.all(others.map((o) => logCount(o.page)));
          const next = others[counts.findIndex((c) => c >= count)];
          const said = await next.page.textContent('[data-announce]');
          assert.ok(said.includes(NAMES[actor.seat]), `announced: ${said}`);
        }
      }
    } else {
      await playGlakTurn(actor.page, random);
    }
    actions += 1;
    if (interrupt) await interrupt(actions);
    // While every channel is open, no device offers a link to send.
    for (const d of devices) {
      if (await d.page.locator('[data-live="open"]').count()) {
        assert.deepEqual(await outboxes(d.page), {}, `device ${d.seat} offers no link while connected`);
      }
    }
  }
  throw new Error('the game did not end');
}

async function sameEnd(devices, game, players) {
  const first = await scores(devices[0].page, game);
  assert.ok(first.length >= players, `scores shown: ${first}`);
  for (const d of devices) {
    assert.deepEqual(await scores(d.page, game), first, `device of seat ${d.seat}`);
    assert.equal(await d.page.getAttribute('[data-verified]', 'data-verified'), 'yes');
  }
}

for (const [game, players] of [['glux', 2], ['glak', 2], ['glux', 3], ['glak', 3]]) {
  test(`a ${players}-player ${game} game played live between ${players} devices ends alike and verified`, async () => {
    const devices = await setUpDevices(env, game, players, { live: true, noServers: true });
    for (const d of devices.slice(1)) {
      assert.ok(d.invitation.length <= 1500, `the invitation fits a QR code: ${d.invitation.length} characters`);
      figures[`invitation-${game}-${players}`] = Math.max(figures[`invitation-${game}-${players}`] ?? 0, d.invitation.length);
      figures[`reply-${game}-${players}`] = Math.max(figures[`reply-${game}-${players}`] ?? 0, d.reply.length);
    }
    await allOpen(devices);
    await screenshot(devices[0].page, `live-${game}-${players}-host-start`);
    const started = performance.now();
    const actions = await playLive(devices, game, seededRandom(600 + players), { delays: game === 'glux' ? figures.delays : undefined });
    figures[`seconds-${game}-${players}`] = Math.round((performance.now() - started) / 100) / 10;
    await sameEnd(devices, game, players);
    figures[`actions-${game}-${players}`] = actions;
    await screenshot(devices[1].page, `live-${game}-${players}-guest-end`);
    for (const d of devices) {
      d.page.assertClean();
      await d.context.close();
    }
  });
}

test('a bot seat plays on the creating device in a live game, and its moves reach the others', async () => {
  const devices = await setUpDevices(env, 'glux', 3, { live: true, noServers: true, bots: { 1: 'easy' } });
  assert.equal(devices.length, 2, 'the bot needs no device');
  await allOpen(devices);
  await playLive(devices, 'glux', seededRandom(9));
  await sameEnd(devices, 'glux', 3);
  for (const d of devices) {
    d.page.assertClean();
    await d.context.close();
  }
});

test('a move shows on the other device within 100 ms (median)', () => {
  const sorted = [...figures.delays].sort((a, b) => a - b);
  assert.ok(sorted.length >= 40, `moves measured: ${sorted.length}`);
  const median = sorted[Math.floor(sorted.length / 2)];
  assert.ok(median <= 100, `median ${median.toFixed(1)} ms`);
});

test('a dropped channel pauses the game with a banner; a new exchange of links reconnects, and the game ends alike', async () => {
  const devices = await setUpDevices(env, 'glux', 2, { live: true, noServers: true });
  const [host, guest] = devices;
  await allOpen(devices);
  let dropped = false;
  await playLive(devices, 'glux', seededRandom(77), {
    interrupt: async (actions) => {
      if (dropped || actions < 12) return;
      dropped = true;
      // The guest's device goes away (the page reloads: its channel closes) and comes back.
      await guest.page.reload();
      await host.page.waitForSelector('[data-live="closed"]', { timeout: 20000 });
      await host.page.waitForSelector('[data-live-banner]');
      await guest.page.waitForSelector('[data-live="closed"]', { timeout: 20000 });
      assert.match(await host.page.textContent('[data-live-banner]'), /Ben/);
      await screenshot(host.page, 'live-dropped-host');
      // The host's new link reconnects (carrying whatever move is due), and the guest's answer.
      const offer = await liveLink(host.page, 1);
      await deliver(guest.page, offer);
      const answer = await liveLink(guest.page, 0);
      await deliver(host.page, answer);
      await allOpen(devices);
    },
  });
  assert.ok(dropped, 'the channel was dropped mid-game');
  await sameEnd(devices, 'glux', 2);
  for (const d of devices) {
    d.page.assertClean();
    await d.context.close();
  }
});

test('the connection servers can be changed, and play goes on by links at any moment', async () => {
  const devices = await setUpDevices(env, 'glak', 2, { live: true, noServers: true });
  const [host, guest] = devices;
  await allOpen(devices);
  // A server that is not one is refused by name; a STUN server is listed, and can be removed.
  await host.page.click('[data-ice-servers] summary');
  await host.page.fill('[data-ice-input]', 'http://example.org');
  await host.page.click('[data-action="add-server"]');
  await host.page.waitForSelector('[data-ice-problem]');
  await host.page.fill('[data-ice-input]', 'stun:127.0.0.1:3478');
  await host.page.click('[data-action="add-server"]');
  await host.page.waitForSelector('[data-ice-server="0"]');
  assert.equal(await host.page.textContent('[data-ice-server="0"] code'), 'stun:127.0.0.1:3478');
  assert.equal(await host.page.locator('[data-ice-problem]').count(), 0);
  assert.deepEqual(JSON.parse(await host.page.evaluate(() => localStorage.getItem('glux.ice-servers'))), [{ url: 'stun:127.0.0.1:3478' }]);
  await host.page.click('[data-action="remove-server"]');
  await host.page.waitForSelector('[data-ice-none]');
  // A few turns live, then the host plays on by links: the channel closes, and links carry the rest.
  const random = seededRandom(5);
  for (let turns = 0; turns < 3;) {
    const actor = (await toAct(host.page, 'glak')) ? host : (await toAct(guest.page, 'glak')) ? guest : undefined;
    if (!actor) { await host.page.waitForTimeout(25); continue; }
    await playGlakTurn(actor.page, random);
    turns += 1;
  }
  await host.page.click('[data-action="use-links"]');
  await host.page.waitForFunction(() => !document.querySelector('[data-live]'));
  await guest.page.waitForSelector('[data-live="closed"]', { timeout: 20000 });
  await guest.page.waitForSelector('[data-live-banner]');
  await playOut(devices, 'glak', random);
  await sameEnd(devices, 'glak', 2);
  // After a reload the host's game is still played by links.
  await host.page.reload();
  await host.page.waitForSelector('[data-remote-game]');
  assert.equal(await host.page.locator('[data-live]').count(), 0);
  for (const d of devices) {
    d.page.assertClean();
    await d.context.close();
  }
});

// Playing live between devices in the browser (tests/e2e/live*.test.mjs): WebRTC data channels
// between browser contexts on one machine; moves arrive by themselves.
import assert from 'node:assert/strict';
import { waitUntil, screenshot, functional, timing } from './harness.mjs';
import { playOneAction } from './play.mjs';
import { playGlakTurn } from './glak-play.mjs';
import { NAMES, toAct, scores, setUpDevices, outboxes } from './devices.mjs';
import { seededRandom } from './play.mjs';

/** Chromium's flags for live play: local addresses as they are (not hidden behind mDNS names), so
 * that contexts on one machine reach each other with host candidates alone. */
export const LIVE_ARGS = ['--disable-features=WebRtcHideLocalIpsWithMdns'];

export const logCount = (page) => page.evaluate(() => Number(document.querySelector('[data-log-count]')?.getAttribute('data-log-count') ?? -1));
export const finished = (page) => page.evaluate(() => !!document.querySelector('[data-game-over]')
  && document.querySelector('[data-verified]')?.getAttribute('data-verified') === 'yes');

/** Waits until every device's channels are open. */
export async function allOpen(devices) {
  for (const d of devices) await d.page.waitForSelector('[data-live="open"]', { timeout: 20000 });
}

/**
 * Plays a live game to the end by clicking only: no link is carried. In Glüx, the time from a
 * move made to the move shown on the next device is kept in `delays`. `interrupt(actions)` may
 * run after each action (to drop a channel mid-game).
 */
export async function playLive(devices, game, random, { delays, interrupt } = {}) {
  for (let actions = 0; actions < 3000;) {
    if ((await Promise.all(devices.map((d) => finished(d.page)))).every(Boolean)) return actions;
    let actor;
    for (const d of devices) {
      if (await toAct(d.page, game)) { actor = d; break; }
    }
    if (!actor) {
      // A move on its way: wait until it arrives and someone can act, or every device is done.
      await waitUntil(async () => {
        for (const d of devices) if (await toAct(d.page, game)) return true;
        return (await Promise.all(devices.map((d) => finished(d.page)))).every(Boolean);
      }, `a device to act after ${actions} actions`);
      continue;
    }
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

export async function sameEnd(devices, game, players) {
  const first = await scores(devices[0].page, game);
  assert.ok(first.length >= players, `scores shown: ${first}`);
  for (const d of devices) {
    assert.deepEqual(await scores(d.page, game), first, `device of seat ${d.seat}`);
    assert.equal(await d.page.getAttribute('[data-verified]', 'data-verified'), 'yes');
  }
}

/**
 * A test for each `[game, players]`: a whole live game between that many devices, ending alike and
 * verified everywhere; the invitation's and the reply's lengths go to `figures`. The 2-player Glüx
 * game also measures how soon a move shows on the other device (`figures.delays`): it is a timing
 * test, played alone after the functional ones (scripts/e2e.sh).
 */
export function liveGames(env, figures, games) {
  for (const [game, players] of games) {
    const measured = game === 'glux' && players === 2;
    const name = `a ${players}-player ${game} game played live between ${players} devices ends alike and verified`;
    (measured ? timing : functional)(measured ? `${name}; a move shows on the other device within 100 ms (median)` : name, async () => {
      const devices = await setUpDevices(env, game, players, { live: true, noServers: true });
      for (const d of devices.slice(1)) {
        assert.ok(d.invitation.length <= 1500, `the invitation fits a QR code: ${d.invitation.length} characters`);
        figures[`invitation-${game}-${players}`] = Math.max(figures[`invitation-${game}-${players}`] ?? 0, d.invitation.length);
        figures[`reply-${game}-${players}`] = Math.max(figures[`reply-${game}-${players}`] ?? 0, d.reply.length);
      }
      await allOpen(devices);
      await screenshot(devices[0].page, `live-${game}-${players}-host-start`);
      const started = performance.now();
      const actions = await playLive(devices, game, seededRandom(600 + players), { delays: measured ? figures.delays : undefined });
      figures[`seconds-${game}-${players}`] = Math.round((performance.now() - started) / 100) / 10;
      await sameEnd(devices, game, players);
      figures[`actions-${game}-${players}`] = actions;
      if (measured) {
        const sorted = [...figures.delays].sort((a, b) => a - b);
        assert.ok(sorted.length >= 30, `moves measured: ${sorted.length}`);
        const median = sorted[Math.floor(sorted.length / 2)];
        assert.ok(median <= 100, `median ${median.toFixed(1)} ms`);
      }
      await screenshot(devices[1].page, `live-${game}-${players}-guest-end`);
      for (const d of devices) {
        d.page.assertClean();
        await d.context.close();
      }
    });
  }
}

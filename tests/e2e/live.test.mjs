// Live play between devices (issue 26): separate browser contexts connect over WebRTC data
// channels on one machine (host candidates, no STUN), with the invitation and the reply carried
// once through the [data-outbox] and [data-inbox] hooks; then moves arrive by themselves. Whole
// games of both games end alike and verified on every device; a dropped channel is reopened with
// a new exchange of links and the game still ends alike; the invitation fits a QR code, and a move
// shows on the other device within the budget.
import { after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withBrowser, screenshot, SCREENSHOTS, functional, waitUntil } from './harness.mjs';
import { seededRandom } from './play.mjs';
import { playGlakTurn } from './glak-play.mjs';
import { setUpDevices, toAct, deliver, liveLink, playOut } from './devices.mjs';
import { LIVE_ARGS, allOpen, playLive, sameEnd, liveGames } from './live-play.mjs';

const env = withBrowser({ args: LIVE_ARGS });
const figures = { delays: [] };
after(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
  await writeFile(join(SCREENSHOTS, 'live-timing.json'), JSON.stringify(figures, null, 2));
  const sorted = [...figures.delays].sort((a, b) => a - b);
  console.log('live figures:', JSON.stringify({ ...figures, delays: undefined, moves: sorted.length,
    median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) }));
});

// The other whole live games are live-games.test.mjs.
liveGames(env, figures, [['glux', 2]]);

functional('a bot seat plays on the creating device in a live game, and its moves reach the others', async () => {
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

functional('a dropped channel pauses the game with a banner; a new exchange of links reconnects, and the game ends alike', async () => {
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

functional('the connection servers can be changed, and play goes on by links at any moment', async () => {
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
    if (!actor) {
      await waitUntil(async () => (await toAct(host.page, 'glak')) || (await toAct(guest.page, 'glak')), 'a device to act');
      continue;
    }
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

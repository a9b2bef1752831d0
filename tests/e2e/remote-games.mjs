// Whole games between devices, turn by turn by link (issue 25), for the files that play them
// (remote-games-2/3/4.test.mjs, one per player count, so that they run side by side):
// separate browser contexts (separate storage) carry every link through the [data-outbox] and
// [data-inbox] hooks as a person would copy and paste it, and every device ends with the same scores
// and every draw verified, with the same table fingerprint.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screenshot, cli, functional } from './harness.mjs';
import { seededRandom } from './play.mjs';
import { setUpDevices, playOut, scores } from './devices.mjs';

/** A test for each `[game, players]`: a whole game between that many devices. */
export function wholeGamesBetweenDevices(env, games) {
  for (const [game, players] of games) {
    functional(`a ${players}-player ${game} game between ${players} devices, turn by turn by link, ends alike and verified`, async () => {
      const devices = await setUpDevices(env, game, players);
      await playOut(devices, game, seededRandom(250 + players));
      const first = await scores(devices[0].page, game);
      assert.ok(first.length >= players, `scores shown: ${first}`);
      for (const d of devices) {
        assert.deepEqual(await scores(d.page, game), first, `device of seat ${d.seat}`);
        assert.equal(await d.page.getAttribute('[data-verified]', 'data-verified'), 'yes');
      }
      await screenshot(devices[1].page, `remote-${game}-${players}-guest-end`);
      if (game === 'glux' && players === 2) {
        // The guest's exported file says which seat was elsewhere, carries the commitments and the
        // revealed secrets, and the command line checks every draw in it again.
        const page = devices[1].page;
        const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action="export"]')]);
        const file = join(mkdtempSync(join(tmpdir(), 'glux-remote-')), download.suggestedFilename());
        await download.saveAs(file);
        const exported = JSON.parse(readFileSync(file, 'utf8'));
        assert.deepEqual(exported.remote.elsewhere, [1]);
        assert.equal(exported.remote.reveals.filter(Boolean).length, 2, 'both secrets revealed at the end');
        const verdict = JSON.parse(cli('glux', ['verify', file]));
        const fingerprint = await page.getAttribute('[data-fingerprint]', 'data-fingerprint');
        assert.deepEqual(verdict, { verified: true, fingerprint, problems: [] }, 'the file\'s fingerprint is the one the device showed');
        // The History keeps the game as verified.
        if (await page.locator('[data-action="menu"]').isVisible()) await page.click('[data-action="menu"]');
        await page.click('[data-action="history"]');
        await page.waitForSelector('[data-history="ready"]');
        await page.waitForSelector('[data-history-row] [data-verification="verified"]');
      }
      for (const d of devices) {
        d.page.assertClean();
        await d.context.close();
      }
    });
  }
}

// Games between devices, turn by turn by link (issue 25): separate browser contexts (separate
// storage) carry every link through the [data-outbox] and [data-inbox] hooks as a person would copy
// and paste it; links opened twice, for the wrong seat or for another game change nothing; nothing
// a device stores, shows or sends holds another seat's secret before the end; kept games, handing a
// seat over, storage refused. The whole games are in remote-games-N.test.mjs.
import { after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withBrowser, openPage, watchPage, screenshot, SCREENSHOTS, SUB_PATH, functional, timing, expectAttribute, waitUntil, localeText, recordScreens } from './harness.mjs';
import { seededRandom, playOneAction } from './play.mjs';
import { linkBytes, deliver, outboxes, setUpDevices, NAMES } from './devices.mjs';

const env = withBrowser();
const figures = {};
after(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
  await writeFile(join(SCREENSHOTS, 'remote-timing.json'), JSON.stringify(figures, null, 2));
  console.log('remote figures:', JSON.stringify(figures));
});

// Issue 40: a friend's first contact. The page draws the invitation's join screen itself, so the
// friend reads it and types a name while the carrier (held back here until Join is pressed) loads;
// Join waits for it, and the carrier's lobby follows with the reply. Opened again on that device,
// the invitation opens the game it joined, not a second join screen.
functional('an invitation is read, filled in and joined on the page before the carrier has loaded', async () => {
  const host = await openPage(env.browser, env.server.origin);
  await host.page.goto(env.server.url);
  await host.page.click('[data-setup="players"] [data-value="2"]');
  await host.page.fill('[data-name="0"]', NAMES[0]);
  await host.page.selectOption('[data-seat-kind="1"]', 'remote');
  await host.page.click('[data-action="start-game"]');
  await host.page.waitForSelector('[data-lobby]');
  const invitation = await host.page.inputValue('[data-outbox="1"]');
  const guest = await openPage(env.browser, env.server.origin);
  // The carrier's module is held back until released (or the connection fails).
  const held = [];
  let holding = true;
  await guest.context.route('**/part-carrier-*.wasm', async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  // The page's first drawing is the join screen, never the new-game screen drawn and then replaced.
  await recordScreens(guest.context, { join: '[data-join]', 'new game': '[data-action="start-game"]' });
  await guest.page.goto(invitation);
  await guest.page.waitForSelector('[data-join] [data-action="join"]:not([disabled])');
  const drawn = await guest.page.evaluate(() => window.screensDrawn);
  assert.deepEqual(drawn, ['join'], `screens drawn before the join screen: ${drawn.join(', ')}`);
  assert.match(await guest.page.textContent('[data-join-seat="0"]'), /Anna/, "the host's name at the table");
  assert.equal(await guest.page.locator('#carrier').count(), 0, 'the carrier has not started');
  await waitUntil(() => held.length > 0, 'the page asks for the carrier while the person reads and types');
  // A name with a typo first.
  await guest.page.fill('[data-join-name]', 'Bn');
  await guest.page.click('[data-action="join"]');
  // Join waits for the carrier, keeping the name.
  await guest.page.waitForSelector('[data-action="join"][disabled]');
  assert.equal((await guest.page.textContent('[data-action="join"]')).trim(), localeText('en', 'remote.joining'));
  // A screen reader hears it: the live region, in the page before, says it.
  assert.equal((await guest.page.textContent('[role="status"][data-joining-status]')).trim(), localeText('en', 'remote.joining'));
  assert.equal(await guest.page.inputValue('[data-join-name]'), 'Bn');
  await screenshot(guest.page, 'remote-join-waiting');
  // The connection fails: the page says so, and Join can be pressed again, the name kept.
  for (const route of held.splice(0)) await route.abort('internetdisconnected');
  await guest.page.waitForSelector('[data-notice="problem"]');
  assert.equal((await guest.page.textContent('[data-notice="problem"] p')).trim(), localeText('en', 'remote.carrier-failed'));
  await guest.page.waitForSelector('[data-join] [data-action="join"]:not([disabled])');
  assert.equal(await guest.page.inputValue('[data-join-name]'), 'Bn');
  await screenshot(guest.page, 'remote-join-failed');
  // The connection back, the name corrected and Join pressed again: the carrier is downloaded
  // again, and the name it joins with is the corrected one. (A browser may answer the first retry
  // with a download of the part that failed, kept from the page's early preloads: then the notice
  // comes again, and Join is pressed again, as a person would.)
  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await guest.page.fill('[data-join-name]', NAMES[1]);
  for (let press = 1; ; press++) {
    await guest.page.click('[data-notice="problem"] button');
    await guest.page.waitForSelector('[data-notice]', { state: 'detached' });
    await guest.page.click('[data-action="join"]');
    const outcome = await guest.page.waitForFunction(() => {
      if (document.querySelector('[data-waiting-for="0"]')) return 'joined';
      return document.querySelector('[data-notice="problem"]') ? 'failed' : null;
    }, null, { timeout: 30_000 });
    if ((await outcome.jsonValue()) === 'joined') break;
    assert.ok(press < 3, `Join pressed ${press} times after the connection came back`);
  }
  assert.equal(await guest.page.locator('[data-notice]').count(), 0, 'no notice left');
  // The carrier takes the invitation and the name: its lobby, with the reply for the host.
  await guest.page.waitForSelector('[data-waiting-for="0"]');
  await deliver(host.page, await guest.page.inputValue('[data-outbox="0"]'));
  await host.page.waitForFunction((before) => {
    const box = document.querySelector('[data-outbox="1"]');
    return box && box.value !== before;
  }, invitation);
  assert.match(await host.page.textContent('[data-lobby]'), /Ben/, 'the host sees Ben at the table');
  assert.doesNotMatch(await host.page.textContent('[data-lobby]'), /\bBn\b/, 'not the name Join was first pressed with');
  // The same invitation opened again on the guest's device: the game it joined, no join screen.
  const again = await guest.context.newPage();
  await again.goto(invitation);
  await again.waitForSelector('[data-waiting-for="0"]');
  assert.equal(await again.locator('[data-join]').count(), 0);
  await again.close();
  host.page.assertClean();
  // The carrier's download failed once, on purpose (the parts' loader logs why).
  guest.page.assertClean({ allow: [/ERR_INTERNET_DISCONNECTED/, /Failed to fetch/] });
  await host.context.close();
  await guest.context.close();
});

// A turn link opened in a new tab of a device that has the app, on a phone's slow CPU: the carrier
// (a part of the page's module) comes in while the app's words load. It took the same table again
// from the network if its part was in first (a round trip more on a phone), and drew the game's
// lobby for the moment before the app drew the table (docs/performance.md, issue 40).
functional('a turn link opened in a new tab loads each table of words once and goes to the table without drawing the lobby', async () => {
  const devices = await setUpDevices(env, 'glux', 2);
  const [host, guest] = devices;
  const random = seededRandom(12);
  await playOneAction(host.page, random);
  const link = await host.page.inputValue('[data-outbox="1"]');
  await guest.context.addInitScript(() => {
    if (location.protocol === 'about:') return;
    window.lobbyBeforeTable = false;
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-face]')) observer.disconnect();
      else if (document.querySelector('[data-lobby]')) window.lobbyBeforeTable = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await guest.page.close();
  const page = watchPage(await guest.context.newPage(), env.server.origin);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(link);
  await page.waitForSelector('[data-face]');
  const words = await page.evaluate(() => performance.getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname).filter((path) => /\/locales\/(pages\/)?en\.txt$/.test(path)));
  assert.deepEqual(words.sort(), [`${SUB_PATH}locales/en.txt`, `${SUB_PATH}locales/pages/en.txt`], 'each table of words once');
  assert.equal(await page.evaluate(() => window.lobbyBeforeTable), false, 'no lobby drawn before the table');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  page.assertClean();
  await host.context.close();
  await guest.context.close();
});

functional('links opened twice, for another seat or for another game change nothing; no secret leaves a device early', async () => {
  const devices = await setUpDevices(env, 'glux', 2);
  const [host, guest] = devices;
  const random = seededRandom(7);
  // The host's start face, then the guest's.
  await playOneAction(host.page, random);
  const first = await host.page.inputValue('[data-outbox="1"]');
  await deliver(guest.page, first);
  await guest.page.waitForSelector('[data-face]');
  const before = await guest.page.evaluate(() => document.querySelector('[data-log-count]').getAttribute('data-log-count'));
  // Opened again: nothing new.
  await deliver(guest.page, first);
  await guest.page.waitForSelector('[data-notice="problem"], [data-remote-refusal]');
  assert.equal(await guest.page.evaluate(() => document.querySelector('[data-log-count]').getAttribute('data-log-count')), before);
  // A link meant for the host, opened on the guest's device (the guest plays until the host is to
  // move: the start player is drawn by both devices together, so it may be the guest).
  for (;;) {
    // A move's link is drawn a turn after the move, later on a busy machine: the guest's hand or it.
    await guest.page.waitForSelector('[data-outbox="0"], [data-face]');
    if (await guest.page.locator('[data-outbox="0"]').count()) break;
    await playOneAction(guest.page, random);
  }
  const moved = await guest.page.evaluate(() => document.querySelector('[data-log-count]').getAttribute('data-log-count'));
  const forHost = await guest.page.inputValue('[data-outbox="0"]');
  await deliver(guest.page, forHost);
  // Drawn in place of the refusal of the link opened twice, a turn later on a busy machine.
  await guest.page.locator('[data-remote-refusal]', { hasText: 'Anna' }).waitFor({ timeout: 5_000 }).catch(() => {});
  assert.match(await guest.page.textContent('[data-remote-refusal]'), /Anna/);
  // A damaged link and another game's link.
  await deliver(guest.page, forHost.slice(0, forHost.length - 20));
  const other = await setUpDevices(env, 'glux', 2);
  await playOneAction(other[0].page, seededRandom(8));
  const otherLink = await other[0].page.inputValue('[data-outbox="1"]');
  await deliver(guest.page, otherLink);
  await guest.page.locator('[data-remote-refusal]', { hasText: 'another game' }).waitFor({ timeout: 5_000 }).catch(() => {});
  assert.equal(await guest.page.evaluate(() => document.querySelector('[data-log-count]').getAttribute('data-log-count')), moved,
    'refused links change nothing');
  // Nothing the guest stores, shows or sends holds the host's secret, and the host's nothing of the guest's.
  const secrets = await Promise.all(devices.map((d) => d.page.evaluate(() => {
    const kept = Object.keys(localStorage).filter((k) => k.startsWith('glux.remote.')).map((k) => JSON.parse(localStorage.getItem(k)));
    return kept.flatMap((k) => k.session.secrets.filter(Boolean));
  })));
  assert.equal(secrets[0].length, 1);
  assert.equal(secrets[1].length, 1);
  // Decoded: the seed and the salt (16 bytes each) appear nowhere in what the other device stores
  // (every base64url string in it decoded), shows, or sends (every link decoded).
  const seedAndSalt = (secret) => {
    const raw = Buffer.from(secret, 'base64url');
    return [raw.subarray(0, 16), raw.subarray(16, 32)];
  };
  const everything = async (page) => {
    const { stored, shown, links } = await page.evaluate(() => ({
      stored: JSON.stringify(localStorage),
      shown: document.body.innerHTML,
      links: [...document.querySelectorAll('[data-outbox]')].map((el) => el.value),
    }));
    const decoded = [...stored.matchAll(/[A-Za-z0-9_-]{16,}/g)].map((m) => Buffer.from(m[0], 'base64url'));
    return { text: stored + shown, bytes: Buffer.concat([...decoded, ...links.map(linkBytes)]), links: links.length };
  };
  const seen = [await everything(host.page), await everything(guest.page)];
  assert.ok(seen[0].links > 0 || seen[1].links > 0, 'links were checked');
  for (const [i, j] of [[0, 1], [1, 0]]) {
    assert.ok(!seen[i].text.includes(secrets[j][0]), `device ${i} holds nothing of the other's secret`);
    for (const part of seedAndSalt(secrets[j][0])) {
      assert.ok(!seen[i].bytes.includes(part), `device ${i} stores or sends no byte string of the other's seed or salt`);
    }
  }
  // ... while each device's own secret is found that way in its own storage (the check can fail).
  for (const part of seedAndSalt(secrets[0][0])) assert.ok(seen[0].bytes.includes(part));
  for (const d of [...devices, ...other]) await d.context.close();
});


/** The device whose person is to move now, and the other (waiting up to 10 s for a link to land). */
async function whoMoves(a, b) {
  await Promise.any([a, b].map((d) => d.page.waitForSelector('[data-face]', { timeout: 10_000 })))
    .catch(() => { throw new Error('nobody is to move'); });
  return (await a.page.locator('[data-face]').count()) ? [a, b] : [b, a];
}

/** The mover acts (again, while it is still to act) until a new link for the other device is due. */
async function moveUntilLinkFor(mover, other, random) {
  const link = () => mover.page.evaluate((seat) => document.querySelector(`[data-outbox="${seat}"]`)?.value ?? null, other.seat);
  const before = await link();
  for (let i = 0; i < 10; i++) {
    await playOneAction(mover.page, random);
    // The link is drawn a turn after the move (later on a busy machine), unless the mover acts again.
    await mover.page.waitForFunction(([seat, before]) => document.querySelector('[data-face]')
      || (document.querySelector(`[data-outbox="${seat}"]`)?.value ?? null) !== before, [other.seat, before]);
    const now = await link();
    if (now && now !== before) return now;
  }
  throw new Error('no link came due');
}

/** Opens a link in the page, from its inbox (`receive`, pasted already) or as its address's fragment
 * (`address`, `hash`), and measures in the page the time until the person there can play (a hand
 * shown, nobody waited for). */
async function untilPlayable(page, how, hash) {
  return page.evaluate(([how, hash]) => new Promise((done) => {
    const start = performance.now();
    const playable = () => document.querySelector('[data-face]') && !document.querySelector('[data-waiting-for]');
    new MutationObserver((_, observer) => {
      if (playable()) {
        observer.disconnect();
        done(performance.now() - start);
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
    if (how === 'receive') document.querySelector('[data-action="receive"]').click();
    else location.hash = hash;
  }), [how, hash]);
}

/** Two devices with a 2-player Glüx game begun: the guest knows the start when it is to move first. */
async function begunPair(seed) {
  const devices = await setUpDevices(env, 'glux', 2);
  const [host, guest] = devices;
  // If the guest starts, it learns so from the host's link (the start is drawn by both devices).
  await host.page.waitForSelector('[data-face], [data-outbox="1"]');
  if (!(await host.page.locator('[data-face]').count())) await deliver(guest.page, await host.page.inputValue('[data-outbox="1"]'));
  return { devices, host, guest, random: seededRandom(seed) };
}

timing('a link from the other device shows a playable board within 300 ms, pasted or opened in the tab', async () => {
  const { devices, host, guest, random } = await begunPair(11);
  // Whoever is to move moves; the other device gets the link, pasted into its inbox or opened in
  // its tab, and the time until its hand is playable is measured in the page.
  const pasted = [];
  const opened = [];
  for (let i = 0; i < 6; i++) {
    const [mover, other] = await whoMoves(host, guest);
    const url = await moveUntilLinkFor(mover, other, random);
    if (i % 2 === 0) {
      await other.page.fill('[data-inbox]', url);
      pasted.push(await untilPlayable(other.page, 'receive'));
    } else {
      opened.push(await untilPlayable(other.page, 'address', new URL(url).hash));
    }
  }
  figures.link_pasted_to_playable_ms = pasted.map(Math.round);
  figures.link_opened_in_tab_to_playable_ms = opened.map(Math.round);
  for (const ms of [...pasted, ...opened]) assert.ok(ms <= 300, `a link opened shows a playable board within 300 ms: ${ms}`);
  for (const d of devices) {
    d.page.assertClean();
    await d.context.close();
  }
});

functional('a kept game comes back after a reload and from the list of games; a link opens it cold', async () => {
  const { devices, host, guest, random } = await begunPair(11);
  // A reload brings the game back where it was, with the links still due.
  const [mover, other] = await whoMoves(host, guest);
  const due = await moveUntilLinkFor(mover, other, random);
  const count = await mover.page.getAttribute('[data-log-count]', 'data-log-count');
  await mover.page.reload();
  await mover.page.waitForSelector(`[data-outbox="${other.seat}"]`);
  assert.equal(await mover.page.inputValue(`[data-outbox="${other.seat}"]`), due);
  assert.equal(await mover.page.getAttribute('[data-log-count]', 'data-log-count'), count);
  // The new-game screen lists it with whose move it is; Open brings it back.
  await mover.page.click('[data-action="new-game"]');
  await mover.page.waitForSelector('[data-kept-game]');
  assert.match(await mover.page.textContent('[data-kept-status]'), other.seat === 0 ? /Anna/ : /Ben/);
  await screenshot(mover.page, 'remote-kept-games');
  await mover.page.click('[data-action="open-kept"]');
  await mover.page.waitForSelector(`[data-waiting-for="${other.seat}"]`);
  assert.equal(await mover.page.getAttribute('[data-log-count]', 'data-log-count'), count);
  // Opened cold, in a page that loads anew (a new tab: `goto` to a link that differs only in its
  // hash would stay in the same document), the link still opens its game. The page's first drawing
  // is the carrier's place, never the new-game screen drawn and then replaced (issue 40).
  other.page.assertClean();
  await other.page.close();
  await recordScreens(other.context, { hand: '[data-face]', carrier: '[data-carrier-place]', 'new game': '[data-action="start-game"]' });
  other.page = watchPage(await other.context.newPage(), env.server.origin);
  const start = Date.now();
  await other.page.goto(due);
  await other.page.waitForSelector('[data-face]');
  figures.link_opened_cold_to_playable_ms = Date.now() - start;
  const drawn = await other.page.evaluate(() => window.screensDrawn);
  assert.ok(drawn.length > 0 && !drawn.includes('new game'), `screens drawn before the hand: ${drawn.join(', ')}`);
  for (const d of devices) {
    d.page.assertClean();
    await d.context.close();
  }
});

functional('the creating device hands a departed player\'s seat to a bot, and the record says from which move', async () => {
  const devices = await setUpDevices(env, 'glux', 2);
  const [host, guest] = devices;
  const random = seededRandom(12);
  // The host moves if it is first; then it waits for the guest, who goes away.
  await host.page.waitForSelector('[data-face], [data-waiting-for="1"]');
  while (await host.page.locator('[data-face]').count()) await playOneAction(host.page, random);
  await host.page.waitForSelector('[data-waiting-for="1"]');
  await guest.context.close();
  await host.page.click('[data-action="hand-over"]');
  await host.page.waitForSelector('[data-speed="fast"]');
  await host.page.click('[data-speed="fast"]');
  // The bot and the host's person play on: the host acts whenever a face is offered.
  for (;;) {
    await host.page.waitForSelector('[data-face], [data-game-over]', { timeout: 60_000 });
    if (await host.page.locator('[data-game-over]').count()) break;
    await playOneAction(host.page, random);
  }
  await host.page.waitForSelector('[data-game-over]');
  // The departed seat never revealed its secret: its draws before the handover cannot be checked.
  await expectAttribute(host.page, '[data-verified]', 'data-verified', 'no');
  assert.match(await host.page.textContent('[data-verified]'), /Ben/);
  const kept = await host.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('glux.remote.'))
    .map((k) => JSON.parse(localStorage.getItem(k)))[0]);
  assert.equal(kept.session.handovers.length, 1, JSON.stringify(kept.session.handovers));
  await screenshot(host.page, 'remote-handed-over');
  host.page.assertClean();
  await host.context.close();
});

functional('a game the browser refuses to keep says so on screen, and play goes on', async () => {
  const [host, guest] = await setUpDevices(env, 'glux', 2);
  // The host's storage fills up (or is refused, as in some private windows).
  await host.page.evaluate(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function setItem(key, value) {
      if (key.startsWith('glux.remote.')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return set.call(this, key, value);
    };
  });
  const random = seededRandom(13);
  await host.page.waitForSelector('[data-face], [data-outbox="1"]');
  if (await host.page.locator('[data-face]').count()) {
    await playOneAction(host.page, random);
  } else {
    await deliver(guest.page, await host.page.inputValue('[data-outbox="1"]'));
    await playOneAction(guest.page, random);
    await deliver(host.page, await guest.page.inputValue('[data-outbox="0"]'));
  }
  await host.page.waitForSelector('[data-remote-not-kept]');
  assert.match(await host.page.textContent('[data-remote-not-kept]'), /could not be saved/);
  // The game goes on: the link for the guest is there.
  await host.page.waitForSelector('[data-outbox="1"], [data-face]');
  for (const d of [host, guest]) await d.context.close();
});

/** Where each seat's signature starts in a table message's bytes (seat -> offset), read as
 * src/remote/message.rs writes it. */
function signatureOffsets(bytes) {
  let i = 1 + 1 + 1 + 8 + 1 + 1 + 16;
  const varint = () => {
    let n = 0;
    for (let shift = 0; ; shift += 7) {
      const b = bytes[i++];
      n += (b & 127) * 2 ** shift;
      if (b < 128) return n;
    }
  };
  varint();
  const flags = bytes[i++];
  if (flags & 1) i += 1 + 16 * bytes[i];
  if (flags & 2) i += 1 + 33 * bytes[i];
  if (flags & 4) {
    const count = bytes[i++];
    for (let k = 0; k < count; k++) {
      i += 1;
      varint();
      i += 64;
    }
  }
  const offsets = {};
  const count = bytes[i++];
  for (let k = 0; k < count; k++) {
    const seat = bytes[i++];
    varint();
    offsets[seat] = i;
    i += 64;
  }
  return offsets;
}

functional('a link altered on its way through another device is refused, says why, and changes nothing', async () => {
  const devices = await setUpDevices(env, 'glux', 3);
  const random = seededRandom(38);
  const [, relay, victim] = devices;
  const carried = new Set();
  // Play by the links until the relay (seat 1) has one for seat 2 that carries Anna's (seat 0's)
  // signed move: that link passes Anna's move on.
  let relayed = null;
  for (let round = 0; round < 200 && !relayed; round++) {
    let progressed = false;
    for (const d of devices) {
      if (await d.page.locator('[data-face]').count()) {
        await playOneAction(d.page, random);
        progressed = true;
      }
    }
    for (const d of devices) {
      for (const [seat, url] of Object.entries(await outboxes(d.page))) {
        if (carried.has(url)) continue;
        if (d === relay && seat === '2' && signatureOffsets(linkBytes(url))[0] !== undefined) {
          relayed = url;
          break;
        }
        carried.add(url);
        await deliver(devices.find((t) => t.seat === Number(seat)).page, url);
        progressed = true;
      }
      if (relayed) break;
    }
    // A link, or the hand it brings, is drawn a turn later on a busy machine: wait for one.
    if (!relayed && !progressed) {
      await waitUntil(async () => {
        for (const d of devices) {
          if (await d.page.locator('[data-face]').count()) return true;
          if (Object.values(await outboxes(d.page)).some((url) => !carried.has(url))) return true;
        }
        return false;
      }, 'a device to act or a link to carry');
    }
  }
  assert.ok(relayed, 'a link relays Anna\'s move');
  // The relaying device changes Anna's signature (as it would have to, to change her move).
  const bytes = linkBytes(relayed);
  bytes[signatureOffsets(bytes)[0] + 7] ^= 0x10;
  const altered = `${relayed.split('#play=')[0]}#play=${bytes.toString('base64url')}`;
  // The moves the victim's device has (none shown yet, if this link would start its game).
  const moves = () => victim.page.evaluate(() => document.querySelector('[data-log-count]')?.getAttribute('data-log-count') ?? null);
  const count = await moves();
  await deliver(victim.page, altered);
  await victim.page.waitForSelector('[data-remote-refusal]');
  const said = await victim.page.textContent('[data-remote-refusal]');
  assert.match(said, /Anna/);
  assert.match(said, /signature/);
  assert.match(said, /Nothing was changed/);
  assert.equal(await moves(), count, 'the refused link changed nothing');
  await screenshot(victim.page, 'remote-altered-link-refused');
  // The true link is taken.
  await deliver(victim.page, relayed);
  await victim.page.waitForFunction(() => !document.querySelector('[data-remote-refusal]'));
  for (const d of devices) {
    d.page.assertClean();
    await d.context.close();
  }
});

// Start pressed before the games in play have loaded (they make tables, and write a game between
// devices' setup): Start says it is starting and waits; a second press, even a double click, starts
// no second game; once they are in, one game, one lobby. If they cannot be loaded, Start says why and
// is back.
functional('Start pressed before the games in play load says it is starting, takes no second press and makes one game between devices', async () => {
  // The service worker would answer the part from its cache, out of the test's reach.
  const { page, context } = await openPage(env.browser, env.server.origin, { serviceWorkers: 'block' });
  const held = [];
  let mode = 'hold';
  await context.route('**/part-play-*.wasm', async (route) => {
    if (mode === 'hold') held.push(route);
    else if (mode === 'fail') await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto(env.server.url);
  await page.click('[data-setup="players"] [data-value="2"]');
  await page.fill('[data-name="0"]', NAMES[0]);
  await page.selectOption('[data-seat-kind="1"]', 'remote');
  await waitUntil(() => held.length > 0, 'the page asks for the games in play once its first screen is drawn');
  // The first try fails: Start says why and is back.
  mode = 'fail';
  for (const route of held.splice(0)) await route.abort('internetdisconnected');
  await page.click('[data-action="start-game"]');
  await page.waitForSelector('[data-notice="problem"]');
  assert.equal((await page.textContent('[data-notice="problem"] p')).trim(), localeText('en', 'play.failed'));
  await expectAttribute(page, '[data-action="start-game"]', 'disabled', null, 'Start is back');
  assert.equal((await page.textContent('[data-action="start-game"]')).trim(), localeText('en', 'new-game.start'));
  assert.equal((await page.textContent('[data-starting-status]')).trim(), '', 'nothing said while nothing waits');
  // Again, held this time, pressed twice at once.
  mode = 'hold';
  await page.dblclick('[data-action="start-game"]');
  await page.waitForSelector('[data-action="start-game"][disabled][aria-busy="true"]');
  assert.equal((await page.textContent('[data-action="start-game"]')).trim(), localeText('en', 'new-game.starting'));
  // A screen reader hears it: the live region, in the page before, says it.
  assert.equal((await page.textContent('[role="status"][data-starting-status]')).trim(), localeText('en', 'new-game.starting'));
  await page.waitForSelector('[data-notice="problem"]', { state: 'detached' });
  await waitUntil(() => held.length > 0, 'Start asks for the games in play again');
  await screenshot(page, 'new-game-starting');
  // They are in: one game, its lobby.
  mode = 'continue';
  for (const route of held.splice(0)) await route.continue();
  await page.waitForSelector('[data-lobby] [data-outbox="1"]');
  const invitation = await page.inputValue('[data-outbox="1"]');
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => /^glux\.remote\.[^.]+\.[^.]+\.\d+$/.test(k)));
  assert.equal(kept.length, 1, `the games between devices kept here: ${kept.join(', ')}`);
  // The lobby stays that game's: no second game took it over.
  assert.equal(await page.inputValue('[data-outbox="1"]'), invitation);
  page.assertClean({ allow: [/ERR_INTERNET_DISCONNECTED/, /Failed to fetch/] });
  await context.close();
});

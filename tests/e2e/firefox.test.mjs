// The same app in Firefox (ESR, headless), driven through WebDriver by geckodriver: a whole 2-player
// game by clicking, the bots in their Web Worker, and the offline reload. Playwright's own Firefox
// cannot be installed here, so these use selenium-webdriver, which speaks plain WebDriver.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { By, until } from 'selenium-webdriver';
import { serveDist, SCREENSHOTS, launchBrowser, openPage, cli, functional, timing, waitUntil } from './harness.mjs';
import { removeServers, liveLink } from './devices.mjs';
import { seededRandom, SAVE_KEY, engineEnd, playOneAction as playOneActionInChromium } from './play.mjs';
import { withFirefox, screenshot, count, click, waitFor, startGame, moves, playOneAction } from './firefox-play.mjs';

let server;
const figures = {};
before(async () => {
  server = await serveDist();
});
after(async () => {
  await server?.close();
  await mkdir(SCREENSHOTS, { recursive: true });
  await writeFile(join(SCREENSHOTS, 'firefox-performance.json'), JSON.stringify(figures, null, 2));
  console.log('firefox figures:', JSON.stringify(figures));
});

/** Every request the page made stayed on its own origin (the CSP allows nothing else). */
async function assertOwnOriginOnly(driver) {
  const foreign = await driver.executeScript(
    () => performance.getEntriesByType('resource').map((e) => e.name).filter((u) => !u.startsWith(location.origin)),
  );
  assert.deepEqual(foreign, [], 'no request leaves the page\'s origin');
}

functional('Firefox: a whole 2-player game by clicking, scored as the engine scores it', async () => {
  await withFirefox('game', async (driver) => {
    await driver.get(server.url);
    const random = seededRandom(2024);
    await startGame(driver, { players: 2, seed: 2024 });
    let actions = 0;
    while (await playOneAction(driver, random)) actions++;
    assert.equal(actions, 48, 'two players place 24 chips each');
    await waitFor(driver, '[data-game-over]');
    const shown = [];
    for (let i = 0; i < 2; i++) shown.push(Number(await driver.findElement(By.css(`[data-vp-seat="${i}"]`)).getText()));
    const saved = JSON.parse(await driver.executeScript((key) => localStorage.getItem(key), SAVE_KEY));
    const dir = join(SCREENSHOTS, 'firefox-record.json');
    await mkdir(SCREENSHOTS, { recursive: true });
    await writeFile(dir, JSON.stringify(saved.record));
    const engine = JSON.parse(cli('glux', ['score', dir]));
    assert.deepEqual(shown, engine.vp);
    await screenshot(driver, 'firefox-final-2p');
    await assertOwnOriginOnly(driver);
  });
});

functional('Firefox: the bots think in their Web Worker and play a game to the end', async () => {
  await withFirefox('bots', async (driver) => {
    await driver.get(server.url);
    await startGame(driver, { players: 2, seed: 99, kinds: ['hard', 'medium'] });
    await click(driver, '[data-speed="fast"]');
    await driver.wait(until.elementLocated(By.css('[data-game-over]')), 120_000);
    // 48 actions unless a bot was put out of the game (the bots' choices are seeded afresh): the
    // engine says how the saved game ends, and the log shows every action of it.
    const { record } = JSON.parse(await driver.executeScript((key) => localStorage.getItem(key), SAVE_KEY));
    const end = engineEnd(record);
    assert.ok(end.over, 'the engine finds the game over too');
    assert.equal(await moves(driver), end.actions);
    const worker = await driver.executeScript(
      () => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/bot-worker.js')),
    );
    assert.ok(worker, 'the bot worker was loaded: the bots did not think on the page');
    await screenshot(driver, 'firefox-bots-final');
    await assertOwnOriginOnly(driver);
  });
});

functional('Firefox: after one visit the app starts and plays with the server gone', async () => {
  const own = await serveDist();
  // The server is closed in the test, and here too if the test fails before (else it would keep
  // this file's process, and the whole run, waiting).
  after(() => own.close());
  await withFirefox('offline', async (driver) => {
    await driver.get(own.url);
    await waitFor(driver, '[data-square]');
    // The service worker is registered after load and caches the app shell.
    await driver.wait(() => driver.executeScript(() => navigator.serviceWorker?.ready.then(() => true)), 20_000);
    await driver.wait(() => driver.executeScript(async () => (await caches.keys()).length > 0 &&
      (await (await caches.open((await caches.keys())[0])).keys()).length >= 6), 20_000);
    assert.ok(await driver.executeScript(() => !!navigator.serviceWorker.controller), 'the worker took the page over');
    await own.close();
    // Navigating again, as a person would. (WebDriver's own refresh command bypasses the service
    // worker in Firefox, which no person's reload does.)
    await driver.get('about:blank');
    await driver.get(own.url);
    await waitFor(driver, '[data-action="start-game"]');
    const random = seededRandom(5);
    await startGame(driver, { players: 2, seed: 5 });
    for (let i = 0; i < 4; i++) await playOneAction(driver, random);
    assert.equal(await moves(driver), 4, 'play goes on with the server gone');
    await screenshot(driver, 'firefox-offline');
  });
});

timing('Firefox: the board is visible soon after navigation', async () => {
  await withFirefox('timing', async (driver) => {
    const times = [];
    for (let i = 0; i < 3; i++) {
      await driver.get('about:blank');
      await driver.get(server.url);
      // Navigation returns at the load event; the board may come just before or after it.
      times.push(await driver.executeAsyncScript((done) => {
        const seen = () => document.querySelector('[data-square]');
        if (seen()) return done(performance.now());
        new MutationObserver((_, observer) => {
          if (seen()) {
            observer.disconnect();
            done(performance.now());
          }
        }).observe(document, { childList: true, subtree: true });
      }));
    }
    figures.board_visible_ms = times.map(Math.round);
    assert.ok(Math.min(...times) <= 700, `board visible after ${times.join(', ')} ms`);
  });
});

functional('Firefox: a game between devices, a Chromium device inviting a Firefox one, turn by turn by link', async () => {
  const chromium = await launchBrowser();
  try {
    const { page: host } = await openPage(chromium, server.origin);
    await withFirefox('remote', async (driver) => {
      await host.goto(server.url);
      await host.fill('[data-name="0"]', 'Anna');
      await host.selectOption('[data-seat-kind="1"]', 'remote');
      await host.click('[data-action="start-game"]');
      const invitation = await host.inputValue('[data-outbox="1"]');
      await driver.get(invitation);
      await waitFor(driver, '[data-join-name]');
      await driver.findElement(By.css('[data-join-name]')).sendKeys('Ben');
      await click(driver, '[data-action="join"]');
      await waitFor(driver, '[data-outbox="0"]');
      const links = { host: new Set(), guest: new Set() };
      const carry = async () => {
        let carried = false;
        for (const el of await driver.findElements(By.css('[data-outbox="0"]'))) {
          const url = await el.getAttribute('value');
          if (links.guest.has(url)) continue;
          links.guest.add(url);
          await host.fill('[data-inbox]', url);
          await host.click('[data-action="receive"]');
          carried = true;
        }
        for (const url of await host.$$eval('[data-outbox="1"]', (els) => els.map((el) => el.value))) {
          if (links.host.has(url)) continue;
          links.host.add(url);
          // Pasted as a person would, then opened.
          await driver.executeScript((u) => { document.querySelector('[data-inbox]').value = u; }, url);
          await click(driver, '[data-action="receive"]');
          carried = true;
        }
        return carried;
      };
      const random = seededRandom(31);
      const verified = async () => (await host.evaluate(() => document.querySelector('[data-verified]')?.getAttribute('data-verified'))) === 'yes'
        && (await driver.executeScript(() => document.querySelector('[data-verified]')?.getAttribute('data-verified'))) === 'yes';
      for (let round = 0; round < 400 && !(await verified()); round++) {
        let acted = false;
        if (!(await host.locator('[data-game-over]').count()) && (await host.locator('[data-face]').count())) {
          await playOneActionInChromium(host, random);
          acted = true;
        }
        if (!(await count(driver, '[data-game-over]')) && (await count(driver, '[data-face]'))) {
          await playOneAction(driver, random);
          acted = true;
        }
        if (!(await carry()) && !acted) {
          await waitUntil(async () => (await carry()) || (await verified())
            || (await host.locator('[data-face]').count()) > 0 || (await count(driver, '[data-face]')) > 0,
          'a move to make or a link to carry');
        }
      }
      assert.ok(await verified(), 'both devices end verified');
      const shown = [];
      for (let i = 0; i < 2; i++) shown.push(await driver.findElement(By.css(`[data-vp-seat="${i}"]`)).getText());
      assert.deepEqual(shown, await host.$$eval('[data-vp-seat]', (els) => els.map((el) => el.textContent)));
      await screenshot(driver, 'firefox-remote-end');
      await assertOwnOriginOnly(driver);
    });
  } finally {
    await chromium.close();
  }
});

functional('Firefox: a live game, a Chromium device inviting a Firefox one over WebRTC', async () => {
  // Both browsers show their local addresses as they are (not behind mDNS names), so that they
  // reach each other on this machine with host candidates alone.
  const chromium = await launchBrowser(['--disable-features=WebRtcHideLocalIpsWithMdns']);
  try {
    const { page: host } = await openPage(chromium, server.origin);
    await withFirefox('live', async (driver) => {
      await host.goto(server.url);
      await host.fill('[data-name="0"]', 'Anna');
      await host.selectOption('[data-seat-kind="1"]', 'remote');
      await host.click('[data-setup="connection"] [data-value="live"]');
      await host.click('[data-action="start-game"]');
      await host.waitForSelector('[data-lobby]');
      await removeServers(host);
      const invitation = await liveLink(host, 1);
      await driver.get(invitation);
      await waitFor(driver, '[data-join-name]');
      await click(driver, '[data-ice-servers] summary');
      // The list is drawn again a turn after each click (later on a busy machine): count it once it is.
      let left = await count(driver, '[data-action="remove-server"]');
      while (left > 0) {
        await click(driver, '[data-action="remove-server"]');
        await driver.wait(async () => (await count(driver, '[data-action="remove-server"]')) < left, 10_000);
        left = await count(driver, '[data-action="remove-server"]');
      }
      await waitFor(driver, '[data-ice-none]');
      await driver.findElement(By.css('[data-join-name]')).sendKeys('Ben');
      await click(driver, '[data-action="join"]');
      await driver.wait(async () => (await driver.executeScript(
        () => document.querySelector('[data-outbox="0"]')?.value ?? '')).includes('live='), 20_000);
      const reply = await driver.executeScript(() => document.querySelector('[data-outbox="0"]').value);
      await host.fill('[data-inbox]', reply);
      await host.click('[data-action="receive"]');
      await host.waitForSelector('[data-live="open"]', { timeout: 20_000 });
      await waitFor(driver, '[data-live="open"]');
      const random = seededRandom(41);
      const verified = async () => (await host.evaluate(() => document.querySelector('[data-verified]')?.getAttribute('data-verified'))) === 'yes'
        && (await driver.executeScript(() => document.querySelector('[data-verified]')?.getAttribute('data-verified'))) === 'yes';
      // Moves flow by themselves: nobody carries a link.
      for (let round = 0; round < 2000 && !(await verified()); round++) {
        if (!(await host.locator('[data-game-over]').count()) && (await host.locator('[data-face]').count())) {
          await playOneActionInChromium(host, random);
        } else if (!(await count(driver, '[data-game-over]')) && (await count(driver, '[data-face]'))) {
          await playOneAction(driver, random);
        } else {
          await waitUntil(async () => (await verified()) || (await host.locator('[data-face]').count()) > 0
            || (await count(driver, '[data-face]')) > 0, 'a move to make, or the end');
        }
      }
      assert.ok(await verified(), 'both devices end verified');
      const shown = [];
      for (let i = 0; i < 2; i++) shown.push(await driver.findElement(By.css(`[data-vp-seat="${i}"]`)).getText());
      assert.deepEqual(shown, await host.$$eval('[data-vp-seat]', (els) => els.map((el) => el.textContent)));
      await screenshot(driver, 'firefox-live-end');
      await assertOwnOriginOnly(driver);
    }, { 'media.peerconnection.ice.obfuscate_host_addresses': false });
  } finally {
    await chromium.close();
  }
});

// Driving headless Firefox (ESR) through WebDriver by geckodriver, and playing Glüx in it the way a
// person does: only through the stable data-* hooks. Playwright's own Firefox cannot be installed
// here, so these use selenium-webdriver, which speaks plain WebDriver.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Builder, By, until } from 'selenium-webdriver';
import firefox from 'selenium-webdriver/firefox.js';
import { SCREENSHOTS } from './harness.mjs';
import { FACE_DRAWN } from './play.mjs';

const FIREFOX = process.env.FIREFOX ?? '/usr/bin/firefox-esr';
const GECKODRIVER = process.env.GECKODRIVER ?? execFileSync('sh', ['-c', 'command -v geckodriver'], { encoding: 'utf8' }).trim();

/**
 * A fresh headless Firefox with its own profile; `prefs` are set besides this module's own, and
 * `env` is Firefox's environment besides this process's.
 */
export async function launch(prefs = {}, env = {}) {
  const options = new firefox.Options().setBinary(FIREFOX).addArguments('-headless').windowSize({ width: 1280, height: 900 });
  // No network outside this machine, ever: no updates, telemetry or remote settings.
  for (const [pref, value] of [
    ['app.update.enabled', false],
    ['browser.shell.checkDefaultBrowser', false],
    ['datareporting.policy.dataSubmissionEnabled', false],
    ['toolkit.telemetry.enabled', false],
    ['network.captive-portal-service.enabled', false],
    ['browser.safebrowsing.malware.enabled', false],
    ['browser.safebrowsing.phishing.enabled', false],
    ['intl.accept_languages', 'en-GB'],
    ...Object.entries(prefs),
  ]) options.setPreference(pref, value);
  return new Builder()
    .forBrowser('firefox')
    .setFirefoxOptions(options)
    .setFirefoxService(new firefox.ServiceBuilder(GECKODRIVER).setEnvironment({ ...process.env, ...env }))
    .build();
}

/** Runs a test body with a browser, saving a screenshot if it fails and quitting in any case. */
export async function withFirefox(name, body, prefs, env) {
  const driver = await launch(prefs, env);
  try {
    await body(driver);
  } catch (error) {
    await screenshot(driver, `firefox-${name}-failed`).catch(() => {});
    throw error;
  } finally {
    await driver.quit();
  }
}

/** Saves a screenshot to target/e2e/NAME.png (never committed). */
export async function screenshot(driver, name) {
  await mkdir(SCREENSHOTS, { recursive: true });
  await writeFile(join(SCREENSHOTS, `${name}.png`), await driver.takeScreenshot(), 'base64');
}

export const count = async (driver, css) => (await driver.findElements(By.css(css))).length;
export const click = async (driver, css, nth = 0) => (await driver.findElements(By.css(css)))[nth].click();
// A board square is an SVG group, which geckodriver cannot scroll into view, and a chip may lie on
// its cell: the pointer goes where a person's finger would, to the middle of the square, and taps.
export async function clickSquare(driver, css, nth = 0) {
  const cell = (await driver.findElements(By.css(`${css} > rect.cell`)))[nth];
  await driver.executeScript((el) => el.scrollIntoView({ block: 'center' }), cell);
  await driver.actions({ async: true }).move({ origin: cell }).click().perform();
}
export const waitFor = (driver, css, ms = 20_000) => driver.wait(until.elementLocated(By.css(css)), ms);

/** From the new-game screen: players, seed and (optionally) seat kinds, then start. */
export async function startGame(driver, { players, seed, kinds = [] }) {
  await waitFor(driver, '[data-action="start-game"]');
  await click(driver, `[data-setup="players"] [data-value="${players}"]`);
  for (const [i, kind] of kinds.entries()) {
    await driver.findElement(By.css(`[data-seat-kind="${i}"] option[value="${kind}"]`)).click();
  }
  const seedField = await driver.findElement(By.css('[data-setup="seed"]'));
  await seedField.clear();
  await seedField.sendKeys(String(seed));
  await click(driver, '[data-action="start-game"]');
  // The new-game screen's preview has squares too: wait until it has given way to the game.
  await driver.wait(async () => (await count(driver, '[data-action="start-game"]')) === 0, 20_000);
  await waitFor(driver, '[data-square]');
}

export const moves = async (driver) =>
  Number((await driver.findElement(By.css('[data-log-count]')).getAttribute('data-log-count')) ?? 0);

/** One action of whoever is to act, as a person taps it: Ready, a face, a lit square (or the start option), Confirm. */
export async function playOneAction(driver, random) {
  if (await count(driver, '[data-game-over]')) return false;
  if (await count(driver, '[data-action="ready"]')) {
    await click(driver, '[data-action="ready"]');
    await waitFor(driver, '[data-face]');
  }
  const before = await moves(driver);
  const faces = await count(driver, '[data-face]');
  const face = Math.floor(random() * faces);
  await click(driver, '[data-face]', face);
  // Read the board once the chosen face is drawn with the squares it reaches, not a drawing early.
  await driver.wait(async () => driver.executeScript(FACE_DRAWN, face), 10_000);
  const legal = await count(driver, '[data-legal]');
  if (legal > 0) await clickSquare(driver, '[data-legal]', Math.floor(random() * legal));
  else if (await count(driver, '[data-action="start-option"]')) await click(driver, '[data-action="start-option"]');
  await waitFor(driver, '[data-action="confirm"]');
  await click(driver, '[data-action="confirm"]');
  await driver.wait(async () => (await moves(driver)) > before || (await count(driver, '[data-game-over]')) > 0, 10_000);
  return true;
}

/** Waits while bots move, until a person is asked to act or the game is over. */
export async function waitForPerson(driver, ms = 120_000) {
  await driver.wait(async () => (await count(driver, '[data-game-over]')) > 0 ||
    (await count(driver, '[data-action="ready"]')) > 0 || (await count(driver, '[data-face]')) > 0, ms);
}

// "Learn to play" (tutorial.html, issue 28): reached from the new-game screen and the rules page;
// each lesson walked to its end through its hooks in English and German (a phone-sized screenshot of
// every step, to /tmp/tutorial-shots); wrong clicks answered with the engine's reasons while the
// step stays; progress kept, stepped back, skipped, resumed, and a damaged saved value survived;
// the keyboard; the first game against Easy; and an axe audit of the page's screens.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync, mkdirSync } from 'node:fs';
import { withBrowser, openPage, expectAttribute, functional, chooseLanguage } from './harness.mjs';

const env = withBrowser();
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = '/tmp/tutorial-shots';
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

// Every step of each lesson, in order (src/glux/lessons.rs, src/glak/lessons.rs).
const STEPS = {
  glux: ['board', 'middle-room', 'faces', 'count', 'blocked', 'stack', 'double', 'start-option', 'forced',
    'excluded', 'draw', 'score-room', 'tie-first', 'tie-second', 'tie-break'],
  glak: ['area', 'lay', 'points', 'place', 'place-next', 'step', 'end-turn', 'territory', 'chain', 'groups',
    'jump', 'final-round', 'final-round-end', 'scoring'],
};

// Wrong clicks the walk makes first, with the engine's refusal the hint must carry (in each language).
const WRONG = {
  glux: {
    count: { click: '[data-square="4,9"]', hint: { en: /none of your top chips counts exactly/, de: /genau auf dieses Feld/ } },
    blocked: { click: '[data-square="5,4"]', hint: { en: /blocked by a chip in between/, de: /blockiert/ } },
    double: { click: '[data-square="6,9"]', hint: { en: /already holds two chips/, de: /zwei Plättchen/ } },
    'middle-room': { click: '[data-square="1,1"]', hint: { en: /not in room e/, de: /nicht in Raum e/ } },
  },
  glak: {
    'place-next': { click: '[data-field="3,0"]', hint: { en: /next to/, de: /neben einen deiner Steine/ } },
    place: { click: '[data-field="4,4"]', hint: { en: /another player's starting field/, de: /Startfeld eines anderen/ } },
    jump: { before: '[data-field="-3,4"]', click: '[data-field="-3,1"]', hint: { en: /territory/, de: /Gebiet/ } },
    territory: { click: '[data-field="-4,-1"]', hint: { en: /./, de: /./ } },
  },
};

/** What the page shows now, to wait for a change after a click. */
const signature = () => [
  document.querySelector('[data-tutorial-step]')?.getAttribute('data-tutorial-step'),
  document.querySelector('[data-tutorial-step]')?.getAttribute('data-step-name'),
  !!document.querySelector('[data-action="tutorial-next"]'),
  [...document.querySelectorAll('[data-tutorial-target]')].map((e) => e.outerHTML.slice(0, 60)).join('|'),
  !!document.querySelector('[data-tutorial-done]'),
  document.querySelector('[data-tutorial-hint]')?.textContent ?? '',
].join('#');

/** Waits until the page shows something else than `before` (a signature). The signature is put in
 * the page first, so that the wait's predicate is a function: a predicate given as text is run by
 * eval while it polls, which the page's CSP refuses (the wait failed whenever the change was not
 * there at the first look). */
async function changed(page, before) {
  await page.evaluate(`window.tutorialSignature = ${signature}`);
  await page.waitForFunction((b) => window.tutorialSignature() !== b, before, { timeout: 10_000 });
}

const stepName = (page) => page.getAttribute('[data-tutorial-step]', 'data-step-name');

/** Opens the tutorial in a language, with no progress. */
async function openTutorial(lang, options = {}) {
  const opened = await openPage(env.browser, env.server.origin, options);
  await opened.context.addInitScript((code) => {
    if (location.protocol === 'about:') return;
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('glux.lang', code);
      sessionStorage.setItem('seeded', '1');
    }
  }, lang);
  await opened.page.goto(`${env.server.url}tutorial.html`);
  await opened.page.waitForSelector('[data-tutorial="glux"]');
  return opened;
}

/**
 * Walks the lesson on screen to its end through the hooks: a wrong click first where WRONG names one
 * (the hint must appear and the step stay), then every target, else Next. Returns the steps seen.
 */
async function walk(page, game, lang, { shots = false } = {}) {
  const seen = [];
  const wronged = new Set();
  for (let guard = 0; guard < 120; guard++) {
    if (await page.$('[data-tutorial-done]')) break;
    const name = await stepName(page);
    const number = await page.getAttribute('[data-tutorial-step]', 'data-tutorial-step');
    if (seen.at(-1) !== name) {
      seen.push(name);
      assert.equal(Number(number), seen.length, `${name} is step ${seen.length}`);
      assert.match(await page.textContent('.lesson-progress'), new RegExp(`${seen.length}\\D+${STEPS[game].length}`));
      if (shots) await page.screenshot({ path: `${SHOTS}/${game}-${lang}-${String(seen.length).padStart(2, '0')}-${name}.png`, fullPage: true });
    }
    const wrong = WRONG[game][name];
    if (wrong && !wronged.has(name)) {
      wronged.add(name);
      if (wrong.before) {
        const before = await page.evaluate(signature);
        await page.click(wrong.before);
        await changed(page, before);
      }
      const before = await page.evaluate(signature);
      await page.click(wrong.click);
      await changed(page, before);
      const hint = await page.textContent('[data-tutorial-hint]');
      assert.match(hint, wrong.hint[lang], `${name}: the hint says why (${hint})`);
      assert.equal(await stepName(page), name, `${name}: a wrong click does not advance`);
      continue;
    }
    // A step done, its outcome shown (a text, a scoring): looked at too.
    if (shots && await page.$('[data-tutorial-outcome]')) {
      await page.screenshot({ path: `${SHOTS}/${game}-${lang}-${String(seen.length).padStart(2, '0')}-${name}-outcome.png`, fullPage: true });
    }
    // Act once the step is drawn with what it asks for: its targets, or Next. (Between two drawings
    // a step can show neither for a moment: a target step read then has no Next to click.)
    // A step with Next has no target: Next first, since the board's marks are set by an effect
    // after the drawing, and the done step's old marks may still be there for a turn.
    await page.waitForSelector('[data-tutorial-target], [data-action="tutorial-next"]');
    const before = await page.evaluate(signature);
    if (await page.locator('[data-action="tutorial-next"]').count()) {
      await page.click('[data-action="tutorial-next"]');
    } else {
      await page.locator('[data-tutorial-target]').first().click();
    }
    await changed(page, before);
  }
  assert.ok(await page.$('[data-tutorial-done]'), 'the lesson ends');
  return seen;
}

for (const lang of ['en', 'de']) {
  for (const game of ['glux', 'glak']) {
    functional(`${game}: the lesson is walked to its end through its hooks (${lang}${lang === 'en' ? ', on a phone' : ''})`, async () => {
      mkdirSync(SHOTS, { recursive: true });
      const { page, context } = await openTutorial(lang, lang === 'en' ? PHONE : {});
      // Set on the page once it is drawn (an effect, a browser turn later).
      await expectAttribute(page, 'html', 'lang', lang);
      await page.click(`[data-tutorial="${game}"]`);
      await page.waitForSelector('[data-tutorial-step]');
      const seen = await walk(page, game, lang, { shots: lang === 'en' });
      assert.deepEqual(seen, STEPS[game], 'every step, in order');
      // The end: the first game against Easy, in the app.
      const play = page.locator('[data-action="tutorial-play"]');
      assert.equal(await play.getAttribute('href'), `./?new=${game}&vs=easy`);
      if (lang === 'en') await page.screenshot({ path: `${SHOTS}/${game}-${lang}-done.png`, fullPage: true });
      assert.equal(await page.evaluate(() => localStorage.getItem('glux.tutorial.v1')), `glux=${game === 'glux' ? STEPS.glux.length : 0};glak=${game === 'glak' ? STEPS.glak.length : 0}`);
      await play.click();
      await page.waitForSelector('[data-action="start-game"]');
      // The app sets the game and the opponent the address asks for once it has started (a browser
      // turn after its first drawing).
      await page.waitForFunction(() => document.querySelector('[data-seat-kind="1"]')?.value === 'easy', null, { timeout: 5_000 })
        .catch(() => {});
      assert.equal(await page.getAttribute(`[data-setup="game"] [data-value="${game}"]`, 'aria-checked'), 'true');
      assert.equal(await page.inputValue('[data-seat-kind="1"]'), 'easy', 'the opponent is Easy');
      await page.click('[data-action="start-game"]');
      await page.waitForSelector(game === 'glux' ? '.board [data-square]' : '.area [data-field]');
      page.assertClean();
      await context.close();
    });
  }
}

functional('Learn to play is on the new-game screen and on the rules page, and leads to both lessons', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await page.waitForSelector('[data-action="start-game"]');
  assert.equal(await page.getAttribute('.new-game [data-action="tutorial"]', 'href'), './tutorial.html');
  await page.click('[data-action="rules"]');
  await page.waitForSelector('[data-rules]');
  await page.click('.rules-tutorial [data-action="tutorial"]');
  await page.waitForSelector('[data-tutorial="glux"]');
  assert.ok(await page.$('[data-tutorial="glak"]'));
  await page.click('[data-action="back-to-app"]');
  await page.waitForSelector('[data-action="start-game"]');
  page.assertClean();
  await context.close();
});

functional('progress is kept: back, skip ahead, leave and resume; a damaged saved value starts over', async () => {
  const { page, context } = await openTutorial('en');
  await page.click('[data-tutorial="glak"]');
  await page.waitForSelector('[data-step-name="area"]');
  await page.click('[data-action="tutorial-next"]');
  await page.waitForSelector('[data-step-name="lay"]');
  assert.equal(await page.$('[data-action="tutorial-next"]'), null, 'a step with a move has no Next');
  await page.click('[data-action="tutorial-skip"]');
  await page.waitForSelector('[data-step-name="points"]');
  await page.click('[data-action="tutorial-skip"]');
  await page.waitForSelector('[data-step-name="place"]');
  await page.click('[data-action="tutorial-back"]');
  await page.waitForSelector('[data-step-name="points"]');
  // Leave and come back: the lesson resumes where it was.
  await page.goto(`${env.server.url}tutorial.html`);
  await page.waitForSelector('[data-tutorial="glak"]');
  assert.match(await page.textContent('[data-tutorial="glak"]'), /Resume at step 3 of 14/);
  await page.click('[data-tutorial="glak"]');
  await page.waitForSelector('[data-step-name="points"]');
  // Start over from the list of lessons.
  await page.click('[data-action="tutorial-lessons"]');
  await page.click('[data-action="tutorial-restart"][data-lesson="glak"]');
  await page.waitForSelector('[data-step-name="area"]');
  // A damaged saved value: the page starts the lessons over, without an error.
  for (const damaged of ['glux=999;glak=-3', '{"not":"ours"}', 'glux=abc;;;=;glak', '\u0000']) {
    await page.evaluate((v) => localStorage.setItem('glux.tutorial.v1', v), damaged);
    await page.goto(`${env.server.url}tutorial.html`);
    await page.waitForSelector('[data-tutorial="glux"]');
    assert.equal(await page.textContent('[data-tutorial="glux"]'), 'Start', `${JSON.stringify(damaged)} starts over`);
    assert.equal(await page.textContent('[data-tutorial="glak"]'), 'Start');
  }
  // The address names a lesson.
  await reopen(page, 'glux');
  await page.waitForSelector('[data-step-name="board"]');
  page.assertClean();
  await context.close();
});

/** Tabs until a target has the focus, then presses `key` on it. */
async function pressTarget(page, key = 'Enter') {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.hasAttribute('data-tutorial-target'))) {
      const before = await page.evaluate(signature);
      await page.keyboard.press(key);
      await changed(page, before);
      return;
    }
  }
  throw new Error('no target took the focus');
}

functional('the keyboard: targets take the focus, Enter and Space act, the step text is a live region', async () => {
  const { page, context } = await openTutorial('en');
  await page.focus('[data-tutorial="glux"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-step-name="board"]');
  assert.equal(await page.getAttribute('[data-tutorial-step]', 'aria-live'), 'polite');
  await page.focus('[data-action="tutorial-next"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-step-name="middle-room"]');
  await pressTarget(page, 'Enter');
  await page.waitForSelector('[data-tutorial-outcome]');
  await page.focus('[data-action="tutorial-next"]');
  await page.keyboard.press(' ');
  await page.waitForSelector('[data-step-name="faces"]');
  await pressTarget(page, ' ');
  await page.waitForSelector('[data-step-name="count"]');
  await pressTarget(page, 'Enter');
  await page.waitForSelector('[data-step-name="blocked"]');
  // GLAK: a board's place and a field, from the keyboard.
  await reopen(page, 'glak');
  await page.waitForSelector('[data-step-name="area"]');
  await page.click('[data-action="tutorial-next"]');
  await page.waitForSelector('[data-step-name="lay"]');
  await pressTarget(page, 'Enter');
  await page.waitForSelector('[data-step-name="points"]');
  await page.click('[data-action="tutorial-next"]');
  await page.waitForSelector('[data-step-name="place"]');
  await pressTarget(page, 'Enter');
  await page.waitForSelector('[data-step-name="place-next"]');
  page.assertClean();
  await context.close();
});

/** Loads the tutorial anew at a lesson (a page load, not a change of the fragment only). */
async function reopen(page, lesson) {
  await page.goto('about:blank');
  await page.goto(`${env.server.url}tutorial.html#${lesson}`);
}

/** Runs axe-core on the page as it is; returns the serious and critical violations, described. */
async function audit(page) {
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
    .map((a) => a.finished.catch(() => {}))));
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`);
  });
}

functional('axe finds no serious or critical problems on the tutorial, in either language', async () => {
  for (const lang of ['en', 'de']) {
    const { page, context } = await openTutorial(lang);
    const problems = [];
    const check = async (what) => problems.push(...(await audit(page)).map((p) => `${lang} ${what}: ${p}`));
    await check('the choice of lesson');
    await page.click('[data-tutorial="glux"]');
    await page.waitForSelector('[data-step-name="board"]');
    await check('an explaining step');
    let before = await page.evaluate(signature);
    await page.click('[data-action="tutorial-next"]');
    await changed(page, before);
    await page.click('[data-square="1,1"]');
    await page.waitForSelector('[data-tutorial-hint]');
    await check('a hint');
    // A scored room, and the whole board's scoring.
    await page.evaluate(() => localStorage.setItem('glux.tutorial.v1', 'glux=12;glak=7'));
    await reopen(page, 'glux');
    await page.waitForSelector('[data-step-name="tie-first"]');
    await page.click('[data-tutorial-target]');
    await page.waitForSelector('[data-room-score]');
    await check('a scored room');
    await reopen(page, 'glak');
    await page.waitForSelector('[data-step-name="territory"]');
    before = await page.evaluate(signature);
    await page.click('[data-tutorial-target]');
    await changed(page, before);
    await page.click('[data-tutorial-target]');
    await page.waitForSelector('[data-final-score]');
    await check('a GLAK score');
    await page.evaluate(() => localStorage.setItem('glux.tutorial.v1', 'glux=15;glak=1'));
    await reopen(page, 'glux');
    await page.waitForSelector('[data-tutorial-done]');
    await check('the end of a lesson');
    await reopen(page, 'glak');
    await page.waitForSelector('[data-step-name="lay"]');
    await check('laying a board');
    page.assertClean();
    await context.close();
    assert.deepEqual(problems, []);
  }
});

functional('after one visit to the app the tutorial opens and plays with the network off, in both languages', async () => {
  const { page, context } = await openPage(env.browser, env.server.origin);
  await page.goto(env.server.url);
  await page.waitForSelector('[data-action="start-game"]');
  // The service worker has cached the app shell, the tutorial's page among it, and controls the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  await context.setOffline(true);
  await page.click('.new-game [data-action="tutorial"]');
  await page.waitForSelector('[data-tutorial="glak"]');
  await page.click('[data-tutorial="glak"]');
  await page.waitForSelector('[data-step-name="area"]');
  await page.click('[data-action="tutorial-next"]');
  await page.click('[data-tutorial-target]');
  await page.waitForSelector('[data-step-name="points"]');
  await chooseLanguage(page, 'de');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  assert.match(await page.textContent('[data-tutorial-step]'), /Aktionspunkte/);
  page.assertClean();
  await context.close();
});

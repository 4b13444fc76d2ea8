// Driving the built app through its UI with playwright-core, for the end-to-end tests and
// scripts/screenshots.mjs. Locators pierce the components' open shadow roots.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
}

/** A fresh page (own storage) in English, at the given size. */
export async function newPage(browser, url, { width = 1280, height = 800, lang = 'en' } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
  await context.addInitScript((l) => {
    if (!localStorage.getItem('uno.lang')) localStorage.setItem('uno.lang', l);
  }, lang);
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error(`[page error] ${err.message}`));
  await page.goto(url);
  await page.locator('uno-home #name').waitFor();
  return page;
}

export async function setName(page, name) {
  await page.locator('uno-home #name').fill(name);
}

/** Home → "Create a table"; resolves with the code shown in the lobby. */
export async function createTable(page, name) {
  await setName(page, name);
  await page.locator('uno-home #create-btn').click();
  const code = page.locator('uno-lobby .code');
  await code.waitFor({ timeout: 30_000 });
  return (await code.textContent()).trim();
}

/** Home → type the code → "Join"; resolves once the lobby shows. */
export async function joinTable(page, name, code) {
  await setName(page, name);
  await page.locator('uno-home #code').fill(code);
  await page.locator('uno-home #join-btn').click();
  await page.locator('uno-lobby .code').waitFor({ timeout: 30_000 });
}

/** Home → "Play solo" → bots and edition → "Play". */
export async function playSolo(page, name, { bots = 3, edition = 'classic' } = {}) {
  await setName(page, name);
  await page.locator('uno-home #solo-btn').click();
  const dialog = page.locator('uno-solo-setup');
  await dialog.locator('dialog[open]').waitFor();
  while ((await dialog.locator('li').count()) < bots) await dialog.locator('.count button').click();
  while ((await dialog.locator('li').count()) > bots) await dialog.locator('li button').first().click();
  await dialog.locator(`uno-edition-picker input[value="${edition}"]`).check();
  await dialog.locator('button[type=submit]').click();
  await page.locator('uno-table').waitFor();
}

/** The phase this page's client is in (read only, to know when to stop). */
export function phase(page) {
  return page.evaluate(() => document.querySelector('uno-app')?.client?.state.view?.phase ?? null);
}

/**
 * Keep, in the page, every distinct text the element at `selector` shows from now on (descendant
 * steps only, each searched through open shadow roots), read every 10 ms: a state that lasts less
 * than a test's poll interval (a host handing over on a quick machine) is still seen.
 * `recordedTexts(page)` returns them. Resolves with what stops the reading: it walks the page's
 * shadow roots each time, work a page at play should not keep doing.
 */
export async function recordTexts(page, selector) {
  await page.evaluate((parts) => {
    const seen = [];
    // each part is looked for below the last hit, through open shadow roots (as locators do)
    const find = (root, sel) => {
      const hit = root.querySelector(sel);
      if (hit) return hit;
      for (const el of root.querySelectorAll('*')) {
        const inner = el.shadowRoot && find(el.shadowRoot, sel);
        if (inner) return inner;
      }
      return null;
    };
    const read = () => {
      let hit = document;
      for (const part of parts) {
        hit = find(hit.shadowRoot ?? hit, part) ?? (hit.shadowRoot && find(hit, part));
        if (!hit) return;
      }
      const text = hit.textContent?.replace(/\s+/g, ' ').trim();
      if (text && seen.at(-1) !== text) seen.push(text);
    };
    globalThis.__recordedTexts = seen;
    clearInterval(globalThis.__recordingTexts);
    globalThis.__recordingTexts = setInterval(read, 10);
    read();
  }, selector.split(/\s+/));
  return () => page.evaluate(() => clearInterval(globalThis.__recordingTexts));
}

/** The texts `recordTexts` kept so far, in order (consecutive repeats once). */
export function recordedTexts(page) {
  return page.evaluate(() => globalThis.__recordedTexts ?? []);
}

/** What the page's client holds now, in one line: for the message of a test that times out. */
export function describeState(page) {
  return page
    .evaluate(() => {
      const v = document.querySelector('uno-app')?.client?.state.view;
      if (!v) return 'no view';
      const client = document.querySelector('uno-app')?.client;
      const legal = v.legal.map((a) => a.type + (a.card ? ` ${a.card}` : '')).join(', ');
      const seen = `phase ${v.phase}, turn ${v.turn}, hand [${v.hand.join(' ')}], counts [${v.counts.join(' ')}], top ${v.top}, pile ${v.pile}, legal [${legal}]`;
      // On the host's page, what the table itself holds: a client that stopped hearing its own
      // host shows an older table than the one waiting on it.
      const g = client?.host?.tableActor()?.getSnapshot()?.context?.g;
      const events = client?.state.events ?? [];
      const last = events.length ? events[events.length - 1].seq : null;
      const table = g
        ? `; host's table: turn ${g.turn}, counts [${g.hands.map((h) => h.length).join(' ')}], uno ${JSON.stringify(g.unoWindow ?? null)}, seq ${g.seq ?? '?'}`
        : '';
      // the last events this page holds, by type, with each race's losers: what the round is made of
      const recent = {};
      for (const e of events) recent[e.type] = (recent[e.type] ?? 0) + 1;
      const losers = events.filter((e) => e.type === 'raceEnd').map((e) => e.losers.join('+'));
      const made = `; its last ${events.length} events ${JSON.stringify(recent)}${losers.length ? `, races lost by ${losers.join(' ')}` : ''}`;
      return `${seen}; status ${client?.state.status}, error ${client?.state.error}, last event seq ${last}${table}${made}`;
    })
    .catch((err) => `unreadable: ${err.message}`);
}

/** Clicks the first visible match; true when a click landed. */
async function clickFirst(locator) {
  const n = await locator.count();
  for (let i = 0; i < n; i++) {
    const el = locator.nth(i);
    if (!(await el.isVisible().catch(() => false))) continue;
    if (
      await el.click({ timeout: 1500 }).then(
        () => true,
        () => false,
      )
    )
      return true;
  }
  return false;
}

/**
 * A point of the element that a click there would reach (the element itself is what the page
 * hit-tests there), or null. A fanned card is rotated about a point below it and covered by its
 * right-hand neighbour: a fixed offset in its bounding box (say its top-left corner) lands on the
 * neighbour or, for the cards tilted clockwise, on the empty corner of the box.
 */
function uncoveredPoint(el) {
  const deepHit = (x, y) => {
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit;
  };
  const reaches = (hit) => {
    for (let n = hit; n; n = n.parentNode ?? n.host ?? null) if (n === el) return true;
    return false;
  };
  el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const r = el.getBoundingClientRect();
  for (const fy of [0.15, 0.35, 0.55, 0.75]) {
    for (let fx = 0.04; fx < 1; fx += 0.08) {
      const x = r.left + r.width * fx;
      const y = r.top + r.height * fy;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      if (reaches(deepHit(x, y))) return { x, y };
    }
  }
  return null;
}

/** Clicks the first playable card of the hand where it shows; true when a click landed. */
async function clickCard(page, locator) {
  const n = await locator.count();
  for (let i = 0; i < n; i++) {
    const el = locator.nth(i);
    if (!(await el.isVisible().catch(() => false))) continue;
    // The card lifts as it becomes playable (a short transition): aim once it has settled.
    const point = await el.evaluate(uncoveredPoint).catch(() => null);
    if (!point) continue;
    await page.mouse.click(point.x, point.y);
    return true;
  }
  return false;
}

/**
 * One move, as a person would: answer the open dialog (its default answer, else its first
 * enabled button), else play a playable card, else play/keep a drawn card, else draw.
 * Returns what it did, or null when there was nothing to do.
 */
export async function step(page) {
  const dialog = page.locator('uno-table uno-dialog[open]');
  if (await dialog.count()) {
    const d = dialog.first();
    if (await d.locator('table.results').count()) return 'results';
    // A race: the rule's gesture is public (the dialog names the rule), and a player who knows
    // the rules makes it; the first choice offered is usually a decoy, and every lost race draws.
    const race = await page
      .evaluate(() => document.querySelector('uno-app')?.client?.state.view?.race ?? null)
      .catch(() => null);
    const gestures = d.locator('.gesture-grid button');
    if (race && (await gestures.count()) === race.choices.length) {
      if (await clickFirst(gestures.nth(race.choices.indexOf(race.gesture)))) return 'race';
    }
    if (await clickFirst(d.locator('[data-default]:not([disabled])'))) return 'dialog';
    if (await clickFirst(d.locator('button:not([disabled])'))) return 'dialog';
    return null;
  }
  if (await clickFirst(page.locator('uno-table .drawn button'))) return 'drawn';
  // UNO before the play that leaves one card (the button is lit then), as the rules ask.
  if (await clickFirst(page.locator('uno-table .uno-btn[data-lit="true"][aria-pressed="false"]:not([disabled])')))
    return 'uno';
  if (await clickCard(page, page.locator('uno-table uno-hand button[data-playable="true"]'))) return 'play';
  if (await clickFirst(page.locator('uno-table .draw[data-can="true"]'))) return 'draw';
  return null;
}

/**
 * A first card that is a Wild asks its color of the first player before anything else (one deal in
 * about 25), in a modal that leaves the rest of the table out of reach: that player answers it, as
 * a person would, before a test clicks anything else. Waits for the table's first view.
 */
export async function answerOpening(page) {
  const mine = () =>
    page.evaluate(() => {
      const v = document.querySelector('uno-app')?.client?.state.view;
      return v ? v.phase !== 'play' && v.turn === v.seat : null;
    });
  for (let i = 0; i < 100 && (await mine()) === null; i++) await page.waitForTimeout(100);
  for (let k = 0; k < 5 && (await mine()); k++) {
    // attached, not visible: the dialog's own box is empty, its content shows in the top layer
    await page.locator('uno-table uno-dialog[open]').waitFor({ state: 'attached', timeout: 10_000 });
    await step(page);
    await page.waitForTimeout(200);
  }
  if (await mine()) throw new Error(`the opening question is still open (${await describeState(page)})`);
}

/** Click through until every page shows the end of the round (or of the game). */
// A classic round of three runs 100 to 250 moves, each a few page round trips: about 1 s a move
// on a loaded 2-core machine (137 s seen for one round), hence the room.
export async function playRound(pages, { timeoutMs = 300_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  const done = (p) => p === 'roundOver' || p === 'gameOver';
  await Promise.all(
    pages.map(async (page, pi) => {
      // E2E_TRACE=1 prints each page's state every 20 s: where a slow round spends its time
      let nextLog = Date.now() + 20_000;
      while (!done(await phase(page))) {
        if (process.env.E2E_TRACE && Date.now() > nextLog) {
          nextLog = Date.now() + 20_000;
          console.log(`TRACE page ${pi} at ${new Date().toISOString()}: ${await describeState(page)}`);
        }
        if (Date.now() > deadline)
          throw new Error(`round did not end in ${timeoutMs} ms (${await describeState(page)})`);
        const did = await step(page);
        await page.waitForTimeout(did ? 60 : 120);
      }
      await page.locator('uno-table uno-dialog[open] table.results').waitFor({ timeout: 10_000 });
    }),
  );
}

/** Solo: play rounds (the host clicks "Next round") until the game is over. */
export async function playGame(page, { timeoutMs = 400_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  // What the page did, counted: a game that runs out of time says whether it was drawing (races
  // lost, catches) or waiting, and E2E_TRACE=1 prints the state every 20 s as playRound does.
  const did = {};
  let nextLog = Date.now() + 20_000;
  while ((await phase(page)) !== 'gameOver') {
    if (process.env.E2E_TRACE && Date.now() > nextLog) {
      nextLog = Date.now() + 20_000;
      console.log(`TRACE at ${new Date().toISOString()}: ${JSON.stringify(did)}; ${await describeState(page)}`);
    }
    if (Date.now() > deadline)
      throw new Error(
        `game did not end in ${timeoutMs} ms (the page's steps ${JSON.stringify(did)}; ${await describeState(page)})`,
      );
    if ((await phase(page)) === 'roundOver') {
      // "Next round" is the round-end dialog's default answer (the host's only).
      await clickFirst(page.locator('uno-table uno-dialog[open] [data-default]'));
      await page.waitForTimeout(200);
      continue;
    }
    const what = await step(page);
    did[what ?? 'waited'] = (did[what ?? 'waited'] ?? 0) + 1;
    await page.waitForTimeout(what ? 40 : 100);
  }
}

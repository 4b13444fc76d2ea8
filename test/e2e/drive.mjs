// Driving the built app through its UI with playwright-core, for the end-to-end tests and
// scripts/screenshots.mjs. Locators pierce the components' open shadow roots.
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
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

/** Clicks the first visible match; true when a click landed. `corner`: click near the top-left
 * corner, the part of a card a fanned hand leaves uncovered. */
async function clickFirst(locator, { corner = false } = {}) {
  const n = await locator.count();
  for (let i = 0; i < n; i++) {
    const el = locator.nth(i);
    if (!(await el.isVisible().catch(() => false))) continue;
    const options = corner ? { timeout: 1500, position: { x: 10, y: 14 } } : { timeout: 1500 };
    if (await el.click(options).then(() => true, () => false)) return true;
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
    if (await clickFirst(d.locator('[data-default]:not([disabled])'))) return 'dialog';
    if (await clickFirst(d.locator('button:not([disabled])'))) return 'dialog';
    return null;
  }
  if (await clickFirst(page.locator('uno-table .drawn button'))) return 'drawn';
  if (await clickFirst(page.locator('uno-table uno-hand button[data-playable="true"]'), { corner: true })) return 'play';
  if (await clickFirst(page.locator('uno-table .draw[data-can="true"]'))) return 'draw';
  return null;
}

/** Click through until every page shows the end of the round (or of the game). */
export async function playRound(pages, { timeoutMs = 150_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  const done = (p) => p === 'roundOver' || p === 'gameOver';
  await Promise.all(
    pages.map(async (page) => {
      while (!done(await phase(page))) {
        if (Date.now() > deadline) throw new Error(`round did not end in ${timeoutMs} ms (phase ${await phase(page)})`);
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
  while ((await phase(page)) !== 'gameOver') {
    if (Date.now() > deadline) throw new Error(`game did not end in ${timeoutMs} ms`);
    if ((await phase(page)) === 'roundOver') {
      // "Next round" is the round-end dialog's default answer (the host's only).
      await clickFirst(page.locator('uno-table uno-dialog[open] [data-default]'));
      await page.waitForTimeout(200);
      continue;
    }
    const did = await step(page);
    await page.waitForTimeout(did ? 40 : 100);
  }
}

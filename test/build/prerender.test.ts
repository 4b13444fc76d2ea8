/**
 * Issue 29, point 7: the built index.html holds the home and invite screens, prerendered in French
 * and in English, so a phone paints them before any script runs; the page shows the copy the app
 * would show, and the app takes over what the player typed and tapped meanwhile. Builds the app
 * into a temporary directory and opens it in headless Chromium (docs/smoothness-passes.md "Thirteenth
 * pass: the first paint before the script").
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CODE_MARK } from '../../scripts/prerender.mjs';
import appEn from '../../src/ui/i18n/app.en.js';
import appFr from '../../src/ui/i18n/app.fr.js';
import inviteEn from '../../src/ui/i18n/invite.en.js';
import inviteFr from '../../src/ui/i18n/invite.fr.js';

const outDir = mkdtempSync(join(tmpdir(), 'uno-prerender-'));
let html = '';
let server: Server;
let base = '';
let browser: Browser;

beforeAll(async () => {
  await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
  html = readFileSync(join(outDir, 'index.html'), 'utf8');
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    try {
      const body = readFileSync(join(outDir, path === '/' ? 'index.html' : path));
      res.writeHead(200, { 'content-type': extname(path) === '.js' ? 'text/javascript' : 'text/html' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/index.html`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

/** The copy of one variant in the built page's text. */
function copyOf(variant: string): string {
  const start = html.indexOf(`<pre-uno-app data-pre="${variant}"`);
  expect(start, variant).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</pre-uno-app>', start));
}

/** A page of the build in `lang`, its app's script held until `release()` (never, by default). */
async function open(lang: 'fr' | 'en', hash: string): Promise<{ page: Page; release: () => void }> {
  const context = await browser.newContext({ locale: lang, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((ok) => (release = ok));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  // not 'domcontentloaded': that waits for the held module script
  await page.goto(base + hash, { waitUntil: 'commit' });
  await page.locator('pre-uno-app:visible pre-uno-home').waitFor({ timeout: 30_000 });
  return { page, release };
}

/** The text of the copy the page shows (the others are not displayed). */
const shownText = (page: Page) => page.locator('pre-uno-app:visible pre-uno-home main').innerText();

describe('the prerendered home and invite', () => {
  it('are in the built index.html, in French and in English, with the words of each', () => {
    for (const [lang, app, invite] of [
      ['fr', appFr, inviteFr],
      ['en', appEn, inviteEn],
    ] as const) {
      const home = copyOf(`home-${lang}`);
      expect(home).toContain(app['app.home.create']);
      expect(home).toContain(app['app.home.tagline']);
      expect(home).toContain('shadowrootmode="open"');
      const inv = copyOf(`invite-${lang}`);
      expect(inv).toContain(invite['invite.join']);
      expect(inv).toContain(invite['invite.title'].replace('{code}', CODE_MARK));
    }
  });

  it('paint with no script of the app: the home in the browser language', async () => {
    const { page } = await open('fr', '#/');
    const text = await shownText(page);
    expect(text).toContain(appFr['app.home.create']);
    expect(text).not.toContain(appEn['app.home.create']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.context().close();
  }, 60_000);

  it("paint the invite with the link's code, and Enter sends no form", async () => {
    const { page } = await open('en', '#/join/ab12');
    const text = await shownText(page);
    expect(text).toContain(inviteEn['invite.title'].replace('{code}', 'AB12'));
    expect(text).not.toContain(CODE_MARK);
    const code = page.locator('pre-uno-app:visible #code');
    expect(await code.inputValue()).toBe('ab12');
    await code.press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).toBe(base + '#/join/ab12');
    await page.context().close();
  }, 60_000);

  it('hand over to the app what was typed before it loaded', async () => {
    const { page, release } = await open('en', '#/');
    await page.locator('pre-uno-app:visible #name').fill('Zoé');
    await page.locator('pre-uno-app:visible #code').fill('qx7');
    release();
    const live = page.locator('uno-home #name');
    await live.waitFor();
    await expect.poll(() => live.inputValue(), { timeout: 30_000 }).toBe('Zoé');
    expect(await page.locator('uno-home #code').inputValue()).toBe('qx7');
    expect(await page.locator('pre-uno-app').count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('answer a tap before the app: Join says it joins, and holds the tap', async () => {
    const { page } = await open('en', '#/join/ab12');
    await page.locator('pre-uno-app:visible #name').fill('Zoé');
    await page.locator('pre-uno-app:visible #join-btn').click();
    const join = page.locator('pre-uno-app:visible #join-btn');
    expect((await join.textContent())?.trim()).toBe(appEn['app.home.joining']);
    expect(await join.isDisabled()).toBe(true);
    expect(await page.locator('pre-uno-app:visible #create-btn').isDisabled()).toBe(true);
    expect(await page.evaluate(() => window.unoPrerender?.taps)).toEqual(['#join-btn']);
    await page.context().close();
  }, 60_000);

  it('answer Create with no name at once, and again once the app is there', async () => {
    const { page, release } = await open('fr', '#/');
    await page.locator('pre-uno-app:visible #create-btn').click();
    expect(await page.locator('pre-uno-app:visible #name-error').textContent()).toBe(appFr['app.home.nameMissing']);
    release();
    await expect
      .poll(() => page.locator('uno-home #name-error').textContent(), { timeout: 30_000 })
      .toBe(appFr['app.home.nameMissing']);
    await page.context().close();
  }, 60_000);
});

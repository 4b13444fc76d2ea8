/**
 * Installable and offline: the built app serves a manifest and a service worker; after one visit,
 * with the browser context offline, a reload opens the app from the cache and a solo game plays to
 * its end, in the language the page had not fetched online (French): the service worker has every
 * language's strings, the page only fetches its own.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, phase, playGame, playSolo } from './drive.mjs';

let browser: Browser;
const url = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('offline after the first visit', () => {
  it('reloads with the network off and plays a solo game to its end', async () => {
    const page = await newPage(browser, url());
    // the English page fetched English strings and no French ones
    const strings = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => /\/assets\/([\w-]+)\.(en|fr)-[\w-]+\.js$/.exec(e.name)?.[2])
        .filter(Boolean),
    );
    expect(strings).toContain('en');
    expect(strings).not.toContain('fr');
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as { display?: string; icons?: unknown[] }) : null;
    });
    expect(manifest?.display).toBe('standalone');
    expect(manifest?.icons?.length).toBeGreaterThan(1);
    // the service worker is installed (its precache filled) and active
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated', null, {
      timeout: 60_000,
    });

    await page.context().setOffline(true);
    expect(
      await page.evaluate(() =>
        fetch('/peerjs-config.json').then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    await page.reload();
    await page.locator('uno-home').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.locator('uno-home .langs button[lang=fr]').click();
    await expect.poll(() => page.locator('uno-home #create-btn').textContent()).toContain('Créer une table');

    // One bot, as in play.e2e: a house-rules game is one round, and a round is shortest heads-up
    // (each race's loser draws, and there every race is the bot's). Three bots took 527 s once;
    // heads-up, 289 s is the longest seen.
    await playSolo(page, 'Léa', { bots: 1, edition: 'house-rules' });
    expect(await page.locator('uno-table button.tool.leave').getAttribute('aria-label')).toBe('Quitter la table');
    await playGame(page, { timeoutMs: 540_000 });
    expect(await phase(page)).toBe('gameOver');
    await page.context().close();
  });
});

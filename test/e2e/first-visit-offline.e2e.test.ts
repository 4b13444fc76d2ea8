/**
 * Offline from the first visit, with no reload (issue 30 point 7): the service worker takes control
 * of the page that installed it and holds every chunk, so a solo game started after the network
 * went away loads its table, and the table's menu (a chunk of its own, fetched on first open)
 * opens. The installed app may turn sideways: the table has a layout for a phone on its side.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { answerOpening, launch, newPage, playSolo } from './drive.mjs';

let browser: Browser;
const url = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('the first visit', () => {
  it('is controlled by the service worker without a reload, and plays offline', async () => {
    const page = await newPage(browser, url());
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as { orientation?: string }) : null;
    });
    expect(manifest?.orientation ?? 'any', 'the installed app is not locked upright').toBe('any');
    // clients.claim(): the page that installed the worker is its client, without a reload
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    const chunks = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const n of names) for (const r of await (await caches.open(n)).keys()) urls.push(r.url);
      return urls.filter((u) => u.endsWith('.js')).map((u) => u.split('/').pop()!);
    });
    expect(
      chunks.some((c) => c.startsWith('uno-table-menu')),
      chunks.join(' '),
    ).toBe(true);

    await page.context().setOffline(true);
    await playSolo(page, 'Léa', { bots: 1, edition: 'classic' });
    await answerOpening(page);
    await page.locator('uno-table .menu-toggle').click();
    await page.locator('uno-table-menu dialog[open]').waitFor({ timeout: 10_000 });
    expect(await page.locator('uno-table .sheet-failed').count()).toBe(0);
    await page.context().close();
  });
});

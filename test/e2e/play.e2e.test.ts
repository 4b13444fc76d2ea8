/**
 * Whole games through the real UI: three pages meet at a table by its code over real WebRTC and
 * play a round to its end by clicking; one page plays solo against bots to the end of a game.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTable, joinTable, launch, newPage, phase, playGame, playRound, playSolo, setName } from './drive.mjs';

let browser: Browser;
const url = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('the app, end to end', () => {
  it('one page creates a table, two join by the code, and they play a round to its end', async () => {
    const host = await newPage(browser, url());
    const code = await createTable(host, 'Alice');
    expect(code).to.match(/^[A-Z0-9]{4,8}$/);

    const bob = await newPage(browser, url());
    await joinTable(bob, 'Bob', code.toLowerCase());
    // Chloé follows the join link: the code is already filled in.
    const link = await host.locator('uno-lobby .link input').inputValue();
    expect(link).toContain(`#/join/${code}`);
    const chloe = await newPage(browser, link);
    expect(await chloe.locator('uno-home #code').inputValue()).toBe(code);
    await setName(chloe, 'Chloé');
    await chloe.locator('uno-home #join-btn').click();
    await chloe.locator('uno-lobby .code').waitFor({ timeout: 30_000 });

    const names = host.locator('uno-lobby li .seat-name');
    await expect
      .poll(async () => (await names.allTextContents()).join('|'), { timeout: 20_000 })
      .toMatch(/Alice.*Bob.*Chloé/);
    await expect.poll(() => bob.locator('uno-lobby li').count()).toBe(3);

    await host.locator('uno-lobby .start button').click();
    for (const page of [host, bob, chloe]) await page.locator('uno-table uno-hand').waitFor({ timeout: 20_000 });

    await playRound([host, bob, chloe]);
    for (const page of [host, bob, chloe]) expect(['roundOver', 'gameOver']).toContain(await phase(page));
    // each page checked the round's deal in its own code (the built checker, loaded on demand); the
    // guests' check proves the deal to them; the host's own proves nothing to anyone, so its table
    // shows no box when it passes (docs/deal-check.md "Decisions")
    const dealCheck = (page: Page) => page.locator('uno-table uno-dialog[open] .deal-check').textContent();
    for (const page of [bob, chloe])
      await expect.poll(() => dealCheck(page), { timeout: 20_000 }).toContain('Deal checked ✓');
    await host.locator('uno-table uno-dialog[open]').first().waitFor({ state: 'attached', timeout: 20_000 });
    expect(await host.locator('uno-table uno-dialog[open] .deal-check').count()).toBe(0);
    if (process.env['DEAL_SCREENSHOT']) await bob.screenshot({ path: process.env['DEAL_SCREENSHOT'] });
    await Promise.all([host, bob, chloe].map((p) => p.context().close()));
  });

  it('one page plays solo against bots to the end of a game', async () => {
    const page = await newPage(browser, url());
    // House rules score one round only (docs/game-rules.md "Option defaults"), so a game is one round;
    // it also brings its dialogs (rule creation, races) into play.
    await playSolo(page, 'Léa', { bots: 1, edition: 'house-rules' });
    // Most such games take under two minutes; one took 289 s on a quiet machine (the test's
    // timeout is 600 s).
    await playGame(page, { timeoutMs: 540_000 });
    expect(await phase(page)).toBe('gameOver');
    await expect.poll(() => page.locator('uno-table uno-dialog[open] table.results').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});

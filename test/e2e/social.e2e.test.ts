/**
 * Issue 30 points 2-4 across three real pages over WebRTC: a line typed on one page shows on the
 * others, a reaction shows over its sender's chip on the others' tables, the host turns the chat
 * off, and a round is played to its end with the moments on screen. One page per size (360×740,
 * 740×360, 1280×800), in French and English; SHOTS=<folder> saves screenshots there.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { answerOpening, createTable, joinTable, launch, newPage, phase, playRound } from './drive.mjs';

let browser: Browser;
const url = () => inject('baseUrl');
const shots = process.env['SHOTS'];

beforeAll(async () => {
  browser = await launch();
  if (shots) mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
}

const chat = (page: Page) => page.locator('uno-table-chat');

async function openChat(page: Page) {
  await chat(page).locator('.chat-toggle').click();
  await chat(page).locator('dialog[open]').waitFor();
}

async function closeChat(page: Page) {
  await chat(page).locator('.close').click();
}

async function say(page: Page, text: string) {
  await chat(page).locator('#chat-input').fill(text);
  await chat(page).locator('.send').click();
}

for (const langs of [
  ['en', 'fr', 'en'],
  ['fr', 'en', 'fr'],
] as const) {
  describe(`chat and moments, ${langs.join('/')}`, () => {
    it('three pages chat, react, and play a round', async () => {
      const sizes = [
        { width: 1280, height: 800 },
        { width: 360, height: 740 },
        { width: 740, height: 360 },
      ];
      const tag = (i: number) => `${sizes[i]!.width}x${sizes[i]!.height}-${langs[i]}`;
      const alice = await newPage(browser, url(), { ...sizes[0], lang: langs[0] });
      const code = await createTable(alice, 'Alice');
      const bob = await newPage(browser, url(), { ...sizes[1], lang: langs[1] });
      await joinTable(bob, 'Bob', code);
      const chloe = await newPage(browser, url(), { ...sizes[2], lang: langs[2] });
      await joinTable(chloe, 'محمد', code);
      await expect.poll(() => alice.locator('uno-lobby li .seat-name').count(), { timeout: 20_000 }).toBe(3);
      await alice.locator('uno-lobby .start button').click();
      const pages = [alice, bob, chloe];
      for (const page of pages) await page.locator('uno-table uno-hand').waitFor({ timeout: 20_000 });
      for (const page of pages) await answerOpening(page);

      // Bob says something: every page's chat has it, Alice's button counts it while closed
      await openChat(bob);
      await say(bob, 'Salut tout le monde !');
      await expect.poll(() => chat(alice).locator('.badge').textContent(), { timeout: 10_000 }).toBe('1');
      await openChat(alice);
      await expect(chat(alice).locator('.lines li').last().textContent()).resolves.toContain('Salut tout le monde !');
      await say(alice, 'Hello Bob, bonne chance');
      await openChat(chloe);
      await expect
        .poll(() => chat(chloe).locator('.lines').textContent(), { timeout: 10_000 })
        .toContain('Hello Bob, bonne chance');
      await shoot(alice, `${tag(0)}-chat`);
      await shoot(bob, `${tag(1)}-chat`);
      await shoot(chloe, `${tag(2)}-chat`);
      for (const page of [bob, chloe]) await closeChat(page);

      // محمد claps: over its chip on Alice's and Bob's tables
      await openChat(chloe);
      await chat(chloe).locator('.reactions button[data-reaction="clap"]').click();
      await closeChat(chloe);
      for (const page of [alice, bob]) {
        const bubble = page.locator('uno-table .flights uno-reaction-bubble[data-seat="2"]');
        await bubble.waitFor({ timeout: 5_000 });
        const b = (await bubble.boundingBox())!;
        const chip = (await page.locator('uno-table uno-seat-chip[data-seat="2"]').boundingBox())!;
        expect(b.x + b.width / 2).toBeGreaterThanOrEqual(chip.x - 1);
        expect(b.x + b.width / 2).toBeLessThanOrEqual(chip.x + chip.width + 1);
      }
      await shoot(bob, `${tag(1)}-reaction`);
      await shoot(alice, `${tag(0)}-reaction`);

      // the host turns chat off: Bob's field goes, his panel says why
      await chat(alice).locator('details.people summary').click();
      await chat(alice).locator('#chat-off').check();
      await openChat(bob);
      await expect
        .poll(() => chat(bob).locator('.notice').textContent(), { timeout: 10_000 })
        .toMatch(/turned the chat off|coupé la discussion/);
      expect(await chat(bob).locator('#chat-input').count()).toBe(0);
      await shoot(bob, `${tag(1)}-chat-off`);
      await closeChat(bob);
      await shoot(alice, `${tag(0)}-chat-off`);
      await closeChat(alice);
      await shoot(chloe, `${tag(2)}-table`);

      if (langs[0] === 'en') {
        await playRound(pages);
        for (const page of pages) expect(['roundOver', 'gameOver']).toContain(await phase(page));
        // past the round-end dialog's fade-in
        await alice.waitForTimeout(600);
        for (const [i, page] of pages.entries()) await shoot(page, `${tag(i)}-round-over`);
      }
      await Promise.all(pages.map((p) => p.context().close()));
    });
  });
}

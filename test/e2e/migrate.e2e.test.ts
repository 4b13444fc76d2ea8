/**
 * A table that outlives its host, through the real UI: three pages meet at a table, the host sets
 * the guests' wait in the lobby, the game starts, and the host's page is closed mid-round. The two
 * guests see the honest waiting screen, then "Bob takes over the table…", then a live table again
 * with every hand as it was, and they finish the round by clicking. `E2E_SHOTS=<dir>` keeps a
 * screenshot of each state there.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  createTable,
  joinTable,
  launch,
  newPage,
  phase,
  playRound,
  recordedTexts,
  recordTexts,
  step,
} from './drive.mjs';

let browser: Browser;
const url = () => inject('baseUrl');
const shots = process.env.E2E_SHOTS;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** What the page's client holds, read only. */
const state = (page: Page) =>
  page.evaluate(() => {
    const c = (document.querySelector('uno-app') as unknown as { client: { state: Record<string, unknown> } | null })
      .client;
    const s = c?.state as
      | { status: string; isHost: boolean; view: { hand: string[] } | null; lobby: { epoch?: number } | null }
      | undefined;
    const kit = (c as unknown as { migration?: { share: string | null } } | null)?.migration;
    return s
      ? {
          status: s.status,
          isHost: s.isHost,
          hand: s.view?.hand ?? null,
          epoch: s.lobby?.epoch ?? 0,
          share: !!kit?.share,
        }
      : null;
  });

const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
};

describe('a table that outlives its host, end to end', () => {
  it("the host's page closes mid-round; a guest takes the table over and the two finish the round", async () => {
    const alice = await newPage(browser, url());
    const code = await createTable(alice, 'Alice');
    const bob = await newPage(browser, url());
    await joinTable(bob, 'Bob', code);
    const chloe = await newPage(browser, url());
    await joinTable(chloe, 'Chloé', code);
    await expect.poll(() => alice.locator('uno-lobby li').count(), { timeout: 20_000 }).toBe(3);

    // the host shortens the guests' wait for it to 5 s, in the lobby's rules
    await alice.locator('uno-lobby uno-rules-form summary').click();
    const wait = alice.locator('uno-lobby uno-rules-form #hostWaitMs');
    await wait.fill('5');
    await wait.dispatchEvent('change');
    await expect
      .poll(() => chloe.locator('uno-lobby uno-rules-form #hostWaitMs').inputValue(), { timeout: 10_000 })
      .toBe('5');

    await alice.locator('uno-lobby .start button').click();
    for (const page of [alice, bob, chloe]) await page.locator('uno-table uno-hand').waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => (await state(bob))?.share && (await state(chloe))?.share, { timeout: 20_000 })
      .toBe(true);
    // a few moves each, by clicking, and the round goes on
    for (let i = 0; i < 4; i++) for (const page of [alice, bob, chloe]) await step(page);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await phase(bob)).not.toBe('roundOver');
    const hands = [(await state(bob))!.hand, (await state(chloe))!.hand];

    // The hand-over can take less than a poll's interval on a quick machine: the page keeps every
    // text its waiting screen shows, and the screenshots are taken only while the state lasts.
    const stopRecording = await recordTexts(chloe, 'uno-host-gone .wait');
    await alice.context().close();
    const shown = (re: RegExp) => async () => (await recordedTexts(chloe)).some((t) => re.test(t));
    // the honest waiting screen, counting down the 5 s
    const waiting = /Waiting for Alice — [1-5] s/;
    await expect.poll(shown(waiting), { timeout: 10_000 }).toBe(true);
    await shot(chloe, 'migrate-1-waiting');
    // past the wait: Bob, seat 1, takes the table over
    const moving = /Bob takes over the table…/;
    await expect.poll(shown(moving), { timeout: 15_000 }).toBe(true);
    if (moving.test((await recordedTexts(chloe)).at(-1) ?? '')) await shot(chloe, 'migrate-2-moving');
    await stopRecording();
    // then a live table again, under Bob
    for (const page of [bob, chloe])
      await expect.poll(async () => (await state(page))?.epoch, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => chloe.locator('uno-host-gone').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => chloe.locator('uno-app .toast').textContent()).toBe('Bob hosts the table now.');
    await shot(chloe, 'migrate-3-back');
    await shot(bob, 'migrate-4-new-host');
    expect((await state(bob))!.isHost).toBe(true);
    expect([(await state(bob))!.hand, (await state(chloe))!.hand]).toEqual(hands);

    // Bob and Chloé (and Alice's stand-in) finish the round, by clicking
    await playRound([bob, chloe]);
    for (const page of [bob, chloe]) expect(['roundOver', 'gameOver']).toContain(await phase(page));
    await shot(chloe, 'migrate-5-round-over');
    await Promise.all([bob, chloe].map((p) => p.context().close()));
  });
});

/**
 * Two humans and two bots, through the real UI: the host's page closes mid-round. Nobody else can
 * host the table (one guest holds no deal: docs/migration.md "Two humans and bots"), so the guest is
 * offered, within a few seconds and before the table's wait is over, to play on against the bots
 * or to wait. It waits first (the offer stays at hand), then plays on by keyboard: a new game on its
 * page, seated as the table was, the host's seat a bot, and it plays the round out.
 * `E2E_SHOTS=<dir>` keeps a screenshot of each state there.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTable, joinTable, launch, newPage, phase, playRound, step } from './drive.mjs';

let browser: Browser;
const url = () => inject('baseUrl');
const shots = process.env.E2E_SHOTS;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

interface Seen {
  status: string;
  isHost: boolean;
  seat: number | null;
  code: string;
  edition: string;
  options: Record<string, unknown>;
  seats: { name: string; kind: string; bot?: string }[];
  scores: number[] | null;
}

/** What the page's client holds, read only. */
const state = (page: Page) =>
  page.evaluate(() => {
    const c = (document.querySelector('uno-app') as unknown as { client: { state: Record<string, unknown> } | null })
      .client;
    const s = c?.state as
      | {
          status: string;
          isHost: boolean;
          seat: number | null;
          lobby: Seen & { seats: Seen['seats'] };
          view: { scores?: number[] } | null;
        }
      | undefined;
    if (!s?.lobby) return null;
    const { code, edition, options, seats } = s.lobby;
    return {
      status: s.status,
      isHost: s.isHost,
      seat: s.seat,
      code,
      edition,
      options,
      seats: seats.map(({ name, kind, bot }) => (bot ? { name, kind, bot } : { name, kind })),
      scores: s.view?.scores ?? null,
    } satisfies Seen;
  });

const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
};

async function addBot(host: Page, level: string): Promise<void> {
  await host.locator('uno-lobby .add-bot select').selectOption(level);
  await host.locator('uno-lobby .add-bot button').click();
}

describe('the host leaves a table of two humans and bots, end to end', () => {
  it('the guest is offered to play on, waits, then plays on against the bots in a new game', async () => {
    const alice = await newPage(browser, url());
    const code = await createTable(alice, 'Alice');
    await addBot(alice, 'hard');
    await addBot(alice, 'easy');
    const bob = await newPage(browser, url());
    await joinTable(bob, 'Bob', code);
    await expect.poll(() => alice.locator('uno-lobby li').count(), { timeout: 20_000 }).toBe(4);

    await alice.locator('uno-lobby .start button').click();
    for (const page of [alice, bob]) await page.locator('uno-table uno-hand').waitFor({ timeout: 20_000 });
    for (let i = 0; i < 3; i++) for (const page of [alice, bob]) await step(page);
    const before = (await state(bob))!;
    expect(before.seats.map((x) => x.name)).toEqual(['Alice', expect.any(String), expect.any(String), 'Bob']);

    const closed = Date.now();
    await alice.context().close();
    const gone = bob.locator('uno-host-gone');
    // the choice comes within a few seconds, before the table's wait (15 s) is over
    await gone.locator('button.play-on').waitFor({ timeout: 8_000 });
    expect(Date.now() - closed).toBeLessThan(8_000);
    await expect.poll(() => gone.locator('.wait').textContent()).toMatch(/Waiting for Alice — \d+ s/);
    expect(await gone.locator('.offer').textContent()).toContain('Nobody else can host this game');
    await shot(bob, 'host-gone-bots-1-offer');

    // Bob waits: the offer shrinks to a line and a button, still at hand
    await gone.locator('button.wait-on').click();
    await expect.poll(() => gone.locator('.offer').textContent()).toContain('You wait for Alice');
    expect(await gone.locator('button.play-on').count()).toBe(1);
    expect((await state(bob))!.status).toBe('reconnecting');
    await shot(bob, 'host-gone-bots-2-waiting');

    // then plays on, by keyboard
    await gone.locator('button.play-on').focus();
    await bob.keyboard.press('Enter');
    await expect.poll(async () => (await state(bob))?.isHost, { timeout: 20_000 }).toBe(true);
    const after = (await state(bob))!;
    expect(after.status).toBe('playing');
    expect(after.seat).toBe(0);
    expect(after.code).not.toBe(before.code);
    expect(after.edition).toBe(before.edition);
    expect(after.options).toEqual(before.options);
    // seated as before, seen from Bob's seat: Alice after him, then the two bots at their levels
    const [, bot1, bot2] = before.seats;
    expect(after.seats).toEqual([
      { name: 'Bob', kind: 'human' },
      { name: 'Alice', kind: 'bot', bot: 'normal' },
      { name: bot1!.name, kind: 'bot', bot: 'hard' },
      { name: bot2!.name, kind: 'bot', bot: 'easy' },
    ]);
    expect(after.scores ?? [0, 0, 0, 0]).toEqual([0, 0, 0, 0]);
    expect(await bob.locator('uno-host-gone').count()).toBe(0);
    await shot(bob, 'host-gone-bots-3-new-game');

    // and Bob plays the round out against the bots, by clicking
    await playRound([bob]);
    expect(['roundOver', 'gameOver']).toContain(await phase(bob));
    await shot(bob, 'host-gone-bots-4-round-over');
    await bob.context().close();
  });
});

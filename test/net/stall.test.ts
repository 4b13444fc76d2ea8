/**
 * No stall (docs/security.md): one idle or flapping guest cannot stop a table. Each test is an
 * attack from the audit that worked before and must not work again.
 */
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.js';
import { DEFAULT_SETTINGS } from '../../src/net/host/table-host.js';
import type { HostSettings } from '../../src/net/terms/lobby.js';
import { createHarness, settle } from './harness.js';

type H = Awaited<ReturnType<typeof createHarness>>;

/** Host and Ana; the host plays (through its own client) until it is Ana's turn. */
async function anaToPlay(seed: string, settings: Partial<HostSettings>) {
  const h = await createHarness({ settings: { edition: 'classic', ...settings }, seed });
  const ana = await h.addGuest('Ana');
  expect(h.host.start()).toEqual({ ok: true });
  await settle();
  const bot = createBot('normal', 'host-player');
  for (let i = 0; i < 20 && h.host.currentTable!.turn !== 1; i++) {
    const d = h.hostClient.state.view && bot.decide(h.hostClient.state.view);
    if (d) await h.hostClient.act(d.action);
    await settle();
  }
  expect(h.host.currentTable!.turn).toBe(1);
  expect(h.host.currentTable!.phase).toBe('play');
  return { h, ana };
}

/** Time passes in small steps, as it does for a live page (messages flow between the ticks). */
async function pass(h: H, ms: number) {
  for (let t = 0; t < ms; t += 500) {
    h.clock.advance(Math.min(500, ms - t));
    await settle();
  }
}

/** Ana's own moves since `since` (her seat played or drew). */
const anaMoved = (h: H, since: number) =>
  h.host
    .currentTable!.eventsFor(0, since)
    .some((e) => ['play', 'draw', 'pass'].includes(e.type) && 'seat' in e && e.seat === 1);

describe('no stall', () => {
  it('by default a turn left idle for 60 s is played by a stand-in; the player keeps the seat', async () => {
    expect(DEFAULT_SETTINGS.turnMs).toBe(60_000);
    const { h, ana } = await anaToPlay('idle', {});
    const seq = h.host.currentTable!.lastSeq;
    expect(ana.client.state.deadline).toBe(h.clock.now() + 60_000);
    await pass(h, 59_000);
    expect(h.host.currentTable!.lastSeq).toBe(seq);
    await pass(h, 1_100);
    expect(anaMoved(h, seq)).toBe(true);
    expect(h.host.currentTable!.turn).toBe(0);
    expect(h.host.lobbyFor(null).seats[1]).toMatchObject({ connected: true, standIn: false });
    // her next turn is hers to play again
    expect(ana.client.state.status).toBe('playing');
  });

  it('the turn clock can be changed and removed in the lobby', async () => {
    const h = await createHarness({ seed: 'clock-settings' });
    expect(h.hostClient.state.lobby!.turnMs).toBe(60_000);
    expect(h.host.configure({ turnMs: 30_000 })).toEqual({ ok: true });
    await settle();
    expect(h.hostClient.state.lobby!.turnMs).toBe(30_000);
    expect(h.host.configure({ turnMs: 0 })).toEqual({ ok: true });
    await settle();
    expect(h.hostClient.state.lobby!.turnMs).toBe(0);
  });

  it('a guest that drops and comes back within the stand-in delay, again and again, is still replaced', async () => {
    // the turn clock off: only the stand-in deadline can move the table
    const { h, ana } = await anaToPlay('flap', { turnMs: 0, standInMs: 20_000 });
    const seq = h.host.currentTable!.lastSeq;
    let movedAfter = -1;
    for (let cycle = 0; cycle < 40; cycle++) {
      h.conns.get(ana.label)!.close();
      await settle();
      // back within 19 s: the reconnect goes through as soon as the client retries
      for (let waited = 0; waited < 19_000 && ana.client.state.status !== 'playing'; waited += 500) {
        h.clock.advance(500);
        await settle();
      }
      expect([cycle, ana.client.state.status, ana.client.state.error]).toEqual([cycle, 'playing', null]);
      await pass(h, 18_500);
      if (movedAfter < 0 && anaMoved(h, seq)) movedAfter = cycle;
      if (movedAfter === cycle) console.log(`stall: her turn played by the stand-in in cycle ${cycle}`);
    }
    // the deadline counts from her first drop in the turn (20 s): her turn was played in cycle 0 or 1
    expect(movedAfter).toBeGreaterThanOrEqual(0);
    expect(movedAfter).toBeLessThanOrEqual(1);
    expect(h.host.lobbyFor(null).seats[1]).toMatchObject({ name: 'Ana', connected: true });
  });
});

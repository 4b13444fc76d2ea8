/**
 * Issue 11, point 7: a checkable deal survives the host's reload, mid-round and between its
 * commitment and its deal: the host goes on with the same secret (a host that reloads cannot draw
 * another), and every round is still checked ✓.
 */
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.js';
import { recordOf } from '../../src/game/index.js';
import { TableHost } from '../../src/net/host/table-host.js';
import { dealSeed } from '../../src/net/deal/encoding.js';
import type { DealCheck } from '../../src/net/deal/witness.js';
import type { GameClient } from '../../src/net/guest/state.js';
import type { SavedTable } from '../../src/net/host/saved.js';
import { DEAL_ANSWER_MS } from '../../src/net/deal/room.js';
import { createHarness, reloadHost, engine, fixedHex, settle, type Harness } from './harness.js';

async function checksOf(c: GameClient, round: number): Promise<DealCheck | undefined> {
  for (let i = 0; i < 300; i++) {
    const d = c.state.deals?.find((x) => x.round === round && x.status !== 'checking');
    if (d) return d;
    await new Promise((r) => setTimeout(r, 10));
  }
  return undefined;
}

/** The players act through their clients until the round is over. */
async function playRound(h: Harness, maxMoves = 10_000): Promise<void> {
  const players = [h.hostClient, ...h.guests.map((g) => g.client)].map((client, i) => ({
    client,
    bot: createBot('normal', `resume:${i}`),
  }));
  for (let moves = 0; moves < maxMoves;) {
    const phase = h.host.currentTable!.phase;
    if (phase === 'roundOver' || phase === 'gameOver') return;
    let acted = false;
    for (const p of players) {
      const d = p.client.state.view && p.bot.decide(p.client.state.view);
      if (!d) continue;
      const r = p.client.act(d.action);
      await settle(1);
      if ((await r).ok) {
        acted = true;
        moves++;
      }
    }
    if (!acted) h.clock.advance(400);
    await settle(1);
  }
}

const opens = (h: Harness, label: string) =>
  (h.received.get(label) ?? [])
    .filter((t) => t.includes('"t":"deal-open"'))
    .map((t) => JSON.parse(t) as { round: number; commit: string });

describe('a checkable deal through a reload of the host', () => {
  it('mid-round: the steps before and after the reload are revealed, the round checks ✓', async () => {
    const h = await createHarness({ settings: { edition: 'classic' }, seed: 'deal-reload' });
    for (const name of ['Ana', 'Bo']) await h.addGuest(name);
    expect(h.host.start()).toEqual({ ok: true });
    await settle();
    await playRound(h, 12);
    expect(h.host.currentTable!.phase).not.toBe('roundOver');
    await reloadHost(h, { dealSecret: () => fixedHex('a secret the reloaded host would rather use') });
    expect(h.guests.every((g) => g.client.state.status === 'playing')).toBe(true);
    await playRound(h);
    await settle();
    for (const g of h.guests) {
      const d = await checksOf(g.client, 1);
      expect(d, g.label).toMatchObject({ status: 'ok', problems: [], own: 'used' });
    }
    // the reloaded host's own screen checks its own word: it says so, no ✓ (issue 27)
    expect(await checksOf(h.hostClient, 1)).toMatchObject({ status: 'ok', own: 'host' });
  });

  it('between the commitment and the deal: the same secret, the same commitment, every value used', async () => {
    const h = await createHarness({ settings: { edition: 'classic' }, seed: 'deal-reload-early' });
    const ana = await h.addGuest('Ana');
    await h.addGuest('Bo');
    // Ana's value does not leave before the reload: the deal waits for it
    const conn = h.conns.get(ana.label)!;
    const send = conn.send.bind(conn);
    conn.send = (text: string) => (text.includes('"deal-give"') ? undefined : send(text));
    expect(h.host.start()).toEqual({ ok: true });
    await settle();
    expect(h.host.currentTable).toBeNull();
    expect(h.store.last!.deal!.exchange).toMatchObject({ phase: 'give', round: 1 });
    const resumed = await reloadHost(h, { dealSecret: () => fixedHex('a secret the reloaded host would rather use') });
    // Ana, back on a new connection, is asked again: the same seal, then her value; the deal is made
    expect(resumed.currentTable).not.toBeNull();
    const commits = opens(h, ana.label)
      .filter((m) => m.round === 1)
      .map((m) => m.commit);
    expect(commits.length).toBeGreaterThanOrEqual(2);
    expect(new Set(commits).size).toBe(1);
    await playRound(h);
    await settle();
    for (const g of h.guests) {
      expect(await checksOf(g.client, 1), g.label).toMatchObject({ status: 'ok', problems: [], own: 'used' });
    }
    const reveal = (h.received.get(ana.label) ?? [])
      .filter((t) => t.includes('"t":"deal-reveal"'))
      .map((t) => JSON.parse(t) as { game: number; round: number; secret: string; values: Record<string, string> })[0]!;
    expect(Object.keys(reveal.values).sort()).toEqual(['1', '2']);
    expect(recordOf(resumed.currentTable!).config.seed).toBe(dealSeed('ACDEFG', 1, 1, reveal.secret, reveal.values));
  });

  it('a save whose deal does not fit its table is refused as corrupt, and kept aside', async () => {
    const h = await createHarness({ settings: { edition: 'classic' }, seed: 'deal-save-bad' });
    await h.addGuest('Ana');
    expect(h.host.start()).toEqual({ ok: true });
    await settle();
    const good = JSON.parse(JSON.stringify(h.store.last)) as {
      deal: { dealt: Record<string, unknown>; exchange: unknown };
    };
    const aside: string[] = [];
    const store = { save() {}, clear() {}, keepAside: (_raw: unknown, why: string) => void aside.push(why) };
    const resume = (s: unknown) => () => TableHost.resume(s, { engine, createBot, clock: h.clock, store });
    const tamper = (change: (d: typeof good.deal) => void) => {
      const copy = JSON.parse(JSON.stringify(good)) as typeof good;
      change(copy.deal);
      return copy;
    };
    expect(resume(tamper((d) => (d.dealt.round = 4)))).toThrow(/^corrupt-save: the round dealt \(4\)/);
    expect(resume(tamper((d) => (d.dealt.secret = 'short')))).toThrow(/^corrupt-save: bad dealt round/);
    expect(resume(tamper((d) => ((d.dealt.values as Record<string, string>)['5'] = 'a'.repeat(64))))).toThrow(
      /^corrupt-save: bad dealt round/,
    );
    expect(
      resume(
        tamper(
          (d) =>
            (d.exchange = {
              ...(d.dealt as object),
              round: 3,
              phase: 'seal',
              asked: [1],
            }),
        ),
      ),
    ).toThrow(/^corrupt-save: a deal under way for game 1, round 3/);
    expect(resume(tamper((d) => (d.dealt.steps = [[0, { type: 'fly' }]])))).toThrow(/bad dealt round/);
    expect(aside).toHaveLength(5);
  });

  it('a save whose secret does not hash to its commitment, or a value not its seal, is corrupt (issue 27)', async () => {
    const h = await createHarness({ settings: { edition: 'classic' }, seed: 'deal-save-commit' });
    const ana = await h.addGuest('Ana');
    await h.addGuest('Bo');
    const good = () => JSON.parse(JSON.stringify(h.store.last)) as SavedTable;
    const aside: string[] = [];
    const store = { save() {}, clear() {}, keepAside: (_raw: unknown, why: string) => void aside.push(why) };
    const resume = (s: unknown) => () => TableHost.resume(s, { engine, createBot, clock: h.clock, store });
    // the deal under way: Ana's value held back, the host waits for it with its secret saved
    const conn = h.conns.get(ana.label)!;
    const send = conn.send.bind(conn);
    conn.send = (text: string) => (text.includes('"deal-give"') ? undefined : send(text));
    expect(h.host.start()).toEqual({ ok: true });
    await settle();
    const waiting = good();
    expect(waiting.deal!.exchange).toMatchObject({ phase: 'give' });
    waiting.deal!.exchange!.secret = fixedHex('a secret of the host’s later choosing');
    expect(resume(waiting)).toThrow(/^corrupt-save: the deal under way's secret does not match its commitment/);
    // the round dealt: a secret swapped, or a value swapped under the same seal
    conn.send = send;
    h.clock.advance(DEAL_ANSWER_MS);
    await settle();
    expect(h.host.currentTable).not.toBeNull();
    expect(resume(good())).not.toThrow();
    const swapped = good();
    swapped.deal!.dealt!.secret = fixedHex('another');
    expect(resume(swapped)).toThrow(/^corrupt-save: the round dealt's secret does not match its commitment/);
    const value = good();
    const seat = Object.keys(value.deal!.dealt!.values)[0]!;
    value.deal!.dealt!.values[seat] = fixedHex('not the sealed value');
    expect(resume(value)).toThrow(/^corrupt-save: the round dealt's value of seat \d does not match its seal/);
    expect(aside).toHaveLength(3);
  });
});

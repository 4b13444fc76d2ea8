import { describe, expect, it } from 'vitest';
import { createTable } from '../../../src/game/index.js';
import type { EditionId, Table } from '../../../src/game/types.js';
import { createBot } from '../../../src/bots/index.js';
import { rebuildTable } from '../../../src/net/migration/action-log.js';
import { recoverKey } from '../../../src/net/migration/shares.js';
import { ShareGatherer, claimRefusal } from '../../../src/net/migration/takeover/gatherer.js';
import type { GameClient } from '../../../src/net/guest/state.js';
import { complete, createHarness, settle, type Harness } from '../harness.js';

const EDITIONS: EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];

/** Host, three guests and a bot; `moves` actions played through the clients. */
async function tableUnderWay(edition: EditionId, seed: string, moves: number): Promise<Harness> {
  const h = await createHarness({ settings: { edition }, seed });
  for (const name of ['Ana', 'Bo', 'Cy']) await h.addGuest(name);
  expect(h.host.addBot('normal')).toEqual({ ok: true });
  expect(h.host.start()).toEqual({ ok: true });
  await settle();
  const players = [h.hostClient, ...h.guests.map((g) => g.client)].map((client, i) => ({
    client,
    bot: createBot('normal', `${seed}:${i}`),
  }));
  for (let done = 0, tries = 0; done < moves && tries < 2000; tries++) {
    if (h.host.currentTable!.view(0).phase === 'roundOver') h.host.nextRound();
    if (h.host.currentTable!.view(0).phase === 'gameOver') break;
    for (const p of players) {
      const d = p.client.state.view && p.bot.decide(p.client.state.view);
      if (!d) continue;
      const r = p.client.act(complete(d.action));
      await settle();
      if ((await r).ok) done++;
    }
    h.clock.advance(700);
    await settle();
  }
  return h;
}

const viewsOf = (t: Table, n: number) => Array.from({ length: n }, (_, s) => t.view(s));
const kitOf = (c: GameClient) => c.migration!;

describe('the guests’ migration kit, kept over the wire', () => {
  for (const edition of EDITIONS) {
    it(`${edition}: two guests' shares and any guest's log rebuild the host's table`, async () => {
      const h = await tableUnderWay(edition, `kit-${edition}`, 40);
      const table = h.host.currentTable!;
      const before = { views: viewsOf(table, 5), snapshot: JSON.stringify(table.snapshot()) };
      for (const g of h.guests) {
        const kit = kitOf(g.client);
        expect(kit.log?.steps.length, `${g.label} has the whole log`).toBeGreaterThan(10);
        expect(kit.share, `${g.label} has its share`).not.toBeNull();
        expect(kit.deal!.threshold).toBe(2);
      }
      // seat 1 takes over with the shares of seats 2 and 3
      const [first, second, third] = h.guests.map((g) => kitOf(g.client));
      const offers = [second!, third!].map((k, i) => ({ epoch: k.deal!.epoch, seat: i + 2, share: k.share! }));
      const key = await recoverKey(offers, first!.deal!);
      const rebuilt = rebuildTable({ createTable }, first!.log!, key);
      expect(viewsOf(rebuilt, 5)).toEqual(before.views);
      expect(JSON.stringify(rebuilt.snapshot())).toBe(before.snapshot);
    });
  }

  it('a guest back after a drop gets the whole log again', async () => {
    const h = await tableUnderWay('classic', 'kit-rejoin', 20);
    const g = h.guests[1]!;
    h.conns.get(g.label)!.close();
    await settle();
    h.clock.advance(300);
    await settle();
    expect(g.client.state.status).toBe('playing');
    const kit = kitOf(g.client);
    const hostSteps = kitOf(h.guests[0]!.client).log!.steps;
    expect(kit.log!.steps).toEqual(hostSteps);
  });

  it('no guest is sent a share but its own, and the seed travels sealed', async () => {
    const h = await tableUnderWay('power-grab', 'kit-private', 10);
    const shares = h.guests.map((g) => kitOf(g.client).share!);
    expect(new Set(shares).size).toBe(3);
    for (const [i, g] of h.guests.entries()) {
      const texts = (h.received.get(g.label) ?? []).join('\n');
      shares.forEach((s, j) => expect(texts.includes(s), `${g.label} and share ${j}`).toBe(i === j));
      expect(texts).not.toContain('kit-private-');
    }
  });

  it('the successor gathers shares: forged, stale, strange or repeated ones are refused, nothing is lost', async () => {
    const h = await tableUnderWay('house-rules', 'kit-gather', 30);
    const table = h.host.currentTable!;
    const before = { views: viewsOf(table, 5), snapshot: JSON.stringify(table.snapshot()) };
    const [one, two, three] = h.guests.map((g) => kitOf(g.client));
    const deal = one!.deal!;
    // the host is gone: every guest computes the same successor, and only it may gather
    const seats = h.guests[0]!.client.state.lobby!.seats.map((s) => ({ ...s, connected: s.seat !== 0 }));
    expect(claimRefusal(1, seats, 0, deal)).toBeNull();
    expect(claimRefusal(2, seats, 0, deal)).toBe('not-successor');
    expect(claimRefusal(4, seats, 0, deal)).toBe('not-successor');
    expect(claimRefusal(1, seats, 0, null)).toBe('no-migration');
    const gather = new ShareGatherer(deal, { epoch: deal.epoch, seat: 1, share: one!.share! });
    const two2 = { epoch: deal.epoch, seat: 2, share: two!.share! };
    const forged = { ...two2, share: two2.share.replace(/^../, two2.share.startsWith('00') ? '01' : '00') };
    expect(gather.offer(forged)).toEqual({ ok: false, error: 'forged-share' });
    expect(gather.offer({ ...two2, epoch: deal.epoch + 1 })).toEqual({ ok: false, error: 'wrong-epoch' });
    expect(gather.offer({ ...two2, seat: 4 })).toEqual({ ok: false, error: 'not-a-holder' });
    expect(gather.offer({ ...two2, seat: 3 })).toEqual({ ok: false, error: 'forged-share' });
    expect(gather.offer('junk')).toEqual({ ok: false, error: 'bad-share' });
    expect(gather.ready).toBe(false);
    expect(gather.offer({ epoch: deal.epoch, seat: 3, share: three!.share! })).toEqual({ ok: true, have: 2, need: 2 });
    expect(gather.offer({ epoch: deal.epoch, seat: 3, share: three!.share! })).toEqual({
      ok: false,
      error: 'duplicate-share',
    });
    expect(gather.ready).toBe(true);
    const rebuilt = await gather.rebuild({ createTable }, one!.log!);
    expect(viewsOf(rebuilt, 5)).toEqual(before.views);
    expect(JSON.stringify(rebuilt.snapshot())).toBe(before.snapshot);
  });
});

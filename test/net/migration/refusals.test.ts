import { describe, expect, it } from 'vitest';
import { makeChallenge } from '../../../src/net/migration/takeover/claims.js';
import type { Connection } from '../../../src/net/wire/transport.js';
import { settle } from '../harness.js';
import { advanceUntil, CODE, kitsReady, movingTable, playUntil, type MovingTable } from './moving-table.js';

const NEXT = `${CODE}-1`;

async function underWay(seed: string): Promise<{ t: MovingTable; snapshot: () => string }> {
  const t = await movingTable({ edition: 'classic', seed });
  expect(t.host().start()).toEqual({ ok: true });
  await kitsReady(t);
  let steps = 0;
  await playUntil(t, seed, () => ++steps > 30 && t.host().currentTable!.phase === 'play');
  await settle();
  const snapshot = JSON.stringify(t.host().currentTable!.snapshot());
  return { t, snapshot: () => snapshot };
}

/** A raw connection that keeps what it is sent. */
async function raw(t: MovingTable, id: string): Promise<{ conn: Connection; got: string[] }> {
  const conn = await t.net.connect(id, 'stranger');
  const got: string[] = [];
  conn.onMessage((text) => got.push(text));
  return { conn, got };
}

const page = (t: MovingTable, label: string) => t.pages.find((p) => p.label === label)!;
const kitOf = (t: MovingTable, label: string) => page(t, label).self.client.migration!;

describe('a takeover refuses bad input with a clear code, and loses nothing', () => {
  it('the new host refuses forged shares, shares of another deal, strangers and junk', async () => {
    const { t, snapshot } = await underWay('refuse-shares');
    t.vanish('host', 'closed');
    // Bo and Cy are out of reach when the wait ends: Ana (seat 1) gathers alone for now
    page(t, 'g2').down = true;
    page(t, 'g3').down = true;
    expect(await advanceUntil(t, () => t.net.has(NEXT), 20_000)).toBe(true);
    const bo = kitOf(t, 'g2');
    const deal = bo.deal!;
    const mallory = await raw(t, NEXT);
    mallory.conn.send(makeChallenge().text);
    await settle();
    expect(JSON.parse(mallory.got[0]!)).toMatchObject({ t: 'mig-claim', seat: 1, epoch: deal.epoch, table: 1 });
    const offer = (o: object) => mallory.conn.send(JSON.stringify({ v: 1, t: 'mig-offer', ...o }));
    const real = { epoch: deal.epoch, seat: 2, share: bo.share! };
    const flipped = real.share.slice(0, -2) + (real.share.endsWith('00') ? '01' : '00');
    offer({ ...real, share: flipped });
    offer({ ...real, epoch: deal.epoch + 7 });
    offer({ ...real, seat: 4 });
    offer({ ...real, seat: 3 });
    offer({ epoch: 'one', seat: 2, share: 'zz' });
    mallory.conn.send('not json at all');
    await settle();
    const codes = mallory.got.slice(1).map((x) => (JSON.parse(x) as { code: string }).code);
    expect(codes).toEqual(['forged-share', 'wrong-epoch', 'not-a-holder', 'forged-share', 'bad-share']);
    // nothing was counted: the table is not rebuilt on them
    const ana = page(t, 'g1').self.client.state;
    expect(ana.succession).toMatchObject({ stage: 'moving', you: true, shares: { have: 1, need: 2 } });
    expect(t.pages.filter((p) => p.host)).toEqual([]);
    // Bo comes back: his share opens the key, and the table is the old host's to the last card
    page(t, 'g2').down = false;
    page(t, 'g3').down = false;
    expect(await advanceUntil(t, () => t.pages.every((p) => p.self.client.state.status === 'playing'), 10_000)).toBe(
      true,
    );
    expect(JSON.stringify(t.host().currentTable!.snapshot())).toBe(snapshot());
  });
  // a claim out of turn, a false, replayed or relayed one: squat.test.ts
});

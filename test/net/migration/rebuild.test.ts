import { describe, expect, it } from 'vitest';
import { combine } from 'shamir-secret-sharing';
import { hexToBytes } from '@noble/ciphers/utils.js';
import { createTable } from '../../../src/game/index.js';
import type { EditionId, Table } from '../../../src/game/types.js';
import { createBot } from '../../../src/bots/index.js';
import { newKey, open } from '../../../src/net/migration/sealed.js';
import {
  checkClaimProof,
  checkShare,
  claimProof,
  dealShares,
  recoverKey,
  seatOfToken,
} from '../../../src/net/migration/shares.js';
import { rebuildTable, recordInto, startLog, type TableLog } from '../../../src/net/migration/action-log.js';
import {
  canMigrate,
  mayClaim,
  planSuccession,
  shareThreshold,
  successor,
  tablePeerId,
} from '../../../src/net/migration/successor.js';
import { complete } from '../harness.js';

const EDITIONS: EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];
const engine = { createTable };

/** Five seats (host, three guests, a bot) played by bots for `steps` inputs; the clock runs out
 * now and then, and rounds follow one another. */
function playedTable(edition: EditionId, seed: string, steps: number) {
  const key = newKey();
  const config = { edition, players: 5, options: {}, seed };
  const log = startLog(config, 'KQ7M', 1, key);
  const table = recordInto(createTable(config), log, key);
  const bots = Array.from({ length: 5 }, (_, s) => createBot('normal', `${seed}:${s}`));
  let lastSeq = 0;
  for (let i = 0, idle = 0; i < steps && table.view(0).phase !== 'gameOver'; i++) {
    const events = table.eventsFor(0, lastSeq);
    lastSeq = table.lastSeq;
    bots.forEach((b) => b.observe(events));
    if (table.view(0).phase === 'roundOver') {
      table.nextRound();
      continue;
    }
    let acted = false;
    for (let s = 0; s < 5 && !acted; s++) {
      const d = bots[s]!.decide(table.view(s));
      if (d) acted = table.send(s, complete(d.action)).ok;
    }
    if (!acted || ++idle % 17 === 0) table.expire();
  }
  return { table, log, key };
}

/** What a guest holds: the log, as it came over the wire. */
const wire = (log: TableLog): TableLog => JSON.parse(JSON.stringify(log)) as TableLog;

const viewsOf = (t: Table) => Array.from({ length: 5 }, (_, s) => t.view(s));

describe('a table rebuilt from the guests’ log and shares', () => {
  for (const edition of EDITIONS) {
    it(`${edition}: every hand, the pile's order and every view as the old host had them`, async () => {
      const { table, log, key } = playedTable(edition, `rebuild-${edition}`, 400);
      expect(log.steps.length).toBeGreaterThan(30);
      // the host deals shares to its three guests (seats 1-3; seat 4 is a bot)
      const deal = await dealShares(key, [1, 2, 3], 0);
      expect(deal.threshold).toBe(2);
      const before = { views: viewsOf(table), snapshot: JSON.stringify(table.snapshot()) };
      // the host is gone: seat 1 is the successor, seats 2 and 3 send it their shares
      const next = successor(
        [0, 1, 2, 3, 4].map((seat) => ({ seat, kind: seat === 4 ? 'bot' : 'human', connected: seat !== 0 })),
        0,
        new Set(deal.shares.keys()),
      );
      expect(next).toBe(1);
      const offers = [2, 3].map((seat) => ({ epoch: 0, seat, share: deal.shares.get(seat)! }));
      const rebuilt = rebuildTable(engine, wire(log), await recoverKey(offers, deal));
      expect(viewsOf(rebuilt)).toEqual(before.views);
      expect(JSON.stringify(rebuilt.snapshot())).toBe(before.snapshot);
      // and the game goes on from there exactly as it would have
      for (const t of [table, rebuilt]) if (t.view(0).phase !== 'gameOver') t.expire();
      expect(viewsOf(rebuilt)).toEqual(viewsOf(table));
    });
  }

  it('hides what is hidden: the seed and the kept tower card are sealed, the rest is public', () => {
    const { log } = playedTable('power-grab', 'rebuild-hidden', 600);
    const text = JSON.stringify(log);
    expect(text).not.toContain('rebuild-hidden');
    expect(log.steps.some((s) => 'a' in s && s.a.type === 'keep')).toBe(false);
    expect(
      log.steps.some((s) => 's' in s && 'h' in s),
      'a kept tower card was sealed',
    ).toBe(true);
    expect(log.steps.every((s) => !('a' in s) || typeof s.a.type === 'string')).toBe(true);
  });

  it('a guest with its view, its share and the whole log cannot rebuild the seed', async () => {
    const { log, key } = playedTable('classic', 'rebuild-alone', 200);
    const deal = await dealShares(key, [1, 2, 3], 0);
    const mine = deal.shares.get(2)!;
    // one share is not enough, by the rule and by the maths
    await expect(recoverKey([{ epoch: 0, seat: 2, share: mine }], deal)).rejects.toThrow('not-enough-shares');
    const guessed = await combine([hexToBytes(mine), hexToBytes(mine)]).catch(() => null);
    if (guessed) expect(open(guessed, log.genesis.seed, 'KQ7M/1/seed')).toBeNull();
    expect(() => rebuildTable(engine, wire(log), newKey())).toThrow(/^bad-log: the key does not open the seed/);
    // the share alone is no key either
    expect(open(hexToBytes(mine).subarray(0, 32), log.genesis.seed, 'KQ7M/1/seed')).toBeNull();
  });

  it('refuses forged shares, shares of another epoch and strangers by a clear code', async () => {
    const key = newKey();
    const deal = await dealShares(key, [1, 2, 3], 4);
    const good = { epoch: 4, seat: 2, share: deal.shares.get(2)! };
    expect(checkShare(good, deal).ok).toBe(true);
    const flipped = good.share.slice(0, -2) + (good.share.endsWith('00') ? '01' : '00');
    expect(checkShare({ ...good, share: flipped }, deal)).toEqual({ ok: false, error: 'forged-share' });
    expect(checkShare({ ...good, share: deal.shares.get(3)! }, deal)).toEqual({ ok: false, error: 'forged-share' });
    expect(checkShare({ ...good, epoch: 3 }, deal)).toEqual({ ok: false, error: 'wrong-epoch' });
    expect(checkShare({ ...good, seat: 4 }, deal)).toEqual({ ok: false, error: 'not-a-holder' });
    for (const bad of [
      null,
      'x',
      { ...good, share: 'zz' },
      { ...good, seat: '2' },
      { ...good, share: 'ab'.repeat(500) },
    ])
      expect(checkShare(bad, deal)).toEqual({ ok: false, error: 'bad-share' });
    // a forged share among good ones is left out: nothing is lost
    const got = await recoverKey(
      [{ ...good, share: flipped }, good, { epoch: 4, seat: 3, share: deal.shares.get(3)! }],
      deal,
    );
    expect(got).toEqual(key);
  });

  it('a holder proves its seat without showing its share; a token is known by its digest only', async () => {
    const tokens = { 0: 'a'.repeat(32), 1: 'b'.repeat(32), 2: 'c'.repeat(32), 3: 'd'.repeat(32) };
    const deal = await dealShares(newKey(), [1, 2, 3], 5, tokens);
    const proof = claimProof(deal.shares.get(2)!);
    expect(checkClaimProof(proof, 2, deal)).toBe(true);
    expect(checkClaimProof(proof, 3, deal)).toBe(false);
    expect(checkClaimProof(deal.shares.get(2), 2, deal), 'the share itself is no proof').toBe(false);
    expect(checkClaimProof('ab'.repeat(32), 1, deal)).toBe(false);
    // a proof cannot be offered as a share
    expect(checkShare({ epoch: 5, seat: 2, share: proof }, deal)).toEqual({ ok: false, error: 'bad-share' });
    const told = JSON.stringify({ commitments: deal.commitments, tokens: deal.tokens });
    for (const t of Object.values(tokens)) expect(told).not.toContain(t);
    for (const sh of deal.shares.values()) expect(told).not.toContain(sh);
    expect(seatOfToken('c'.repeat(32), deal)).toBe(2);
    expect(seatOfToken('a'.repeat(32), deal), 'the host is known too').toBe(0);
    expect(seatOfToken('e'.repeat(32), deal)).toBeNull();
  });

  it('agrees on the successor and the peer id, and knows when no migration is possible', () => {
    const seats = [
      { seat: 0, kind: 'human' as const, connected: false },
      { seat: 1, kind: 'bot' as const, connected: true },
      { seat: 2, kind: 'human' as const, connected: false },
      { seat: 3, kind: 'human' as const, connected: true },
      { seat: 4, kind: 'human' as const, connected: true },
    ];
    expect(successor(seats, 0, new Set([2, 3, 4]))).toBe(3);
    expect(successor(seats, 0, new Set([4]))).toBe(4);
    expect(successor(seats, 0, new Set())).toBeNull();
    expect(tablePeerId('KQ7M', 0)).toBe('KQ7M');
    expect(tablePeerId('KQ7M', 2)).toBe('KQ7M-2');
    expect(() => tablePeerId('KQ7M', -1)).toThrow('bad-epoch');
    expect([1, 2, 3, 4, 9].map(canMigrate)).toEqual([false, true, true, true, true]);
    expect([2, 3, 4, 9].map(shareThreshold)).toEqual([2, 2, 3, 5]);
  });
});

describe('the succession rule', () => {
  const seat = (n: number, connected = true, kind: 'human' | 'bot' = 'human') => ({ seat: n, kind, connected });
  // every holder's page sent its signing key, unless `keyless` says otherwise
  const deal = (holders: number[], threshold = 2, keyless: number[] = []) => ({
    threshold,
    commitments: Object.fromEntries(holders.map((h) => [h, 'x'])),
    signers: Object.fromEntries(holders.filter((h) => !keyless.includes(h)).map((h) => [h, 'k'])),
  });

  it('names the lowest present holder, or nobody when too few are present', () => {
    const seats = [seat(0, false), seat(1), seat(2), seat(3, false), seat(4, true, 'bot')];
    expect(planSuccession(seats, 0, deal([1, 2, 3]))).toEqual({ seat: 1, present: [1, 2] });
    expect(planSuccession(seats, 0, deal([1, 2, 3], 3))).toEqual({ none: 'too-few' });
    expect(planSuccession(seats, 0, deal([1]))).toEqual({ none: 'no-deal' });
    expect(planSuccession(seats, 0, null)).toEqual({ none: 'no-deal' });
    // after a takeover the host is seat 1, and seat 0 (the old host, back) holds a share
    expect(planSuccession([seat(0), seat(1, false), seat(2)], 1, deal([0, 2]))).toEqual({ seat: 0, present: [0, 2] });
    // a holder that cannot prove its seat (no key) is never named; its share still counts
    expect(planSuccession(seats, 0, deal([1, 2, 3], 2, [1]))).toEqual({ seat: 2, present: [2] });
    expect(planSuccession(seats, 0, deal([1, 2, 3], 2, [1, 2]))).toEqual({ none: 'no-deal' });
  });

  it('lets a claim through from the successor or a holder before it, never after it', () => {
    const plan = { seat: 2, present: [2, 3] };
    const d = deal([1, 2, 3]);
    expect(mayClaim(2, plan, 0, d)).toBe(true);
    expect(mayClaim(1, plan, 0, d), 'a lower holder the lobby showed gone').toBe(true);
    expect(mayClaim(3, plan, 0, d)).toBe(false);
    expect(mayClaim(0, plan, 0, d), 'the gone host').toBe(false);
    expect(mayClaim(4, { seat: 5, present: [5] }, 0, d), 'not a holder').toBe(false);
    expect(mayClaim(1, { none: 'too-few' }, 0, d)).toBe(false);
    expect(mayClaim(1, plan, 0, deal([1, 2, 3], 2, [1])), 'a holder with no key').toBe(false);
  });
});

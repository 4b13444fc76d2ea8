/**
 * Keys that open one round (docs/migration.md): shares pooled in one round, a departed guest's old
 * share, or the key an old host made open nothing sealed after them. Each test plays the attack
 * with what the attacker really holds (its kit as the host sent it) over the in-memory network.
 */
import { describe, expect, it } from 'vitest';
import { combine } from 'shamir-secret-sharing';
import { bytesToHex, hexToBytes } from '@noble/ciphers/utils.js';
import { createTable } from '../../../src/game/index.js';
import { rebuildTable, roundInLog, type TableLog } from '../../../src/net/migration/action-log.js';
import { open } from '../../../src/net/migration/sealed.js';
import { recoverKey } from '../../../src/net/migration/shares.js';
import type { GuestKit } from '../../../src/net/migration/guest-kit.js';
import { settle } from '../harness.js';
import { advanceUntil, CODE, kitsReady, movingTable, playUntil, type MovingTable } from './moving-table.js';

const engine = { createTable };
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const page = (t: MovingTable, label: string) => t.pages.find((p) => p.label === label)!;
const kit = (t: MovingTable, label: string): GuestKit => page(t, label).self.client.migration!;

/** What a guest holds of its kit at this moment (the kit object changes as the host sends). */
const take = (t: MovingTable, label: string) => {
  const k = kit(t, label);
  return { deal: json(k.deal!), share: k.share!, log: json(k.log!) };
};

/** Waits in real time (shares are made asynchronously) until `ok`. */
async function until(ok: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    await settle();
    if (ok()) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`never: ${what}`);
}

/** The round under way in `log`: the index of its `n` step (-1: round 1). */
const roundStart = (log: TableLog) => log.steps.reduce((at, s, i) => ('n' in s ? i : at), -1);

/** Whether `key` opens the seed of the round under way: what deals every hand and the pile. The
 * context is the one the host seals a round's seed with (action-log.ts). */
function opensRoundSeed(log: TableLog, key: Uint8Array): boolean {
  const g = log.genesis;
  const at = roundStart(log);
  if (at < 0) return open(key, g.seed, `${g.code}/${g.game}/seed`) !== null;
  const step = log.steps[at] as { h?: string };
  return step.h !== undefined && open(key, step.h, `${g.code}/${g.game}/${at}`) !== null;
}

/** Everything a key could give: the whole table rebuilt, or the round under way revealed. */
function reads(log: TableLog, key: Uint8Array): boolean {
  try {
    rebuildTable(engine, log, key);
    return true;
  } catch {
    return roundInLog(log, key) !== null || opensRoundSeed(log, key);
  }
}

async function underWay(seed: string, settings = {}): Promise<MovingTable> {
  const t = await movingTable({ edition: 'classic', seed, settings });
  expect(t.host().start()).toEqual({ ok: true });
  await kitsReady(t);
  let n = 0;
  await playUntil(t, seed, () => ++n > 20 && t.host().currentTable!.phase === 'play');
  await settle();
  return t;
}

/** Plays into the next round, and waits until every guest's kit has its start. */
async function nextRound(t: MovingTable, seed: string): Promise<void> {
  const round = t.host().currentTable!.view(0).round;
  await playUntil(
    t,
    seed,
    () => t.host().currentTable!.view(0).round > round && t.host().currentTable!.phase === 'play',
    200_000,
  );
  await until(
    () =>
      t.pages
        .filter((p) => !p.self.client.state.isHost && p.self.client.state.status === 'playing')
        .every((p) => {
          const k = p.self.client.migration;
          return !!k?.log && roundStart(k.log) >= 0 && k.log.steps.length > roundStart(k.log) && !!k.share;
        }),
    'every guest has the new round in its log',
  );
}

/** The table the host runs, as the rightful shares rebuild it from `label`'s kit. */
async function rightfulRebuild(t: MovingTable, labels: string[]) {
  const kits = labels.map((l) => take(t, l));
  const key = await recoverKey(
    kits.map((k, i) => ({ epoch: k.deal.epoch, seat: page(t, labels[i]!).self.client.state.seat!, share: k.share })),
    kits[0]!.deal,
  );
  return rebuildTable(engine, kits[0]!.log, key);
}

describe('a share opens the round under way only', () => {
  it('two guests pooling their shares of round 1 cannot read round 2', async () => {
    const seed = 'keys-pool';
    const t = await underWay(seed);
    // Bo and Cy pool their shares in round 1: they hold the key of that round
    const [bo, cy] = [take(t, 'g2'), take(t, 'g3')];
    const round1 = await recoverKey(
      [
        { epoch: bo.deal.epoch, seat: 2, share: bo.share },
        { epoch: cy.deal.epoch, seat: 3, share: cy.share },
      ],
      bo.deal,
    );
    expect(reads(bo.log, round1), 'the pooled key reads round 1 (the limit: docs/migration.md)').toBe(true);

    await nextRound(t, seed);
    const log = take(t, 'g2').log;
    expect(roundStart(log)).toBeGreaterThan(0);
    expect(opensRoundSeed(log, round1), 'round 2 is dealt from a seed round 1’s key does not open').toBe(false);
    expect(roundInLog(log, round1)).toBeNull();
    expect(() => rebuildTable(engine, log, round1)).toThrow(/^bad-log/);
    // while the shares of round 2 rebuild the host's table exactly
    const rebuilt = await rightfulRebuild(t, ['g2', 'g3']);
    expect(JSON.stringify(rebuilt.snapshot())).toBe(JSON.stringify(t.host().currentTable!.snapshot()));
  });

  it('a departed guest’s old share, with a present guest’s, opens nothing sealed after it left', async () => {
    const seed = 'keys-departed';
    const t = await underWay(seed);
    const cyBefore = take(t, 'g3');
    const boBefore = take(t, 'g2');
    // Cy leaves the table (a bot plays its seat on); Bo stays and keeps every share it was sent
    page(t, 'g3').self.client.leave();
    await until(() => kit(t, 'g2').deal!.epoch > boBefore.deal.epoch, 'the holders are dealt again');
    // play on (the clock too: a bot plays Cy's seat) until Bo's log holds steps sealed after Cy left
    let n = 0;
    const more = () => kit(t, 'g2').log!.steps.length > boBefore.log.steps.length + 3;
    await playUntil(t, seed, () => ++n > 10 && t.host().currentTable!.phase === 'play' && more());
    const bo = take(t, 'g2');
    const old = hexToBytes(cyBefore.share);
    // the key they could have pooled before Cy left, Cy's old share with Bo's old one or new one;
    // a share's last byte is its point, drawn at random for each deal, so two shares of different
    // deals share it about once in 255: then they pool nothing at all
    const pool = async (other: Uint8Array): Promise<Uint8Array[]> => {
      if (other.at(-1) !== old.at(-1)) return [await combine([old, other])];
      await expect(combine([old, other])).rejects.toThrow(/duplicate/);
      return [];
    };
    const pooled = [...(await pool(hexToBytes(boBefore.share))), ...(await pool(hexToBytes(bo.share)))];
    for (const key of pooled) {
      expect(() => rebuildTable(engine, bo.log, key), bytesToHex(key)).toThrow(/^bad-log/);
      expect(roundInLog(bo.log, key)).toBeNull();
    }
    // and after the next round, not even its seed
    await nextRound(t, seed);
    for (const key of pooled) expect(opensRoundSeed(take(t, 'g2').log, key)).toBe(false);
    const rebuilt = await rightfulRebuild(t, ['g1', 'g2']);
    expect(JSON.stringify(rebuilt.snapshot())).toBe(JSON.stringify(t.host().currentTable!.snapshot()));
  });
});

describe('a takeover brings a new key', () => {
  it('the old host back as a guest, with the key it made, cannot open the round under way', async () => {
    const seed = 'keys-old-host';
    const t = await underWay(seed);
    // what the old host knew: the key its guests' shares open
    const held = [take(t, 'g2'), take(t, 'g3')];
    const made = await recoverKey(
      held.map((k, i) => ({ epoch: k.deal.epoch, seat: i + 2, share: k.share })),
      held[0]!.deal,
    );
    const takenAt = held[0]!.log.steps.length;
    t.vanish('host', 'closed');
    expect(
      await advanceUntil(
        t,
        () => t.pages.every((p) => p.self.client.state.status === 'playing' && p.self.client.state.hostLostAt == null),
        30_000,
      ),
    ).toBe(true);
    expect(t.hostPage().label).toBe('g1');
    // the new host deals a new key at once: what is sealed from the takeover on is not the old host's
    await until(() => kit(t, 'g2').deal!.epoch > held[0]!.deal.epoch, 'the new host deals');
    await playUntil(t, seed, () => kit(t, 'g2').log!.steps.length > takenAt + 3);
    const after = take(t, 'g2');
    expect(
      after.log.steps.slice(takenAt).some((s) => 'k' in s),
      'a key step follows the takeover',
    ).toBe(true);
    expect(() => rebuildTable(engine, after.log, made)).toThrow(/^bad-log/);

    // the old host's page opens again and takes its seat back as a guest, with a share of its own
    const back = await t.reopen('host');
    expect(await advanceUntil(t, () => back.self.client.state.status === 'playing', 5000)).toBe(true);
    expect(back.self.client.state.seat).toBe(0);
    await nextRound(t, seed);
    const mine = back.self.client.migration!;
    await until(() => !!mine.share && !!mine.log, 'the old host holds a kit');
    const log = json(mine.log!);
    expect(reads(log, made), 'the key it made opens nothing of this round').toBe(false);
    // its share and the key it made together are no key either
    const guess = await combine([hexToBytes(mine.share!), hexToBytes(bytesToHex(made).padEnd(66, '0'))]).catch(
      () => null,
    );
    if (guess) expect(reads(log, guess)).toBe(false);
    const rebuilt = await rightfulRebuild(t, ['host', 'g2']);
    expect(JSON.stringify(rebuilt.snapshot())).toBe(JSON.stringify(t.host().currentTable!.snapshot()));
    expect(CODE).toBe(log.genesis.code);
  });
});

/**
 * The host raises how many guests' shares open a round's key (docs/migration.md "Keys that open one
 * round"): the setting is checked by code, sent in the lobby, used by the dealer, and kept by a new
 * host; fewer shares than it says open nothing.
 */
import { describe, expect, it } from 'vitest';
import { combine } from 'shamir-secret-sharing';
import { hexToBytes } from '@noble/ciphers/utils.js';
import { createTable } from '../../../src/game/index.js';
import { rebuildTable, roundInLog, type TableLog } from '../../../src/net/migration/action-log.js';
import { recoverKey } from '../../../src/net/migration/shares.js';
import { quorumThreshold } from '../../../src/net/terms/quorum.js';
import { patchSettings, DEFAULT_SETTINGS } from '../../../src/net/host/host-settings.js';
import { TableHost } from '../../../src/net/host/table-host.js';
import { createBot } from '../../../src/bots/index.js';
import { settle } from '../harness.js';
import {
  advanceUntil,
  CODE,
  engine as hostEngine,
  kitsReady,
  movingTable,
  playUntil,
  type MovingTable,
} from './moving-table.js';

const engine = { createTable };
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const kitOf = (t: MovingTable, label: string) => t.pages.find((p) => p.label === label)!.self.client.migration!;

function reads(log: TableLog, key: Uint8Array): boolean {
  try {
    rebuildTable(engine, log, key);
    return true;
  } catch {
    return roundInLog(log, key) !== null;
  }
}

async function until(ok: () => boolean): Promise<void> {
  for (let i = 0; i < 2000 && !ok(); i++) {
    await settle();
    await new Promise((r) => setTimeout(r, 5));
  }
  expect(ok()).toBe(true);
}

describe('how many guests open a round’s key', () => {
  it('is a majority by default, two thirds or all of them when the host raises it, never fewer than two', () => {
    const holders = [2, 3, 4, 5, 6, 9];
    expect(holders.map((n) => quorumThreshold(n))).toEqual([2, 2, 3, 3, 4, 5]);
    expect(holders.map((n) => quorumThreshold(n, 'two-thirds'))).toEqual([2, 2, 3, 4, 4, 6]);
    expect(holders.map((n) => quorumThreshold(n, 'all'))).toEqual([2, 3, 4, 5, 6, 9]);
  });

  it('refuses a bad value by its code, and changes nothing', () => {
    for (const bad of ['most', 3, '', null, 'ALL'])
      expect(patchSettings(DEFAULT_SETTINGS, { shareQuorum: bad as never }, true)).toEqual({
        ok: false,
        error: 'bad-share-quorum',
      });
    expect(patchSettings(DEFAULT_SETTINGS, { shareQuorum: 'all' }, true)).toMatchObject({
      ok: true,
      settings: { shareQuorum: 'all' },
    });
  });

  it('a save whose quorum is not one of them does not resume; one that has none takes the default', () => {
    const host = new TableHost({ code: CODE, name: 'Host', engine: hostEngine, createBot });
    expect(host.configure({ shareQuorum: 'two-thirds' })).toEqual({ ok: true });
    const saved = JSON.parse(JSON.stringify(host.toSaved())) as { settings: Record<string, unknown> };
    expect(saved.settings.shareQuorum).toBe('two-thirds');
    const opts = { engine: hostEngine, createBot };
    expect(TableHost.resume(saved, opts).lobbyFor(0).shareQuorum).toBe('two-thirds');
    expect(() => TableHost.resume({ ...saved, settings: { ...saved.settings, shareQuorum: 'most' } }, opts)).toThrow(
      /^corrupt-save: bad settings/,
    );
    delete saved.settings.shareQuorum;
    expect(TableHost.resume(saved, opts).lobbyFor(0).shareQuorum).toBe('majority');
  });

  it('all three guests: two pooled shares open nothing, and the table still moves with all three', async () => {
    const seed = 'quorum-all';
    const t = await movingTable({ edition: 'classic', seed });
    const host = t.host();
    expect(host.configure({ shareQuorum: 'nearly' as never })).toEqual({ ok: false, error: 'bad-share-quorum' });
    expect(host.configure({ shareQuorum: 'all' })).toEqual({ ok: true });
    await settle();
    for (const label of ['g1', 'g2', 'g3']) expect(t.client(label).state.lobby!.shareQuorum).toBe('all');
    expect(host.start()).toEqual({ ok: true });
    await kitsReady(t);
    let n = 0;
    await playUntil(t, seed, () => ++n > 20 && t.host().currentTable!.phase === 'play');
    await until(() => kitOf(t, 'g1').log!.steps.length === kitOf(t, 'g3').log!.steps.length);
    const kits = ['g1', 'g2', 'g3'].map((l) => ({
      ...json({ deal: kitOf(t, l).deal!, log: kitOf(t, l).log! }),
      share: kitOf(t, l).share!,
    }));
    expect(kits.map((k) => k.deal.threshold)).toEqual([3, 3, 3]);
    const offers = kits.map((k, i) => ({ epoch: k.deal.epoch, seat: i + 1, share: k.share }));
    // any two of them: refused by the rule, and by the maths
    for (const pair of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      await expect(recoverKey([offers[pair[0]]!, offers[pair[1]]!], kits[0]!.deal)).rejects.toThrow(
        'not-enough-shares',
      );
      const guess = await combine([hexToBytes(kits[pair[0]]!.share), hexToBytes(kits[pair[1]]!.share)]);
      expect(reads(kits[0]!.log, guess), `seats ${pair.join(' and ')}`).toBe(false);
    }
    const all = await recoverKey(offers, kits[0]!.deal);
    const before = JSON.stringify(t.host().currentTable!.snapshot());
    expect(JSON.stringify(rebuildTable(engine, kits[0]!.log, all).snapshot())).toBe(before);

    // the host goes: Ana takes over with Bo's and Cy's shares, and keeps the setting
    t.vanish('host', 'closed');
    const back = await advanceUntil(
      t,
      () => t.pages.every((p) => p.self.client.state.status === 'playing' && p.self.client.state.hostLostAt == null),
      30_000,
    );
    expect(back).toBe(true);
    expect(t.hostPage().label).toBe('g1');
    expect(JSON.stringify(t.host().currentTable!.snapshot())).toBe(before);
    expect(t.client('g2').state.lobby!.shareQuorum).toBe('all');
  });

  it('raised mid-game, it deals a new key at once that the old pair no longer opens', async () => {
    const seed = 'quorum-raised';
    const t = await movingTable({ edition: 'classic', seed });
    expect(t.host().start()).toEqual({ ok: true });
    await kitsReady(t);
    let n = 0;
    await playUntil(t, seed, () => ++n > 10 && t.host().currentTable!.phase === 'play');
    const [bo, cy] = ['g2', 'g3'].map((l) => ({ deal: json(kitOf(t, l).deal!), share: kitOf(t, l).share! }));
    expect(bo!.deal.threshold).toBe(2);
    const pooled = await recoverKey(
      [
        { epoch: bo!.deal.epoch, seat: 2, share: bo!.share },
        { epoch: cy!.deal.epoch, seat: 3, share: cy!.share },
      ],
      bo!.deal,
    );
    expect(t.host().configure({ shareQuorum: 'all' })).toEqual({ ok: true });
    await until(() => kitOf(t, 'g2').deal!.threshold === 3);
    n = 0;
    await playUntil(t, seed, () => ++n > 10 && t.host().currentTable!.phase === 'play');
    await until(() => kitOf(t, 'g2').log!.steps.length > 0);
    expect(reads(json(kitOf(t, 'g2').log!), pooled)).toBe(false);
  });
});

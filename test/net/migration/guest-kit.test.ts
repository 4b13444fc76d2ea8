import { describe, expect, it } from 'vitest';
import { GuestKit } from '../../../src/net/migration/guest-kit.js';
import { parseMigrationMessage } from '../../../src/net/migration/messages.js';

const genesis = { code: 'KQ7M', game: 1, edition: 'classic', players: 3, options: {}, seed: 'ab'.repeat(40) };
const log = (from: number, steps: unknown[], extra: object = {}) =>
  JSON.stringify({ v: 1, t: 'mig-log', game: 1, from, steps, ...extra });
const deal = {
  epoch: 1,
  threshold: 2,
  commitments: { 1: 'cd'.repeat(32), 2: 'ef'.repeat(32) },
  tokens: { 0: 'ab'.repeat(32), 1: 'a1'.repeat(32), 2: 'a2'.repeat(32) },
};

describe('a guest’s kit', () => {
  it('keeps the log in order and waits for the whole log after a gap', () => {
    const kit = new GuestKit();
    expect(kit.receive(log(0, [{ s: 1, a: { type: 'draw' } }], { genesis }))).toBe(true);
    expect(kit.receive(log(1, [{ x: 1 }, { n: 1 }]))).toBe(true);
    expect(kit.log!.steps).toHaveLength(3);
    // a part that does not follow on is not taken
    kit.receive(log(7, [{ x: 1 }]));
    expect(kit.log!.steps).toHaveLength(3);
    // the whole log again (a guest back after a drop) replaces it
    kit.receive(log(0, [{ x: 1 }], { genesis }));
    expect(kit.log!.steps).toEqual([{ x: 1 }]);
  });

  it('keeps its share, and forgets the last game’s kit when a new game starts', () => {
    const kit = new GuestKit();
    kit.receive(log(0, [], { genesis }));
    kit.receive(JSON.stringify({ v: 1, t: 'mig-share', game: 1, deal, share: '12'.repeat(33) }));
    expect(kit.share).toBe('12'.repeat(33));
    // a new deal (the guests changed): the last few are kept, for a new host that holds an older one
    kit.receive(JSON.stringify({ v: 1, t: 'mig-share', game: 1, deal: { ...deal, epoch: 2 }, share: '34'.repeat(33) }));
    expect(kit.share).toBe('34'.repeat(33));
    expect(kit.deal!.epoch).toBe(2);
    expect(kit.dealOf(1)!.share).toBe('12'.repeat(33));
    expect(kit.dealOf(7)).toBeNull();
    kit.receive(JSON.stringify({ v: 1, t: 'mig-log', game: 2, from: 0, steps: [], genesis: { ...genesis, game: 2 } }));
    expect(kit.game).toBe(2);
    expect(kit.share).toBeNull();
    expect(kit.log!.genesis.game).toBe(2);
  });

  it('drops what is malformed, and is not fooled by other messages', () => {
    const kit = new GuestKit();
    const bad = [
      'not json',
      JSON.stringify({ v: 1, t: 'view' }),
      log(0, [{ s: 1 }], { genesis }),
      log(0, [{ x: 2 }], { genesis }),
      log(0, [{ s: 1, h: 'not hex!' }], { genesis }),
      log(-1, []),
      log(0, [], { genesis: { ...genesis, seed: 'the seed in clear' } }),
      JSON.stringify({ v: 1, t: 'mig-share', game: 1, deal: { ...deal, threshold: 1 }, share: '12' }),
      JSON.stringify({ v: 1, t: 'mig-share', game: 1, deal: { ...deal, commitments: { x: 'ab' } }, share: '12' }),
      JSON.stringify({ v: 1, t: 'mig-share', game: 1, deal, share: 'zz' }),
      JSON.stringify({ v: 1, t: 'mig-share', game: 1, deal: { ...deal, tokens: undefined }, share: '12' }),
      JSON.stringify({ v: 1, t: 'mig-share', game: 1, deal: { ...deal, tokens: { 1: 'ab' } }, share: '12' }),
    ];
    for (const text of bad) {
      expect(parseMigrationMessage(text), text).toBeNull();
      expect(kit.receive(text)).toBe(false);
    }
    expect(kit.log).toBeNull();
    expect(kit.share).toBeNull();
  });
});

/**
 * Issue 11, point 6: public random choices (the draw for dealer, a race's gestures) come from a
 * stream of their own, so what every seat sees of them says nothing about the generator that deals.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../scripts/sim.js';
import { createRandomBot } from '../../src/bots/random.js';
import { createTable, restoreTable, GESTURES, type Table } from '../../src/game/index.js';
import { publicStreamFrom, seedFrom } from '../../src/game/rng.js';
import { copies, rig } from './helpers.js';

const hands = (t: Table) => Array.from({ length: t.view(0).players }, (_, s) => t.view(s).hand);

describe('The public stream', () => {
  it('the draw for dealer takes nothing from the deal: the same seed with that dealer given deals the same hands', () => {
    let retried = 0;
    for (let i = 0; i < 40; i++) {
      const seed = `dealer-draw-${i}`;
      const drawn = createTable({ edition: 'classic', players: 4, seed });
      const draw = drawn.eventsFor(0).find((e) => e.type === 'dealerDraw');
      if (draw?.type !== 'dealerDraw') throw new Error('no draw for dealer');
      if (draw.draws.length > 1) retried++;
      const given = createTable({ edition: 'classic', players: 4, seed, dealer: draw.dealer });
      expect(hands(given), seed).toEqual(hands(drawn));
      expect(given.view(0).top).toBe(drawn.view(0).top);
      expect(given.view(0).pile).toBe(drawn.view(0).pile);
    }
    // ties among the highest cards make the draw go on: those games show it best
    expect(retried).toBeGreaterThan(0);
  });

  it("a race's choices come from the public stream alone, never from the deal's", () => {
    const g = rig('house-rules', {
      hands: [['R3*', 'G2', 'G4'], ['G3', 'B1', 'B1'], copies('B2', 3)],
      discard: 'R7',
      pile: copies('Y9', 20),
    });
    g.play(0, 'R3*');
    g.ok(0, { type: 'rule', number: 3, text: 'Touch your nose', gesture: GESTURES[5]! });
    const before = g.t.snapshot() as { machine: { context: { g: { rng: number[]; pub: number[] } } } };
    const raceWith = (change: (g: { rng: number[]; pub: number[] }) => void): string[] => {
      const copy = JSON.parse(JSON.stringify(before)) as typeof before;
      change(copy.machine.context.g);
      const t = restoreTable(copy);
      expect(t.send(1, { type: 'play', card: 'G3' }).ok).toBe(true);
      return t.view(0).race!.choices;
    };
    const asDealt = raceWith(() => {});
    expect(asDealt).toContain(GESTURES[5]);
    // another deal's generator: the same choices
    for (let i = 0; i < 5; i++) expect(raceWith((s) => (s.rng = seedFrom(`other deal ${i}`)))).toEqual(asDealt);
    // another public stream: other choices (at least once in five)
    const others = Array.from({ length: 5 }, (_, i) => raceWith((s) => (s.pub = publicStreamFrom(`other ${i}`))));
    expect(others.some((c) => JSON.stringify(c) !== JSON.stringify(asDealt))).toBe(true);
  });

  it("is seeded from a one-way hash of the seed, and a round's own seed sets both streams anew", () => {
    const t = createTable({ edition: 'classic', players: 3, seed: 'one-way', options: { target: 1000 } });
    const g = () =>
      (t.snapshot() as { machine: { context: { g: { rng: number[]; pub: number[] } } } }).machine.context.g;
    expect(g().pub).not.toEqual(g().rng);
    // the public stream is not the deal's stream under another name
    expect(publicStreamFrom('one-way')).not.toEqual(seedFrom('one-way'));
    playGame(
      t,
      Array.from({ length: 3 }, (_, s) => createRandomBot(`one-way/${s}`)),
      { maxRounds: 1 },
    );
    expect(t.phase).toBe('roundOver');
    t.nextRound('round two');
    const fresh = createTable({
      edition: 'classic',
      players: 3,
      seed: 'round two',
      dealer: t.view(0).dealer,
      round: { number: 2, scores: t.view(0).scores, history: t.view(0).history },
    });
    // the round dealt from its own seed is the round a later-round table deals from that seed
    expect(hands(fresh)).toEqual(hands(t));
    expect(g().pub).toEqual(
      (fresh.snapshot() as { machine: { context: { g: { pub: number[] } } } }).machine.context.g.pub,
    );
  });

  // found by the deal check after a host migration: a round opening on a Wild showed the last
  // round's color until the color was chosen, where a table dealt afresh from the seed shows red
  for (const edition of ['classic', 'power-grab'] as const) {
    it(`${edition}: a later round opening on a Wild shows every seat what a new table dealt from its seed shows`, () => {
      let compared = 0;
      for (let i = 0; i < 400 && compared < 3; i++) {
        const t = createTable({ edition, players: 3, seed: `wild-open-${i}`, options: { target: 1000 } });
        playGame(
          t,
          Array.from({ length: 3 }, (_, s) => createRandomBot(`wild-open-${i}/${s}`)),
          { maxRounds: 1 },
        );
        if (t.phase !== 'roundOver') continue;
        const ended = t.view(0).color;
        const seed = `wild-open-${i}/round two`;
        const from = t.lastSeq;
        t.nextRound(seed);
        const opening = t.eventsFor(0, from).find((e) => e.type === 'firstCard' && e.effect === 'color');
        if (!opening || ended === 'R') continue;
        const before = t.view(0);
        const fresh = createTable({
          edition,
          players: 3,
          seed,
          options: { target: 1000 },
          dealer: before.dealer,
          round: { number: 2, scores: before.scores, history: before.history },
        });
        for (let s = 0; s < 3; s++) expect(fresh.view(s), `${edition} ${seed}, seat ${s}`).toEqual(t.view(s));
        compared++;
      }
      expect(compared, 'rounds opening on a Wild after a round that ended on another color').toBe(3);
    });
  }
});

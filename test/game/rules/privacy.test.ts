/**
 * engine-api.md: "A view carries no card of another hand and nothing of the draw pile's order";
 * team decision: the challenged hand reaches the challenger only in its `challenge` event; hands
 * are shown only in `roundResult` once the round is over; a drawn card only to the drawer.
 */
import { describe, expect, it } from 'vitest';
import type { CardCode, PlayerView } from '../../../src/game/types.js';
import { rig } from '../helpers.js';

/** Every string in a view outside the seat's own fields. */
function publicStrings(v: PlayerView): string[] {
  const { hand: _h, legal: _l, drawn: _d, top: _t, roundResult: _r, ...rest } = v;
  const out: string[] = [];
  const walk = (x: unknown): void => {
    if (typeof x === 'string') out.push(x);
    else if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') Object.values(x).forEach(walk);
  };
  walk(rest);
  return out;
}

/** Cards that appear once in the deal, so that a leak cannot hide behind a copy. */
const HANDS: CardCode[][] = [
  ['R1', 'G2', 'W+4'],
  ['B3', 'Y4', 'GS'],
  ['B6', 'Y7', 'RR'],
];
const PILE: CardCode[] = ['Y8', 'B8', 'G8', 'B9', 'Y9', 'G9', 'R9', 'Y1', 'Y2'];

describe('What a seat may see', () => {
  it('no view holds a card of another hand, nor any card of the draw pile', () => {
    const g = rig('classic', { hands: HANDS, discard: 'R5', pile: PILE });
    const check = () => {
      for (const v of g.views()) {
        const others = new Set(
          g
            .views()
            .filter((o) => o.seat !== v.seat)
            .flatMap((o) => o.hand),
        );
        const seen = publicStrings(v);
        for (const c of others) expect(seen, `seat ${v.seat} sees ${c}`).not.toContain(c);
        for (const c of PILE) if (!g.hand(v.seat).includes(c) && !others.has(c)) expect(seen).not.toContain(c);
        for (const a of v.legal) if (a.type === 'play') expect(v.hand).toContain(a.card);
      }
    };
    check();
    g.play(0, 'R1');
    check();
    g.draw(1);
    check();
    g.draw(2);
    check();
    g.play(0, 'W+4', { color: 'G', uno: true });
    check();
    g.ok(1, { type: 'challenge' });
    check();
  });

  it('the roundResult, with every hand, appears only once the round is over', () => {
    const g = rig('classic', {
      hands: [
        ['R1', 'R2'],
        ['B3', 'Y4'],
        ['B6', 'Y7'],
      ],
      discard: 'R5',
      pile: PILE,
    });
    for (const v of g.views()) expect(v.roundResult).toBeNull();
    g.play(0, 'R1', { uno: true });
    g.draw(1);
    g.draw(2);
    for (const v of g.views()) expect(v.roundResult).toBeNull();
    g.play(0, 'R2');
    for (const v of g.views()) {
      expect(v.roundResult?.hands[1]?.slice().sort()).toEqual(['B3', 'Y4', 'Y8'].sort());
      expect(v.roundResult?.hands[2]?.slice().sort()).toEqual(['B6', 'B8', 'Y7'].sort());
    }
  });

  it("a drawn card reaches the drawer's events and view only", () => {
    const g = rig('classic', { hands: HANDS, discard: 'R5', pile: ['R7', ...PILE] });
    const seq = g.t.lastSeq;
    g.draw(0);
    expect(g.v(0).drawn).toBe('R7');
    expect(g.v(1).drawn).toBeNull();
    const mine = g.t.eventsFor(0, seq).find((e) => e.type === 'draw');
    expect(mine && mine.type === 'draw' ? mine.cards : null).toEqual(['R7']);
    for (const seat of [1, 2]) {
      const theirs = g.t.eventsFor(seat, seq).find((e) => e.type === 'draw');
      expect(theirs).toMatchObject({ type: 'draw', seat: 0, count: 1 });
      expect(JSON.stringify(g.t.eventsFor(seat, seq))).not.toContain('R7');
    }
  });

  it('penalty cards drawn (+2, Contre-UNO) reach only the drawer', () => {
    const g = rig('classic', {
      hands: [
        ['R+2', 'R1', 'G2'],
        ['B3', 'Y4'],
        ['B6', 'Y7'],
      ],
      discard: 'R5',
      pile: PILE,
    });
    const seq = g.t.lastSeq;
    g.play(0, 'R+2');
    const drawn = g.hand(1).filter((c) => PILE.includes(c));
    expect(drawn).toHaveLength(2);
    for (const seat of [0, 2])
      for (const c of drawn) expect(JSON.stringify(g.t.eventsFor(seat, seq))).not.toContain(`"${c}"`);
  });

  it("nothing of the pile's order: two tables whose piles differ only in order show the same views", () => {
    const a = rig('classic', { hands: HANDS, discard: 'R5', pile: PILE });
    const b = rig('classic', { hands: HANDS, discard: 'R5', pile: [...PILE].reverse() });
    expect(a.snapshotViews()).toBe(b.snapshotViews());
  });
});

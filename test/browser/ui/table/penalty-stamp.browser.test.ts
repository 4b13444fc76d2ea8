/**
 * A penalty's "+n" stamp shows whole, above the cards that fly to the same seat and not under the
 * ⊘ of the skip that comes with a +2 (issue 30, seen in scripts/look-together.mjs: the stamp was
 * partly hidden, the ⊘ landing on it at once).
 */
import { expect } from '@open-wc/testing';
import '../../../../src/ui/table/uno-table.js';
import { quietTable } from './fixtures.js';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const reduced = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

describe('a penalty’s stamp', () => {
  it('is drawn above the penalty card flying under it, at every moment of the flight', async function () {
    if (reduced()) this.skip();
    const table = await quietTable();
    const root = table.shadowRoot!;
    table.events = [{ seq: 5, type: 'draw', seat: 2, count: 2, penalty: true }];
    await table.updateComplete;
    let stamp: HTMLElement | null = null;
    for (let i = 0; i < 40 && !stamp; i++) {
      await wait(10);
      stamp = [...root.querySelectorAll<HTMLElement>('.flights .stamp')].find((s) => s.textContent === '+2') ?? null;
    }
    expect(stamp !== null, 'a +2 stamp').to.equal(true);
    const card = root.querySelector<HTMLElement>('.flights uno-card');
    expect(card !== null, 'a card in the air').to.equal(true);
    // both held still where they overlap most: the card laid over the stamp's centre
    for (const a of [...stamp!.getAnimations(), ...card!.getAnimations()]) a.pause();
    const s = stamp!.getBoundingClientRect();
    card!.getAnimations().forEach((a) => (a.currentTime = 0));
    card!.style.left = `${parseFloat(stamp!.style.left) - 10}px`;
    card!.style.top = `${parseFloat(stamp!.style.top) - 10}px`;
    stamp!.getAnimations().forEach((a) => (a.currentTime = 250));
    // hit-testing follows the painting order; the overlay takes no taps, so it is let take them here
    for (const el of [root.querySelector<HTMLElement>('.flights')!, stamp!, card!]) el.style.pointerEvents = 'auto';
    const cx = s.left + s.width / 2;
    const cy = s.top + s.height / 2;
    const top = root.elementFromPoint(cx, cy);
    expect(top === stamp, `on top at the stamp's centre: ${top?.nodeName}.${(top as HTMLElement)?.className}`).to.equal(
      true,
    );
  });

  it('comes before the ⊘ of the skip that the same +2 brings: never the one over the other', async function () {
    if (reduced()) this.skip();
    const table = await quietTable();
    const root = table.shadowRoot!;
    table.events = [
      { seq: 5, type: 'draw', seat: 2, count: 2, penalty: true },
      { seq: 6, type: 'skip', seat: 2 },
    ];
    await table.updateComplete;
    const stampOf = (text: string) =>
      [...root.querySelectorAll<HTMLElement>('.flights .stamp')].find((s) => s.textContent === text) ?? null;
    for (let i = 0; i < 40 && !(stampOf('+2') && stampOf('⊘')); i++) await wait(10);
    const plus = stampOf('+2');
    const skip = stampOf('⊘');
    expect(plus !== null && skip !== null, 'both stamps on the table').to.equal(true);
    // Both held, then walked through the same moments: the animations' own clock, not the timers',
    // which a loaded machine runs late (the +2 had faded by the time a late timer looked).
    const animations = [...plus!.getAnimations(), ...skip!.getAnimations()];
    for (const a of animations) a.pause();
    const opacity = (el: HTMLElement) => Number(getComputedStyle(el).opacity);
    let plusShown: number | null = null;
    let skipShown: number | null = null;
    const overlaps: number[] = [];
    for (let t = 0; t <= 2000; t += 10) {
      for (const a of animations) a.currentTime = t;
      const p = opacity(plus!);
      const k = opacity(skip!);
      if (plusShown === null && p > 0.8) plusShown = t;
      if (skipShown === null && k > 0.5) skipShown = t;
      if (p > 0.1 && k > 0) overlaps.push(t);
    }
    expect(plusShown !== null, '+2 shown').to.equal(true);
    expect(overlaps, '⊘ never over the +2 while it shows').to.deep.equal([]);
    expect(skipShown !== null && skipShown > plusShown!, '⊘ shown after').to.equal(true);
  });
});

import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { animationsIn, makeSeats, makeView, nextFrame } from './fixtures.js';

/** What an animation changes: a transition's property, or the properties of its keyframes. */
function propertiesOf(a: Animation): string[] {
  if (a instanceof CSSTransition) return [a.transitionProperty];
  const keys = new Set<string>();
  for (const frame of (a.effect as KeyframeEffect).getKeyframes())
    for (const k of Object.keys(frame))
      if (!['offset', 'computedOffset', 'easing', 'composite'].includes(k)) keys.add(k);
  return [...keys];
}

describe('the table at rest', () => {
  it('moves only what the compositor draws while the player thinks (glow, UNO button, countdown)', async () => {
    // the player's turn with a turn clock, two cards (UNO to say), an opponent to catch
    const view = makeView({
      hand: ['R5', 'G7'],
      counts: [2, 5, 1, 3],
      legal: [{ type: 'play', card: 'R5' }, { type: 'draw' }, { type: 'catch', target: 2 }],
    });
    const table = await fixture<UnoTable>(
      html`<uno-table
        style="width:1000px;height:760px"
        .view=${view}
        .seats=${makeSeats(4)}
        .events=${[]}
        .deadline=${Date.now() + 20_000}
      ></uno-table>`,
    );
    await table.updateComplete;
    await nextFrame();
    // a tick of the countdown or two: its bar is on its way down
    await new Promise((r) => setTimeout(r, 600));
    const running = [...animationsIn(table.shadowRoot!)].filter((a) => a.playState === 'running');
    const countdown = table.shadowRoot!.querySelector('uno-countdown')!;
    const fill = countdown.shadowRoot!.querySelector('.fill');
    const bar = running.filter((a) => (a.effect as KeyframeEffect).target === fill);
    expect(bar.length, 'the countdown bar moves').to.be.greaterThan(0);
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!reduced) expect(running.length, 'the turn glow and the UNO button breathe').to.be.greaterThan(bar.length);
    const painted = running.flatMap(propertiesOf).filter((p) => p !== 'transform' && p !== 'opacity');
    expect(painted, 'animated properties that repaint or lay out at every frame').to.deep.equal([]);
  });
});

/** The table's usual questions made and drawn once, closed, while it waits (questions/prewarm.ts):
 * each one drawn, none shown, opened or answered. */
import { expect, fixture, html } from '@open-wc/testing';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { QuestionHost } from '../../../../src/ui/table/questions/question-host.js';
import { prewarm, samples } from '../../../../src/ui/table/questions/prewarm.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { lookIn, makeSeats, makeView, nextFrame } from './fixtures.js';

const nameOf = (seat: number) => `Player ${seat}`;

/** A host whose questions live in a container on the page, and what they send. */
function hostOnPage(sent: unknown[]): QuestionHost {
  const container = document.createElement('div');
  document.body.append(container);
  for (const name of ['question-answer', 'question-play', 'question-color', 'question-cancel', 'uno-leave'])
    container.addEventListener(name, (e) => sent.push((e as CustomEvent).detail ?? name));
  return new QuestionHost(container);
}

describe('the questions drawn once, closed, while the table waits', () => {
  beforeEach(() => setLang('en'));

  it('warms a host once, whichever table asks first', () => {
    const sent: unknown[] = [];
    const host = hostOnPage(sent);
    let asked = 0;
    const asks = () => {
      asked++;
      return samples(makeView({ turn: 1, legal: [] }), nameOf);
    };
    const none = () => undefined;
    prewarm(host, asks, 'classic', none);
    prewarm(host, asks, 'classic', none);
    expect(asked).to.equal(1);
    expect(sent).to.deep.equal([]);
    host.container.remove();
  });

  it("draws a Wild's color, a Wild +4's answer and a round's results, closed", async () => {
    const sent: unknown[] = [];
    const host = hostOnPage(sent);
    const queue: Array<() => void> = [];
    prewarm(
      host,
      () => samples(makeView({ turn: 1, legal: [] }), nameOf),
      'none',
      (work) => queue.push(work),
    );
    // one question per idle moment
    expect(queue).to.have.length(1);
    while (queue.length) queue.shift()!();
    await nextFrame();
    await nextFrame();
    const drawn = [...host.container.children] as HTMLElement[];
    const kinds = drawn.map((el) =>
      el.shadowRoot!.querySelector('uno-dialog')?.className.replace('phase-dialog', '').trim(),
    );
    expect(kinds).to.deep.equal(['color', 'challenge', 'round']);
    expect(drawn.every((el) => !el.shadowRoot!.querySelector('uno-dialog')!.open)).to.equal(true);
    expect(drawn[2]!.shadowRoot!.querySelectorAll('.results .card-art').length, "the results' cards").to.be.greaterThan(
      0,
    );
    expect(drawn[2]!.shadowRoot!.querySelector('.deal-check'), "the round's deal check").to.not.equal(null);
    // what a round's end draws besides: the points gained, who leads
    expect(drawn[2]!.shadowRoot!.querySelector('.results .gain'), 'the points gained').to.not.equal(null);
    expect(drawn[2]!.shadowRoot!.textContent, 'who leads').to.match(/lead/i);
    expect(sent).to.deep.equal([]);
    host.container.remove();
  });

  it('leaves the table as it was: no dialog opens, nothing is sent', async () => {
    const t = await fixture<UnoTable>(
      html`<uno-table
        style="width:800px;height:600px"
        .view=${makeView({ turn: 1, legal: [] })}
        .seats=${makeSeats(4)}
      ></uno-table>`,
    );
    const sent: unknown[] = [];
    t.addEventListener('uno-action', (e) => sent.push((e as CustomEvent).detail));
    // the idle moments come (requestIdleCallback's timeout is 3 s at most)
    await new Promise((r) => setTimeout(r, 400));
    await nextFrame();
    expect(lookIn(t).querySelector('uno-dialog[open]'), 'no dialog in the table').to.equal(null);
    expect(document.querySelector('dialog[open]')).to.equal(null);
    expect(sent).to.deep.equal([]);
  });

  it("warms a host's round's end as it will open: the first one makes and takes out no part", async () => {
    // a solo game's host: no deal check shows (deal-shown.ts), the next round is the host's button
    const t = await fixture<UnoTable>(
      html`<uno-table
        style="width:800px;height:600px"
        is-host
        .view=${makeView({ turn: 1, legal: [] })}
        .seats=${makeSeats(4)}
      ></uno-table>`,
    );
    // one sample per idle moment; these come after the table's
    for (let i = 0; i < 8; i++) await new Promise((r) => requestIdleCallback(() => r(null)));
    const q = lookIn(t).querySelector('uno-round-question')!;
    await q.updateComplete;
    const parts = 'p.wait, .deal-check, button';
    const changed: string[] = [];
    const note = (how: string) => (n: Node) => {
      if (n instanceof Element && n.matches(parts)) changed.push(`${how} ${n.localName}.${n.className}`);
    };
    const watch = new MutationObserver((records) => {
      for (const r of records) {
        r.removedNodes.forEach(note('out'));
        r.addedNodes.forEach(note('in'));
      }
    });
    watch.observe(q.shadowRoot!, { childList: true, subtree: true });
    t.view = makeView({
      phase: 'roundOver',
      phasePath: 'roundOver',
      hand: ['R5', 'G4'],
      counts: [2, 0, 2, 1],
      legal: [],
      roundWinner: 1,
      roundResult: {
        winner: 1,
        blocked: false,
        points: [9, 0, 30, 7],
        gained: [0, 46, 0, 0],
        hands: [['R5', 'G4'], [], ['W', 'B+2'], ['Y7']],
      },
      scores: [0, 46, 0, 0],
    });
    await t.updateComplete;
    await q.updateComplete;
    watch.disconnect();
    expect(q.open, 'the results shown').to.equal(true);
    expect(q.shadowRoot!.querySelector('button[data-default]')?.textContent, 'the next round').to.match(/next/i);
    expect(q.shadowRoot!.querySelector('.deal-check, p.wait'), 'no deal check, no wait').to.equal(null);
    expect(changed, 'parts made or taken out at the round’s end').to.deep.equal([]);
  });
});

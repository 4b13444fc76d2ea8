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
});

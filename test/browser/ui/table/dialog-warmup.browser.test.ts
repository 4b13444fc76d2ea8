/** The table's usual questions drawn once off the page while it waits (dialog-warmup.ts): each
 * one drawn, none shown, opened or answered. */
import { expect, fixture, html } from '@open-wc/testing';
import type { Action } from '../../../../src/game/types.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import type { DialogContext } from '../../../../src/ui/table/table-dialogs.js';
import { warmContexts, warmDialogElement, warmDialogs, warmUp } from '../../../../src/ui/table/dialog-warmup.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { makeSeats, makeView, nextFrame } from './fixtures.js';

function context(sent: unknown[]): DialogContext {
  return {
    view: makeView({ turn: 1, legal: [] }),
    deadline: null,
    isHost: false,
    nameOf: (seat) => `Player ${seat}`,
    send: (a: Action) => sent.push(a),
    play: (c) => sent.push(c),
    fire: (n) => sent.push(n),
    colorFor: null,
    chooseColor: (c) => sent.push(c),
    cancelColor: () => sent.push('cancel'),
    rule: { number: null, text: '', gesture: '' },
    setRule: () => undefined,
    gestures: [],
    wildDraw4By: null,
    deal: null,
  };
}

describe('the dialogs drawn once off the page', () => {
  beforeEach(() => setLang('en'));

  // first in this file: no table has warmed this page yet
  it('warms a page once, whichever table asks first', () => {
    const sent: unknown[] = [];
    let asked = 0;
    const ctx = () => {
      asked++;
      return context(sent);
    };
    warmUp(ctx);
    warmUp(ctx);
    expect(asked).to.equal(1);
    expect(sent).to.deep.equal([]);
  });

  it("draws a Wild's color, a Wild +4's answer and a round's results, off the page and closed", async () => {
    const sent: unknown[] = [];
    const drawn: HTMLElement[] = [];
    const queue: Array<() => void> = [];
    warmDialogs(
      warmContexts(context(sent)),
      (work) => queue.push(work),
      () => {
        const el = document.createElement('div');
        drawn.push(el);
        return el;
      },
    );
    // one question per idle moment
    expect(queue).to.have.length(1);
    while (queue.length) queue.shift()!();
    await nextFrame();
    await nextFrame();
    const kinds = drawn.map((el) => el.querySelector('uno-dialog')?.className.replace('phase-dialog', '').trim());
    expect(kinds).to.deep.equal(['color', 'challenge', 'round']);
    expect(drawn.every((el) => !el.isConnected)).to.equal(true);
    expect(drawn[2]!.querySelectorAll('.results .card-art').length, "the results' cards").to.be.greaterThan(0);
    expect(drawn[2]!.querySelector('.deal-check'), "the round's deal check").to.not.equal(null);
    expect(sent).to.deep.equal([]);
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
    expect(t.shadowRoot!.querySelector('uno-dialog'), 'no dialog in the table').to.equal(null);
    expect(document.querySelector('dialog[open]')).to.equal(null);
    expect(sent).to.deep.equal([]);
  });

  it("draws a dialog's own frame and countdown once, hidden and never opened, then takes it out", async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const seen: Element[] = [];
    const watch = new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) seen.push(n);
    });
    watch.observe(host, { childList: true });
    try {
      await warmDialogElement(host);
      await Promise.resolve();
      expect(seen.map((n) => n.localName)).to.deep.equal(['uno-dialog']);
      const probe = seen[0] as HTMLElement;
      expect(probe.hidden).to.equal(true);
      expect(probe.shadowRoot?.querySelector('dialog'), 'drawn').to.not.equal(null);
      expect(probe.shadowRoot!.querySelector('dialog')!.open, 'never opened').to.equal(false);
      expect(probe.shadowRoot!.querySelector('uno-countdown'), 'its countdown drawn').to.not.equal(null);
      expect(probe.isConnected, 'taken out').to.equal(false);
      expect(host.childElementCount).to.equal(0);
    } finally {
      watch.disconnect();
      host.remove();
    }
  });
});

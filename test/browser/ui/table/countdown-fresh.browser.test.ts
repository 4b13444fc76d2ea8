/** A 60 s window never shows "61s": the countdown reads the time when it is given a deadline, not
 * the last quarter-second tick (issue 30 point 7, the clock after a hand-over). */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/ui/table/uno-countdown.js';
import type { UnoCountdown } from '../../../../src/ui/table/uno-countdown.js';

describe('<uno-countdown>: a fresh deadline', () => {
  it('shows at most the window it was given, between two ticks', async () => {
    const el = await fixture<UnoCountdown>(html`<uno-countdown></uno-countdown>`);
    // the controller ticks every 250 ms from connection; 200 ms in, its "now" is 200 ms old
    await new Promise((r) => setTimeout(r, 200));
    el.deadline = Date.now() + 60_000;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role=timer]')!.textContent.trim()).to.equal('60s');
  });
});

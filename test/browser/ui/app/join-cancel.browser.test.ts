/// <reference types="mocha" />
/**
 * A newcomer under a kicked player's name waits for the host to let it in: it may give up (issue 30
 * point 7: it could only wait). Cancel drops the join (its signal aborts, the link closes) and
 * gives the home screen back, ready for another try.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/ui/app/uno-app.js';
import type { UnoApp } from '../../../../src/ui/app/uno-app.js';
import '../../../../src/ui/i18n/app.js';
import { fakeServices } from './fakes.js';
import { $, settle, type, freshPage } from './helpers.js';

describe('waiting to be let in', () => {
  beforeEach(freshPage);

  it('has a Cancel that drops the join and gives the home screen back', async () => {
    const services = fakeServices();
    let signal: AbortSignal | undefined;
    services.joinTable = (_code, opts) => {
      signal = opts.signal;
      opts.onWaiting?.();
      return new Promise((_, reject) =>
        opts.signal?.addEventListener('abort', () => reject(new Error('join-cancelled'))),
      );
    };
    const el = await fixture<UnoApp>(html`<uno-app .services=${services}></uno-app>`);
    const home = $(el, 'uno-home');
    type($(home, '#name'), 'Bob');
    type($(home, '#code'), 'KQ7M');
    $(home, '#join-btn').click();
    await settle(el);
    await settle(home);
    expect($(home, '.message').textContent).to.contain('the host must let you in');
    expect($<HTMLButtonElement>(home, '#join-btn').disabled).to.equal(true);
    await expect(el).to.be.accessible();
    const cancel = $<HTMLButtonElement>(home, '.cancel-join');
    expect(cancel.textContent.trim()).to.equal('Cancel');
    cancel.click();
    await settle(el);
    await settle(home);
    expect(signal?.aborted, 'the join is dropped').to.equal(true);
    expect(home.shadowRoot!.querySelector('.message'), 'no error for a cancel').to.equal(null);
    expect(home.shadowRoot!.querySelector('.cancel-join')).to.equal(null);
    expect($<HTMLButtonElement>(home, '#join-btn').disabled, 'ready for another try').to.equal(false);
  });
});

/**
 * What opens shows that it opens (seen in scripts/look-together.mjs's screenshots): the lobby's
 * rules, the host's list of spectators and the chat's "Who you hear" are `<summary>`s laid out as
 * flex boxes, which lose the browser's triangle, and read as plain text nobody taps. Each now
 * has a chevron before its words that turns when it opens.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/ui/lobby/uno-lobby.js';
import type { UnoLobby } from '../../../../src/ui/lobby/uno-lobby.js';
import '../../../../src/ui/app/uno-watchers.js';
import type { UnoWatchers } from '../../../../src/ui/app/uno-watchers.js';
import '../../../../src/ui/table/chat/uno-table-chat.js';
import type { UnoTableChat } from '../../../../src/ui/table/chat/uno-table-chat.js';
import { ChatInbox } from '../../../../src/net/guest/chat-inbox.js';
import { lobby, seat } from './fakes.js';
import { settle } from './helpers.js';
import { makeSeats } from '../table/fixtures.js';

/** The chevron before a summary's words: drawn, with a size, left of the first word. */
async function expectChevron(summary: HTMLElement, details: HTMLDetailsElement, what: string) {
  const mark = getComputedStyle(summary, '::before');
  expect(mark.content, `${what}: a mark before the words`).to.not.equal('none');
  expect(parseFloat(mark.width), what).to.be.greaterThan(4);
  expect(parseFloat(mark.borderRightWidth), what).to.be.greaterThan(1);
  expect(mark.borderRightColor, what).to.not.equal('rgba(0, 0, 0, 0)');
  const closed = mark.transform;
  details.open = true;
  await new Promise((r) => setTimeout(r, 250)); // past the turn's transition
  expect(getComputedStyle(summary, '::before').transform, `${what}: the mark turns when open`).to.not.equal(closed);
}

describe('a folded section shows that it opens', () => {
  it('the lobby’s rules', async () => {
    const el = await fixture<UnoLobby>(
      html`<uno-lobby .lobby=${lobby({ seats: [seat(0, 'Ana', { you: true })] })} .isHost=${true} link=""></uno-lobby>`,
    );
    await settle(el);
    const form = el.shadowRoot!.querySelector('uno-rules-form')!;
    await settle(form);
    const details = form.shadowRoot!.querySelector('details')!;
    await expectChevron(details.querySelector('summary')!, details, 'rules');
  });

  it('the host’s list of spectators', async () => {
    const el = await fixture<UnoWatchers>(
      html`<uno-watchers .count=${1} .watching=${[{ id: 1, name: 'Dan', asks: 1 }]}></uno-watchers>`,
    );
    await el.updateComplete;
    const details = el.shadowRoot!.querySelector('details')!;
    await expectChevron(details.querySelector('summary')!, details, 'spectators');
  });

  it('the chat’s “Who you hear”', async () => {
    const inbox = new ChatInbox(
      () => {},
      () => Date.now(),
    );
    const seats = makeSeats(3, ['Ana', 'Bruno', 'Chloé']).map((s) => ({ ...s, kind: 'human' as const }));
    const el = await fixture<UnoTableChat>(
      html`<uno-table-chat .chat=${inbox} .seats=${seats} .me=${0} table=""></uno-table-chat>`,
    );
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('.chat-toggle')!.click();
    await el.updateComplete;
    const details = el.shadowRoot!.querySelector<HTMLDetailsElement>('details.people')!;
    await expectChevron(details.querySelector('summary')!, details, 'who you hear');
  });
});

/**
 * A spectator's table: every seat across the table, no hand and nothing to do, a clear mark that
 * they watch; the host's list of spectators with a way to seat one.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import '../../../../src/ui/app/uno-watchers.js';
import { freeSeats, type UnoWatchers } from '../../../../src/ui/app/uno-watchers.js';
import { makeSeats, makeView } from './fixtures.js';
import type { Phase } from '../../../../src/game/types.js';

const watchingView = () =>
  makeView({ seat: -1, hand: [], legal: [], turn: 2, counts: [7, 5, 1, 3], phasePath: 'play.unoClosed' });

describe('a spectator at the table', () => {
  // fetches the table's strings before the first test renders it
  beforeEach(() => setLang('en'));
  afterEach(() => setLang('en'));

  it('sees every seat across the table, no hand, no UNO button, and says they watch', async () => {
    const seats = makeSeats(4).map((s) => ({ ...s, you: false }));
    const el = await fixture<UnoTable>(
      html`<uno-table .view=${watchingView()} .seats=${seats} .watchers=${3}></uno-table>`,
    );
    const root = el.shadowRoot!;
    const chips = [...root.querySelectorAll('uno-seat-chip')].map((c) => c.getAttribute('data-seat'));
    expect(chips, 'a chip for each of the four seats').to.deep.equal(['0', '1', '2', '3']);
    expect(root.querySelector('uno-hand') === null, 'no hand is drawn').to.equal(true);
    expect(root.querySelector('.uno-btn') === null, 'no UNO button').to.equal(true);
    const bar = root.querySelector('.me.watching')!.textContent;
    expect(bar).to.include('You are watching');
    expect(bar).to.include('Spectators: 3');
    const draw = root.querySelector<HTMLButtonElement>('.draw, button.pile, [data-pile="draw"]');
    if (draw)
      expect(draw.disabled || draw.getAttribute('aria-disabled') === 'true', 'the pile is inert').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('speaks French', async () => {
    await setLang('fr');
    const el = await fixture<UnoTable>(html`<uno-table .view=${watchingView()} .seats=${makeSeats(4)}></uno-table>`);
    expect(el.shadowRoot!.querySelector('.me.watching')!.textContent).to.include('Vous regardez');
  });
});

describe('<uno-watchers>', () => {
  it('shows only the count to a guest', async () => {
    const el = await fixture<UnoWatchers>(html`<uno-watchers .count=${2}></uno-watchers>`);
    expect(el.shadowRoot!.textContent).to.include('Spectators: 2');
    expect(el.shadowRoot!.querySelector('button') === null, 'a guest cannot seat anyone').to.equal(true);
  });

  it('shows nothing when nobody watches', async () => {
    const el = await fixture<UnoWatchers>(html`<uno-watchers .count=${0}></uno-watchers>`);
    expect(el.shadowRoot!.textContent.trim()).to.equal('');
  });

  it('lets the host seat a spectator in a free seat, with the keyboard', async () => {
    const el = await fixture<UnoWatchers>(
      html`<uno-watchers
        .count=${1}
        .watching=${[{ id: 4, name: 'Zoé' }]}
        .free=${[
          { seat: 1, name: 'Bruno' },
          { seat: 3, name: 'Bot 2' },
        ]}
      ></uno-watchers>`,
    );
    const root = el.shadowRoot!;
    root.querySelector('details')!.open = true;
    await el.updateComplete;
    const select = root.querySelector('select')!;
    select.value = '3';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    const button = root.querySelector('button')!;
    setTimeout(() => button.click());
    const e = await oneEvent<CustomEvent<{ id: number; seat: number }>>(el, 'uno-seat-watcher');
    expect(e.detail).to.deep.equal({ id: 4, seat: 3 });
    await expect(el).to.be.accessible();
  });

  it('says when no seat is free', async () => {
    const el = await fixture<UnoWatchers>(
      html`<uno-watchers .count=${1} .watching=${[{ id: 1, name: 'Zoé' }]} .free=${[]}></uno-watchers>`,
    );
    el.shadowRoot!.querySelector('details')!.open = true;
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.include('No free seat now');
    expect(el.shadowRoot!.querySelector('button')!.disabled).to.equal(true);
  });

  it('offers a stand-in seat at once, and bots or absent players only between rounds', () => {
    const seats = makeSeats(4).map((s, i) => ({ ...s, standIn: i === 1, kind: i === 3 ? 'bot' : s.kind }));
    const state = (phase: Phase) =>
      ({
        status: 'playing',
        isHost: true,
        seat: 0,
        lobby: { seats } as never,
        view: makeView({ phase }),
        events: [],
        error: null,
        deadline: null,
        watching: false,
      }) as Parameters<typeof freeSeats>[0];
    expect(freeSeats(state('play')).map((f) => f.seat)).to.deep.equal([1]);
    expect(freeSeats(state('roundOver')).map((f) => f.seat)).to.deep.equal([1, 2, 3]);
  });
});

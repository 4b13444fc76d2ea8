import { expect, fixture, html } from '@open-wc/testing';
import type { PlayerView, TableEvent } from '../../../../src/game/types.js';
import { setViewport } from '@web/test-runner-commands';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { THIRTY_CARDS, backToDefault, makeSeats, makeView, nextFrame, onLaptop, OPTIONS, lookIn } from './fixtures.js';
import { $, $$, actions, buttonByText, handButtons, look, mount, until } from './table-harness.js';

beforeEach(() => setLang('en'));
afterEach(backToDefault);

describe('<uno-table>: the table', () => {
  it('shows the hand sorted, playable cards raised, the others dimmed', async () => {
    const t = await mount(makeView());
    const labels = handButtons(t).map((b) => b.textContent.trim());
    expect(labels).to.deep.equal([
      'Red 5, playable',
      'Red +2, playable',
      'Yellow Skip',
      'Green 7',
      'Blue 4, icon !',
      'Blue 9',
      'Wild, playable',
    ]);
    const looks = handButtons(t).map((b) => look(b.querySelector('.card-art')!));
    expect(looks[0], 'a playable card glows').to.contain('rgba(255, 236, 140');
    expect(looks[2], 'a card that cannot be played is dimmed').to.contain('brightness(0.62)');
    expect(looks[6]).to.contain('rgba(255, 236, 140');
    expect(looks[3]).to.contain('brightness(0.62)');
    // each card drawn as a <uno-card> of its face is
    const red5 = document.createElement('uno-card');
    red5.code = 'R5';
    document.body.append(red5);
    const face = getComputedStyle(red5.shadowRoot!.querySelector('[part="image"]')!).backgroundImage;
    red5.remove();
    expect(getComputedStyle(handButtons(t)[0]!.querySelector('.card-art')!).backgroundImage).to.equal(face);
  });

  it('shows piles, color in force, direction, whose turn and the opponents', async () => {
    const t = await mount(makeView({ direction: -1, color: 'B', top: 'BS', turn: 2 }));
    expect($(t, '.draw')!.textContent).to.contain('Draw a card (80 in the pile)');
    expect($(t, '.discard')!.getAttribute('aria-label')).to.equal('Discard pile: Blue Skip');
    expect($(t, '.force')!.textContent).to.contain('Color: Blue');
    expect($(t, '.force')!.textContent).to.contain('counterclockwise');
    expect($(t, '.status')!.textContent).to.contain("Chloé's turn");
    const chips = $$(t, 'uno-seat-chip');
    expect(chips.map((c) => c.getAttribute('data-seat'))).to.deep.equal(['1', '2', '3']);
    expect(chips[1]!.hasAttribute('active')).to.equal(true);
  });

  for (const edition of ['classic', 'skull', 'house-rules', 'power-grab'] as const) {
    it(`passes the accessibility check (${edition})`, async () => {
      const t = await mount(
        makeView({
          edition,
          hand:
            edition === 'skull'
              ? ['P1', 'WK', 'B2']
              : edition === 'power-grab'
                ? ['R1U', 'RT', 'WT']
                : ['R5*', 'WV', 'G2'],
          top: edition === 'skull' ? 'P4' : 'R3',
          color: edition === 'skull' ? 'P' : 'R',
          towers: edition === 'power-grab' ? { U: 0, N: 1, O: null, '!': null } : undefined,
          rules: edition === 'house-rules' ? [{ number: 3, text: 'Say hello', gesture: 'wave' }] : undefined,
          legal: [{ type: 'draw' }],
        }),
        { events: [{ seq: 1, type: 'deal', round: 1, dealer: 3, top: 'R3', first: 0 }] },
      );
      await expect(t).to.be.accessible();
    });
  }

  it('plays a card on click and on Enter, and moves along the hand with the arrow keys', async () => {
    const t = await mount(makeView());
    let got = await actions(t, () => handButtons(t)[0]!.click());
    expect(got).to.deep.equal([{ type: 'play', card: 'R5' }]);
    got = await actions(t, () => handButtons(t)[2]!.click());
    expect(got, 'a dimmed card does nothing').to.deep.equal([]);
    const hand = t.handElement!;
    handButtons(t)[0]!.focus();
    handButtons(t)[0]!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }),
    );
    await hand.updateComplete;
    await hand.updateComplete;
    expect(hand.shadowRoot!.activeElement).to.equal(handButtons(t)[1]);
    expect(handButtons(t)[1]!.tabIndex).to.equal(0);
    expect(handButtons(t)[0]!.tabIndex).to.equal(-1);
  });

  it('draws from the pile button, which is inert when drawing is not legal', async () => {
    const t = await mount(makeView());
    expect(await actions(t, () => $<HTMLButtonElement>(t, '.draw')!.click())).to.deep.equal([{ type: 'draw' }]);
    t.view = makeView({ turn: 1, legal: [] });
    await t.updateComplete;
    expect(await actions(t, () => $<HTMLButtonElement>(t, '.draw')!.click())).to.deep.equal([]);
    await t.handElement!.updateComplete;
    const dimmed = handButtons(t).filter((b) => look(b.querySelector('.card-art')!).includes('brightness'));
    expect(dimmed, 'off turn, the hand is shown plainly').to.have.length(0);
  });

  it('asks the color of a Wild, then plays it with that color', async () => {
    const t = await mount(makeView());
    await actions(t, () => handButtons(t)[6]!.click());
    const dialog = $(t, 'uno-dialog')!;
    expect(dialog !== null, 'a Wild opens the color dialog').to.equal(true);
    expect(dialog.getAttribute('class')).to.contain('color');
    await expect(dialog).to.be.accessible();
    const got = await actions(t, () =>
      $$(t, '.color-btn')
        .find((b) => b.textContent.includes('Green'))!
        .click(),
    );
    expect(got).to.deep.equal([{ type: 'play', card: 'W', color: 'G' }]);
    expect($(t, 'uno-dialog[open]') === null, 'the color dialog closes once a color is chosen').to.equal(true);
    await new Promise((r) => setTimeout(r, 20));
    const kept = $(t, 'uno-dialog');
    expect(kept !== null && !kept.hasAttribute('open'), 'kept in the page, closed, for the next question').to.equal(
      true,
    );
    expect(kept!.shadowRoot!.querySelector('dialog')!.open, 'not shown').to.equal(false);
  });

  it('keeps the focus in the modal dialog, and gives it back to the hand after the answer', async () => {
    const t = await mount(makeView());
    const wild = handButtons(t)[6]!;
    wild.focus();
    await actions(t, () => wild.click());
    const dialog = $(t, 'uno-dialog')!.shadowRoot!.querySelector('dialog')!;
    expect(dialog.matches(':modal')).to.equal(true);
    expect(lookIn(t).activeElement?.classList.contains('color-btn')).to.equal(true);
    await actions(t, () => buttonByText(t, 'Back')!.click());
    await new Promise((r) => setTimeout(r, 0));
    expect(t.handElement!.shadowRoot!.activeElement).to.equal(handButtons(t)[6]);
  });

  it('offers the skull edition its purple in the color picker', async () => {
    const t = await mount(makeView({ edition: 'skull', hand: ['WK', 'P2'], legal: [{ type: 'play', card: 'WK' }] }));
    await actions(t, () => handButtons(t)[1]!.click());
    expect($$(t, '.color-btn').map((b) => b.textContent.trim())).to.deep.equal(['RRed', 'BBlue', 'GGreen', 'PPurple']);
  });

  it('answers the color phase with a color action', async () => {
    const t = await mount(
      makeView({
        phase: 'color',
        legal: [
          { type: 'color', color: 'R' },
          { type: 'color', color: 'Y' },
        ],
      }),
    );
    const got = await actions(t, () => $$(t, '.color-btn')[1]!.click());
    expect(got).to.deep.equal([{ type: 'color', color: 'Y' }]);
  });

  it('after a draw: play it or keep it', async () => {
    const view = makeView({
      phase: 'drawn',
      drawn: 'R9',
      hand: ['R9', 'G1'],
      legal: [{ type: 'play', card: 'R9' }, { type: 'pass' }],
    });
    const t = await mount(view);
    expect(await actions(t, () => buttonByText(t, 'Play it')!.click())).to.deep.equal([{ type: 'play', card: 'R9' }]);
    expect(await actions(t, () => buttonByText(t, 'Keep it')!.click())).to.deep.equal([{ type: 'pass' }]);
  });

  it('lays several cards of one number with multi-play', async () => {
    const t = await mount(
      makeView({
        hand: ['R5', 'G5', 'B5', 'G2'],
        options: { ...OPTIONS, multiPlay: true },
        legal: [{ type: 'play', card: 'R5' }, { type: 'draw' }],
      }),
    );
    // display order: R5, G2, G5, B5
    expect(await actions(t, () => handButtons(t)[0]!.click())).to.deep.equal([]);
    expect(handButtons(t)[0]!.getAttribute('aria-pressed')).to.equal('true');
    expect(handButtons(t)[1]!.getAttribute('aria-disabled'), 'G2 is not a 5').to.equal('true');
    await t.handElement!.updateComplete;
    const cardAt = (i: number) => handButtons(t)[i]!.querySelector('.card-art')!;
    expect(look(cardAt(0)), 'the chosen card shines blue').to.contain('rgb(79, 195, 255)');
    expect(look(cardAt(1))).to.contain('brightness(0.62)');
    expect(look(cardAt(2)), 'another 5 may join').to.contain('rgba(255, 236, 140');
    await actions(t, () => handButtons(t)[3]!.click());
    await actions(t, () => handButtons(t)[2]!.click());
    const got = await actions(t, () => buttonByText(t, 'Lay 3 cards')!.click());
    expect(got).to.deep.equal([{ type: 'play', card: 'R5', also: ['B5', 'G5'] }]);
  });

  it('UNO pressed before the play sends the play with uno: true', async () => {
    const t = await mount(makeView({ hand: ['R5', 'G7'], legal: [{ type: 'play', card: 'R5' }, { type: 'draw' }] }));
    const uno = $<HTMLButtonElement>(t, '.uno-btn')!;
    expect(uno.disabled).to.equal(false);
    expect(await actions(t, () => uno.click())).to.deep.equal([]);
    expect(uno.getAttribute('aria-pressed')).to.equal('true');
    expect(await actions(t, () => handButtons(t)[0]!.click())).to.deep.equal([{ type: 'play', card: 'R5', uno: true }]);
  });

  it('UNO after the play declares it while legal; unlit otherwise', async () => {
    const t = await mount(makeView({ hand: ['G7'], turn: 1, legal: [{ type: 'uno' }] }));
    const uno = $<HTMLButtonElement>(t, '.uno-btn')!;
    expect(uno.dataset.lit).to.equal('true');
    expect(await actions(t, () => uno.click())).to.deep.equal([{ type: 'uno' }]);
    t.view = makeView({ hand: ['G7', 'R1', 'B2'], turn: 1, legal: [] });
    await t.updateComplete;
    expect($<HTMLButtonElement>(t, '.uno-btn')!.disabled).to.equal(true);
  });

  it('shows Contre-UNO on a catchable opponent', async () => {
    const t = await mount(makeView({ turn: 3, legal: [{ type: 'catch', target: 2 }] }));
    const chip = $(t, 'uno-seat-chip[data-seat="2"]')!;
    const btn = chip.shadowRoot!.querySelector<HTMLButtonElement>('.catch')!;
    expect(btn.getAttribute('aria-label')).to.equal('Counter-UNO: catch Chloé');
    const other = $(t, 'uno-seat-chip[data-seat="1"]')!.shadowRoot!.querySelector('.catch');
    expect(other === null, 'no Contre-UNO on an opponent who cannot be caught').to.equal(true);
    expect(await actions(t, () => btn.click())).to.deep.equal([{ type: 'catch', target: 2 }]);
  });

  it('shows stand-in and connection marks from the seats', async () => {
    const seats = makeSeats(4);
    seats[1] = { ...seats[1]!, kind: 'human', connected: false, standIn: true };
    const el = await fixture<UnoTable>(html`<uno-table .view=${makeView()} .seats=${seats}></uno-table>`);
    const chip = lookIn(el).querySelector('uno-seat-chip[data-seat="1"]')!;
    await (chip as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    const label = chip.shadowRoot!.querySelector('.chip')!.getAttribute('aria-label')!;
    expect(label).to.contain('Disconnected');
    expect(label).to.contain('A bot plays for them');
  });
});

describe('<uno-table>: log, live region, languages', () => {
  it('tells the events in words and announces what others did and whose turn it is', async () => {
    await onLaptop();
    const t = await mount(makeView({ turn: 1, legal: [] }), {
      events: [{ seq: 1, type: 'deal', round: 1, dealer: 3, top: 'R3', first: 0 }],
    });
    expect($$(t, '.log li').map((l) => l.textContent)).to.deep.equal([
      'Round 1: Driss deals, the first card is Red 3.',
    ]);
    t.events = [...t.events, { seq: 2, type: 'play', seat: 1, cards: ['RS'] }, { seq: 3, type: 'skip', seat: 2 }];
    t.view = makeView({ turn: 3, legal: [] });
    await t.updateComplete;
    await t.updateComplete;
    const live = $(t, '[aria-live="polite"]')!;
    expect(live.textContent).to.contain('Bruno plays Red Skip.');
    expect(live.textContent).to.contain('Chloé is skipped.');
    expect(live.textContent).to.contain("Driss's turn.");
    t.view = makeView({ turn: 0 });
    await t.updateComplete;
    await t.updateComplete;
    expect(live.textContent).to.contain('Your turn.');
  });

  it('tells the player’s own deeds in the second person', async () => {
    await onLaptop();
    const t = await mount(makeView({ turn: 1, legal: [] }), {
      events: [
        { seq: 1, type: 'play', seat: 0, cards: ['R5'] },
        { seq: 2, type: 'draw', seat: 0, count: 1, cards: ['G2'], penalty: false },
        { seq: 3, type: 'draw', seat: 1, count: 2, penalty: true },
      ],
    });
    // newest first
    expect($$(t, '.log li').map((l) => l.textContent)).to.deep.equal([
      'Bruno draws 2 as a penalty.',
      'You draw Green 2.',
      'You play Red 5.',
    ]);
  });

  it('draws the log beside the piles on a wide screen only; a phone has it in its sheet', async () => {
    await setViewport({ width: 360, height: 740 });
    const deal: TableEvent = { seq: 1, type: 'deal', round: 1, dealer: 3, top: 'R3', first: 0 };
    const t = await mount(makeView({ turn: 1, legal: [] }), { events: [deal] });
    expect($(t, '.side'), 'no side panel on a phone, where it would not show').to.equal(null);
    $(t, '.log-toggle')!.click();
    await t.updateComplete;
    expect($$(t, 'dialog.overlay .log li').map((l) => l.textContent)).to.deep.equal([
      'Round 1: Driss deals, the first card is Red 3.',
    ]);
    $(t, '.close-log')!.click();
    await t.updateComplete;
    await onLaptop();
    const side = await until(() => $(t, '.side .log li'));
    expect(side.textContent, 'the screen grew: the side panel comes').to.equal(
      'Round 1: Driss deals, the first card is Red 3.',
    );
    await setViewport({ width: 360, height: 740 });
    await until(() => !$(t, '.side'));
  });

  it('writes a sentence again when the language changes, with the names of its time (log-names)', async () => {
    await onLaptop();
    const t = await mount(makeView({ turn: 1, legal: [] }), {
      events: [{ seq: 1, type: 'play', seat: 1, cards: ['R5'] }],
    });
    const first = () => $$(t, '.log li')[0]!.textContent;
    expect(first()).to.equal('Bruno plays Red 5.');
    t.seats = makeSeats(4, ['Ana', 'Zoé', 'Chloé', 'Driss']);
    await t.updateComplete;
    expect(first()).to.equal('Bruno plays Red 5.');
    await setLang('fr');
    await t.updateComplete;
    expect(first()).to.equal('Bruno joue Rouge 5.');
  });

  it('flies a played card to the pile and stamps a skipped player (unless motion is reduced)', async () => {
    const t = await mount(makeView({ turn: 1, legal: [] }), {
      events: [{ seq: 1, type: 'deal', round: 1, dealer: 3, top: 'R3', first: 0 }],
    });
    t.events = [...t.events, { seq: 2, type: 'play', seat: 1, cards: ['RS'] }, { seq: 3, type: 'skip', seat: 2 }];
    await t.updateComplete;
    // the flights start at the next frame, once the table and its children are drawn
    await nextFrame();
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    expect($$(t, '.flights uno-card').length).to.equal(reduced ? 0 : 1);
    expect($$(t, '.flights .stamp').length).to.equal(reduced ? 0 : 1);
    await new Promise((r) => setTimeout(r, 1600));
    expect($$(t, '.flights > *').length, 'the flights clean up after themselves').to.equal(0);
  });

  it('speaks French', async () => {
    await onLaptop();
    await setLang('fr');
    const t = await mount(makeView(), { events: [{ seq: 1, type: 'play', seat: 1, cards: ['W+4'], color: 'B' }] });
    expect($(t, '.status')!.textContent).to.contain('À vous de jouer');
    expect($(t, '.force')!.textContent).to.contain('Couleur : Rouge');
    expect(handButtons(t)[0]!.textContent.trim()).to.equal('Rouge 5, jouable');
    expect($$(t, '.log li')[0]!.textContent).to.equal('Bruno joue Carte blanche +4 et choisit Bleu.');
    await expect(t).to.be.accessible();
    await setLang('en');
  });

  it('holds a hand of 30 cards: tighter overlap, then sideways scrolling', async () => {
    const t = await fixture<UnoTable>(
      html`<uno-table
        style="width:360px;height:740px"
        .view=${makeView({ hand: THIRTY_CARDS })}
        .seats=${makeSeats(4)}
      ></uno-table>`,
    );
    await t.updateComplete;
    await new Promise((r) => setTimeout(r, 50));
    await t.handElement!.updateComplete;
    const scroller = t.handElement!.shadowRoot!.querySelector<HTMLElement>('.scroller')!;
    expect(handButtons(t)).to.have.length(30);
    expect(scroller.scrollWidth).to.be.greaterThan(scroller.clientWidth);
    expect(t.getBoundingClientRect().width).to.equal(360);
    await expect(t).to.be.accessible();
  });

  it('opens the log and house rules over the table on a phone', async () => {
    const t = await fixture<UnoTable>(
      html`<uno-table
        style="width:360px;height:740px"
        .view=${makeView({ edition: 'house-rules', rules: [{ number: 2, text: 'Sing', gesture: 'heart' }] })}
        .events=${[{ seq: 1, type: 'deal', round: 1, dealer: 3, top: 'R3', first: 0 }] satisfies TableEvent[]}
        .seats=${makeSeats(4)}
      ></uno-table>`,
    );
    const toggle = $<HTMLButtonElement>(t, '.log-toggle')!;
    expect(getComputedStyle(toggle).display).to.not.equal('none');
    toggle.click();
    await t.updateComplete;
    const overlay = $(t, '.overlay')!;
    expect(overlay.textContent).to.contain('Sing');
    expect(overlay.textContent).to.contain('Driss deals');
    await expect(t).to.be.accessible();
  });

  it('draws a partial or malformed view without throwing', async () => {
    const bad = {
      seat: 0,
      phase: 'play',
      turn: 0,
      hand: ['R5', 7, null, 'zz'],
      legal: [null, { type: 'draw' }, 'play'],
      color: '?',
    } as unknown as PlayerView;
    const badEvents = [null, { seq: 'x' }, { seq: 3, type: 'nope' }] as unknown as TableEvent[];
    const t = await fixture<UnoTable>(html`<uno-table .view=${bad} .events=${badEvents}></uno-table>`);
    expect(handButtons(t).map((b) => b.textContent.trim())).to.deep.equal(['Red 5', 'Unknown card']);
    expect(await actions(t, () => $<HTMLButtonElement>(t, '.draw')!.click())).to.deep.equal([{ type: 'draw' }]);
  });

  it('renders a waiting table without a view', async () => {
    const t = await fixture<UnoTable>(html`<uno-table></uno-table>`);
    expect(lookIn(t).textContent).to.contain('Waiting');
  });
});

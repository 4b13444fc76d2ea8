/**
 * Teams of two on screen (issue 30, point 1): the lobby's switch with who plays with whom, and the
 * table's partner marks (a team band on each chip, "Partner" on the partner's, the player's own
 * team, the team scores in the round's results), on the real engine, in English and French.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { createTable, type Table } from '../../../../src/game/index.js';
import type { LobbyState } from '../../../../src/net/terms/lobby.js';
import { setLang, stringsReady } from '../../../../src/ui/i18n/i18n.js';
import { errorText } from '../../../../src/ui/app/errors.js';
import '../../../../src/ui/lobby/uno-lobby.js';
import '../../../../src/ui/home/uno-home.js';
import type { UnoHome } from '../../../../src/ui/home/uno-home.js';
import type { UnoSoloSetup } from '../../../../src/ui/home/uno-solo-setup.js';
import type { UnoLobby } from '../../../../src/ui/lobby/uno-lobby.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import type { UnoSeatChip } from '../../../../src/ui/table/uno-seat-chip.js';
import { lobby, seat } from '../app/fakes.js';
import { $, $$, choose, settle, type } from '../app/helpers.js';
import { lookIn, makeSeats } from './fixtures.js';

const seats = (n: number) =>
  ['Alice', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'].slice(0, n).map((name, i) => seat(i, name, { you: i === 0 }));

async function lobbyOf(l: LobbyState, isHost: boolean): Promise<UnoLobby> {
  const el = await fixture<UnoLobby>(html`<uno-lobby .lobby=${l} .isHost=${isHost} link=""></uno-lobby>`);
  await stringsReady();
  await settle(el);
  await settle($(el, 'uno-teams-option'));
  return el;
}

const option = (el: UnoLobby) => $(el, 'uno-teams-option');
const box = (el: UnoLobby) => $<HTMLInputElement>(option(el), '#teams');
const text = (el: Element, sel: string) =>
  [...el.shadowRoot!.querySelectorAll(sel)].map((x) => x.textContent.replace(/\s+/g, ' ').trim());

describe('the lobby: teams of two', () => {
  beforeEach(() => setLang('en'));
  after(() => setLang('en'));

  it('the host switches teams on: the whole options go out with teams, the others kept', async () => {
    const el = await lobbyOf(lobby({ seats: seats(4), options: { stacking: 'any' } }), true);
    expect(box(el).checked).to.equal(false);
    expect(box(el).disabled).to.equal(false);
    const ev = oneEvent(el, 'uno-configure');
    choose(box(el), true);
    expect((await ev).detail).to.deep.equal({ options: { stacking: 'any', teams: true } });
    await expect(el).to.be.accessible();
  });

  it('with teams on, says who plays with whom (partners opposite), and switching off drops the key', async () => {
    const el = await lobbyOf(lobby({ seats: seats(6), options: { teams: true } }), true);
    expect(box(el).checked).to.equal(true);
    expect(text(option(el), 'li')).to.deep.equal([
      'Team 1 Alice & Dee (your team)',
      'Team 2 Bob & Eve',
      'Team 3 Cy & Fay',
    ]);
    const ev = oneEvent(el, 'uno-configure');
    choose(box(el), false);
    expect((await ev).detail).to.deep.equal({ options: {} });
    await expect(el).to.be.accessible();
  });

  it('with teams on at 5 seats, Start is off and says why beside it; at 4 or 6 it is on again', async () => {
    const el = await lobbyOf(lobby({ seats: seats(5), options: { teams: true } }), true);
    const start = () => $<HTMLButtonElement>(el, '.start button');
    const why = () => $(el, '.start #start-hint').textContent.replace(/\s+/g, ' ').trim();
    expect(start().disabled).to.equal(true);
    expect(why()).to.equal('Teams of two need 4, 6, 8 or 10 players: 5 seated now.');
    expect(start().getAttribute('aria-describedby')).to.equal('start-hint');
    await setLang('fr');
    await settle(el);
    expect(why()).to.equal('Les équipes de deux se jouent à 4, 6, 8 ou 10 joueurs : 5 assis pour l’instant.');
    await setLang('en');
    for (const [n, teams] of [
      [6, true],
      [4, true],
      [5, false],
    ] as const) {
      el.lobby = lobby({ seats: seats(n), options: teams ? { teams } : {} });
      await settle(el);
      expect(start().disabled, `${n} seats, teams ${teams}`).to.equal(false);
      expect(why()).to.equal(`${n} players are ready.`);
    }
    await expect(el).to.be.accessible();
  });

  it('at 5 seats, says teams need 4, 6, 8 or 10, in English and French; the error code reads the same', async () => {
    const el = await lobbyOf(lobby({ seats: seats(5), options: { teams: true } }), true);
    expect(text(option(el), '#teams-seats')).to.deep.equal(['Teams of two need 4, 6, 8 or 10 players: 5 seated now.']);
    expect(text(option(el), 'li')).to.deep.equal([]);
    expect(errorText('teams-seats')).to.equal('Teams of two need 4, 6, 8 or 10 players.');
    await setLang('fr');
    await settle(el);
    await settle(option(el));
    expect(text(option(el), '#teams-seats')).to.deep.equal([
      'Les équipes de deux se jouent à 4, 6, 8 ou 10 joueurs : 5 assis pour l’instant.',
    ]);
    expect(text(option(el), '.switch')).to.deep.equal(['Équipes de deux']);
  });

  it('a guest sees the switch read-only', async () => {
    const el = await lobbyOf(lobby({ seats: seats(4), options: { teams: true } }), false);
    expect(box(el).disabled).to.equal(true);
    expect(text(option(el), 'li')).to.have.length(2);
  });

  it('an edition picked keeps teams on; the rules form neither counts nor resets them', async () => {
    const el = await lobbyOf(lobby({ seats: seats(4), options: { teams: true } }), true);
    const ev = oneEvent(el, 'uno-configure');
    $(el, 'uno-edition-picker').dispatchEvent(
      new CustomEvent('uno-edition', { detail: { edition: 'skull' }, bubbles: true, composed: true }),
    );
    expect((await ev).detail).to.deep.equal({ edition: 'skull', options: { teams: true } });
    const form = $(el, 'uno-rules-form');
    await settle(form);
    expect(text(form, 'summary .count')[0]).to.not.match(/changed/);
  });
});

async function seatTable(tb: Table, seatNo: number, players: number): Promise<UnoTable> {
  const t = await fixture<UnoTable>(
    html`<uno-table
      style="width:1000px;height:760px"
      .view=${tb.view(seatNo)}
      .events=${tb.eventsFor(seatNo)}
      .seats=${makeSeats(players)}
      .isHost=${seatNo === 0}
    ></uno-table>`,
  );
  await stringsReady();
  await t.updateComplete;
  await t.updateComplete;
  return t;
}

const chip = (t: UnoTable, s: number) => lookIn(t).querySelector<UnoSeatChip>(`uno-seat-chip[data-seat="${s}"]`)!;
const chipPart = (t: UnoTable, s: number) => chip(t, s).shadowRoot!.querySelector<HTMLElement>('.chip')!;

describe('the table: partner marks', () => {
  beforeEach(() => setLang('en'));
  after(() => setLang('en'));

  const rigged = () =>
    createTable({
      edition: 'classic',
      players: 4,
      seed: 'marks',
      dealer: 3,
      options: { teams: true },
      deal: {
        hands: [['R1'], ['G2', 'G3'], ['B9', 'B8'], ['Y4']],
        discard: 'R5',
        pile: Array.from({ length: 20 }, () => 'Y9'),
      },
    });

  it("a band of the team's colour on every chip, “Partner” on the partner's only, the player's own team", async () => {
    const t = await seatTable(rigged(), 0, 4);
    for (const s of [1, 2, 3]) await chip(t, s).updateComplete;
    const band = (s: number) => getComputedStyle(chipPart(t, s)).borderLeftColor;
    // partners share a band; opponents wear another
    expect(band(1)).to.equal(band(3));
    expect(band(2)).to.not.equal(band(1));
    expect(parseFloat(getComputedStyle(chipPart(t, 2)).borderLeftWidth)).to.be.greaterThan(4);
    expect(text(chip(t, 2), '.partner')).to.deep.equal(['Partner']);
    expect(text(chip(t, 1), '.partner')).to.deep.equal([]);
    expect(chipPart(t, 2).getAttribute('aria-label')).to.match(/^Chloé, your partner, Team 1,/);
    expect(chipPart(t, 1).getAttribute('aria-label')).to.match(/^Bruno, Team 2,/);
    expect(lookIn(t).querySelector('.who .team-mark')!.textContent.trim()).to.equal('Team 1');
    await expect(t).to.be.accessible();
    await setLang('fr');
    await chip(t, 2).updateComplete;
    expect(text(chip(t, 2), '.partner')).to.deep.equal(['Partenaire']);
  });

  it("the round's results show the team scores: the team scored the other team's cards only", async () => {
    const tb = rigged();
    expect(tb.send(0, { type: 'play', card: 'R1' })).to.deep.equal({ ok: true });
    const t = await seatTable(tb, 1, 4);
    for (let i = 0; i < 5 && !lookIn(t).querySelector('.team-scores'); i++) await new Promise((r) => setTimeout(r, 50));
    const rows = [...lookIn(t).querySelectorAll('.team-scores li')].map((li) =>
      li.textContent.replace(/\s+/g, ' ').trim(),
    );
    expect(rows).to.deep.equal(['Team 1: 9 points (+9) Ana & Chloé', 'Team 2: 0 points You & Driss']);
    await setLang('fr');
    await t.updateComplete;
    await new Promise((r) => setTimeout(r, 50));
    const fr = [...lookIn(t).querySelectorAll('.team-scores li')].map((li) =>
      li.textContent.replace(/\s+/g, ' ').trim(),
    );
    expect(fr[0]).to.match(/^Équipe 1 : 9 points/);
  });
});

describe('a solo game: teams of two', () => {
  beforeEach(() => {
    localStorage.removeItem('uno.solo');
    return setLang('en');
  });

  it('offered at 4, 6, 8 or 10 players only, naming the partner bot; a team left on at 3 is not asked for', async () => {
    const el = await fixture<UnoHome>(html`<uno-home></uno-home>`);
    type($(el, '#name'), 'Léa');
    $(el, '#solo-btn').click();
    const dialog = $<UnoSoloSetup>(el, 'uno-solo-setup');
    await settle(dialog);
    // three bots: four players, the partner is bot 2 (opposite)
    expect($(dialog, 'label[for=solo-teams]').textContent.trim()).to.equal('Teams of two: you and bot 2');
    $<HTMLInputElement>(dialog, '#solo-teams').click();
    await settle(dialog);
    await expect(dialog).to.be.accessible();
    $$<HTMLButtonElement>(dialog, 'li button')[0]!.click();
    await settle(dialog);
    expect(dialog.shadowRoot!.querySelector('#solo-teams')).to.equal(null);
    let ev = oneEvent<CustomEvent<{ options: object }>>(el, 'uno-solo');
    $<HTMLButtonElement>(dialog, 'button[type=submit]').click();
    expect((await ev).detail.options).to.deep.equal({});
    $(el, '#solo-btn').click();
    await settle(dialog);
    $<HTMLButtonElement>(dialog, '.count button').click();
    await settle(dialog);
    expect($<HTMLInputElement>(dialog, '#solo-teams').checked).to.equal(true);
    ev = oneEvent<CustomEvent<{ options: object }>>(el, 'uno-solo');
    $<HTMLButtonElement>(dialog, 'button[type=submit]').click();
    expect((await ev).detail.options).to.deep.equal({ teams: true });
  });
});

/**
 * A round's deal check at the table (docs/deal-check.md): "Deal checked ✓" in the round-end
 * dialog and the log, a warning that names what did not match, in French and English, accessible.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { PlayerView, RoundResult, TableEvent } from '../../../../src/game/types.js';
import type { DealCheck } from '../../../../src/net/deal/witness.js';
import type { SeatInfo } from '../../../../src/net/terms/lobby.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { backToDefault, makeSeats, makeView, onLaptop, lookIn } from './fixtures.js';

const result: RoundResult = {
  winner: 0,
  blocked: false,
  points: [0, 12, 30, 7],
  gained: [49, 0, 0, 0],
  hands: [[], ['R5', 'G7'], ['W', 'B9'], ['Y7']],
};

const overView = (): PlayerView =>
  makeView({
    phase: 'roundOver',
    phasePath: 'roundOver',
    round: 2,
    hand: [],
    counts: [0, 2, 2, 1],
    legal: [],
    roundWinner: 0,
    roundResult: result,
    scores: [49, 0, 0, 0],
    history: [
      [0, 0, 0, 0],
      [49, 0, 0, 0],
    ],
  });

const events: TableEvent[] = [
  { seq: 40, type: 'deal', round: 2, dealer: 0, top: 'R3', first: 1 },
  { seq: 41, type: 'play', seat: 0, cards: ['R1'] },
  { seq: 42, type: 'roundEnd', result },
];

const check = (over: Partial<DealCheck> = {}): DealCheck => ({
  game: 1,
  round: 2,
  status: 'ok',
  problems: [],
  own: 'used',
  whole: true,
  ...over,
});

/** A table of two people and bots: a check matters only where someone else could have chosen the
 * cards (deal-shown.ts); a solo table is below. */
const withGuest = (n: number): SeatInfo[] =>
  makeSeats(n).map((s) => (s.seat === 1 ? { ...s, kind: 'human' as const } : s));

async function mount(
  deals: DealCheck[],
  view = overView(),
  style = 'width:1000px;height:760px',
  seats = withGuest(view.players),
) {
  const table = await fixture<UnoTable>(
    html`<uno-table style=${style} .view=${view} .seats=${seats} .events=${events} .deals=${deals}></uno-table>`,
  );
  await table.updateComplete;
  return table;
}

const dialogOf = (t: UnoTable) => lookIn(t).querySelector<HTMLElement>('uno-dialog')!;
const checkOf = (t: UnoTable) => lookIn(t).querySelector<HTMLElement>('.deal-check');
const logText = (t: UnoTable) =>
  [...lookIn(t).querySelectorAll<HTMLElement>('.side-log li')].map((li) => li.textContent.trim());

beforeEach(() => setLang('en'));
afterEach(backToDefault);

describe('the deal check at the table', () => {
  it('"Deal checked ✓" in the round-end dialog and in the log; accessible', async () => {
    await onLaptop();
    const t = await mount([check()]);
    const block = checkOf(t)!;
    expect(block).to.not.equal(null);
    expect(dialogOf(t).contains(block)).to.equal(true);
    expect(block.getAttribute('role')).to.equal('status');
    expect(block.textContent).to.contain('Deal checked ✓');
    expect(block.textContent).to.contain('The deal was fixed before anyone saw a card');
    expect(block.textContent).to.contain('no one, not even the host, could choose these cards');
    expect(block.textContent).to.not.match(/seed/i);
    expect(logText(t)).to.include('Round 2: Deal checked ✓');
    await expect(dialogOf(t)).to.be.accessible();
    await expect(t).to.be.accessible();
  });

  it('a failed check names what did not match, in French too', async () => {
    await onLaptop();
    const t = await mount([check({ status: 'failed', problems: ['commit', 'cards'] })]);
    const block = checkOf(t)!;
    expect(block.textContent).to.contain('Deal check failed');
    const items = [...block.querySelectorAll('li')].map((li) => li.textContent.trim());
    expect(items).to.deep.equal([
      'the secret the host revealed does not match the commitment it showed before the deal',
      'your cards are not those the revealed deal gives',
    ]);
    expect(logText(t).some((l) => l.startsWith('Round 2: ⚠ Deal check failed: the secret'))).to.equal(true);
    await setLang('fr');
    await t.updateComplete;
    expect(checkOf(t)!.textContent).to.contain('La vérification de la donne a échoué');
    expect(checkOf(t)!.textContent).to.contain('vos cartes ne sont pas celles de la donne révélée');
    await expect(dialogOf(t)).to.be.accessible();
  });

  it('a value not used is a warning, not a ✓; a spectator is told it gave none', async () => {
    const late = await mount([check({ status: 'warning', own: 'not-used' })]);
    expect(checkOf(late)!.textContent).to.contain('your value was not used');
    expect(checkOf(late)!.textContent).to.contain('the deal itself could have been chosen');
    expect(checkOf(late)!.className).to.contain('warn');
    const watcher = await mount([check({ own: 'not-asked', whole: false })], { ...overView(), seat: -1 });
    expect(checkOf(watcher)!.textContent).to.contain('The deal was fixed before the round began');
    expect(checkOf(watcher)!.textContent).to.contain('Each player’s page checks for itself');
    expect(checkOf(watcher)!.textContent).to.contain('you were not there for the whole round');
    expect(checkOf(watcher)!.textContent).to.not.match(/seed/i);
    await setLang('fr');
    await watcher.updateComplete;
    expect(checkOf(watcher)!.textContent).to.contain('La donne était fixée avant le début de la manche');
    expect(checkOf(watcher)!.textContent).to.not.match(/graine/i);
    await setLang('en');
  });

  it('nothing is claimed before the host reveals the round, and "checking" meanwhile', async () => {
    const none = await mount([]);
    expect(checkOf(none)).to.equal(null);
    const pending = await mount([check({ status: 'checking' })]);
    expect(checkOf(pending)!.textContent.trim()).to.equal('Checking the deal…');
    // a check of another round is not this round's
    const other = await mount([check({ round: 1 })]);
    expect(checkOf(other)).to.equal(null);
  });

  it('a round the host never revealed: a warning in the dialog and the log, in French too (issue 27)', async () => {
    await onLaptop();
    const t = await mount([check({ status: 'unrevealed', own: 'used' })]);
    const block = checkOf(t)!;
    expect(dialogOf(t).contains(block)).to.equal(true);
    expect(block.className).to.contain('warn');
    expect(block.textContent).to.contain('⚠ The host did not reveal this round');
    expect(block.textContent).to.contain('nothing shows that these cards were not chosen');
    expect(block.textContent).to.not.contain('✓');
    expect(logText(t)).to.include('Round 2: ⚠ The host did not reveal this round');
    await setLang('fr');
    await t.updateComplete;
    expect(checkOf(t)!.textContent).to.contain('⚠ L’hôte n’a pas révélé cette manche');
    expect(logText(t)).to.include('Manche 2 : ⚠ L’hôte n’a pas révélé cette manche');
    await expect(dialogOf(t)).to.be.accessible();
    // a round too long to list its moves says so in its own words
    await setLang('en');
    const long = await mount([check({ status: 'unrevealed', problems: ['too-long'] })]);
    expect(checkOf(long)!.textContent).to.contain('more than 20,000 moves');
  });

  it('a seat the host did not ask: no ✓, in its own words; a deal begun again is announced', async () => {
    await onLaptop();
    const left = await mount([check({ status: 'warning', own: 'left-out' })]);
    expect(checkOf(left)!.className).to.contain('warn');
    expect(checkOf(left)!.textContent).to.contain('The host did not ask this page for a value');
    expect(checkOf(left)!.textContent).to.contain('the deal itself could have been chosen');
    // a deal begun again is announced, not blamed
    const again = await mount([check({ again: 1 })]);
    expect(checkOf(again)!.textContent).to.contain('Deal checked ✓');
    expect(checkOf(again)!.textContent).to.contain('The host began this round’s deal again (1×)');
  });

  it('the host’s own screen: no box and no log line for a check that passed, every round', async () => {
    await onLaptop();
    for (const status of ['ok', 'checking'] as const) {
      const host = await mount([check({ own: 'host', status })]);
      expect(checkOf(host) === null, `a box on the host’s screen (${status})`).to.equal(true);
      expect(logText(host).join(' ')).to.not.contain('Deal');
      expect(logText(host).join(' ')).to.not.contain('Round 2: Deal');
    }
  });

  it('the host’s own screen: a failed or unrevealed check is still said, in the box and the log', async () => {
    await onLaptop();
    const failed = await mount([check({ own: 'host', status: 'failed', problems: ['no-checker'], whole: false })]);
    expect(checkOf(failed)!.textContent).to.contain('Deal check failed');
    expect(checkOf(failed)!.textContent).to.contain('the check could not be loaded');
    expect(logText(failed).some((l) => l.startsWith('Round 2: ⚠ Deal check failed'))).to.equal(true);
    const unrevealed = await mount([check({ own: 'host', status: 'unrevealed' })]);
    expect(checkOf(unrevealed)!.textContent).to.contain('The host did not reveal this round');
  });

  for (const size of [
    { width: 360, height: 740 },
    { width: 740, height: 360 },
    { width: 1280, height: 800 },
  ]) {
    it(`${size.width}×${size.height}: the longest check (every mismatch named) leaves the dialog's buttons reachable`, async () => {
      await setViewport(size);
      const all = ['commit', 'commit-changed', 'seals', 'values', 'start', 'steps', 'cards', 'discard', 'hands-end'];
      const t = await mount([check({ status: 'failed', problems: all })], overView(), 'position:fixed;inset:0');
      await new Promise((r) => setTimeout(r, 60));
      const leave = [...lookIn(t).querySelectorAll<HTMLButtonElement>('uno-dialog button')].find((b) =>
        b.textContent.includes('Leave'),
      )!;
      leave.scrollIntoView({ block: 'nearest' });
      await new Promise((r) => setTimeout(r, 30));
      const r = leave.getBoundingClientRect();
      expect(r.left).to.be.at.least(0);
      expect(r.right).to.be.at.most(innerWidth + 1);
      expect(r.top).to.be.at.least(0);
      expect(r.bottom).to.be.at.most(innerHeight + 1);
      const block = checkOf(t)!.getBoundingClientRect();
      expect(block.right).to.be.at.most(innerWidth + 1);
      await expect(dialogOf(t)).to.be.accessible();
      await setViewport({ width: 800, height: 600 });
    });
  }
});

describe('the deal check in a solo game', () => {
  it('is not shown, even failed (a chunk that could not load offline): no one else dealt', async () => {
    await onLaptop();
    const failed = check({ status: 'failed', problems: ['no-checker'], own: 'host', whole: false });
    const t = await mount([failed], overView(), 'width:1000px;height:760px', makeSeats(4));
    await t.updateComplete;
    expect(dialogOf(t).textContent).to.contain('You win the round');
    expect(checkOf(t)).to.equal(null);
    expect(logText(t).join(' ')).to.not.contain('Deal');
  });
});

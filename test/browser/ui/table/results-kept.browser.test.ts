/**
 * The round's results are drawn once per round's end and kept while the round stays over
 * (src/ui/table/questions/results-question.ts, docs/smoothness-passes.md "Fifteenth pass"): an update that
 * changes nothing of them (the deal check arriving, a new view of the same round) does not build the
 * scores table again, and closing them at the next deal draws nothing again; a new name or language
 * still shows. Each row says its seat's name once.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { PlayerView, RoundResult } from '../../../../src/game/types.js';
import type { DealCheck } from '../../../../src/net/index.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import type { ResultsParams } from '../../../../src/ui/table/questions/results-question.js';
import { lookIn, makeSeats, makeView } from './fixtures.js';

const result: RoundResult = {
  winner: 1,
  blocked: false,
  points: [14, 0, 30, 7],
  gained: [0, 51, 0, 0],
  hands: [['R5', 'G4'], [], ['W', 'B+2'], ['Y7']],
};

const over = (): PlayerView =>
  makeView({
    phase: 'roundOver',
    phasePath: 'roundOver',
    round: 1,
    hand: ['R5', 'G4'],
    counts: [2, 0, 2, 1],
    legal: [],
    roundWinner: 1,
    roundResult: result,
    scores: [0, 51, 0, 0],
  });

const deal = (status: DealCheck['status']): DealCheck => ({
  game: 0,
  round: 1,
  status,
  problems: [],
  own: status === 'ok' ? 'used' : 'unknown',
  whole: true,
});

/** Another person at the table, so that the deal check shows (deal-shown.ts). */
const seats = (names?: string[]) =>
  makeSeats(4, names).map((s) => (s.seat === 1 ? { ...s, kind: 'human' as const } : s));

type Spied = HTMLElement & { open: boolean; renderRoot: ShadowRoot };

/** Counts the calls of an instance's method (the element's own, not its class's). */
function spy(el: object, method: string): { calls: number } {
  const count = { calls: 0 };
  const real = (el as Record<string, (...a: unknown[]) => unknown>)[method]!;
  Object.defineProperty(el, method, {
    configurable: true,
    value(this: unknown, ...args: unknown[]) {
      count.calls++;
      return real.apply(this, args);
    },
  });
  return count;
}

const question = (t: UnoTable) => lookIn(t).querySelector('uno-round-question') as unknown as Spied;
const rowNames = (t: UnoTable) =>
  [...question(t).renderRoot.querySelectorAll('table.results tbody .who')].map((w) => w.textContent.trim());
const headers = (t: UnoTable) =>
  [...question(t).renderRoot.querySelectorAll('table.results thead th')].map((th) => th.textContent.trim());
const dealText = (t: UnoTable) =>
  question(t).renderRoot.querySelector('.deal-check .deal-headline')?.textContent.trim() ?? '';

async function mount(): Promise<UnoTable> {
  const t = await fixture<UnoTable>(
    html`<uno-table
      style="width:1000px;height:760px"
      .view=${over()}
      .seats=${seats()}
      .deals=${[deal('checking')]}
    ></uno-table>`,
  );
  await t.updateComplete;
  return t;
}

describe('the round’s results, kept while the round is over', () => {
  beforeEach(() => setLang('en'));
  afterEach(() => setLang('en'));

  it('each row asks its seat’s name once', async () => {
    const t = await mount();
    const asked = new Map<number, number>();
    const params = { ...(question(t) as unknown as { params: ResultsParams }).params };
    const nameOf = (s: number) => {
      asked.set(s, (asked.get(s) ?? 0) + 1);
      return `Seat ${s}`;
    };
    (question(t) as unknown as { show(p: ResultsParams): void }).show({ ...params, view: over(), nameOf });
    await t.updateComplete;
    // seats 2 and 3 neither won nor lead: their rows alone name them
    expect(asked.get(2), 'seat 2').to.equal(1);
    expect(asked.get(3), 'seat 3').to.equal(1);
    expect(rowNames(t)).to.deep.equal(['Seat 1', 'Seat 0', 'Seat 2', 'Seat 3']);
  });

  it('an update that changes nothing of the results does not build them again', async () => {
    const t = await mount();
    expect(rowNames(t)).to.deep.equal(['Bruno', 'You', 'Chloé', 'Driss']);
    expect(dealText(t)).to.match(/checking/i);
    const built = spy(question(t), 'scoresTable');
    const rows = [...question(t).renderRoot.querySelectorAll('table.results tbody tr')];

    // the deal check arrives with a new view of the same round, as the host sends them
    t.deals = [deal('ok')];
    t.view = over();
    await t.updateComplete;
    expect(dealText(t), 'the deal check shows').to.not.match(/checking/i);
    expect(built.calls, 'the scores table built again').to.equal(0);
    expect([...question(t).renderRoot.querySelectorAll('table.results tbody tr')]).to.deep.equal(rows);

    // a spectator seated in a bot's seat between rounds: the new name shows
    t.seats = seats(['Ana', 'Bruno', 'Zoé', 'Driss']);
    await t.updateComplete;
    expect(rowNames(t)).to.deep.equal(['Bruno', 'You', 'Zoé', 'Driss']);
    expect(built.calls).to.equal(1);

    // the language switched: the table speaks it
    await setLang('fr');
    await t.updateComplete;
    expect(headers(t)[0]).to.equal('Joueur');
    expect(rowNames(t)[1]).to.not.equal('You');
  });

  it('a result that differs only deep inside (a hand left, a score) is drawn again', async () => {
    const t = await mount();
    const built = spy(question(t), 'scoresTable');
    const cards = () => question(t).renderRoot.querySelectorAll('table.results .card-art').length;
    expect(cards()).to.equal(5);
    // the same round, one card more in a hand left (a new view, as the host sends them)
    t.view = { ...over(), roundResult: { ...result, hands: [['R5', 'G4'], [], ['W', 'B+2', 'G1'], ['Y7']] } };
    await t.updateComplete;
    expect(built.calls, 'a hand changed').to.equal(1);
    expect(cards()).to.equal(6);
    t.view = {
      ...over(),
      roundResult: { ...result, hands: [['R5', 'G4'], [], ['W', 'B+2', 'G1'], ['Y7']] },
      scores: [0, 52, 0, 0],
    };
    await t.updateComplete;
    expect(built.calls, 'a score changed').to.equal(2);
    expect(question(t).renderRoot.querySelector('table.results tbody strong')?.textContent).to.equal('52');
  });

  it('the next deal closes the results without drawing them again', async () => {
    const t = await mount();
    const q = question(t);
    expect(q.open).to.equal(true);
    const drawn = spy(q, 'body');
    t.view = makeView({ round: 2, hand: ['B2', 'G4', 'Y5', 'B6', 'G7', 'R+2', 'Y8'], scores: [0, 51, 0, 0] });
    await t.updateComplete;
    expect(q.open, 'closed').to.equal(false);
    expect(drawn.calls, 'the results drawn again to close them').to.equal(0);
    // shown again at the next round's end, with that round's results
    t.view = { ...over(), round: 2, roundResult: { ...result, winner: 3 }, roundWinner: 3 };
    await t.updateComplete;
    expect(q.open).to.equal(true);
    expect(drawn.calls).to.equal(1);
    expect(rowNames(t)[0]).to.equal('Bruno');
  });

  it('a closed question given its params again, after none, draws them', async () => {
    const t = await mount();
    const q = question(t) as Spied & { params: ResultsParams | null; close(): void; updateComplete: Promise<boolean> };
    const params = q.params;
    q.close();
    await q.updateComplete;
    q.params = null;
    await q.updateComplete;
    q.params = params;
    await q.updateComplete;
    expect(q.renderRoot.querySelectorAll('table.results tbody tr')).to.have.length(4);
  });
});

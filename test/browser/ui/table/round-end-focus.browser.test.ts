/**
 * Where the focus rests as a round or a game ends (issue 30, seen in scripts/look-together.mjs): a
 * guest's sat on "Leave the table", where a stray Enter opened the leave question. The host's is
 * on its next step; a guest's, with none to take, on the winner's line.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { PlayerView, RoundResult } from '../../../../src/game/types.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { backToDefault, lookIn, makeSeats, makeView, onLaptop } from './fixtures.js';

const result: RoundResult = {
  winner: 1,
  blocked: false,
  points: [0, 0, 30, 7],
  gained: [0, 37, 0, 0],
  hands: [['R5'], [], ['W'], ['Y7']],
};

const ended = (phase: 'roundOver' | 'gameOver'): PlayerView =>
  makeView({
    phase,
    phasePath: phase,
    round: 1,
    hand: ['R5'],
    counts: [1, 0, 1, 1],
    legal: [],
    roundWinner: 1,
    roundResult: result,
    ...(phase === 'gameOver' ? { gameWinner: 1 } : {}),
    scores: [0, 37, 0, 0],
    history: [[0, 37, 0, 0]],
  });

async function mount(phase: 'roundOver' | 'gameOver', isHost: boolean) {
  const seats = makeSeats(4).map((s) => (s.seat === 1 ? { ...s, kind: 'human' as const } : s));
  const t = await fixture<UnoTable>(
    html`<uno-table
      style="width:1000px;height:760px"
      .view=${ended(phase)}
      .seats=${seats}
      .isHost=${isHost}
    ></uno-table>`,
  );
  await t.updateComplete;
  await new Promise((r) => setTimeout(r, 150));
  return t;
}

const focused = (t: UnoTable) => lookIn(t).activeElement as HTMLElement | null;

beforeEach(() => setLang('en'));
afterEach(backToDefault);

describe('the focus at a round’s or a game’s end', () => {
  for (const phase of ['roundOver', 'gameOver'] as const) {
    it(`${phase}, a guest: on the winner’s line, never on Leave; Enter opens nothing`, async () => {
      await onLaptop();
      let left = 0;
      const t = await mount(phase, false);
      t.addEventListener('uno-leave', () => left++);
      const at = focused(t);
      expect(at?.textContent.trim() === 'Leave the table', 'focus on Leave').to.equal(false);
      expect(at?.classList.contains('lead'), `focus on ${at?.tagName} ${at?.textContent.trim()}`).to.equal(true);
      await sendKeys({ press: 'Enter' });
      expect(left).to.equal(0);
    });
  }

  it('roundOver, the host: on Next round', async () => {
    await onLaptop();
    const t = await mount('roundOver', true);
    expect(focused(t)?.textContent.trim()).to.equal('Next round');
  });
});

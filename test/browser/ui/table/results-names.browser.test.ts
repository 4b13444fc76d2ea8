/**
 * The round's results on a phone held upright, 360×740, in French (issue 30 point 7: "Robot 1"
 * wrapped onto two lines in the results table): each name keeps one line; a name too long for
 * its column ends in an ellipsis and still says itself whole to a pointer and a screen reader.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { PlayerView, RoundResult } from '../../../../src/game/types.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { backToDefault, lookIn, makeSeats, makeView, nextFrame, textLines } from './fixtures.js';

const LONG = 'Maximilienne-Alexandrine de la Tour';
const NAMES = ['Léa', 'Robot 1', 'Robot 2', LONG];
const ROBOTS = ['Léa', 'Robot 1', 'Robot 2', 'Robot 3'];
const many = ['B2', 'G4', 'Y5', 'B6', 'G7', 'R+2', 'Y8', 'B9', 'W+4', 'GS'];
const hands = [many, [], many.slice(0, 3), many.slice(0, 6)];
const result: RoundResult = { winner: 1, blocked: false, points: [90, 0, 18, 35], gained: [0, 143, 0, 0], hands };
const over = (): PlayerView =>
  makeView({
    players: 4,
    phase: 'roundOver',
    phasePath: 'roundOver',
    hand: [],
    counts: [10, 0, 3, 6],
    legal: [],
    roundWinner: 1,
    roundResult: result,
    scores: [0, 143, 0, 0],
  });

async function rows(names: string[]): Promise<HTMLElement[]> {
  await setViewport({ width: 360, height: 740 });
  const t = await fixture<UnoTable>(
    html`<uno-table
      style="display:block;width:360px;height:740px"
      .view=${over()}
      .seats=${makeSeats(4, names)}
      .isHost=${true}
    ></uno-table>`,
  );
  await t.updateComplete;
  for (let i = 0; i < 4; i++) await nextFrame();
  const table = lookIn(t).querySelector<HTMLElement>('table.results')!;
  expect(table.getBoundingClientRect().right, 'the table inside the screen').to.be.at.most(360);
  return [...table.querySelectorAll<HTMLElement>('tbody th[scope="row"]')];
}

describe('the round results on a phone, 360×740', () => {
  afterEach(backToDefault);

  for (const lang of ['fr', 'en'] as const) {
    it(`${lang}: "Robot 1", the winner, on one line and whole`, async () => {
      await setLang(lang);
      const all = await rows(ROBOTS);
      expect(all).to.have.length(4);
      for (const th of all) expect(textLines(th), `"${th.textContent.trim()}" on one line`).to.be.below(1.5);
      const robot = all.find((th) => th.textContent.includes('Robot 1'))!;
      const who = robot.querySelector<HTMLElement>('.who') ?? robot;
      expect(who.scrollWidth, '"Robot 1" not cut').to.be.at.most(who.clientWidth);
    });

    it(`${lang}: a long name on one line, cut, its whole name told`, async () => {
      await setLang(lang);
      const long = (await rows(NAMES)).find((th) => th.textContent.includes('Maximilienne'))!;
      expect(textLines(long), 'one line').to.be.below(1.5);
      const who = long.querySelector<HTMLElement>('.who');
      expect(who !== null && getComputedStyle(who).textOverflow, 'an ellipsis').to.equal('ellipsis');
      expect(who!.title, 'the whole name on a pointer').to.equal(LONG);
      expect(long.textContent.trim(), 'the whole name to a screen reader').to.equal(LONG);
    });
  }
});

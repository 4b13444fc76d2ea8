/**
 * A house rule's gesture is said wherever the rule is (issue 30 point 7): a new player picked one of
 * four gestures blind. The log line that creates the rule, the rules list and the race dialog name
 * it, in English and French.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { PlayerView, TableEvent } from '../../../../src/game/types.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { backToDefault, lookIn, makeSeats, makeView, nextFrame, onLaptop } from './fixtures.js';

const rules = [{ number: 3, text: 'Say hello', gesture: 'wave' }];
const events: TableEvent[] = [
  { seq: 1, type: 'deal', round: 1, dealer: 0, top: 'R5', first: 1 },
  { seq: 2, type: 'rule', seat: 1, number: 3, text: 'Say hello', gesture: 'wave', replaced: false },
];

async function mount(view: PlayerView) {
  const t = await fixture<UnoTable>(
    html`<uno-table
      style="width:1280px;height:800px"
      .view=${view}
      .seats=${makeSeats(view.players)}
      .events=${events}
      .deadline=${Date.now() + 8000}
    ></uno-table>`,
  );
  await t.updateComplete;
  await nextFrame();
  return t;
}

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ');

describe("a house rule's gesture", () => {
  beforeEach(async () => {
    await setLang('en');
    await onLaptop();
  });
  afterEach(backToDefault);

  it('is in the log line that made the rule and in the rules list', async () => {
    const t = await mount(makeView({ edition: 'house-rules', rules }));
    expect(text(lookIn(t).querySelector('.side-log'))).to.contain(
      'Bruno creates a rule for the 3: “Say hello”, gesture: Wave',
    );
    expect(text(lookIn(t).querySelector('.rules li')))
      .to.contain('Say hello')
      .and.contain('gesture: Wave');
    await setLang('fr');
    await t.updateComplete;
    expect(text(lookIn(t).querySelector('.rules li'))).to.contain('geste : Coucou');
    expect(text(lookIn(t).querySelector('.side-log'))).to.contain('geste : Coucou');
  });

  it('is in the race dialog', async () => {
    const race = {
      number: 3,
      gesture: 'wave',
      choices: ['clap', 'wave', 'nose', 'fist'],
      done: [false, false, false, false],
    };
    const t = await mount(makeView({ edition: 'house-rules', phase: 'race', race, rules }));
    const said = lookIn(t).querySelector('.current.gesture');
    expect(text(said)).to.contain('Its gesture:').and.contain('Wave');
    await expect(lookIn(t).querySelector('uno-dialog')!).to.be.accessible();
  });
});

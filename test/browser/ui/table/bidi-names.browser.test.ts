/**
 * A name with a right-to-left override ("Mal‮") or in a right-to-left script must not reorder the
 * words of our sentences around it (issue 11, point 3): the audit saw "Mal‮ plays Red 5." drawn
 * with "Red" left of "plays". The host strips bidi controls from names (src/net/names.ts); the
 * table isolates player-typed text anyway, for a name that reaches it some other way.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { TableEvent } from '../../../../src/game/types.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { makeSeats, makeView, lookIn } from './fixtures.js';

const RLO = '\u202e';

/** The left edge, on screen, of `word` inside `el`'s text. */
function leftOf(el: Element, word: string): number {
  const node = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes(word))!;
  const at = node.textContent!.indexOf(word);
  const range = document.createRange();
  range.setStart(node, at);
  range.setEnd(node, at + word.length);
  return range.getBoundingClientRect().left;
}

async function tableWith(names: string[], events: TableEvent[]): Promise<UnoTable> {
  await setLang('en');
  const view = makeView({ turn: 1, legal: [] });
  const t = await fixture<UnoTable>(
    html`<uno-table
      style="width:1280px;height:800px"
      .view=${view}
      .seats=${makeSeats(4, names)}
      .events=${events}
    ></uno-table>`,
  );
  await t.updateComplete;
  return t;
}

const logLines = (t: UnoTable) => [...lookIn(t).querySelectorAll('.log li')];

describe('player-typed text inside the table’s sentences', () => {
  // a laptop: the log is shown beside the table
  before(() => setViewport({ width: 1280, height: 800 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('a right-to-left override in a name stays inside the name', async () => {
    const t = await tableWith(
      ['Ana', `Mal${RLO}`, 'Chloé', 'Driss'],
      [{ seq: 1, type: 'play', seat: 1, cards: ['R5'] }],
    );
    const line = logLines(t)[0]!;
    expect(line.textContent).to.equal(`\u2068Mal${RLO}\u2069 plays Red 5.`);
    expect(leftOf(line, 'plays')).to.be.below(leftOf(line, 'Red'));
    expect(leftOf(line, 'Red')).to.be.below(leftOf(line, '5.'));
    await expect(t).to.be.accessible();
  });

  it('digits after a right-to-left name stay with the name; the sentence keeps its order', async () => {
    const t = await tableWith(
      ['Ana', 'محمد 2', 'Chloé', 'Driss'],
      [{ seq: 1, type: 'draw', seat: 1, count: 3, penalty: false }],
    );
    const line = logLines(t)[0]!;
    expect(line.textContent).to.equal('\u2068محمد 2\u2069 draws 3.');
    expect(leftOf(line, 'draws')).to.be.below(leftOf(line, '3.'));
    // the name's own digit is drawn left of its letters (inside the isolate), before "draws"
    expect(leftOf(line, '2')).to.be.below(leftOf(line, 'draws'));
  });

  it('a Latin name is left as it is, and a house rule written right to left is isolated too', async () => {
    const t = await tableWith(
      makeSeats(4).map((s) => s.name),
      [
        { seq: 1, type: 'play', seat: 1, cards: ['R5'] },
        { seq: 2, type: 'rule', seat: 2, number: 3, text: 'قل مرحبا', gesture: 'wave', replaced: false },
      ],
    );
    const [rule, play] = logLines(t).map((l) => l.textContent);
    expect(play).to.equal('Bruno plays Red 5.');
    expect(rule).to.contain('\u2068قل مرحبا\u2069');
  });
});

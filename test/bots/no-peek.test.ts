/**
 * No level reads anything but its seat's view and events (docs/bots.md "What a bot may read"): at
 * every decision of seeded games, two bots of the same level and seed, fed the same events, are
 * given the seat's view, and the same view with every hand and the draw pile's order added. Their
 * choices must be the same: a level that looked at the added hands would choose differently as
 * soon as they told it something.
 */
import { describe, expect, it } from 'vitest';
import { createBot, type Bot } from '../../src/bots/index.js';
import { SIM_LEVELS } from '../../src/bots/levels/index.js';
import { createTable, type EditionId, type PlayerView, type Table } from '../../src/game/index.js';

interface Hidden {
  hands: string[][];
  drawPile: string[];
}

function hidden(table: Table): Hidden {
  const g = (table.actor as { getSnapshot(): { context: { g: { hands: string[][]; pile: string[] } } } }).getSnapshot()
    .context.g;
  return { hands: g.hands.map((h) => h.slice()), drawPile: g.pile.slice() };
}

/** The seat's view with what it must never read added (as a careless host might have sent it). */
function peeking(view: PlayerView, table: Table): PlayerView {
  const all = hidden(table);
  return { ...view, ...all, counts: view.counts.slice() };
}

function playSide(
  level: (typeof SIM_LEVELS)[number] | 'random',
  edition: EditionId,
  players: number,
  seed: string,
): number {
  const table = createTable({ edition, players, seed, options: { scoring: 'none' } });
  const blind: Bot[] = Array.from({ length: players }, (_, s) => createBot(level, `${seed}-${s}`));
  const seeing: Bot[] = Array.from({ length: players }, (_, s) => createBot(level, `${seed}-${s}`));
  const seen = new Array<number>(players).fill(0);
  let compared = 0;
  for (let step = 0; step < 3000; step++) {
    const phase = table.phase;
    if (phase === 'roundOver' || phase === 'gameOver') break;
    let acted = false;
    for (let s = 0; s < players && !acted; s++) {
      const events = table.eventsFor(s, seen[s]);
      seen[s] = table.lastSeq;
      if (events.length > 0) {
        blind[s]!.observe(events);
        seeing[s]!.observe(events);
      }
      const view = table.view(s);
      const a = blind[s]!.decide(view);
      const b = seeing[s]!.decide(peeking(view, table));
      expect(b, `${level} seat ${s} in ${view.phasePath}`).toEqual(a);
      compared++;
      if (a && table.send(s, a.action).ok) acted = true;
    }
    if (!acted) table.expire();
  }
  return compared;
}

describe('what a bot may read', () => {
  const editions: EditionId[] = ['classic', 'skull', 'power-grab', 'house-rules'];
  for (const level of ['random', ...SIM_LEVELS] as const) {
    it(`${level}: the same choice with the other hands in its view as without them`, () => {
      const games = level === 'expert' ? 1 : 4;
      let compared = 0;
      for (let i = 0; i < games; i++) compared += playSide(level, editions[i]!, 2 + (i % 3), `peek-${level}-${i}`);
      // four of classic, where hard's learned pick and the expert's student play (outcome-pick.ts)
      compared += playSide(level, 'classic', 4, `peek-${level}-four`);
      expect(compared).toBeGreaterThan(20);
      // an expert searches every choice twice (blind and seeing) at four seats: room for a loaded CI
    }, 180_000);
  }
});

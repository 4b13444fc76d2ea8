/**
 * The cards under the top of the discard pile (docs/table-ui.md "Moments"): the last few played
 * this round, newest first, as the events told them, still there once the round is over. A player
 * who came back mid-round has not seen them: the pile then shows plain edges (null) for as many
 * cards as it holds, up to the same few.
 */
import type { CardCode, PlayerView, TableEvent } from '../../../game/index.js';

export const UNDER_TOP = 3;

export function pileUnder(events: readonly TableEvent[], view: PlayerView): (CardCode | null)[] {
  const played: CardCode[] = [];
  // the round over (or the game) still shows the pile as its last plays left it, under its end
  let over = view.phase === 'roundOver' || view.phase === 'gameOver';
  for (let i = events.length - 1; i >= 0 && played.length <= UNDER_TOP; i--) {
    const e = events[i]!;
    if (e.type === 'roundEnd' && over) {
      over = false;
      continue;
    }
    if (e.type === 'deal' || e.type === 'roundEnd') break;
    if (e.type === 'play') for (let k = e.cards.length - 1; k >= 0; k--) played.push(e.cards[k]!);
  }
  // the newest played card is the top itself (a Wild's top is its own code too)
  if (played[0] === view.top) played.shift();
  const under: (CardCode | null)[] = played.slice(0, UNDER_TOP);
  const held = Math.min(UNDER_TOP, Math.max(0, (view.discards ?? 1) - 1));
  while (under.length < held) under.push(null);
  return under.slice(0, held);
}

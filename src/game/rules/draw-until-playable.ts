/**
 * drawUntilPlayable (docs/rules.md "The app's house rules (options `sevenZero`, `jumpIn`,
 * `drawUntilPlayable`)"): a turn's draw goes on until a playable card comes, or nothing is left to
 * draw; one `draw` event for the lot.
 */
import { card, matches } from '../notation/index.js';
import { drawUntil } from '../piles.js';
import type { GameState } from '../state.js';
import type { CardCode } from '../types.js';
import { topToMatch } from './power-grab.js';

/** The cards drawn, the playable one (if any) last. */
export function drawUntilPlayable(g: GameState, seat: number): CardCode[] {
  return drawUntil(g, seat, (code) => matches(card(code), topToMatch(g), g.color));
}

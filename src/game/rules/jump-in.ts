/**
 * The app's house rule `jumpIn` (docs/rules.md "The app's house rules (options `sevenZero`, `jumpIn`,
 * `drawUntilPlayable`)"): a player holding a card
 * identical to the top card (same color, same number or symbol; never a Wild) may play it out of
 * turn while the turn seat is still to play (phase `play`: nothing pending, no step of a play
 * waiting). Play goes on from them.
 */
import { card, type Card } from '../notation/index.js';
import { emit, topCode, type GameState } from '../state.js';

/** Is `c` identical to the top card, icons aside (a `*` or a tower icon is not part of the face)? */
export function isIdenticalToTop(g: GameState, c: Card): boolean {
  const top = card(topCode(g));
  return !c.wild && !top.wild && c.color === top.color && c.face === top.face;
}

/** May `seat`, not on turn, jump in now in `phase`? */
export function canJumpIn(g: GameState, phase: string, seat: number): boolean {
  return g.options.jumpIn && phase === 'play' && seat !== g.turn;
}

/** The play out of turn was let through: the turn is theirs from now on. */
export function jumpIn(g: GameState, seat: number): void {
  emit(g, { type: 'jumpIn', seat, turn: g.turn });
  g.turn = seat;
}

/**
 * How every bot level plays the app's house rules (docs/rules.md "The app's house rules"): the
 * swap of a 7 takes the smallest hand, and a jump-in is taken when it gets rid of a card without
 * handing the next move to a player about to go out.
 */
import type { Action, PlayerView } from '../game/index.js';

/** sevenZero: swap with the player holding the fewest cards (the first of them in turn order). */
export function chooseSwap(view: PlayerView): Action | null {
  let best: Action | null = null;
  let fewest = Infinity;
  for (let i = 1; i < view.players; i++) {
    const seat = (view.seat + view.direction * i + view.players * 2) % view.players;
    const action = view.legal.find((a) => a.type === 'swap' && a.target === seat);
    if (action && (view.counts[seat] ?? Infinity) < fewest) {
      best = action;
      fewest = view.counts[seat]!;
    }
  }
  return best;
}

/** jumpIn, out of turn: the identical card to play now, or null to wait for the turn. A bot jumps
 * in when its hand stays larger than one card after it, or when it goes out with it. */
export function chooseJumpIn(view: PlayerView): Action | null {
  if (view.turn === view.seat || view.phase !== 'play') return null;
  const play = view.legal.find((a) => a.type === 'play');
  if (!play || play.type !== 'play') return null;
  const left = view.hand.length - 1;
  return left === 1 ? { ...play, uno: true } : play;
}

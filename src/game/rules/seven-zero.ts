/**
 * The app's house rule `sevenZero` (docs/rules.md "The app's house rules (options
 * `sevenZero`, `jumpIn`, `drawUntilPlayable`)"): a 7 swaps its player's
 * hand with the hand of a player they choose; a 0 passes every hand to the next player in the
 * direction of play. Either comes as the play's last step before the card acts on the next player.
 */
import { card, type Card } from '../notation/index.js';
import { shared } from '../choices.js';
import {
  emit,
  queueStep,
  seatAfter,
  stepDone,
  type GameState,
  type PhaseChoices,
  type VariantSteps,
} from '../state.js';
import type { Action } from '../types.js';
import { hasExactly, isSeat, own } from '../fields.js';

declare module '../state.js' {
  interface PlaySteps {
    /** A 7's swap still to do: with `target`, the seat chosen with the play, or null until its
     * player chooses (phase `swap`). */
    swap: { target: number | null };
    /** A 0's rotation of every hand still to do. */
    rotate: true;
  }
}

/** Decide, as the cards are laid, whether the play swaps or rotates hands (one per play, however
 * many cards a multi-play lays). `swapWith` was checked by `refusal`. */
export function queueSevenZero(g: GameState, last: Card, swapWith: number | undefined): void {
  if (!g.options.sevenZero || last.kind !== 'number') return;
  if (last.number === 7) queueStep(g.play!, 'swap', { target: swapWith ?? null });
  else if (last.number === 0) queueStep(g.play!, 'rotate', true);
}

/** Hands moved: nobody owes or can be caught for an UNO they did not play down to. */
function forgetUno(g: GameState, seats: readonly number[]): void {
  for (const s of seats) g.uno[s] = false;
  g.unoWindow = null;
}

export function swapHands(g: GameState, seat: number, target: number): void {
  const mine = g.hands[seat]!;
  g.hands[seat] = g.hands[target]!;
  g.hands[target] = mine;
  stepDone(g.play!, 'swap');
  forgetUno(g, [seat, target]);
  emit(g, { type: 'swap', seat, target });
}

/** Every hand goes to the next seat in the direction of play. */
export function rotateHands(g: GameState): void {
  const moved = new Array<string[]>(g.players);
  for (let s = 0; s < g.players; s++) moved[seatAfter(g, s)] = g.hands[s]!;
  g.hands = moved;
  stepDone(g.play!, 'rotate');
  forgetUno(
    g,
    g.hands.map((_, s) => s),
  );
  emit(g, { type: 'rotate', direction: g.direction });
}

/** sevenZero: another seat of the table (a `swap`, or a 7's `swapWith`). */
function swapTargetRefusal(g: GameState, seat: number, target: unknown): string | null {
  return isSeat(target, g.players) && target !== seat ? null : 'bad-swap';
}

/** A play's `swapWith`: only a 7 with the option on, naming another seat. */
export function swapWithRefusal(g: GameState, seat: number, played: Card, swapWith: unknown): string | null {
  if (swapWith === undefined) return null;
  if (!g.options.sevenZero || played.number !== 7) return 'bad-swap';
  return swapTargetRefusal(g, seat, swapWith);
}

/** sevenZero: a 7 was played without `swapWith`: its player chooses whom to swap with. */
export function swapDue(g: GameState): boolean {
  return g.play !== null && g.play.queued.swap !== undefined && g.play.queued.swap.target === null;
}

/** The turn timer (docs/rules.md "The app's house rules (options `sevenZero`, `jumpIn`,
 * `drawUntilPlayable`)"): the swap goes to the player holding the fewest cards. */
export function timeoutSwap(g: GameState): void {
  swapHands(g, g.turn, fewestCardsSeat(g, g.turn));
}

/** Decision (docs/rules.md): the turn timer swaps with the player holding the fewest cards, the
 * first of them in the direction of play. */
export function fewestCardsSeat(g: GameState, seat: number): number {
  let best = seatAfter(g, seat);
  for (let i = 2; i < g.players; i++) {
    const s = seatAfter(g, seat, i);
    if (g.hands[s]!.length < g.hands[best]!.length) best = s;
  }
  return best;
}

/** The swap and the rotation still due once the play's other steps are done; false while the
 * player must still choose whom to swap with (phase `swap`). */
export function runSevenZero(g: GameState): boolean {
  const p = g.play!;
  const swap = p.queued.swap;
  if (swap !== undefined) {
    if (swap.target === null) return false;
    swapHands(g, p.seat, swap.target);
  }
  if (p.queued.rotate !== undefined) rotateHands(g);
  return true;
}

/** sevenZero's steps, named by its line of the chart's route table (`swap`): queued as the cards
 * are laid, run before the card acts (a chosen swap, a rotation), checked in a save. */
export const SEVEN_ZERO_STEPS: VariantSteps<'swap' | 'rotate'> = {
  checks: {
    swap: (v, at) =>
      at.options.sevenZero === true &&
      card(at.card).number === 7 &&
      hasExactly(v, ['target']) &&
      (v.target === null || (isSeat(v.target, at.players) && v.target !== at.seat)),
    rotate: (v, at) => at.options.sevenZero === true && card(at.card).number === 0 && v === true,
  },
  onPlay: (g, laid) => queueSevenZero(g, laid.last, laid.swapWith),
  beforeEffect: runSevenZero,
};

const SWAPS = new Map<number, Action>();
const swapAction = (target: number): Action => ({ type: 'swap', target });

/** `swap`: the player of a 7 takes the hand of another seat. */
export const SWAP_PHASE: PhaseChoices = {
  legal: (g, seat, out) => {
    for (let s = 0; s < g.players; s++) if (s !== seat) out.push(shared(SWAPS, s, swapAction));
  },
  refusal: { swap: (g, seat, action) => swapTargetRefusal(g, seat, own(action, 'target')) },
};

/**
 * How well a guess at a seat's hand fits the choices that seat made this round, if it plays the
 * normal level's order (normal.ts `normalPick`: an attack on a player close to going out, else
 * the playable colored card of the color held most, points breaking ties, a Wild only when no
 * colored card plays, a draw only when nothing does). A choice the rebuilt hand would not make
 * weighs `against` (below 1, so a player who plays otherwise is only leaned on, not ruled out).
 * docs/bots.md "The normal level's card order (s12-order)".
 */
import type { CardCode, PlayerView } from '../../game/index.js';
import { playableOn } from '../cards.js';
import { normalPick } from '../normal.js';
import type { BotRandom } from '../rng.js';
import type { RoundStep } from '../round-steps.js';

/** The tables where a choice is one among the hand's plays, as normalPick weighs them. */
export function orderApplies(view: PlayerView): boolean {
  const o = view.options;
  return (
    view.edition === 'classic' &&
    o.stacking === 'none' &&
    !o.multiPlay &&
    !o.jumpIn &&
    !o.sevenZero &&
    !o.drawUntilPlayable &&
    !o.teams
  );
}

/** Would the normal level holding `hand` make `card` its choice (null: a draw)? A tie on its score
 * counts as made: the order of the hand, which decides it, is not public. */
function madeBy(probe: PlayerView, hand: CardCode[], step: Extract<RoundStep, { kind: 'choice' }>): boolean {
  probe.hand = hand;
  probe.top = step.top;
  probe.color = step.color;
  const plays = [...new Set(hand.filter((code) => playableOn(code, step.top, step.color)))];
  const pick = normalPick(probe, plays);
  if (pick === step.card) return true;
  if (pick === null || step.card === null || !plays.includes(step.card)) return false;
  return normalPick(probe, [step.card, ...plays.filter((code) => code !== step.card)]) === step.card;
}

/**
 * The weight of `hand` as `seat`'s hand now: the product over its choices of 1 or `against`. The
 * hand at each choice is rebuilt backwards from the steps (the other seats' counts too, from the
 * view's); of the cards drawn since a choice, the one laid at once is known, the others are taken
 * from the rebuilt hand at random (which of them came with the draw is not public).
 */
export function orderWeight(
  view: PlayerView,
  steps: readonly RoundStep[],
  seat: number,
  hand: readonly CardCode[],
  against: number,
  random: BotRandom,
): number {
  const held = hand.slice();
  const counts = view.counts.slice();
  const probe: PlayerView = { ...view, seat, turn: seat, counts };
  let weight = 1;
  let drawnLaid: CardCode | null = null;
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i]!;
    if (step.kind === 'lay') {
      counts[step.seat]! += step.cards.length;
      if (step.seat !== seat) continue;
      held.push(...step.cards);
      drawnLaid = step.drawn ? step.cards[0]! : null;
    } else if (step.kind === 'gain') {
      counts[step.seat]! -= step.count;
      if (step.seat !== seat) continue;
      let left = step.count;
      const at = drawnLaid === null ? -1 : held.indexOf(drawnLaid);
      if (at >= 0) {
        held.splice(at, 1);
        left--;
      }
      drawnLaid = null;
      for (; left > 0 && held.length > 0; left--) held.splice(Math.floor(random.next() * held.length), 1);
    } else if (step.seat === seat) {
      probe.direction = step.direction;
      if (!madeBy(probe, held, step)) weight *= against;
    }
  }
  return weight;
}

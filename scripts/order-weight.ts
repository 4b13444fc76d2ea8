/**
 * For measuring (scripts/next-seat-order.ts): how well a guess at a seat's hand fits the choices
 * that seat made this round, if it plays the normal level's order (normal.ts `normalPick`: an attack on a player close to going out, else
 * the playable colored card of the color held most, points breaking ties, a Wild only when no
 * colored card plays, a draw only when nothing does; a Wild's color the one held most after it).
 * A choice the rebuilt hand would not make weighs `against` (below 1, so a player who plays
 * otherwise is only leaned on, not ruled out). docs/bots-experiments.md "The normal level's card order
 * (s12-order)".
 */
import type { CardCode, Color, PlayerView } from '../src/game/index.js';
import { card as cardOf, countByColor, editionColors } from '../src/game/notation/index.js';
import { playableOn } from '../src/bots/cards.js';
import { normalPick } from '../src/bots/normal.js';
import { nextSeat } from '../src/bots/tactics.js';
import type { BotRandom } from '../src/bots/rng.js';
import type { RoundStep } from './round-steps.js';

type Choice = Extract<RoundStep, { kind: 'choice' }>;

/** One seat's steps, newest first, each choice with the count of the seat after it then. */
type Back =
  | { kind: 'lay'; cards: readonly CardCode[]; drawn: boolean; named: Color | null }
  | { kind: 'gain'; count: number }
  | { kind: 'choice'; step: Choice; nextCount: number };

export interface SeatTrail {
  seat: number;
  back: Back[];
  /** Cards drawn since a choice that were not laid at once: which of the hand they are is a guess. */
  guessed: boolean;
  probe: PlayerView;
}

/** `seat`'s steps of the round, read backwards once per decision (the counts rebuilt from the view). */
export function seatTrail(view: PlayerView, steps: readonly RoundStep[], seat: number): SeatTrail {
  const counts = view.counts.slice();
  const back: Back[] = [];
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i]!;
    if (step.kind === 'lay') counts[step.seat]! += step.cards.length;
    else if (step.kind === 'gain') counts[step.seat]! -= step.count;
    if (step.seat !== seat) continue;
    if (step.kind === 'lay') {
      const last = step.cards[step.cards.length - 1]!;
      back.push({
        kind: 'lay',
        cards: step.cards,
        drawn: step.drawn,
        named: cardOf(last).wild ? (step.color ?? null) : null,
      });
    } else if (step.kind === 'gain') back.push({ kind: 'gain', count: step.count });
    else {
      const next = (((seat + step.direction) % view.players) + view.players) % view.players;
      back.push({ kind: 'choice', step, nextCount: counts[next]! });
    }
  }
  const probe: PlayerView = { ...view, seat, turn: seat, counts: view.counts.map(() => 7) };
  return { seat, back, guessed: hasGuessBeforeChoice(back), probe };
}

/** Does a draw not laid at once come after a choice (before it, reading backwards)? */
function hasGuessBeforeChoice(back: readonly Back[]): boolean {
  let drawnLaid = false;
  for (let i = 0; i < back.length; i++) {
    const b = back[i]!;
    if (b.kind === 'lay') drawnLaid = b.drawn;
    else if (b.kind === 'gain') {
      if (b.count > (drawnLaid ? 1 : 0) && back.slice(i + 1).some((x) => x.kind === 'choice')) return true;
      drawnLaid = false;
    }
  }
  return false;
}

/** Would the normal level holding `hand` make the choice (null: a draw)? A tie on its score counts
 * as made: the order of the hand, which decides it, is not public. */
function madeBy(probe: PlayerView, hand: CardCode[], step: Choice, nextCount: number): boolean {
  probe.hand = hand;
  probe.top = step.top;
  probe.color = step.color;
  probe.direction = step.direction;
  probe.counts[nextSeat(probe, probe.seat)] = nextCount;
  const plays = [...new Set(hand.filter((code) => playableOn(code, step.top, step.color)))];
  const pick = normalPick(probe, plays);
  probe.counts.fill(7);
  if (pick === step.card) return true;
  if (pick === null || step.card === null || !plays.includes(step.card)) return false;
  return normalPick(probe, [step.card, ...plays.filter((code) => code !== step.card)]) === step.card;
}

/** Is `named` a color held most in `hand` (the hand after the Wild)? */
function namedMost(probe: PlayerView, hand: readonly CardCode[], named: Color): boolean {
  const counts = countByColor(hand, editionColors(probe.edition));
  const mine = counts.get(named) ?? 0;
  for (const n of counts.values()) if (n > mine) return false;
  return true;
}

function walk(trail: SeatTrail, hand: readonly CardCode[], against: number, random: BotRandom): number {
  const held = hand.slice();
  let weight = 1;
  let drawnLaid: CardCode | null = null;
  for (const b of trail.back) {
    if (b.kind === 'lay') {
      if (b.named !== null && !namedMost(trail.probe, held, b.named)) weight *= against;
      held.push(...b.cards);
      drawnLaid = b.drawn ? b.cards[0]! : null;
    } else if (b.kind === 'gain') {
      let left = b.count;
      const at = drawnLaid === null ? -1 : held.indexOf(drawnLaid);
      if (at >= 0) {
        held.splice(at, 1);
        left--;
      }
      drawnLaid = null;
      for (; left > 0 && held.length > 0; left--) held.splice(Math.floor(random.next() * held.length), 1);
    } else if (!madeBy(trail.probe, held, b.step, b.nextCount)) weight *= against;
  }
  return weight;
}

/**
 * The weight of `hand` as the trail's seat's hand now: the product over its choices of 1 or
 * `against`. Of the cards drawn since a choice, the one laid at once is known; the others are
 * taken from the rebuilt hand at random, and the weight averaged over `samples` such guesses.
 */
export function trailWeight(
  trail: SeatTrail,
  hand: readonly CardCode[],
  against: number,
  random: BotRandom,
  samples = 1,
): number {
  const k = trail.guessed ? samples : 1;
  let sum = 0;
  for (let i = 0; i < k; i++) sum += walk(trail, hand, against, random);
  return sum / k;
}

/** The same from the steps directly (one decision's trail, built and used once). */
export function orderWeight(
  view: PlayerView,
  steps: readonly RoundStep[],
  seat: number,
  hand: readonly CardCode[],
  against: number,
  random: BotRandom,
  samples = 1,
): number {
  return trailWeight(seatTrail(view, steps, seat), hand, against, random, samples);
}

/**
 * A root pick learned offline (docs/bots-experiments.md "The oracle's choices, learned (s8-distill)"): a
 * conditional logit over the candidate moves whose weights were fitted, by scripts/distill-data.ts
 * and scripts/distill-fit.ts, to the moves of an expert whose worlds CHEATED (the true hands); the
 * features it reads here are public only: this seat's view, its memory of the round, the counted
 * unseen cards and the hard level's pick.
 */
import type { Color, PlayerView } from '../../game/index.js';
import { card as cardOf, countByColor } from '../../game/notation/index.js';
import { cardPoints } from '../cards.js';
import type { TableMemory } from '../memory.js';
import { nextSeat } from '../tactics.js';
import { rootFacts, type RootFacts } from './move-facts.js';
import type { Move } from './moves.js';

/** The features' names, in the order of a row (the weights' table follows it). */
export const FEATURES = [
  'hard', // the hard level's pick
  'noPlay', // a draw, or keeping the drawn card
  'wild',
  'wildFour',
  'skipReverse',
  'drawCard', // a colored +1 or +2
  'colorLeft', // cards of the color left in force held after the move, / 5
  'points', // the cards' points laid, / 20
  'changesColor',
  'extra', // more cards laid than one (multi-play)
  'attackNextNear', // a Skip or a draw card while the next seat holds 2 cards or fewer
  'responderNear', // the seat that answers holds 2 cards or fewer
  'blocked', // the counted odds that the seat that answers cannot (the hard level's Planner)
  'responderLacks', // the memory: the seat that answers lacks the color left in force
  'nextLacks', // the memory: the next seat lacks the color left in force
  'unseenShare', // the unseen cards of the color left in force, / the unseen cards
  'wildLate', // a Wild laid with 2 cards or fewer left after it
  'wildsKept', // a Wild laid while others are held: the Wilds held after it
  'heldMost', // the color left in force is the one held most after the move
  'handAfter', // cards held after the move, / 7
] as const;

/** A row of features for each move of `moves` (public signs only); `facts`, when the caller has
 * them, the moves' facts (move-facts.ts) it shares. */
export function studentFeatures(
  view: PlayerView,
  memory: TableMemory,
  moves: readonly Move[],
  hardKey: string | null,
  facts: RootFacts = rootFacts(view, memory, moves),
): number[][] {
  const { planner } = facts;
  const unseen = planner.unseen;
  const byColor = new Map<Color, number>();
  for (const [code, n] of unseen.byCode) {
    const c = cardOf(code).color;
    if (c !== null) byColor.set(c, (byColor.get(c) ?? 0) + n);
  }
  const next = nextSeat(view, view.seat);
  const nextNear = (view.counts[next] ?? 7) <= 2;
  return moves.map((m, i) => {
    const a = m.action;
    const row = new Array<number>(FEATURES.length).fill(0);
    row[0] = m.key === hardKey ? 1 : 0;
    const play = facts.plays[i];
    if (!play) {
      row[1] = 1;
      row[19] = (view.hand.length + (a.type === 'draw' ? 1 : 0)) / 7;
      return row;
    }
    const { laid, card: c, rest, color, responder } = play;
    const held = countByColor(rest, planner.colors);
    const wildsAfter = rest.filter((code) => cardOf(code).wild).length;
    const attack = c.face === 'S' || c.draws > 0;
    row[2] = c.wild ? 1 : 0;
    row[3] = c.wild && c.draws > 0 ? 1 : 0;
    row[4] = !c.wild && (c.face === 'S' || c.face === 'R') ? 1 : 0;
    row[5] = !c.wild && c.draws > 0 ? 1 : 0;
    row[6] = (held.get(color) ?? 0) / 5;
    row[7] = laid.reduce((s, code) => s + cardPoints(code), 0) / 20;
    row[8] = color !== view.color ? 1 : 0;
    row[9] = laid.length - 1;
    row[10] = attack && nextNear ? 1 : 0;
    row[11] = (view.counts[responder] ?? 7) <= 2 ? 1 : 0;
    row[12] = planner.blockedOdds(responder, laid[laid.length - 1]!, color, view.counts[responder] ?? 7);
    row[13] = memory.lackOf(responder, color);
    row[14] = memory.lackOf(next, color);
    row[15] = unseen.total > 0 ? (byColor.get(color) ?? 0) / unseen.total : 0;
    row[16] = c.wild && rest.length <= 2 ? 1 : 0;
    row[17] = c.wild ? wildsAfter : 0;
    const most = Math.max(0, ...held.values());
    row[18] = most > 0 && (held.get(color) ?? 0) === most ? 1 : 0;
    row[19] = rest.length / 7;
    return row;
  });
}

/** The move of `moves` the weights rate highest (the first on a tie), or null when there is none. */
export function studentPick(
  view: PlayerView,
  memory: TableMemory,
  moves: readonly Move[],
  hardKey: string | null,
  weights: readonly number[],
): string | null {
  const rows = studentFeatures(view, memory, moves, hardKey);
  let best: string | null = null;
  let bestScore = -Infinity;
  const n = FEATURES.length;
  rows.forEach((row, i) => {
    let score = 0;
    // A weight for each feature, then one for each feature but the first times the first (the hard
    // level's pick): when that pick is worth leaving.
    for (let j = 0; j < n; j++) score += row[j]! * (weights[j] ?? 0);
    if (row[0] !== 0) for (let j = 1; j < n; j++) score += row[0]! * row[j]! * (weights[n + j - 1] ?? 0);
    if (score > bestScore) {
      bestScore = score;
      best = moves[i]!.key;
    }
  });
  return best;
}

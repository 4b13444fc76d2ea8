/**
 * The hard level's card beyond two players (docs/bots-experiments.md "A stronger pick at four (s8-hard4)"):
 * the normal level's habits (an attack on a next player close to going out, the color held most)
 * with counting choosing among the colored cards, and its Wilds kept longer than the habit keeps
 * them: while every other hand is big it draws rather than spend one. Its weights (`MULTI`) are
 * its own, tuned at four players apart from the heads-up look ahead's (planner.ts WEIGHTS).
 */
import type { CardCode, Color, PlayerView } from '../game/index.js';
import { card as cardOf, countByColor, editionColors } from '../game/notation/index.js';
import { cardPoints, isAttack, isWild, strongestAttack } from './cards.js';
import type { BotContext } from './policy.js';
import { Planner } from './planner.js';
import { drawFourIsHonest, fewestOthers, nextSeat } from './tactics.js';

/**
 * Weights of a card beyond two players, in cards of its color held. Tuned with
 * scripts/tune-hard.ts (one hard against three normal, single classic rounds, paired deals, 20,000
 * rounds a candidate, seed tune4), then confirmed on fresh deals.
 */
export interface MultiWeights {
  /** Per card of the card's color held (the normal level's habit). */
  held: number;
  /** Per point of the card (a high card sheds more). */
  points: number;
  /** Times the (curved) odds that the player who answers cannot. */
  block: number;
  /** How much more those odds weigh when that player holds one card (half of it at two). */
  danger: number;
  /** The curve above the counted odds (a blocked player also loses its say over the color). */
  curve: number;
  /** The next player's hand at or below which an attack goes on it first. */
  attackAt: number;
  /** The next player's hand at or below which an honest Wild +4 goes on it first. */
  drawFourAt: number;
  /** Draw by choice rather than spend a Wild while every other hand holds this many cards or more. */
  drawKeepAt: number;
  /** Keep a Wild just drawn while every other hand holds this many cards or more. */
  keepDrawnAt: number;
  /** 1: a Wild just drawn names a color held most, as one laid from the hand; 0: the look ahead's. */
  drawnHeld: number;
}

export const MULTI: MultiWeights = {
  held: 1,
  points: 0.01,
  block: 3,
  danger: 2,
  curve: 1.5,
  attackAt: 2,
  drawFourAt: 2,
  drawKeepAt: 5,
  keepDrawnAt: 5,
  drawnHeld: 1,
};

/**
 * From five players on, the weights of before the tuning: there the Wilds kept gained the hard
 * level nothing and cost the expert, which plays on this pick, rounds against five basic
 * (docs/bots-experiments.md "A stronger pick at four (s8-hard4)").
 */
export const WIDE: MultiWeights = {
  ...MULTI,
  block: 2,
  danger: 4,
  drawKeepAt: Infinity,
  keepDrawnAt: Infinity,
  drawnHeld: 0,
};

/** The weights for a table of `players` (beyond two). */
export const multiWeights = (players: number): MultiWeights => (players <= 4 ? MULTI : WIDE);

function pressure(view: PlayerView, seat: number, m: MultiWeights): number {
  const near = view.counts[seat] ?? 7;
  return 1 + m.danger * (near <= 1 ? 1 : near === 2 ? 0.5 : 0);
}

/**
 * Whether to draw by choice and keep the Wilds, the only cards that play, for later: while no other
 * player is near going out, a Wild is worth more as the card that always plays at the end.
 */
export function drawsToKeep(view: PlayerView, plays: readonly CardCode[], m: MultiWeights = MULTI): boolean {
  return keepsWilds(view, plays, m.drawKeepAt, 'draw');
}

/** Whether to keep a Wild just drawn (`plays`: the drawn card if it plays) rather than lay it. */
export function keepsDrawnWild(view: PlayerView, plays: readonly CardCode[], m: MultiWeights = MULTI): boolean {
  return keepsWilds(view, plays, m.keepDrawnAt, 'pass');
}

/** Whether the only cards that play are Wilds worth keeping (every other hand holds `at` cards or
 * more, this one more than two) and `instead` is legal. */
function keepsWilds(view: PlayerView, plays: readonly CardCode[], at: number, instead: 'draw' | 'pass'): boolean {
  if (plays.length === 0 || view.hand.length <= 2 || !plays.every(isWild)) return false;
  return fewestOthers(view) >= at && view.legal.some((a) => a.type === instead);
}

/**
 * The card to lay beyond two players, or null when none may be laid honestly: an attack on a next
 * player close to going out, else the colored card worth most (its color held, its points, the
 * counted odds that the player who answers cannot, more as that player nears UNO), else a Wild (a
 * plain one first).
 */
export function multiPlayerPick(ctx: BotContext, plays: readonly CardCode[], m: MultiWeights = MULTI): CardCode | null {
  const { view, memory } = ctx;
  const honest = plays.filter((code) => code !== 'W+4' || drawFourIsHonest(view));
  if (honest.length === 0) return null;
  if (view.hand.length === 1) return honest[0]!;
  const next = view.counts[nextSeat(view, view.seat)] ?? 7;
  if (next <= m.drawFourAt && honest.includes('W+4')) return 'W+4';
  if (next <= m.attackAt) {
    const attacks = honest.filter(isAttack);
    if (attacks.length > 0) return strongestAttack(attacks);
  }
  const colored = honest.filter((code) => !isWild(code));
  if (colored.length === 0) return honest.find((code) => code !== 'W+4') ?? honest[0]!;
  const planner = new Planner(view, memory, m.curve);
  const held = countByColor(view.hand, editionColors(view.edition));
  let best = colored[0]!;
  let bestScore = -Infinity;
  for (const code of colored) {
    const color = cardOf(code).color!;
    const responder = planner.responderAfter(code);
    const blocked = planner.blockedOdds(responder, code, color, view.counts[responder] ?? 7);
    const score =
      m.held * (held.get(color) ?? 0) + m.points * cardPoints(code) + m.block * pressure(view, responder, m) * blocked;
    if (score > bestScore) {
      bestScore = score;
      best = code;
    }
  }
  return best;
}

/** The colors held most once `card` is laid (the normal level's pick; counting breaks the tie). */
export function heldMost(view: PlayerView, card: CardCode): Color[] {
  const rest = [...view.hand];
  rest.splice(rest.indexOf(card), 1);
  const counts = countByColor(rest, editionColors(view.edition));
  const most = Math.max(...counts.values());
  return [...counts].filter(([, n]) => n === most).map(([c]) => c);
}

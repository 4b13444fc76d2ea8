/**
 * The hard level's card beyond two players (docs/bots.md "A stronger pick at four (s8-hard4)"):
 * the normal level's habits (Wilds last, an attack on a next player close to going out) with
 * counting choosing among the colored cards, by weights of its own (`MULTI`), tuned at four
 * players apart from the heads-up look ahead's (planner.ts WEIGHTS), which stays as it was.
 */
import type { CardCode, Color, PlayerView } from '../game/index.js';
import { card as cardOf, countByColor, editionColors } from '../game/notation/index.js';
import { cardPoints, isAttack, isWild } from './cards.js';
import type { BotContext } from './policy.js';
import { Planner } from './planner.js';
import { drawFourIsHonest, nextSeat } from './tactics.js';

/**
 * Weights of a card beyond two players, in cards of its color held. Tuned with
 * scripts/tune-hard.ts (one hard against three normal, single classic rounds, paired deals).
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
  /** Against an answer that stays likely: times how close the player who answers is to going out. */
  lossNear: number;
  /** Before any evidence: how often another player bluffs a Wild +4 (hard.ts bluffOdds). */
  bluffPrior: number;
  /** Per color left in hand after the card (a scattered hand meets fewer colors later). */
  spread: number;
  /** Against laying the last Skip, +1 or +2 while another player holds `keepAt` cards or fewer. */
  keepAttack: number;
  keepAt: number;
  /** A Wild's color: times the odds that the player who answers lacks it (0: held most only). */
  wildBlock: number;
  /** Draw by choice rather than spend a Wild while every other hand holds this many cards or more. */
  drawKeepAt: number;
  /** Keep a Wild just drawn while every other hand holds this many cards or more. */
  keepDrawnAt: number;
  /** A Wild just drawn names its color as a Wild laid from the hand does (1), or by the look ahead (0). */
  drawnHeld: number;
}

export const MULTI: MultiWeights = {
  held: 1,
  points: 0.01,
  block: 2,
  danger: 4,
  curve: 1.5,
  attackAt: 2,
  drawFourAt: 2,
  lossNear: 0,
  bluffPrior: 0.08,
  spread: 0,
  keepAttack: 0,
  keepAt: 3,
  wildBlock: 0,
  drawKeepAt: 99,
  keepDrawnAt: 99,
  drawnHeld: 0,
};

function pressure(view: PlayerView, seat: number, m: MultiWeights): number {
  const near = view.counts[seat] ?? 7;
  return 1 + m.danger * (near <= 1 ? 1 : near === 2 ? 0.5 : 0);
}

function fewestOthers(view: PlayerView): number {
  let least = Infinity;
  for (let s = 0; s < view.players; s++) if (s !== view.seat) least = Math.min(least, view.counts[s] ?? 7);
  return least;
}

/** Whether to draw by choice and keep the Wilds, the only cards that play, for later. */
export function drawsToKeep(view: PlayerView, plays: readonly CardCode[], m: MultiWeights = MULTI): boolean {
  if (plays.length === 0 || view.hand.length <= 2 || fewestOthers(view) < m.drawKeepAt) return false;
  return plays.every(isWild) && view.legal.some((a) => a.type === 'draw');
}

/** Whether to keep a Wild just drawn (`plays`: the drawn card if it plays) rather than lay it. */
export function keepsDrawnWild(view: PlayerView, plays: readonly CardCode[], m: MultiWeights = MULTI): boolean {
  if (plays.length === 0 || view.hand.length <= 2 || fewestOthers(view) < m.keepDrawnAt) return false;
  return plays.every(isWild) && view.legal.some((a) => a.type === 'pass');
}

/** An attack's rank on a player close to going out: the more it makes draw, the better. */
function attackRank(code: CardCode): number {
  const face = cardOf(code).face;
  return code === 'W+4' ? 4 : face === '+2' ? 3 : 2;
}

/**
 * The card to lay beyond two players, or null to draw: an attack on a next player close to going
 * out, else the colored card worth most (its color held, its points, the counted odds that the
 * player who answers cannot, more as that player nears UNO), else a Wild (a plain one first).
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
    if (attacks.length > 0) return attacks.reduce((a, b) => (attackRank(b) > attackRank(a) ? b : a));
  }
  const colored = honest.filter((code) => !isWild(code));
  if (colored.length === 0) return honest.find((code) => code !== 'W+4') ?? honest[0]!;
  const planner = new Planner(view, memory, m.curve);
  const colors = editionColors(view.edition);
  const held = countByColor(view.hand, colors);
  const attacksHeld = view.hand.filter((code) => isAttack(code) && !isWild(code)).length;
  const someoneNear = fewestOthers(view) <= m.keepAt;
  let best = colored[0]!;
  let bestScore = -Infinity;
  for (const code of colored) {
    const color = cardOf(code).color!;
    const responder = planner.responderAfter(code);
    const blocked = planner.blockedOdds(responder, code, color, view.counts[responder] ?? 7);
    let score =
      m.held * (held.get(color) ?? 0) + m.points * cardPoints(code) + m.block * pressure(view, responder, m) * blocked;
    if (m.lossNear !== 0) score -= m.lossNear * (pressure(view, responder, m) - 1) * (1 - blocked);
    if (m.spread !== 0) {
      const left = (held.get(color) ?? 0) - 1;
      let kinds = 0;
      for (const [c, n] of held) if ((c === color ? left : n) > 0) kinds++;
      score -= m.spread * kinds;
    }
    if (m.keepAttack !== 0 && someoneNear && attacksHeld === 1 && isAttack(code)) score -= m.keepAttack;
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

/**
 * The colors a Wild beyond two players may name: those held most, or with `wildBlock` the one
 * worth most by cards held plus the counted odds that the player who answers lacks it.
 */
export function wildColors(ctx: BotContext, card: CardCode, m: MultiWeights = MULTI): Color[] {
  const { view, memory } = ctx;
  if (m.wildBlock === 0) return heldMost(view, card);
  const rest = [...view.hand];
  rest.splice(rest.indexOf(card), 1);
  const counts = countByColor(rest, editionColors(view.edition));
  const planner = new Planner(view, memory, m.curve);
  const responder = planner.responderAfter(card);
  let best: Color[] = [];
  let bestScore = -Infinity;
  for (const [color, n] of counts) {
    const blocked = planner.blockedOdds(responder, card, color, view.counts[responder] ?? 7);
    const score = m.held * n + m.wildBlock * pressure(view, responder, m) * blocked;
    if (score > bestScore + 1e-9) {
      best = [color];
      bestScore = score;
    } else if (Math.abs(score - bestScore) <= 1e-9) best.push(color);
  }
  return best;
}

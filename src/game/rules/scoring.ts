/**
 * Round end and scoring (docs/game-rules.md "End of a round and scores"): a round ends when a
 * player goes out (the last +1/+2/+4 is still drawn) or is blocked (nothing to draw and nobody can
 * play), then it is scored by the table's scoring mode.
 */
import { card, cardPoints, matches, placementPoints } from '../notation/index.js';
import { drawCards } from '../piles.js';
import { isProtected, topToMatch } from './power-grab.js';
import { blockedWinner, teamGains, teamGameWinner } from './teams.js';
import { emit, seatAfter, type GameState } from '../state.js';
import type { CardCode, RoundResult } from '../types.js';

/** The card just played emptied its player's hand. */
export function roundWon(g: GameState): boolean {
  return g.play !== null && g.hands[g.play.seat]!.length === 0;
}

/** Nothing to draw and nobody can play: the round ends blocked. */
export function isBlocked(g: GameState): boolean {
  if (g.pile.length > 0 || g.discard.length > 1) return false;
  const top = topToMatch(g);
  for (const hand of g.hands) {
    for (const code of hand) if (matches(card(code), top, g.color)) return false;
  }
  return true;
}

/** Can the round not be blocked after a turn that draws nothing? (Blocked needs an empty pile and
 * a discard pile of one card.) */
export function cannotBlock(g: GameState): boolean {
  return g.pile.length > 0 || g.discard.length > 1;
}

/** Blocked: the round is scored so. */
export function markBlocked(g: GameState): void {
  g.blocked = true;
}

/** Book 003: ranks score 10, 8, 6, 4, 2, then 0. */
const PLACEMENT_SCORES = [10, 8, 6, 4, 2];

function sumPoints(hand: readonly CardCode[], value: (code: CardCode) => number): number {
  let sum = 0;
  for (const code of hand) sum += value(code);
  return sum;
}

/** The last card's draws still happen; no stacking or challenge after the end. */
function finalDraws(g: GameState, winner: number): void {
  const top = card(g.play!.card);
  const next = seatAfter(g, winner);
  // Book 000 "Fin de la manche" names only +2 and +4 (rules.md adds +1): a Skull laid last draws nothing.
  if (top.draws > 0 && !isProtected(g, next, top)) drawCards(g, next, g.pending + top.draws, true);
}

export function endRound(g: GameState): void {
  const n = g.players;
  let winner: number | null = null;
  if (!g.blocked && g.play) {
    winner = g.play.seat;
    finalDraws(g, winner);
  }
  g.play = null;
  g.pending = 0;
  g.challenge = null;
  g.drawn = null;
  g.race = null;
  g.unoWindow = null;
  const mode = g.options.scoring;
  const value = mode === 'placement' ? (c: CardCode) => placementPoints(card(c)) : (c: CardCode) => cardPoints(card(c));
  const points = g.hands.map((h) => sumPoints(h, value));
  const teams = g.options.teams === true;
  if (g.blocked && g.options.blockedRound === 'lowest-hand') {
    // Decision (docs/rules.md): a tie for the lowest hand is scored as a tie.
    const low = Math.min(...points);
    const lowest = points.flatMap((p, s) => (p === low ? [s] : []));
    winner = teams ? blockedWinner(n, points) : lowest.length === 1 ? lowest[0]! : null;
  }
  const gained = teams ? teamGains(g, winner, points, g.blocked) : new Array<number>(n).fill(0);
  if (!teams && (winner !== null || mode === 'lowest')) {
    if (mode === 'winner-takes') {
      gained[winner!] = points.reduce((a, b) => a + b, 0) - points[winner!]!;
    } else if (mode === 'lowest') {
      if (winner !== null || !g.blocked) for (let s = 0; s < n; s++) gained[s] = points[s]!;
    } else if (mode === 'placement') {
      // The winner first, the others by ascending points; ties clockwise from the winner.
      const others = Array.from({ length: n - 1 }, (_, i) => (winner! + 1 + i) % n);
      others.sort((a, b) => points[a]! - points[b]!);
      [winner!, ...others].forEach((s, rank) => {
        gained[s] = PLACEMENT_SCORES[rank] ?? 0;
      });
    }
  }
  for (let s = 0; s < n; s++) g.scores[s]! += gained[s]!;
  g.scores = g.scores.slice();
  g.history.push(g.scores.slice());
  const result: RoundResult = {
    winner,
    blocked: g.blocked,
    points,
    gained,
    hands: g.hands.map((h) => h.slice()),
  };
  g.roundResult = result;
  emit(g, { type: 'roundEnd', result });
  g.gameWinner = teams ? teamGameWinner(g, winner) : gameWinner(g, winner);
  if (g.gameWinner !== null) emit(g, { type: 'gameEnd', winner: g.gameWinner });
}

/** Who won the game after this round, or null to play on. */
function gameWinner(g: GameState, roundWinner: number | null): number | null {
  const { scoring, target } = g.options;
  // Book 001: one round, whoever goes out first wins; a round with no winner is played again.
  if (scoring === 'none') return roundWinner;
  const scores = g.scores;
  if (Math.max(...scores) < target) return null;
  const best = scoring === 'lowest' ? Math.min(...scores) : Math.max(...scores);
  const leaders = scores.flatMap((p, s) => (p === best ? [s] : []));
  // Decision (docs/rules.md): a tie at the top goes to this round's winner, else the lowest seat.
  if (roundWinner !== null && leaders.includes(roundWinner)) return roundWinner;
  return leaders[0]!;
}

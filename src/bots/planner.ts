/**
 * The hard level's look ahead (docs/bots.md "The levels"): a position's worth (cards left, Wilds
 * kept, points at risk, the counted odds that the next player cannot answer) and, heads up, the
 * chain of cards a player can lay before the other moves. hard.ts decides with it.
 */
import type { CardCode, Color, PlayerView, Tower } from '../game/index.js';
import { card as cardOf, editionColors } from '../game/notation/index.js';
import { cardPoints, givesAnotherTurnHeadsUp, isWild, playableOn } from './cards.js';
import { chanceCannotPlay, chanceOfNone, unseenCards, type Unseen } from './counting.js';
import { handBucket, type TableMemory } from './memory.js';
import { drawFourIsHonest, nextSeat } from './tactics.js';

/**
 * Weights of a position: a card in hand costs `card`. Tuned against the normal level with
 * `npm run sim` (heads-up classic games, seats alternating).
 */
export const WEIGHTS = {
  card: 10,
  /** Times the (curved) odds that the next player cannot answer; `blockDanger` more near its UNO. */
  block: 25,
  blockDanger: 4,
  blockCurve: 1.5,
  /** Times the odds of playing on this seat's next turn. */
  next: 10,
  /** Per card the next player draws (a +2 or +4 laid now rather than kept). */
  oppDraw: 3,
  /** Per Wild kept (up to two): a card that always plays later. */
  wild: 25,
  /** Per color held (a scattered hand) and per card of the color in force (up to two). */
  spread: 1.5,
  follow: 2,
  /** Per tower taken (power grab). */
  tower: 4,
  /** Per point in hand, times how close another player is to going out. */
  points: 0.12,
  /** A challenge won saves about nine cards' worth, one lost costs two. */
  challengeGain: 9,
  challengeLoss: 2,
  /** Before any evidence: how often a player bluffs a +4 it could not lay honestly. */
  bluffPrior: 0.08,
  /** Before any evidence: how often a player challenges a +4 (1: bluff only once shown otherwise). */
  challengePrior: 1,
};
const WIN = 10000;
const NODE_BUDGET = 300;
const MAX_CHAIN = 5;

/** The tower that shields a player from a card (book 004). */
function shieldOf(code: CardCode): Tower | null {
  const symbol = cardOf(code).face;
  if (symbol === '+1') return 'U';
  if (symbol === '+2') return 'N';
  if (symbol === 'W+4') return 'O';
  if (symbol === 'S') return '!';
  return null;
}

function drawsOf(code: CardCode): number {
  const symbol = cardOf(code).face;
  if (symbol === '+1') return 1;
  if (symbol === '+2') return 2;
  if (symbol === 'W+4') return 4;
  if (symbol === 'WK') return 3;
  return 0;
}

export interface Move {
  card: CardCode;
  also: CardCode[];
  color?: Color;
}

export class Planner {
  readonly unseen: Unseen;
  readonly colors: readonly Color[];
  readonly others: number[];
  private nodes = 0;
  private blockCache = new Map<string, number>();

  /** `curve`: the block odds' curve (beyond two players hard-multi.ts tunes its own). */
  constructor(
    readonly view: PlayerView,
    readonly memory: TableMemory,
    private readonly curve = WEIGHTS.blockCurve,
  ) {
    this.unseen = unseenCards(view, memory);
    this.colors = editionColors(view.edition);
    this.others = [];
    for (let s = 0; s < view.players; s++) if (s !== view.seat) this.others.push(s);
  }

  /** How close the nearest other player is to going out, with the hand sizes `counts`. */
  private danger(counts: readonly number[]): number {
    let least = Infinity;
    for (const s of this.others) least = Math.min(least, counts[s] ?? 7);
    return least <= 1 ? 1 : least === 2 ? 0.5 : least === 3 ? 0.2 : 0.05;
  }

  /**
   * The position after the turn passes: `responder` answers (top, color). `counts` are the hand
   * sizes by then: a Skull, +2 or +4 laid on the way has filled the hands it hit.
   */
  leaf(
    hand: readonly CardCode[],
    top: CardCode,
    color: Color,
    responder: number,
    counts: readonly number[] = this.view.counts,
  ): number {
    if (hand.length === 0) return WIN;
    let wilds = 0;
    let points = 0;
    let follow = 0;
    let meets = false;
    const held = new Set<Color>();
    for (const code of hand) {
      const c = cardOf(code).color;
      if (c === null) wilds++;
      else held.add(c);
      if (c === color) follow++;
      if (!meets && playableOn(code, top, color)) meets = true;
      points += cardPoints(code);
    }
    const near = counts[responder] ?? 7;
    const pressure = 1 + WEIGHTS.blockDanger * (near <= 1 ? 1 : near === 2 ? 0.5 : 0);
    const blocked = this.blockedOdds(responder, top, color, counts[responder] ?? 7);
    // This seat's next turn: on the same top if the other could not answer, else on a color of
    // the other's choosing, which this hand meets as often as it covers the colors.
    const cover = wilds > 0 ? 1 : held.size / this.colors.length;
    const nextTurn = blocked * (meets ? 1 : 0) + (1 - blocked) * cover;
    return (
      -WEIGHTS.card * hand.length +
      // Counted as a loss (the chance it answers, times how close it is to going out) so that a
      // move which fills the responder's hand is worth what it takes away from that responder.
      WEIGHTS.block * (blocked - (pressure - 1) * (1 - blocked)) +
      WEIGHTS.next * nextTurn +
      WEIGHTS.wild * Math.min(wilds, 2) -
      WEIGHTS.spread * held.size +
      WEIGHTS.follow * Math.min(follow, 2) -
      WEIGHTS.points * this.danger(counts) * points
    );
  }

  blockedOdds(responder: number, top: CardCode, color: Color, cards: number): number {
    const key = `${responder}|${top}|${color}|${cards}`;
    let odds = this.blockCache.get(key);
    if (odds === undefined) {
      // A curve above the counted odds: a blocked player also loses its say over the color,
      // which the sims showed is worth more than the draw alone (tuned, see WEIGHTS).
      let counted = chanceCannotPlay(this.view, this.memory, this.unseen, responder, top, color);
      const drawn = cards - (this.view.counts[responder] ?? 7);
      if (drawn > 0 && counted > 0) {
        // Cards drawn on the way (a Skull, +2, +4) come blind from the unseen ones: what the
        // earlier draws showed the hand lacks says nothing of them.
        let answers = 0;
        for (const [code, n] of this.unseen.byCode) if (n > 0 && playableOn(code, top, color)) answers += n;
        counted *= chanceOfNone(answers, this.unseen.total, drawn);
      }
      odds = 1 - Math.pow(1 - counted, this.curve);
      this.blockCache.set(key, odds);
    }
    return odds;
  }

  /**
   * Power grab (book 004): each tower taken shields its holder, and holding all four lays down the
   * whole hand but one card, worth every card it sheds.
   */
  private towerValue(move: Move, left: number): number {
    const towers = this.view.towers;
    if (!towers) return 0;
    const seat = this.view.seat;
    const taken = new Set<Tower>();
    for (const code of [move.card, ...move.also]) {
      const icon = cardOf(code).icon;
      if (icon !== null && icon !== '*' && towers[icon] !== seat) taken.add(icon);
    }
    const mine = (['U', 'N', 'O', '!'] as const).filter((t) => towers[t] === seat).length;
    const symbol = cardOf(move.also.length > 0 ? move.also[move.also.length - 1]! : move.card).face;
    const free = 4 - mine - taken.size;
    const chosen = symbol === 'T' ? Math.min(2, free) : symbol === 'WT' ? Math.min(1, free) : 0;
    const gained = taken.size + chosen;
    if (gained === 0) return 0;
    if (mine + gained >= 4 && left > 1) return WEIGHTS.card * (left - 1);
    return WEIGHTS.tower * gained;
  }

  /** Who answers after `card` is laid by this seat (Skip and draw cards pass over the next one). */
  responderAfter(card: CardCode): number {
    const v = this.view;
    const n = v.players;
    const symbol = cardOf(card).face;
    const step = (from: number, dir: number): number => (((from + dir) % n) + n) % n;
    if (symbol === 'R') return step(v.seat, -v.direction);
    const next = step(v.seat, v.direction);
    if (symbol === 'S' || symbol === '+1' || symbol === '+2' || symbol === 'W+4') {
      if (this.shielded(card, next)) return next;
      return step(next, v.direction);
    }
    return next;
  }

  private shielded(card: CardCode, seat: number): boolean {
    const tower = shieldOf(card);
    return tower !== null && this.view.towers?.[tower] === seat;
  }

  /** At two players, does laying `card` give this seat another turn? */
  private chains(card: CardCode): boolean {
    const v = this.view;
    if (v.players !== 2) return false;
    if (!givesAnotherTurnHeadsUp(card, v.options.twoPlayerReverseSkips)) return false;
    const opp = nextSeat(v, v.seat);
    if (this.shielded(card, opp)) return false;
    // With stacking the other player may throw the penalty back: no sure second turn.
    return !(v.options.stacking !== 'none' && drawsOf(card) > 0);
  }

  movesFrom(hand: readonly CardCode[], top: CardCode, color: Color, honestOnly: boolean, root: boolean): Move[] {
    const moves: Move[] = [];
    const seen = new Set<CardCode>();
    for (const card of hand) {
      if (seen.has(card) || !playableOn(card, top, color)) continue;
      seen.add(card);
      if (card === 'W+4' && honestOnly && !this.honestAt(hand, top, color)) continue;
      if (isWild(card)) {
        for (const c of this.colors) moves.push({ card, also: [], color: c });
        continue;
      }
      moves.push({ card, also: [] });
      const n = cardOf(card).number;
      if (this.view.options.multiPlay && n !== null && (!root || this.view.phase === 'play')) {
        const rest = [...hand];
        rest.splice(rest.indexOf(card), 1);
        const extras = rest.filter((code) => cardOf(code).number === n);
        if (extras.length > 0) {
          // The last card laid sets the color: try each color among the extras last.
          const lastColors = new Set(extras.map((code) => cardOf(code).color));
          for (const lc of lastColors) {
            const lastCard = extras.find((code) => cardOf(code).color === lc)!;
            const others = extras.filter((code, i) => i !== extras.indexOf(lastCard));
            moves.push({ card, also: [...others, lastCard] });
          }
        }
      }
      if (!root && moves.length > 24) break;
    }
    return moves;
  }

  private honestAt(hand: readonly CardCode[], top: CardCode, color: Color): boolean {
    return drawFourIsHonest({ ...this.view, top, color }, hand);
  }

  /**
   * The value of laying `move` from (hand, top, color), the turn staying or passing; `counts` are
   * the hand sizes before it.
   */
  value(hand: readonly CardCode[], move: Move, depth: number, counts: readonly number[] = this.view.counts): number {
    this.nodes++;
    const after = [...hand];
    for (const code of [move.card, ...move.also]) after.splice(after.indexOf(code), 1);
    const last = move.also.length > 0 ? move.also[move.also.length - 1]! : move.card;
    const color = move.color ?? cardOf(last).color ?? this.view.color;
    if (after.length === 0) return WIN - depth;
    let value = this.towerValue(move, after.length);
    // Nobody draws more than the piles hold (docs/game-rules.md "A turn": draw what there is).
    const draws = Math.min(drawsOf(last), this.view.pile + Math.max(0, this.view.discards - 1));
    let countsAfter = counts;
    if (draws > 0) {
      const hit = cardOf(last).face === 'WK' ? this.others : [nextSeat(this.view, this.view.seat)];
      const filled = [...counts];
      for (const s of hit) {
        if (this.shielded(last, s)) continue;
        value += WEIGHTS.oppDraw * draws * this.urgency(s, counts);
        filled[s] = (filled[s] ?? 7) + draws;
      }
      countsAfter = filled;
    }
    if (this.chains(last) && depth < MAX_CHAIN && this.nodes < NODE_BUDGET) {
      return value + this.bestChain(after, last, color, depth + 1, countsAfter);
    }
    return value + this.leaf(after, last, color, this.responderAfter(last), countsAfter);
  }

  /** A card drawn by a player about to go out hurts them more. */
  private urgency(seat: number, counts: readonly number[]): number {
    const n = counts[seat] ?? 7;
    return n <= 1 ? 1.6 : n === 2 ? 1.3 : 1;
  }

  /** The turn came back to this seat: the best it can lay, or draw. */
  bestChain(
    hand: readonly CardCode[],
    top: CardCode,
    color: Color,
    depth: number,
    counts: readonly number[] = this.view.counts,
  ): number {
    let best = -Infinity;
    for (const move of this.movesFrom(hand, top, color, true, false)) {
      best = Math.max(best, this.value(hand, move, depth, counts));
      if (this.nodes >= NODE_BUDGET) break;
    }
    const opp = nextSeat(this.view, this.view.seat);
    const drawValue = this.leaf(hand, top, color, opp, counts) - WEIGHTS.card * 0.7;
    return Math.max(best, drawValue);
  }

  /** The expected value of laying a dishonest +4 (the other player may challenge). */
  bluffValue(hand: readonly CardCode[], move: Move): number {
    const opp = nextSeat(this.view, this.view.seat);
    const stats = this.memory.challengeRecord(opp, handBucket(hand.length - 1));
    const prior = WEIGHTS.challengePrior;
    const pChallenge = (stats.challenged + prior * 2) / (stats.faced + 2);
    const success = this.value(hand, move, 0);
    const after = [...hand];
    after.splice(after.indexOf(move.card), 1);
    const caught = this.leaf(after, move.card, move.color ?? this.view.color, opp) - WEIGHTS.card * 4;
    return (1 - pChallenge) * success + pChallenge * caught;
  }
}

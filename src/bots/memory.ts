/**
 * What a bot remembers of the events its seat was shown: the cards laid since the last reshuffle
 * (to count the unseen ones), the colors each other player showed they lack (a player who draws
 * with nothing to play lacks the color in force), hands revealed by a challenge, and how often each
 * player bluffs a Wild +4 or challenges one. A bot seated mid-round starts blank and learns from
 * there: every estimate falls back on the plain odds of the deck.
 */
import type { CardCode, Color, TableEvent } from '../engine/types.js';
import { face } from './cards.js';

/** Chance that one drawn card is of a given color: about a quarter of the deck, less the Wilds. */
const COLOR_SHARE = 0.23;

export interface DrawFourSeen {
  seat: number;
  colorBefore: Color | null;
  topBefore: CardCode | null;
}

export class TableMemory {
  /** Cards on the discard pile since the deal or the last reshuffle, top last. */
  discards: CardCode[] = [];
  colorInForce: Color | null = null;
  top: CardCode | null = null;
  /** By seat and color: how sure we are (0..1) that the seat holds no card of that color. */
  private lack = new Map<number, Map<Color, number>>();
  /** By seat: the color they last chose with a Wild (players pick a color they hold). */
  chosen = new Map<number, Color>();
  /** By seat: cards known to be in that hand (shown by a lost challenge), removed as played. */
  known = new Map<number, CardCode[]>();
  bluffs = new Map<number, { judged: number; bluffed: number }>();
  challenges = new Map<number, { faced: number; challenged: number }>();
  lastDrawFour: DrawFourSeen | null = null;
  /** The deal of the current round was seen (false for a bot seated mid-round). */
  roundSeen = false;
  private phaseIsTurn = true;

  constructor(readonly seat: number) {}

  observe(events: readonly TableEvent[]): void {
    for (const event of events) this.apply(event);
  }

  lackOf(seat: number, color: Color): number {
    return this.lack.get(seat)?.get(color) ?? 0;
  }

  private setLack(seat: number, color: Color, value: number): void {
    let bySeat = this.lack.get(seat);
    if (!bySeat) {
      bySeat = new Map();
      this.lack.set(seat, bySeat);
    }
    bySeat.set(color, value);
  }

  private drewCards(seat: number, count: number): void {
    const bySeat = this.lack.get(seat);
    if (!bySeat) return;
    const keep = Math.pow(1 - COLOR_SHARE, count);
    for (const [color, value] of bySeat) bySeat.set(color, value * keep);
  }

  private apply(event: TableEvent): void {
    switch (event.type) {
      case 'deal':
        this.discards = [event.top];
        this.top = event.top;
        this.colorInForce = face(event.top).color;
        this.lack.clear();
        this.chosen.clear();
        this.known.clear();
        this.lastDrawFour = null;
        this.roundSeen = true;
        break;
      case 'firstCard':
        this.discards.push(event.card);
        this.top = event.card;
        this.colorInForce = face(event.card).color ?? this.colorInForce;
        break;
      case 'play': {
        const before = this.colorInForce;
        const topBefore = this.top;
        for (const code of event.cards) {
          this.discards.push(code);
          const c = face(code).color;
          if (c !== null && event.seat !== this.seat) this.setLack(event.seat, c, 0);
          const known = this.known.get(event.seat);
          const at = known ? known.indexOf(code) : -1;
          if (known && at >= 0) known.splice(at, 1);
        }
        const last = event.cards[event.cards.length - 1];
        if (last !== undefined) {
          this.top = last;
          this.colorInForce = event.color ?? face(last).color ?? this.colorInForce;
          if (last === 'W+4') this.lastDrawFour = { seat: event.seat, colorBefore: before, topBefore };
        }
        if (event.color) this.chosen.set(event.seat, event.color);
        this.phaseIsTurn = true;
        break;
      }
      case 'color':
        this.colorInForce = event.color;
        this.chosen.set(event.seat, event.color);
        break;
      case 'draw':
        if (event.seat !== this.seat) {
          // A draw by choice, with the color in force known: the seat had nothing of it (the
          // bots and most players draw only when they cannot play).
          if (!event.penalty && this.phaseIsTurn && this.colorInForce !== null) {
            this.drewCards(event.seat, 0);
            this.setLack(event.seat, this.colorInForce, 1);
          } else {
            this.drewCards(event.seat, event.count);
          }
        }
        break;
      case 'reshuffle':
        this.discards = this.top ? [this.top] : [];
        break;
      case 'challenge': {
        const stats = this.bluffs.get(event.target) ?? { judged: 0, bluffed: 0 };
        stats.judged++;
        if (event.bluff) stats.bluffed++;
        this.bluffs.set(event.target, stats);
        this.countChallenge(event.by, true);
        if (event.hand && event.target !== this.seat) this.known.set(event.target, [...event.hand]);
        break;
      }
      case 'accept':
        this.countChallenge(event.seat, false);
        break;
      case 'keep':
        this.lack.delete(event.seat);
        this.known.delete(event.seat);
        break;
      case 'roundEnd':
        this.roundSeen = false;
        break;
      default:
        break;
    }
  }

  private countChallenge(seat: number, challenged: boolean): void {
    const stats = this.challenges.get(seat) ?? { faced: 0, challenged: 0 };
    stats.faced++;
    if (challenged) stats.challenged++;
    this.challenges.set(seat, stats);
  }
}

/**
 * What a bot remembers of the events its seat was shown: the cards laid since the last reshuffle
 * (to count the unseen ones), what each other player showed of its hand (a player who draws with
 * nothing to play lacks the color in force; a player who turns the game to a color, by a Wild or
 * by a matching number, most likely holds more of it), hands revealed by a challenge, and how each
 * player meets a Wild +4 (bluffs shown, challenges by the size of the hand that laid it). A bot
 * seated mid-round starts blank and learns from there: every estimate falls back on the deck's odds.
 */
import type { CardCode, Color, TableEvent } from '../game/index.js';
import { card as cardOf } from '../game/notation/index.js';

/** Chance that one drawn card is of a given color: about a quarter of the deck, less the Wilds. */
const COLOR_SHARE = 0.23;
/** The same for one face (a number or symbol across the colors), and for any Wild. */
const FACE_SHARE = 0.08;
const WILD_SHARE = 0.075;
/** How sure a color turned to is still held, right after the turn (players pick what they hold). */
const TURNED_TO = 0.85;

export interface DrawFourSeen {
  seat: number;
  colorBefore: Color | null;
  topBefore: CardCode | null;
}

export interface ChallengeRecord {
  faced: number;
  challenged: number;
}

/** Hands are grouped by size when judging how a player answers a +4 from them. */
export function handBucket(cards: number): 0 | 1 | 2 {
  return cards <= 2 ? 0 : cards <= 4 ? 1 : 2;
}

type ByColor = Map<string, number>;

/** What a draw shows missing: the color in force (`R`...), the top's face (`#5`, `#S`), any Wild (`W`). */
export const faceKey = (code: CardCode): string => {
  const card = cardOf(code);
  return `#${card.face}`;
};

export class TableMemory {
  /** Cards on the discard pile since the deal or the last reshuffle, top last. */
  discards: CardCode[] = [];
  colorInForce: Color | null = null;
  top: CardCode | null = null;
  /** By seat, then color, face (`#5`) or `W`: how sure we are (0..1) that the seat holds none. */
  private lack = new Map<number, ByColor>();
  /** By seat and color: how sure we are (0..1) that the seat holds a card of that color. */
  private holds = new Map<number, ByColor>();
  /** By seat: the color it last turned the game to this round (a Wild's color, or a card of another
   * color than the one in force). */
  private turned = new Map<number, Color>();
  /** By seat: the color in force when it last drew by choice (it had nothing for it), until it
   * plays again. */
  private drewOn = new Map<number, Color>();
  /** By seat: cards known to be in that hand (shown by a lost challenge), removed as played. */
  known = new Map<number, CardCode[]>();
  bluffs = new Map<number, { judged: number; bluffed: number }>();
  /** By seat, then by the bucket (handBucket) of the hand that laid the +4 they faced. */
  challenges = new Map<number, ChallengeRecord[]>();
  lastDrawFour: DrawFourSeen | null = null;
  /** The size of this seat's hand after its own latest +4, to file the answer it gets. */
  ownDrawFourHand: number | null = null;
  /** The deal of the current round was seen (false for a bot seated mid-round). */
  roundSeen = false;

  constructor(readonly seat: number) {}

  observe(events: readonly TableEvent[]): void {
    for (const event of events) this.apply(event);
  }

  lackOf(seat: number, what: string): number {
    return this.lack.get(seat)?.get(what) ?? 0;
  }

  holdsOf(seat: number, color: Color): number {
    return this.holds.get(seat)?.get(color) ?? 0;
  }

  /** The color `seat` last turned the game to this round, if it did. */
  turnedToOf(seat: number): Color | null {
    return this.turned.get(seat) ?? null;
  }

  /** The color `seat` was stuck on when its latest action was a draw by choice, else null. */
  drewOnOf(seat: number): Color | null {
    return this.drewOn.get(seat) ?? null;
  }

  challengeRecord(seat: number, bucket: number): ChallengeRecord {
    return this.challenges.get(seat)?.[bucket] ?? { faced: 0, challenged: 0 };
  }

  private set(table: Map<number, ByColor>, seat: number, color: string, value: number): void {
    let bySeat = table.get(seat);
    if (!bySeat) {
      bySeat = new Map();
      table.set(seat, bySeat);
    }
    bySeat.set(color, value);
  }

  private drewCards(seat: number, count: number): void {
    const bySeat = this.lack.get(seat);
    if (!bySeat) return;
    for (const [what, value] of bySeat) {
      const share = what === 'W' ? WILD_SHARE : what.startsWith('#') ? FACE_SHARE : COLOR_SHARE;
      bySeat.set(what, value * Math.pow(1 - share, count));
    }
  }

  private apply(event: TableEvent): void {
    switch (event.type) {
      case 'deal':
        this.discards = [event.top];
        this.top = event.top;
        this.colorInForce = cardOf(event.top).color;
        this.lack.clear();
        this.holds.clear();
        this.known.clear();
        this.turned.clear();
        this.drewOn.clear();
        this.lastDrawFour = null;
        this.roundSeen = true;
        break;
      case 'firstCard':
        this.discards.push(event.card);
        this.top = event.card;
        this.colorInForce = cardOf(event.card).color ?? this.colorInForce;
        break;
      case 'play':
        this.played(event.seat, event.cards, event.color);
        break;
      case 'color':
        this.colorInForce = event.color;
        this.turned.set(event.seat, event.color);
        if (event.seat !== this.seat) this.set(this.holds, event.seat, event.color, TURNED_TO);
        break;
      case 'draw':
        if (event.seat === this.seat) break;
        // A draw by choice: the seat had nothing for the color in force (bots, and most players,
        // draw only when they cannot play). A penalty draw may bring any color back.
        if (!event.penalty && this.colorInForce !== null) {
          this.set(this.lack, event.seat, this.colorInForce, 1);
          if (this.top !== null && cardOf(this.top).color !== null)
            this.set(this.lack, event.seat, faceKey(this.top), 1);
          this.set(this.lack, event.seat, 'W', 1);
        } else this.drewCards(event.seat, event.count);
        if (!event.penalty && this.colorInForce !== null) {
          this.set(this.holds, event.seat, this.colorInForce, 0);
          this.drewOn.set(event.seat, this.colorInForce);
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
        if (event.target === this.seat) this.countAnswer(event.by, true);
        if (event.hand && event.target !== this.seat) this.known.set(event.target, [...event.hand]);
        break;
      }
      case 'accept':
        if (this.lastDrawFour?.seat === this.seat) this.countAnswer(event.seat, false);
        break;
      case 'keep':
        this.lack.delete(event.seat);
        this.holds.delete(event.seat);
        this.known.delete(event.seat);
        this.drewOn.delete(event.seat);
        break;
      case 'roundEnd':
        this.roundSeen = false;
        break;
      default:
        break;
    }
  }

  private played(seat: number, cards: readonly CardCode[], chosen: Color | undefined): void {
    const before = this.colorInForce;
    const topBefore = this.top;
    this.drewOn.delete(seat);
    for (const code of cards) {
      this.discards.push(code);
      const c = cardOf(code).color;
      if (seat !== this.seat) this.set(this.lack, seat, c === null ? 'W' : faceKey(code), 0);
      if (c !== null && seat !== this.seat) {
        this.set(this.lack, seat, c, 0);
        this.set(this.holds, seat, c, this.holdsOf(seat, c) * 0.6);
      }
      const known = this.known.get(seat);
      const at = known ? known.indexOf(code) : -1;
      if (known && at >= 0) known.splice(at, 1);
    }
    const last = cards[cards.length - 1];
    if (last === undefined) return;
    this.top = last;
    const color = chosen ?? cardOf(last).color ?? this.colorInForce;
    this.colorInForce = color;
    if (color !== null && (chosen !== undefined || color !== before)) this.turned.set(seat, color);
    if (seat !== this.seat && color !== null && color !== before) {
      // Turned the game to a new color: by choice, so most likely one it holds more of.
      this.set(this.holds, seat, color, Math.max(this.holdsOf(seat, color), chosen ? TURNED_TO : TURNED_TO * 0.7));
    }
    if (last === 'W+4') this.lastDrawFour = { seat, colorBefore: before, topBefore };
  }

  private countAnswer(seat: number, challenged: boolean): void {
    if (this.ownDrawFourHand === null) return;
    const bucket = handBucket(this.ownDrawFourHand);
    const records = this.challenges.get(seat) ?? [0, 1, 2].map(() => ({ faced: 0, challenged: 0 }));
    records[bucket]!.faced++;
    if (challenged) records[bucket]!.challenged++;
    this.challenges.set(seat, records);
    this.ownDrawFourHand = null;
  }
}

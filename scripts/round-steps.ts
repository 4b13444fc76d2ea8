/**
 * For measuring (scripts/next-seat-order.ts): the public steps of the round, oldest first, as one
 * seat saw them: each seat's choices (a card laid from its hand on its turn, or a draw by choice)
 * with the top card, color and direction they were made on, the cards it laid and how many it
 * drew. From a guess at a hand now they rebuild the hand each choice was made from (the cards laid
 * since back in, the cards drawn since out), weighed by the normal level's order (order-weight.ts;
 * docs/bots-experiments.md "The normal level's card order (s12-order)"). Forgotten when hands change seats (a
 * 7 or a 0, skull's keep). The expert's memory and dealer held it in commit 8fd4fb6.
 */
import type { CardCode, Color, TableEvent } from '../src/game/index.js';
import { card as cardOf } from '../src/game/notation/index.js';

export type RoundStep =
  | { seat: number; kind: 'choice'; top: CardCode; color: Color; direction: 1 | -1; card: CardCode | null }
  | { seat: number; kind: 'lay'; cards: readonly CardCode[]; drawn: boolean; color?: Color }
  | { seat: number; kind: 'gain'; count: number };

export class RoundSteps {
  readonly steps: RoundStep[] = [];
  private top: CardCode | null = null;
  private color: Color | null = null;
  private direction: 1 | -1 = 1;
  /** The seat whose draw by choice came last: a play of it next is the drawn card, not a choice. */
  private justDrew = -1;
  /** A jump-in was announced: its play is out of turn, not a choice among the hand's. */
  private outOfTurn = false;

  /** Has `seat` made a choice this round that the steps hold? */
  choseAny(seat: number): boolean {
    return this.steps.some((step) => step.seat === seat && step.kind === 'choice');
  }

  apply(event: TableEvent): void {
    switch (event.type) {
      case 'deal':
        this.steps.length = 0;
        this.top = event.top;
        this.color = cardOf(event.top).color;
        this.direction = 1;
        this.justDrew = -1;
        break;
      case 'firstCard':
        this.top = event.card;
        this.color = cardOf(event.card).color ?? this.color;
        break;
      case 'reverse':
        this.direction = event.direction;
        break;
      case 'color':
        this.color = event.color;
        break;
      case 'jumpIn':
        this.outOfTurn = true;
        break;
      case 'play':
        this.played(event.seat, event.cards, event.color);
        break;
      case 'draw':
        if (!event.penalty && this.top !== null && this.color !== null) this.steps.push(this.choice(event.seat, null));
        this.steps.push({ seat: event.seat, kind: 'gain', count: event.count });
        this.justDrew = event.penalty ? -1 : event.seat;
        break;
      case 'pass':
        this.justDrew = -1;
        break;
      case 'swap':
      case 'rotate':
      case 'keep':
        this.steps.length = 0;
        break;
      default:
        break;
    }
  }

  private choice(seat: number, card: CardCode | null): RoundStep {
    return { seat, kind: 'choice', top: this.top!, color: this.color!, direction: this.direction, card };
  }

  private played(seat: number, cards: readonly CardCode[], chosen: Color | undefined): void {
    const drawn = this.justDrew === seat;
    if (!drawn && !this.outOfTurn && this.top !== null && this.color !== null)
      this.steps.push(this.choice(seat, cards[0]!));
    this.steps.push({ seat, kind: 'lay', cards: cards.slice(), drawn, ...(chosen ? { color: chosen } : {}) });
    const last = cards[cards.length - 1]!;
    this.top = last;
    this.color = chosen ?? cardOf(last).color ?? this.color;
    this.justDrew = -1;
    this.outOfTurn = false;
  }
}

/**
 * One guess at the whole table from one seat's knowledge (a determinization, docs/bots.md "Expert"):
 * the seat's own hand as it is, the unseen cards (counting.ts) dealt to the other hands by their
 * counts and to the draw pile, every public fact kept (top, color, direction, scores, towers, house
 * rules, the pending penalty). A hand shown by a lost challenge gets its cards back first; a player
 * whose draw showed it lacked a color, a number or any Wild is dealt such cards only as often as the
 * memory still believes it could hold them. Nothing here reads anything but the view and the
 * memory of this seat's events.
 */
import type { CardCode, GameState, PlayerView } from '../../game/index.js';
import { card as cardOf } from '../../game/notation/index.js';
import { unseenCards } from '../counting.js';
import { faceKey, type TableMemory } from '../memory.js';
import type { BotRandom } from '../rng.js';

/** `items` in a random order, in place (Fisher-Yates on the bot's own stream). */
export function shuffle<T>(items: T[], random: BotRandom): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}

/** How sure the memory is that `seat` holds no card like `code` (its color, its face, a Wild). */
function lackOf(memory: TableMemory, seat: number, code: CardCode): number {
  const c = cardOf(code);
  if (c.color === null) return memory.lackOf(seat, 'W');
  return Math.max(memory.lackOf(seat, c.color), memory.lackOf(seat, faceKey(code)));
}

const word = (random: BotRandom): number => Math.floor(random.next() * 4294967296) >>> 0;

/** The seat's knowledge, counted once per decision; each `deal` then draws one world from it. */
export class Knowledge {
  private readonly pool: CardCode[];
  private readonly discard: CardCode[];
  private readonly others: number[];

  constructor(
    private readonly view: PlayerView,
    private readonly memory: TableMemory,
  ) {
    const unseen = unseenCards(view, memory);
    const pool: CardCode[] = [];
    for (const [code, n] of unseen.byCode) for (let i = 0; i < n; i++) pool.push(code);
    // The count leaves out the hands a lost challenge showed: they are dealt back to their seats
    // first (`deal`), so they belong in the pool, not the discard pile's cards in their stead.
    for (const [seat, cards] of memory.known) if (seat !== view.seat) pool.push(...cards);
    // The discard pile as this seat saw it since the last reshuffle, the top card last.
    const discard = memory.discards.slice();
    if (discard[discard.length - 1] !== view.top) discard.push(view.top);
    this.others = [];
    let needed = view.pile;
    for (let s = 0; s < view.players; s++) {
      if (s === view.seat) continue;
      this.others.push(s);
      needed += view.counts[s] ?? 0;
    }
    // A seat that came in mid-round missed part of the pile: the counts of the table decide.
    while (pool.length < needed && discard.length > 1) pool.push(discard.shift()!);
    this.pool = pool;
    this.discard = discard;
  }

  /** A world consistent with what this seat saw, as a game the playout path can run. */
  deal(random: BotRandom): GameState {
    const { view, memory } = this;
    const pool = shuffle(this.pool.slice(), random);
    const hands: CardCode[][] = view.counts.map(() => []);
    hands[view.seat] = view.hand.slice();
    const take = (code: CardCode): boolean => {
      const at = pool.indexOf(code);
      if (at < 0) return false;
      pool[at] = pool[pool.length - 1]!;
      pool.pop();
      return true;
    };
    for (const seat of this.others) {
      const hand = hands[seat]!;
      const count = view.counts[seat] ?? 0;
      for (const code of memory.known.get(seat) ?? []) if (hand.length < count && take(code)) hand.push(code);
    }
    for (const seat of this.others) {
      const hand = hands[seat]!;
      const count = view.counts[seat] ?? 0;
      // Cards it likely lacks are passed over as often as the memory is sure; the rest fill it.
      for (let i = pool.length - 1; i >= 0 && hand.length < count; i--) {
        const code = pool[i]!;
        const lack = lackOf(memory, seat, code);
        if (lack > 0 && random.next() < lack) continue;
        hand.push(code);
        pool[i] = pool[pool.length - 1]!;
        pool.pop();
      }
      while (hand.length < count && pool.length > 0) hand.push(pool.pop()!);
    }
    const discard = this.discard.slice();
    // More unseen than the pile holds: the cards this seat never saw laid go under the top card.
    while (pool.length > view.pile) discard.splice(discard.length - 1, 0, pool.pop()!);
    return {
      edition: view.edition,
      options: view.options,
      players: view.players,
      seed: 'expert',
      rng: [word(random), word(random), word(random), word(random) | 1],
      pub: [word(random), word(random), word(random), word(random) | 1],
      round: view.round,
      dealer: view.dealer,
      turn: view.turn,
      direction: view.direction,
      hands,
      pile: pool,
      discard,
      color: view.color,
      scores: view.scores.slice(),
      history: view.history.slice(),
      uno: view.uno.slice(),
      unoWindow: view.unoWindow,
      pending: view.pending,
      drawn: view.drawn,
      play: null,
      challenge: null,
      rules: view.rules ? view.rules.slice() : [],
      towers: view.towers ? { ...view.towers } : null,
      race: null,
      blocked: false,
      plainStart: false,
      plainFor: null,
      roundResult: null,
      gameWinner: null,
      events: [],
      seq: 0,
    };
  }
}

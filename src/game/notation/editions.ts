/**
 * The four editions (docs/game-rules.md "The four editions"): each says its deck, its colors, its option defaults
 * and what its starting card does: the one edition table, for the engine, the bots and the screen.
 * The turn rules ask the edition; the edition knows no turn.
 */
import { card, type Card } from './cards.js';
import type { CardCode, Color, EditionId, RuleOptions } from '../types.js';

/** What the starting card does (docs/game-rules.md "The first card turned"). */
export type StartEffect =
  | 'none' // nothing: play on it
  | 'draw' // +1/+2: the first player draws and is skipped
  | 'skip' // the first player is skipped
  | 'reverse' // the dealer plays first, then counterclockwise
  | 'color' // the first player chooses the color, then plays
  | 'reshuffle' // Wild +4: back into the pile, reshuffle, turn another
  | 'turn-next'; // turn the next card over instead

export interface Edition {
  readonly id: EditionId;
  readonly colors: readonly Color[];
  readonly defaults: RuleOptions;
  deck(): CardCode[];
  /** The starting card's effect under `firstCard: 'apply'`. */
  startEffect(card: Card): StartEffect;
}

const BASE_OPTIONS: RuleOptions = {
  wildDrawFour: 'no-matching-color',
  wildsCountAsMatch: false,
  stacking: 'none',
  multiPlay: false,
  twoPlayerReverseSkips: true,
  firstCard: 'apply',
  scoring: 'winner-takes',
  target: 500,
  blockedRound: 'lowest-hand',
  sevenZero: false,
  jumpIn: false,
  drawUntilPlayable: false,
};

function repeat(code: CardCode, times: number, into: CardCode[]): void {
  for (let i = 0; i < times; i++) into.push(code);
}

/** Book 002: per color one 0, two each of 1-9, Skip, Reverse, +2; 4 Wild, 4 Wild +4. */
function classicDeck(colors: readonly Color[], numberIcon: (n: number) => string = () => ''): CardCode[] {
  const deck: CardCode[] = [];
  for (const c of colors) {
    deck.push(`${c}0`);
    for (let n = 1; n <= 9; n++) {
      deck.push(`${c}${n}${numberIcon(n)}`);
      deck.push(`${c}${n}`);
    }
    for (const face of ['S', 'R', '+2']) repeat(`${c}${face}`, 2, deck);
  }
  repeat('W', 4, deck);
  repeat('W+4', 4, deck);
  return deck;
}

/** docs/game-rules.md "The first card turned", columns classic/skull and power-grab. */
function classicStart(card: Card): StartEffect {
  switch (card.kind) {
    case 'number':
    case 'take2': // power-grab: played on as a plain card of its color, no towers taken
      return 'none';
    case 'draw1':
    case 'draw2':
      return 'draw';
    case 'skip':
      return 'skip';
    case 'reverse':
      return 'reverse';
    case 'wild4':
      return 'reshuffle';
    default:
      // Wild, Skull (nobody draws), Take-1-Tower (no tower), Variante (a plain Wild here)
      return 'color';
  }
}

const RGBY: readonly Color[] = ['R', 'G', 'B', 'Y'];

/** Each round deals a fresh copy of the edition's deck, built once: its codes are then the same
 * strings from round to round, already hashed for the card lookups of every turn. */
function fixedDeck(build: () => CardCode[]): () => CardCode[] {
  let codes: readonly CardCode[] | null = null;
  return () => {
    codes ??= Object.freeze(build().map((code) => card(code).code));
    return codes.slice();
  };
}

export const EDITIONS: Record<EditionId, Edition> = {
  classic: {
    id: 'classic',
    colors: RGBY,
    defaults: BASE_OPTIONS,
    deck: fixedDeck(() => classicDeck(RGBY)),
    startEffect: classicStart,
  },
  skull: {
    id: 'skull',
    colors: ['R', 'G', 'B', 'P'],
    defaults: BASE_OPTIONS,
    // Book 000: the classic deck in red, green, blue, purple, plus 4 Wild Skull.
    deck: fixedDeck(() => {
      const deck = classicDeck(['R', 'G', 'B', 'P']);
      repeat('WK', 4, deck);
      return deck;
    }),
    startEffect: classicStart,
  },
  'house-rules': {
    id: 'house-rules',
    colors: RGBY,
    defaults: { ...BASE_OPTIONS, wildsCountAsMatch: true, firstCard: 'redraw', scoring: 'none' },
    // Book 001: the 108 classic cards + 4 Wild Variante; one copy of each 1-9 per color carries "*".
    deck: fixedDeck(() => {
      const deck = classicDeck(RGBY, () => '*');
      repeat('WV', 4, deck);
      return deck;
    }),
    startEffect: classicStart,
  },
  'power-grab': {
    id: 'power-grab',
    colors: RGBY,
    defaults: BASE_OPTIONS,
    // Book 004: no 0; the first copy of 1..8 carries U, N, O, !, U, N, O, !.
    deck: fixedDeck(() => {
      const icons = ['U', 'N', 'O', '!', 'U', 'N', 'O', '!'];
      const deck: CardCode[] = [];
      for (const c of RGBY) {
        for (let n = 1; n <= 9; n++) {
          deck.push(`${c}${n}${icons[n - 1] ?? ''}`);
          deck.push(`${c}${n}`);
        }
        for (const face of ['+1', '+2', 'S']) repeat(`${c}${face}`, 2, deck);
        deck.push(`${c}R`, `${c}T`);
      }
      repeat('WT', 4, deck);
      repeat('W+4', 4, deck);
      return deck;
    }),
    startEffect: classicStart,
  },
};

/** The four colors of an edition's deck: purple replaces yellow in the skull edition (book 000). */
export function editionColors(edition: EditionId): readonly Color[] {
  return EDITIONS[edition].colors;
}

const COUNTS = new Map<EditionId, ReadonlyMap<CardCode, number>>();

/** The edition's deck as counts by card code, as a player knows it from the rulebook (a bot counts
 * the cards it has not seen from it). Built once per edition. */
export function deckCounts(edition: EditionId): ReadonlyMap<CardCode, number> {
  let counts = COUNTS.get(edition);
  if (counts === undefined) {
    const built = new Map<CardCode, number>();
    for (const code of EDITIONS[edition].deck()) built.set(code, (built.get(code) ?? 0) + 1);
    COUNTS.set(edition, (counts = built));
  }
  return counts;
}

export function isEditionId(value: unknown): value is EditionId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(EDITIONS, value);
}

/** The table sizes the option `teams` is played at: two partners opposite need an even table of 4
 * or more (docs/rules.md "Teams"). Here, with the options, for the lobby's light door. */
export const TEAM_TABLES: readonly number[] = [4, 6, 8, 10];

/** The options in force: the edition's defaults, then the table's own. `target` defaults to 50 with
 * placement scoring (docs/game-rules.md "Option defaults"). */
export function resolveOptions(edition: Edition, given: Partial<RuleOptions> | undefined): RuleOptions {
  const options: RuleOptions = { ...edition.defaults };
  const g = (given ?? {}) as Record<string, unknown>;
  const pick = <K extends keyof RuleOptions>(key: K, allowed: readonly RuleOptions[K][]): void => {
    if (!Object.prototype.hasOwnProperty.call(g, key) || g[key] === undefined) return;
    if (!allowed.includes(g[key] as RuleOptions[K])) {
      throw new Error(`option ${key}: ${JSON.stringify(g[key])} is not one of ${allowed.join(', ')}`);
    }
    options[key] = g[key] as RuleOptions[K];
  };
  pick('wildDrawFour', ['no-matching-color', 'no-playable-card', 'free']);
  pick('wildsCountAsMatch', [true, false]);
  pick('stacking', ['none', 'same', 'any']);
  pick('multiPlay', [true, false]);
  pick('twoPlayerReverseSkips', [true, false]);
  pick('firstCard', ['apply', 'redraw']);
  pick('scoring', ['winner-takes', 'lowest', 'placement', 'none']);
  pick('blockedRound', ['lowest-hand', 'tie']);
  pick('sevenZero', [true, false]);
  pick('jumpIn', [true, false]);
  pick('drawUntilPlayable', [true, false]);
  pick('teams', [true, false]);
  if (g.target !== undefined) {
    if (typeof g.target !== 'number' || !Number.isInteger(g.target) || g.target < 1) {
      throw new Error(`option target: ${JSON.stringify(g.target)} is not a positive integer`);
    }
    options.target = g.target;
  } else if (options.scoring === 'placement') {
    options.target = 50;
  }
  return options;
}

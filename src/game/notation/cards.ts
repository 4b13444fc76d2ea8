/**
 * Card codes (docs/game-rules.md "Card codes") parsed once into small records: the one reader of the
 * notation, for the engine, the bots and the screen alike. Every valid code is known in advance, so
 * parsing is one map lookup and garbage never grows the table.
 */
import type { CardCode, Color, Tower } from '../types.js';

export type CardKind =
  'number' | 'skip' | 'reverse' | 'draw1' | 'draw2' | 'take2' | 'wild' | 'wild4' | 'skull' | 'variante' | 'take1';

export type Icon = Tower | '*';

export interface Card {
  readonly code: CardCode;
  readonly kind: CardKind;
  /** null for every Wild: its color is the one chosen, kept apart as the color in force. */
  readonly color: Color | null;
  readonly number: number | null;
  readonly icon: Icon | null;
  readonly wild: boolean;
  /** What matches between two colored cards of different colors: the digit or the symbol. */
  readonly face: string;
  /** Cards drawn by the next player (+1, +2, +4); 0 otherwise. */
  readonly draws: number;
}

export const COLORS: readonly Color[] = ['R', 'G', 'B', 'Y', 'P'];
const ICONS: readonly Icon[] = ['U', 'N', 'O', '!', '*'];

const ACTION_FACES: Record<string, CardKind> = {
  S: 'skip',
  R: 'reverse',
  '+1': 'draw1',
  '+2': 'draw2',
  T: 'take2',
};
const WILD_FACES: Record<string, CardKind> = {
  W: 'wild',
  'W+4': 'wild4',
  WK: 'skull',
  WV: 'variante',
  WT: 'take1',
};

// A prototype-less record rather than a Map: a property lookup is the cheaper of the two, and a
// hand is looked up card by card several times per action.
const CARDS: Record<string, Card | undefined> = Object.create(null) as Record<string, Card | undefined>;

function add(card: Card): void {
  CARDS[card.code] = Object.freeze(card);
}

for (const color of COLORS) {
  for (let n = 0; n <= 9; n++) {
    const base = { kind: 'number' as const, color, number: n, wild: false, face: String(n), draws: 0 };
    add({ ...base, code: `${color}${n}`, icon: null });
    for (const icon of ICONS) add({ ...base, code: `${color}${n}${icon}`, icon });
  }
  for (const [face, kind] of Object.entries(ACTION_FACES)) {
    const draws = kind === 'draw1' ? 1 : kind === 'draw2' ? 2 : 0;
    add({ code: `${color}${face}`, kind, color, number: null, icon: null, wild: false, face, draws });
  }
}
for (const [code, kind] of Object.entries(WILD_FACES)) {
  add({ code, kind, color: null, number: null, icon: null, wild: true, face: code, draws: kind === 'wild4' ? 4 : 0 });
}

/** The card a code names, or null for anything that is not a card code. */
export function parseCard(code: unknown): Card | null {
  if (typeof code !== 'string' || code.length > 4) return null;
  return CARDS[code] ?? null;
}

/** For codes already validated (hands, piles): never null. */
export function card(code: CardCode): Card {
  const c = CARDS[code];
  if (!c) throw new Error(`not a card code: ${JSON.stringify(code)}`);
  return c;
}

/** docs/game-rules.md "A turn": same color in force, same number or symbol, or any Wild. */
export function matches(c: Card, top: Card, colorInForce: Color): boolean {
  if (c.wild) return true;
  if (c.color === colorInForce) return true;
  return !top.wild && c.face === top.face;
}

/** docs/game-rules.md "End of a round and scores": numbers face value, colored symbols 20, Wilds 50. */
export function cardPoints(c: Card): number {
  if (c.kind === 'number') return c.number!;
  return c.wild ? 50 : 20;
}

/** Book 003 (placement): numbers face value, every other card 10. */
export function placementPoints(c: Card): number {
  return c.kind === 'number' ? c.number! : 10;
}

export function isColor(value: unknown): value is Color {
  return value === 'R' || value === 'G' || value === 'B' || value === 'Y' || value === 'P';
}

/** A Wild of any kind (black: its color is the one chosen). Unknown codes are not Wilds. */
export function isWildCode(code: unknown): boolean {
  return parseCard(code)?.wild === true;
}

/** How many cards of each of `colors` a hand holds (Wilds and unknown codes count for none). */
export function countByColor(hand: readonly CardCode[], colors: readonly Color[]): Map<Color, number> {
  const counts = new Map<Color, number>(colors.map((c) => [c, 0]));
  for (const code of hand) {
    const c = parseCard(code)?.color ?? null;
    if (c !== null) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  return counts;
}

/**
 * Reading card codes (rules.md, "Card codes") from a bot's side: the bots know only codes, never the
 * engine's inner card objects, so they parse what a view shows them.
 */
import type { CardCode, Color, EditionId, Tower } from '../game/types.js';

export type Symbol = 'S' | 'R' | '+1' | '+2' | 'T' | 'W' | 'W+4' | 'WK' | 'WV' | 'WT';

export interface CardFace {
  code: CardCode;
  color: Color | null; // null for every Wild
  number: number | null; // 0..9 for number cards
  symbol: Symbol | null; // null for number cards
  icon: Tower | '*' | null; // power-grab tower icon or house-rules "add a rule"
}

const COLORS = new Set(['R', 'G', 'B', 'Y', 'P']);
const faces = new Map<CardCode, CardFace>();

export function face(code: CardCode): CardFace {
  const known = faces.get(code);
  if (known) return known;
  let parsed: CardFace;
  if (code.startsWith('W')) {
    parsed = { code, color: null, number: null, symbol: code as Symbol, icon: null };
  } else {
    const color = COLORS.has(code[0] ?? '') ? (code[0] as Color) : null;
    const rest = code.slice(1);
    const digit = /^[0-9]/.test(rest) ? Number(rest[0]) : null;
    if (digit !== null) {
      const mark = rest.slice(1);
      const icon = mark === 'U' || mark === 'N' || mark === 'O' || mark === '!' || mark === '*' ? mark : null;
      parsed = { code, color, number: digit, symbol: null, icon };
    } else {
      parsed = { code, color, number: null, symbol: rest as Symbol, icon: null };
    }
  }
  faces.set(code, parsed);
  return parsed;
}

export const isWild = (code: CardCode): boolean => code.startsWith('W');
export const isDrawFour = (code: CardCode): boolean => code === 'W+4';

/** The face a card shows for matching: its number, or its symbol. */
function matchKey(card: CardFace): string | null {
  return card.number !== null ? String(card.number) : card.symbol;
}

/** rules.md "A turn": same color in force, same number or same symbol; a Wild matches anything. */
export function playableOn(code: CardCode, top: CardCode, color: Color): boolean {
  const card = face(code);
  if (card.color === null) return true;
  if (card.color === color) return true;
  const topFace = face(top);
  if (topFace.color === null) return false;
  const key = matchKey(card);
  return key !== null && key === matchKey(topFace);
}

/** rules.md "Round end and scoring": numbers face value, colored symbols 20, Wilds 50. */
export function cardPoints(code: CardCode): number {
  const card = face(code);
  if (card.color === null) return 50;
  return card.number ?? 20;
}

export const handPoints = (hand: readonly CardCode[]): number => hand.reduce((sum, code) => sum + cardPoints(code), 0);

export function editionColors(edition: EditionId): Color[] {
  return edition === 'skull' ? ['R', 'G', 'B', 'P'] : ['R', 'G', 'B', 'Y'];
}

/** A card after which, at two players, the same player plays again (rules.md "A turn"). */
export function givesAnotherTurnHeadsUp(code: CardCode, twoPlayerReverseSkips: boolean): boolean {
  const symbol = face(code).symbol;
  if (symbol === 'S' || symbol === '+2' || symbol === '+1' || symbol === 'W+4') return true;
  return symbol === 'R' && twoPlayerReverseSkips;
}

/** Cards that make the next player draw: what a player close to going out fears. */
export function isAttack(code: CardCode): boolean {
  const symbol = face(code).symbol;
  return symbol === 'S' || symbol === '+2' || symbol === '+1' || symbol === 'W+4' || symbol === 'WK';
}

export function countByColor(hand: readonly CardCode[], colors: readonly Color[]): Map<Color, number> {
  const counts = new Map<Color, number>(colors.map((c) => [c, 0]));
  for (const code of hand) {
    const c = face(code).color;
    if (c !== null) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  return counts;
}

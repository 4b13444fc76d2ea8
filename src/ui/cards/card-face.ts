/**
 * What a card code looks like: its color, its kind and its icon. The notation (docs/game-rules.md
 * "Card codes") is read once, by the notation's parseCard; this module only renames its kinds to
 * the names the drawing and the i18n keys use. This is drawing data only: what a card does is the
 * engine's business.
 */
import {
  EDITIONS,
  isEditionId,
  isWildCode as isWild,
  parseCard as parseEngineCard,
  type CardKind as EngineKind,
} from '../../game/notation/index.js';
import type { CardCode, Color, Tower } from '../../game/index.js';
import { onLangChange, t } from '../i18n/i18n.js';
import '../i18n/table.js';

export type CardKind =
  | 'number'
  | 'skip'
  | 'reverse'
  | 'draw1'
  | 'draw2'
  | 'takeTwoTowers'
  | 'wild'
  | 'wildDraw4'
  | 'skull'
  | 'variante'
  | 'takeOneTower';

export type CardIcon = Tower | '*';

export interface CardFace {
  readonly code: CardCode;
  readonly color: Color | null; // null: a Wild (black)
  readonly kind: CardKind;
  readonly value: number | null; // the digit of a number card
  readonly icon: CardIcon | null;
}

/** The engine's kind names, as the card art and the `card.<kind>` i18n keys spell them. */
const KIND_NAMES: Record<EngineKind, CardKind> = {
  number: 'number',
  skip: 'skip',
  reverse: 'reverse',
  draw1: 'draw1',
  draw2: 'draw2',
  take2: 'takeTwoTowers',
  wild: 'wild',
  wild4: 'wildDraw4',
  skull: 'skull',
  variante: 'variante',
  take1: 'takeOneTower',
};

// One frozen face per valid code, made the first time the code is drawn. Only codes the engine
// knows get here, so garbage never grows the table; prototype-less, so '__proto__' is just a miss.
const FACES: Record<string, CardFace | undefined> = Object.create(null) as Record<string, CardFace | undefined>;

/** The face of a card code, or null for a code that names no card (bad input is drawn as a back). */
export function parseCard(code: string): CardFace | null {
  const card = parseEngineCard(code);
  if (!card) return null;
  return (FACES[card.code] ??= Object.freeze({
    code: card.code,
    color: card.color,
    kind: KIND_NAMES[card.kind],
    value: card.number,
    icon: card.icon,
  }));
}

export const isWildCode = (code: string): boolean => isWild(code);

/** Printed colors (docs/table-ui.md "Cards"), kept with the palette. */
export { COLOR_HEX } from '../theme/art.js';

/** Where each color is drawn among the four (a Wild's quarters, the color buttons): red, blue,
 * green, then yellow or purple (docs/table-ui.md "Cards"). */
const DRAWN_ORDER: Record<Color, number> = { R: 0, B: 1, G: 2, Y: 3, P: 3 };

/** The four colors of an edition's deck (the notation's edition table), in the order they are
 * drawn; an edition this page does not know is drawn as the classic one. */
export function editionColors(edition: string | undefined): Color[] {
  const colors = EDITIONS[isEditionId(edition) ? edition : 'classic'].colors;
  return [...colors].sort((a, b) => DRAWN_ORDER[a] - DRAWN_ORDER[b]);
}

const COLOR_ORDER: Record<string, number> = { R: 0, Y: 1, P: 1, G: 2, B: 3 };
const KIND_ORDER: Record<CardKind, number> = {
  number: 0,
  skip: 1,
  reverse: 2,
  draw1: 3,
  draw2: 4,
  takeTwoTowers: 5,
  wild: 6,
  takeOneTower: 7,
  variante: 8,
  skull: 9,
  wildDraw4: 10,
};

/** Sort key for a hand: by color (Wilds last), then numbers by value, then the symbols (docs/table-ui.md "Cards"). */
function sortKey(code: string): number {
  const f = parseCard(code);
  if (!f) return 10_000;
  const color = f.color === null ? 5 : (COLOR_ORDER[f.color] ?? 4);
  return color * 1000 + KIND_ORDER[f.kind] * 20 + (f.value ?? 0) * 2 + (f.icon ? 1 : 0);
}

/** A hand in display order; a stable sort, so equal cards keep their dealt order. */
export function sortHand(hand: readonly CardCode[]): CardCode[] {
  return hand
    .map((code, i) => ({ code, i, k: sortKey(code) }))
    .sort((a, b) => a.k - b.k || a.i - b.i)
    .map((x) => x.code);
}

/** The color's name, in the current language. */
export const colorName = (c: Color): string => t(`color.${c}`);

// Each card's name, written once per language: a hand, the piles and the log name the same cards
// at every update. Only valid codes are kept (garbage never grows it); forgotten when the language
// changes or strings arrive (registered here, before any card listens for the same change).
const NAMES = new Map<string, string>();
onLangChange(() => NAMES.clear());

/** The card's accessible name in the current language: "Bleu 4, icône !", "Blue Skip". */
export function cardName(code: string): string {
  const f = parseCard(code);
  if (!f) return t('card.unknown');
  let name = NAMES.get(f.code);
  if (name === undefined) NAMES.set(f.code, (name = writeCardName(f)));
  return name;
}

function writeCardName(f: CardFace): string {
  const params = f.color
    ? { color: t(`color.${f.color}`), colorLower: t(`color.lower.${f.color}`), n: f.value ?? '' }
    : undefined;
  const base = t(`card.${f.kind}`, params);
  if (f.icon === null) return base;
  return f.icon === '*' ? t('card.withRuleIcon', { card: base }) : t('card.withTower', { card: base, tower: f.icon });
}

/** The short color letter printed on every card, so no information is carried by color alone. */
export const colorLetter = (c: Color): string => t(`color.letter.${c}`);

/**
 * The palette as plain values, for drawings that cannot read custom properties: the cards and the
 * alert's favicon are images (data URLs), and SVG presentation attributes (`fill=`) take no `var()`.
 * The same colours as tokens.ts (docs/table-ui.md "The theme"); the card colours are the printed
 * ones (docs/table-ui.md "Cards").
 */
import type { Color } from '../../game/index.js';

export const ART = {
  red: '#D72600',
  blue: '#0956BF',
  green: '#379711',
  yellow: '#ECD407',
  purple: '#6B2FA3',
  white: '#ffffff',
  /** The cards' ink: symbols on yellow, outlines. */
  ink: '#1b1b1b',
  /** The logo's and the small pictures' outline: the screens' ink. */
  outline: '#1d1d1b',
  /** The Wilds' field and the cards' back. */
  wildField: '#161616',
  /** The thin line around a card. */
  edge: 'rgba(0,0,0,.25)',
  /** The favicon's "!" on its gold disc. */
  alertGold: '#ffe066',
  alertInk: '#8a1600',
};

/** Each card colour, printed. */
export const COLOR_HEX: Record<Color, string> = {
  R: ART.red,
  B: ART.blue,
  G: ART.green,
  Y: ART.yellow,
  P: ART.purple,
};

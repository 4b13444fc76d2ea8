/**
 * How a card looks, as filters with their colours written out: its shadow, and raised (playable),
 * dimmed and selected. Every card of a hand reads these at each style recalc, so they hold no
 * `var()` to substitute card by card (docs/smoothness-passes.md "Redesign": the hand's tail updates were
 * slower with tokens there). The colours are the palette's: the gold of a playable card's glow
 * (`--gold-light`), the selection's blue, the shade.
 */
import { css } from 'lit';

export const CARD_SHADOW = css`drop-shadow(0 1px 2px rgba(0, 0, 0, 0.45))`;

export const CARD_LOOK = {
  playable: css`drop-shadow(0 0 5px rgba(255, 236, 140, 0.95)) drop-shadow(0 2px 3px rgba(0, 0, 0, 0.5))`,
  dimmed: css`brightness(0.62) saturate(0.75) drop-shadow(0 1px 2px rgba(0, 0, 0, 0.4))`,
  selected: css`drop-shadow(0 0 0 #fff) drop-shadow(0 0 4px #fff) drop-shadow(0 0 8px #4fc3ff)`,
};

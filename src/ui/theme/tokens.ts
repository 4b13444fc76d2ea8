/**
 * The app's one palette, as CSS custom properties: the felt, the cards' colours, the ink and paper,
 * the marks that light up, the focus ring, the radius and the font stack. Every colour in
 * `src/ui` comes from here (docs/table-ui.md "The theme"); a translucent one is a token with an
 * alpha, `rgb(from var(--shade) r g b / 0.4)`. The card colours are design.md's; the drawings of the
 * cards (card-art.ts) are images, which cannot read custom properties, and keep the same values.
 *
 * Custom properties cross shadow roots: declared on the app (`theme`) and on the table (whose
 * tests draw it alone), every element inside reads them.
 */
import { css } from 'lit';
import type { Color } from '../../engine/types.js';

export const tokens = css`
  :host {
    /* the felt, lightest to darkest */
    --felt-light: #237a45;
    --felt-mid: #17613a;
    --felt: #0d5c3a;
    --felt-deep: #0c3f24;
    --felt-shadow: #083d27;
    --felt-night: #06301a;
    --felt-backdrop: #04140c;
    --felt-backdrop-app: #00140a;
    --felt-sheet: #0c2c1c;
    --felt-ink: #d7f5df;
    --felt-ink-soft: #e8f5e9;
    /* the cards' colours (COLOR_TOKEN) */
    --red: #d72600;
    --red-deep: #a81e00;
    --blue: #0956bf;
    --green: #379711;
    --yellow: #ecd407;
    --purple: #6b2fa3;
    --no-color: #888;
    /* paper and ink */
    --white: #fff;
    --shade: #000;
    --panel: #fffaf0;
    --paper: #fdfbf4;
    --paper-sunk: #f1ede3;
    --ink: #1d1d1b;
    --ink-strong: #111;
    --ink-soft: #54524c;
    --ink-muted: #4a4a4a;
    --ink-faint: #555;
    --ink-grey: #6b6b6b;
    --line: #c9c2b0;
    --line-field: #c9c4b5;
    --line-soft: #e2ddcd;
    /* the table's actions and what they point at */
    --action: #0b57d0;
    --action-soft: #eef3fd;
    --action-pick: #dce7fb;
    --action-ink: #0b2a66;
    --action-off: #8a8f98;
    --danger: #b3261e;
    --danger-deep: #8c1d18;
    --danger-ink: #a11d00;
    --ok: #1e6b34;
    --online: #6ee27a;
    --offline: #ff6b57;
    --stand-in: #c5cae9;
    --stand-in-ink: #1a237e;
    /* the marks that light up: a turn, a lit UNO, a tower */
    --gold: #ffe066;
    --gold-light: #ffec8c;
    --gold-deep: #ffd54a;
    --gold-ink: #2b2100;
    --gold-ink-deep: #3a1d00;
    --gold-shadow: #281e00;
    --uno-hot: #ff5a36;
    --uno-deep: #c21d00;
    --uno-edge: #5a0d00;
    --uno-ink: #8a1600;
    --clock-ink: #7a1500;
    /* shape and type */
    --radius: 14px;
    --focus: 0 0 0 2px var(--white), 0 0 0 5px var(--blue);
    --font-stack: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  }
`;

/** The token of each card colour, for a style written in a template (`--c: var(--red)`). */
export const COLOR_TOKEN: Record<Color, string> = {
  R: 'var(--red)',
  B: 'var(--blue)',
  G: 'var(--green)',
  Y: 'var(--yellow)',
  P: 'var(--purple)',
};

/** The ink that reads on a card colour: dark on yellow, white on the others. */
export function inkOn(color: string): string {
  return color === 'Y' ? 'var(--ink)' : 'var(--white)';
}

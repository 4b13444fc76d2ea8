/**
 * The app's one palette, as CSS custom properties: the felt, the cards' colours, the ink and paper,
 * the marks that light up, the focus ring, the radius and the font stack. Every colour in
 * `src/ui` comes from here (docs/table-ui.md "The theme"); a translucent one is a token with an
 * alpha, `rgb(from var(--shade) r g b / 0.4)`. The card colours are design.md's; the drawings of the
 * cards (card-art.ts) are images, which cannot read custom properties, and keep the same values.
 *
 * Custom properties cross shadow roots: declared on the app (`theme`) and on the table (whose
 * tests draw it alone), every element inside reads them. The palette is in two parts only for the
 * first load: `tokens` here, which the first page reads, and `tableTokens` (table-tokens.ts), which
 * the screens after it (the table, the lobby, the replay, the phases view) declare and which loads
 * with them. Here: the felt, the cards' colours, paper and ink, the focus ring, the radius and the
 * font stack.
 */
import { css } from 'lit';

export const tokens = css`
  :host {
    --felt: #0d5c3a;
    --felt-deep: #083d27;
    --felt-glow: #17774c;
    --felt-backdrop: #04140c;
    --red: #d72600;
    --red-deep: #a81e00;
    --blue: #0956bf;
    --green: #379711;
    --yellow: #ecd407;
    --purple: #6b2fa3;
    --red-wash: #fff4ef;
    --white: #fff;
    --shade: #000;
    --panel: #fffaf0;
    --paper-sunk: #f1ede3;
    --ink: #1d1d1b;
    --ink-soft: #54524c;
    --line: #c9c2b0;
    --line-faint: #e7e1d3;
    --danger-ink: #a11d00;
    --radius: 14px;
    --focus: 0 0 0 2px #fff, 0 0 0 5px #0956bf;
    /* a card in the hand: it overlaps its neighbours and sits on the felt, so a thicker ring and
       a gold halo that no card colour hides */
    --focus-card: 0 0 0 3px #fff, 0 0 0 7px #0b2a66, 0 0 16px 9px #ffe066;
    --font-stack: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  }
`;

/**
 * The discard pile as a pile (docs/table-ui.md "Moments"): the last few cards under the top, each a
 * little turned and shifted, as cards laid by hand land; a card not seen (a player who came back
 * mid-round) shows as a plain edge. Styled inline: they sit inside the table's `.discard`, behind
 * its top card (the pile is its own stacking context).
 */
import { html, nothing } from 'lit';
import type { CardCode, PlayerView } from '../../../game/index.js';

/** Turn (deg) and shift (px) of the cards under the top, the nearest first. */
const LAY = [
  { r: -8, x: -5, y: 2 },
  { r: 7, x: 5, y: -2 },
  { r: -3, x: -2, y: -4 },
];

export function underTemplate(under: readonly (CardCode | null)[], view: PlayerView) {
  if (!under.length) return nothing;
  // the deepest first in the page: each later card covers it
  return [...under].reverse().map((code, k) => {
    const lay = LAY[under.length - 1 - k]!;
    const place = `position:absolute;z-index:-1;left:5px;top:5px;transform:translate(${lay.x}px,${lay.y}px) rotate(${lay.r}deg);`;
    return code
      ? html`<uno-card
          class="under-top"
          decorative
          .code=${code}
          .edition=${view.edition}
          style=${`${place}--card-w:var(--pile-card-w);filter:brightness(0.92)`}
        ></uno-card>`
      : html`<span
          class="under-top edge"
          style=${`${place}width:var(--pile-card-w);aspect-ratio:2/3;border-radius:8px;background:var(--paper);box-shadow:0 1px 3px rgb(from var(--shade) r g b / 0.5)`}
        ></span>`;
  });
}

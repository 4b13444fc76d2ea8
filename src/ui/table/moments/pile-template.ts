/**
 * The discard pile as a pile (docs/table-ui.md "Moments"): the last few cards under the top, each a
 * little turned and shifted, as cards laid by hand land; a card the view does not say (an older
 * host's view) shows as a plain edge. Styled inline: they sit inside the table's `.discard`, behind
 * its top card (the pile is its own stacking context).
 *
 * Every place under the top keeps its card and its edge in the page, hidden while unused: the
 * round's end and the next deal took the cards out and the first plays made them again
 * (docs/smoothness-passes.md "Names said once, the pile kept").
 */
import { html, noChange } from 'lit';
import { UNDER_TOP, type CardCode, type PlayerView } from '../../../game/index.js';

/** Turn (deg) and shift (px) of the cards under the top, the nearest first. */
const LAY = [
  { r: -8, x: -5, y: 2 },
  { r: 7, x: 5, y: -2 },
  { r: -3, x: -2, y: -4 },
];

/** The places, the deepest first in the page: each later card covers it. */
const DEPTHS = Array.from({ length: UNDER_TOP }, (_, k) => UNDER_TOP - 1 - k);

export function underTemplate(under: readonly (CardCode | null)[], view: PlayerView) {
  return DEPTHS.map((depth) => {
    const lay = LAY[depth]!;
    const code = depth < under.length ? under[depth] : undefined;
    const place = `position:absolute;z-index:-1;left:5px;top:5px;transform:translate(${lay.x}px,${lay.y}px) rotate(${lay.r}deg);`;
    // a hidden card keeps its face: shown again, it is drawn only if its card is another (Lit's
    // `noChange` leaves the property as it is; typed as the code for the analyzer)
    const face = (code || noChange) as CardCode;
    return html`<uno-card
        class=${code ? 'under-top' : 'under-kept'}
        decorative
        .code=${face}
        .edition=${view.edition}
        style=${`${place}--card-w:var(--pile-card-w);filter:brightness(0.92)${code ? '' : ';display:none'}`}
      ></uno-card
      ><span
        class=${code === null ? 'under-top edge' : 'under-kept'}
        style=${`${place}width:var(--pile-card-w);aspect-ratio:2/3;border-radius:8px;background:var(--paper);box-shadow:0 1px 3px rgb(from var(--shade) r g b / 0.5)${code === null ? '' : ';display:none'}`}
      ></span>`;
  });
}

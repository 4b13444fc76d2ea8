/** The title art: a tilted red oval with the word in yellow, outlined, as on the box. */
import { html } from 'lit';
import { ART } from '../theme/art.js';

export const logo = html`<svg viewBox="0 0 220 120" aria-hidden="true" focusable="false" class="logo">
  <ellipse cx="110" cy="60" rx="104" ry="52" transform="rotate(-10 110 60)" fill=${ART.white} />
  <ellipse cx="110" cy="60" rx="96" ry="45" transform="rotate(-10 110 60)" fill=${ART.red} />
  <text
    x="110"
    y="80"
    text-anchor="middle"
    transform="rotate(-10 110 60) skewX(-8)"
    font-family="'Arial Black', 'Segoe UI Black', system-ui, sans-serif"
    font-size="54"
    font-weight="900"
    fill=${ART.yellow}
    stroke=${ART.outline}
    stroke-width="5"
    paint-order="stroke"
    letter-spacing="1"
  >
    UNO
  </text>
</svg>`;

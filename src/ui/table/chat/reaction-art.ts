/**
 * The eight reactions, drawn by the app (docs/table-ui.md "Chat and reactions"): the same on every
 * device, where emoji fonts differ or lack a glyph. Their colours come from the theme's tokens
 * through the classes of `reactionArtStyles`.
 */
import { css, svg, type SVGTemplateResult } from 'lit';
import type { Reaction } from '../../../net/index.js';

const face = svg`<circle class="face" cx="12" cy="12" r="10" />`;
const eyes = svg`<circle class="ink" cx="8.5" cy="9.5" r="1.4" /><circle class="ink" cx="15.5" cy="9.5" r="1.4" />`;

const ART: Record<Reaction, SVGTemplateResult> = {
  thumbs: svg`<path class="face" d="M7 11h-3v9h3zM8 20h8.5a2 2 0 0 0 2-1.6l1.3-6A2 2 0 0 0 17.8 10H14l.7-3.6A2 2 0 0 0 12.9 4L8 11z" /><path class="line" d="M7 11v9" />`,
  laugh: svg`${face}<path class="line" d="M6.5 9.5l2 -1.2 2 1.2M13.5 9.5l2-1.2 2 1.2" /><path class="ink" d="M6.5 13h11a5.5 5.5 0 0 1-11 0z" />`,
  wow: svg`${face}${eyes}<ellipse class="ink" cx="12" cy="16" rx="2.2" ry="2.8" />`,
  clap: svg`<path class="face" d="M5 13l5-7a1.6 1.6 0 0 1 2.6 1.8L11 10l4.5-5a1.6 1.6 0 0 1 2.4 2.1l-2.4 3 1.3-1.2a1.6 1.6 0 0 1 2.2 2.3l-5.8 6.5A5 5 0 0 1 5.7 19z" /><path class="line" d="M3 6l2 1.5M5.5 3l.8 2.3M2 9.5l2.4.2" />`,
  sad: svg`${face}${eyes}<path class="line" d="M8 17a5 5 0 0 1 8 0" /><path class="tear" d="M16.5 12c1 1.6 1.5 2.4 1.5 3a1.5 1.5 0 0 1-3 0c0-.6.5-1.4 1.5-3z" />`,
  angry: svg`<circle class="hot" cx="12" cy="12" r="10" /><path class="line" d="M6.5 7.5l4 2M17.5 7.5l-4 2" />${eyes}<path class="line" d="M8 17a5 5 0 0 1 8 0" />`,
  heart: svg`<path class="hot" d="M12 20.5l-1.3-1.2C5.8 14.9 3 12.3 3 8.9A4.6 4.6 0 0 1 7.7 4.3c1.7 0 3.3.8 4.3 2.1a5.4 5.4 0 0 1 4.3-2.1A4.6 4.6 0 0 1 21 8.9c0 3.4-2.8 6-7.7 10.4z" />`,
  party: svg`<path class="face" d="M3 21l5.5-14 8.5 8.5z" /><path class="line" d="M6 13.5l4.5 4.5" /><circle class="hot" cx="15" cy="5" r="1.3" /><circle class="cool" cx="19.5" cy="9" r="1.3" /><circle class="cool" cx="11" cy="3.5" r="1" /><path class="hot-line" d="M17 3l1-1.5M20.5 13l1.5.5M13.5 8.5l3-3" />`,
};

export function reactionArt(r: Reaction) {
  return svg`<svg class="reaction-art" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${ART[r]}</svg>`;
}

export const reactionArtStyles = css`
  .reaction-art {
    width: 100%;
    height: 100%;
    display: block;
  }
  .reaction-art .face {
    fill: var(--gold);
    stroke: var(--gold-shadow);
    stroke-width: 1;
  }
  .reaction-art .ink {
    fill: var(--gold-shadow);
  }
  .reaction-art .line {
    fill: none;
    stroke: var(--gold-shadow);
    stroke-width: 1.6;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .reaction-art .hot {
    fill: var(--uno-hot);
    stroke: var(--uno-edge);
    stroke-width: 1;
  }
  .reaction-art .hot-line {
    fill: none;
    stroke: var(--uno-hot);
    stroke-width: 1.6;
    stroke-linecap: round;
  }
  .reaction-art .cool {
    fill: var(--action);
  }
  .reaction-art .tear {
    fill: var(--action);
  }
`;

/**
 * A small picture for each edition card of the lobby and solo setup: the four colors for Classique,
 * the purple skull card (book 000), the add-a-rule speech bubble (book 001), the U N O ! towers
 * (book 004). Decorative: the edition's name and sentence carry the meaning.
 */
import { html, svg, type SVGTemplateResult } from 'lit';
import type { EditionId } from '../../game/index.js';
import { ART as PAINT } from '../theme/art.js';

const card = (x: number, rot: number, fill: string, label: string, ink = PAINT.white) => svg`
  <g transform="translate(${x} 40) rotate(${rot})">
    <rect x="-17" y="-26" width="34" height="52" rx="5" fill=${PAINT.white}/>
    <rect x="-14" y="-23" width="28" height="46" rx="3.5" fill=${fill}/>
    <ellipse cx="0" cy="0" rx="11" ry="17" transform="rotate(28)" fill=${PAINT.white}/>
    <text x="0" y="5.5" text-anchor="middle" font-size="15" font-weight="800" fill=${fill === PAINT.yellow ? PAINT.outline : fill}
      font-family="system-ui, sans-serif">${label}</text>
    <text x="-9" y="-13" text-anchor="middle" font-size="7" font-weight="800" fill=${ink}
      font-family="system-ui, sans-serif">${label}</text>
  </g>`;

const classic = svg`
  ${card(38, -16, PAINT.red, '7')}${card(55, -5, PAINT.blue, '⇄')}${card(72, 6, PAINT.green, '+2')}${card(88, 16, PAINT.yellow, '5', PAINT.outline)}`;

const skull = svg`
  ${card(42, -12, PAINT.purple, '3')}
  <g transform="translate(78 40) rotate(10)">
    <rect x="-17" y="-26" width="34" height="52" rx="5" fill=${PAINT.white}/>
    <rect x="-14" y="-23" width="28" height="46" rx="3.5" fill=${PAINT.outline}/>
    <ellipse cx="0" cy="0" rx="11" ry="17" transform="rotate(28)" fill=${PAINT.purple}/>
    <path d="M-7 -2 a7 7 0 1 1 14 0 v4 h-3 v3 h-8 v-3 h-3 z" fill=${PAINT.white}/>
    <circle cx="-3" cy="-2" r="2" fill=${PAINT.purple}/><circle cx="3" cy="-2" r="2" fill=${PAINT.purple}/>
  </g>`;

const houseRules = svg`
  ${card(40, -10, PAINT.green, '4')}
  <g transform="translate(80 34)">
    <path d="M-26 -18 h52 a6 6 0 0 1 6 6 v22 a6 6 0 0 1 -6 6 h-30 l-12 10 v-10 h-10 a6 6 0 0 1 -6 -6 v-22 a6 6 0 0 1 6 -6 z"
      fill=${PAINT.white} stroke=${PAINT.outline} stroke-width="2.5"/>
    <circle cx="-12" cy="-1" r="3.5" fill=${PAINT.red}/><circle cx="0" cy="-1" r="3.5" fill=${PAINT.blue}/>
    <circle cx="12" cy="-1" r="3.5" fill=${PAINT.yellow}/>
  </g>`;

const tower = (x: number, fill: string, letter: string, ink = PAINT.white) => svg`
  <g transform="translate(${x} 16)">
    <path d="M-11 0 h5 v5 h4 v-5 h4 v5 h4 v-5 h5 v48 h-22 z" fill=${fill} stroke=${PAINT.white} stroke-width="2"/>
    <text x="0" y="34" text-anchor="middle" font-size="15" font-weight="800" fill=${ink}
      font-family="system-ui, sans-serif">${letter}</text>
  </g>`;

const powerGrab = svg`
  ${tower(24, PAINT.red, 'U')}${tower(48, PAINT.blue, 'N')}${tower(72, PAINT.green, 'O')}${tower(96, PAINT.yellow, '!', PAINT.outline)}`;

const ART: Record<EditionId, SVGTemplateResult> = {
  classic,
  skull,
  'house-rules': houseRules,
  'power-grab': powerGrab,
};

export function editionArt(edition: EditionId) {
  return html`<svg viewBox="0 0 120 80" width="120" height="80" aria-hidden="true" focusable="false">
    ${ART[edition]}
  </svg>`;
}

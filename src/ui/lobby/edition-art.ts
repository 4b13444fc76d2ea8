/**
 * A small picture for each edition card of the lobby and solo setup: the four colors for Classique,
 * the purple skull card (book 000), the add-a-rule speech bubble (book 001), the U N O ! towers
 * (book 004). Decorative: the edition's name and sentence carry the meaning.
 */
import { html, svg, type SVGTemplateResult } from 'lit';
import type { EditionId } from '../../game/index.js';

const card = (x: number, rot: number, fill: string, label: string, ink = '#fff') => svg`
  <g transform="translate(${x} 40) rotate(${rot})">
    <rect x="-17" y="-26" width="34" height="52" rx="5" fill="#fff"/>
    <rect x="-14" y="-23" width="28" height="46" rx="3.5" fill=${fill}/>
    <ellipse cx="0" cy="0" rx="11" ry="17" transform="rotate(28)" fill="#fff"/>
    <text x="0" y="5.5" text-anchor="middle" font-size="15" font-weight="800" fill=${fill === '#ECD407' ? '#1d1d1b' : fill}
      font-family="system-ui, sans-serif">${label}</text>
    <text x="-9" y="-13" text-anchor="middle" font-size="7" font-weight="800" fill=${ink}
      font-family="system-ui, sans-serif">${label}</text>
  </g>`;

const classic = svg`
  ${card(38, -16, '#D72600', '7')}${card(55, -5, '#0956BF', '⇄')}${card(72, 6, '#379711', '+2')}${card(88, 16, '#ECD407', '5', '#1d1d1b')}`;

const skull = svg`
  ${card(42, -12, '#6B2FA3', '3')}
  <g transform="translate(78 40) rotate(10)">
    <rect x="-17" y="-26" width="34" height="52" rx="5" fill="#fff"/>
    <rect x="-14" y="-23" width="28" height="46" rx="3.5" fill="#1d1d1b"/>
    <ellipse cx="0" cy="0" rx="11" ry="17" transform="rotate(28)" fill="#6B2FA3"/>
    <path d="M-7 -2 a7 7 0 1 1 14 0 v4 h-3 v3 h-8 v-3 h-3 z" fill="#fff"/>
    <circle cx="-3" cy="-2" r="2" fill="#6B2FA3"/><circle cx="3" cy="-2" r="2" fill="#6B2FA3"/>
  </g>`;

const houseRules = svg`
  ${card(40, -10, '#379711', '4')}
  <g transform="translate(80 34)">
    <path d="M-26 -18 h52 a6 6 0 0 1 6 6 v22 a6 6 0 0 1 -6 6 h-30 l-12 10 v-10 h-10 a6 6 0 0 1 -6 -6 v-22 a6 6 0 0 1 6 -6 z"
      fill="#fff" stroke="#1d1d1b" stroke-width="2.5"/>
    <circle cx="-12" cy="-1" r="3.5" fill="#D72600"/><circle cx="0" cy="-1" r="3.5" fill="#0956BF"/>
    <circle cx="12" cy="-1" r="3.5" fill="#ECD407"/>
  </g>`;

const tower = (x: number, fill: string, letter: string, ink = '#fff') => svg`
  <g transform="translate(${x} 16)">
    <path d="M-11 0 h5 v5 h4 v-5 h4 v5 h4 v-5 h5 v48 h-22 z" fill=${fill} stroke="#fff" stroke-width="2"/>
    <text x="0" y="34" text-anchor="middle" font-size="15" font-weight="800" fill=${ink}
      font-family="system-ui, sans-serif">${letter}</text>
  </g>`;

const powerGrab = svg`
  ${tower(24, '#D72600', 'U')}${tower(48, '#0956BF', 'N')}${tower(72, '#379711', 'O')}${tower(96, '#ECD407', '!', '#1d1d1b')}`;

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

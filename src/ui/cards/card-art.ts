/**
 * A card drawn in SVG (docs/table-ui.md "Cards"): white border, colored field, a tilted white oval with the
 * big symbol, the small symbol and the color's letter in two corners. Every kind has its own symbol,
 * so no information is carried by color alone.
 *
 * The drawing is written as SVG markup, a string, which card-image.ts turns into an image once per
 * face: no DOM is built for it, so drawing a face the first time costs next to nothing.
 */
import type { Color } from '../../game/index.js';
import { ART, COLOR_HEX } from '../theme/art.js';
import type { CardFace } from './card-face.js';

/** SVG markup written by `svg`: nested into another `svg` as it is, where any other value is text. */
export interface SvgMarkup {
  readonly markup: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * Markup from a template, as Lit's `svg` reads one: a value after `name=` is an attribute's (it is
 * quoted), nested markup goes in as it is, and anything else is escaped text; '' writes nothing.
 */
function svg(strings: TemplateStringsArray, ...values: unknown[]): SvgMarkup {
  let markup = strings[0]!;
  values.forEach((value, i) => {
    const text = typeof value === 'object' && value !== null ? (value as SvgMarkup).markup : escape(String(value));
    markup += (/=\s*$/.test(strings[i]!) ? `"${text}"` : text) + strings[i + 1]!;
  });
  return { markup };
}

const none: SvgMarkup = { markup: '' };

const INK = ART.ink;
const WILD_FIELD = ART.wildField;
const WHITE = ART.white;
const FONT = `'DejaVu Sans', 'Arial Black', system-ui, sans-serif`;

/** The symbol of one card kind, centered on (0, 0) in a box about 2 units tall. */
function symbol(face: CardFace, fill: string, stroke: string, corner: boolean): SvgMarkup {
  const sw = corner ? 0 : 0.09;
  switch (face.kind) {
    case 'number': {
      const v = String(face.value);
      // 6 and 9 are underlined, as on the printed cards, so they read the same upside down.
      const underline = face.value === 6 || face.value === 9;
      return svg`<text x="0" y="0.02" font-size="1.75" font-weight="900" font-family=${FONT} text-anchor="middle"
        dominant-baseline="central" fill=${fill} stroke=${stroke} stroke-width=${sw * 1.4} paint-order="stroke"
        stroke-linejoin="round">${v}</text>${
          underline
            ? svg`<rect x="-0.42" y="0.78" width="0.84" height="0.14" rx="0.05" fill=${fill} stroke=${stroke}
              stroke-width=${sw} paint-order="stroke"/>`
            : none
        }`;
    }
    case 'draw1':
    case 'draw2':
    case 'wildDraw4': {
      const v = face.kind === 'draw1' ? '+1' : face.kind === 'draw2' ? '+2' : '+4';
      return svg`<text x="0" y="0.02" font-size=${corner ? 1.35 : 1.25} font-weight="900" font-family=${FONT}
        text-anchor="middle" dominant-baseline="central" fill=${fill} stroke=${stroke} stroke-width=${sw * 1.4}
        paint-order="stroke" stroke-linejoin="round" letter-spacing="-0.08">${v}</text>`;
    }
    case 'skip':
      return svg`<g fill="none" stroke-linecap="round">
        ${
          sw
            ? svg`<circle r="0.68" stroke=${stroke} stroke-width=${0.26 + sw * 2}/>
          <line x1="-0.48" y1="0.48" x2="0.48" y2="-0.48" stroke=${stroke} stroke-width=${0.26 + sw * 2}/>`
            : none
        }
        <circle r="0.68" stroke=${fill} stroke-width="0.26"/>
        <line x1="-0.48" y1="0.48" x2="0.48" y2="-0.48" stroke=${fill} stroke-width="0.26"/></g>`;
    case 'reverse': {
      const arrows = (f: string, extra: number) => svg`<g stroke=${f} fill=${f} stroke-width=${0.2 + extra}
        stroke-linejoin="round" stroke-linecap="round">
        <path d="M-0.75 -0.34 H0.35" fill="none"/><path d="M0.82 -0.34 L0.32 -0.7 L0.32 0.02 Z"/>
        <path d="M0.75 0.34 H-0.35" fill="none"/><path d="M-0.82 0.34 L-0.32 -0.02 L-0.32 0.7 Z"/></g>`;
      return svg`<g transform="rotate(-30)">${sw ? arrows(stroke, sw * 2) : none}${arrows(fill, 0)}</g>`;
    }
    case 'takeTwoTowers':
      return svg`<g transform="translate(-0.42 0) scale(0.85)">${tower(fill, stroke, sw)}</g>
        <g transform="translate(0.42 0.12) scale(0.85)">${tower(fill, stroke, sw)}</g>`;
    case 'takeOneTower':
      return tower(fill, stroke, sw);
    case 'skull':
      return skull(fill, stroke, sw);
    case 'variante':
      return svg`${bubble(fill, stroke, sw)}<text x="0" y="-0.12" font-size="0.95" font-weight="900"
        font-family=${FONT} text-anchor="middle" dominant-baseline="central" fill=${INK}>V</text>`;
    case 'wild':
      return none; // the four-color oval is the Wild's symbol, drawn by the caller
  }
}

/** A small crenellated tower (power grab's towers), about 1.6 units tall. */
function tower(fill: string, stroke: string, sw: number): SvgMarkup {
  return svg`<path d="M-0.42 0.8 V-0.3 H-0.55 V-0.8 H-0.32 V-0.6 H-0.11 V-0.8 H0.11 V-0.6 H0.32 V-0.8 H0.55 V-0.3
    H0.42 V0.8 Z" fill=${fill} stroke=${sw ? stroke : 'none'} stroke-width=${sw * 1.2} stroke-linejoin="round"
    paint-order="stroke"/>`;
}

function skull(fill: string, stroke: string, sw: number): SvgMarkup {
  return svg`<g stroke=${sw ? stroke : 'none'} stroke-width=${sw * 1.2} paint-order="stroke">
    <path d="M0 -0.85 C0.55 -0.85 0.75 -0.45 0.75 -0.12 C0.75 0.15 0.6 0.3 0.45 0.38 V0.72 H-0.45 V0.38
      C-0.6 0.3 -0.75 0.15 -0.75 -0.12 C-0.75 -0.45 -0.55 -0.85 0 -0.85 Z" fill=${fill}/></g>
    <circle cx="-0.28" cy="-0.1" r="0.19" fill=${INK}/><circle cx="0.28" cy="-0.1" r="0.19" fill=${INK}/>
    <path d="M0 0.12 L0.1 0.3 H-0.1 Z" fill=${INK}/>
    <path d="M-0.2 0.5 V0.72 M0 0.5 V0.72 M0.2 0.5 V0.72" stroke=${INK} stroke-width="0.07"/>`;
}

/** The add-a-rule speech bubble (book 001). */
function bubble(fill: string, stroke: string, sw: number): SvgMarkup {
  return svg`<path d="M-0.8 -0.75 H0.8 Q0.95 -0.75 0.95 -0.6 V0.35 Q0.95 0.5 0.8 0.5 H-0.1 L-0.5 0.85 V0.5 H-0.8
    Q-0.95 0.5 -0.95 0.35 V-0.6 Q-0.95 -0.75 -0.8 -0.75 Z" fill=${fill} stroke=${sw ? stroke : 'none'}
    stroke-width=${sw * 1.2} stroke-linejoin="round" paint-order="stroke"/>`;
}

/** The Wilds' oval cut in four colors; `colors` in the order top, right, bottom, left. */
function fourColorOval(colors: Color[], rx: number, ry: number): SvgMarkup {
  const [a, b, c, d] = colors.map((k) => COLOR_HEX[k]);
  return svg`<g transform="rotate(28)">
    <path d="M0 0 L0 ${-ry} A${rx} ${ry} 0 0 1 ${rx} 0 Z" fill=${a}/>
    <path d="M0 0 L${rx} 0 A${rx} ${ry} 0 0 1 0 ${ry} Z" fill=${b}/>
    <path d="M0 0 L0 ${ry} A${rx} ${ry} 0 0 1 ${-rx} 0 Z" fill=${c}/>
    <path d="M0 0 L${-rx} 0 A${rx} ${ry} 0 0 1 0 ${-ry} Z" fill=${d}/></g>`;
}

/** A corner's content: the small symbol and, below it, the color's letter. */
/** The power-grab tower badge or the add-a-rule bubble, under the corner's letter (it stays
 * visible where cards overlap in a fanned hand). */
function iconBadge(face: CardFace): SvgMarkup {
  if (face.icon === null) return none;
  if (face.icon === '*')
    return svg`<g transform="translate(0 45) scale(12.5)">${bubble(WHITE, INK, 0.1)}
      <text x="0" y="-0.12" font-size="1.1" font-weight="900" font-family=${FONT} text-anchor="middle"
        dominant-baseline="central" fill=${INK}>+</text></g>`;
  return svg`<g transform="translate(0 47) scale(15.5)">${tower(WHITE, INK, 0.08)}
    <text x="0" y="0.2" font-size="0.85" font-weight="900" font-family=${FONT} text-anchor="middle"
      dominant-baseline="central" fill=${INK}>${face.icon}</text></g>`;
}

function corner(face: CardFace, ink: string, letter: string, wildColors: Color[]): SvgMarkup {
  const sym = face.kind === 'wild' ? fourColorOval(wildColors, 0.42, 0.7) : symbol(face, ink, 'none', true);
  return svg`<g transform="scale(10.5)">${sym}</g>${
    letter
      ? svg`<text x="0" y="20" font-size="11" font-weight="700" font-family=${FONT} text-anchor="middle"
          dominant-baseline="central" fill=${ink}>${letter}</text>`
      : none
  }${iconBadge(face)}`;
}

export interface ArtOptions {
  letter: string; // the color's letter ('' for a Wild)
  wildColors: Color[]; // the edition's four colors, for the Wilds' oval
}

/** The face of a card, in a 100×150 box. */
export function cardFaceArt(face: CardFace, o: ArtOptions): SvgMarkup {
  const wild = face.color === null;
  const field = wild ? WILD_FIELD : COLOR_HEX[face.color];
  const ink = face.color === 'Y' ? INK : WHITE;
  // Yellow is too light for a symbol on white: it gets a dark one (docs/table-ui.md "Cards").
  const centerFill = wild ? WHITE : face.color === 'Y' ? INK : field;
  const centerStroke = wild ? INK : face.color === 'Y' ? WHITE : INK;
  return svg`
    <rect x="1" y="1" width="98" height="148" rx="11" fill=${WHITE} stroke=${ART.edge} stroke-width="1.5"/>
    <rect x="6.5" y="6.5" width="87" height="137" rx="7" fill=${field}/>
    ${
      wild
        ? svg`<g transform="translate(50 75)">${fourColorOval(o.wildColors, 31, 54)}</g>`
        : svg`<ellipse cx="50" cy="75" rx="31" ry="54" transform="rotate(28 50 75)" fill=${WHITE}/>`
    }
    <g transform="translate(50 75) scale(${face.kind === 'number' ? 24 : 22})">
      ${symbol(face, centerFill, centerStroke, false)}
    </g>
    <g transform="translate(18 22)">${corner(face, ink, o.letter, o.wildColors)}</g>
    <g transform="rotate(180 50 75) translate(18 22)">${corner(face, ink, o.letter, o.wildColors)}</g>`;
}

/** The back of a card, the same for every edition. */
export function cardBackArt(): SvgMarkup {
  return svg`
    <rect x="1" y="1" width="98" height="148" rx="11" fill=${WHITE} stroke=${ART.edge} stroke-width="1.5"/>
    <rect x="6.5" y="6.5" width="87" height="137" rx="7" fill=${WILD_FIELD}/>
    <ellipse cx="50" cy="75" rx="31" ry="54" transform="rotate(28 50 75)" fill=${ART.red}/>
    <text x="50" y="77" font-size="27" font-weight="900" font-style="italic" font-family=${FONT}
      text-anchor="middle" dominant-baseline="central" fill=${ART.yellow} stroke=${INK} stroke-width="3.5"
      paint-order="stroke" stroke-linejoin="round" transform="rotate(-24 50 75)">UNO</text>`;
}

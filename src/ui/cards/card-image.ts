/**
 * Each card drawing made once, as an image: the SVG markup of card-art.ts in a `data:` URL,
 * one per face, edition palette and color letter (the letter is the language's), and set as the
 * background of a class in one style sheet that every card adopts (`faceSheet`). A card on the
 * table then only names its class: where an SVG tree per card cost a phone a millisecond or more
 * to build and restyle at each card dealt, and an `<img>` per card had the browser read its SVG
 * again at each new source, every card of a face now shares the one image the browser holds for
 * that rule (docs/smoothness-passes.md "Eighth pass: a card is one styled span (26 November 2026,
 * night)"). Once made, the sheet's drawing becomes a bitmap at an idle moment (card-bitmap.ts), or
 * starts as the bitmap an earlier visit kept; the `<style>`s of browsers that cannot adopt a sheet
 * keep the SVG unless it was kept.
 */
import type { EditionId } from '../../game/index.js';
import { isEditionId } from '../../game/notation/index.js';
import { onLangChange } from '../i18n/i18n.js';
import { cardBackArt, cardFaceArt, type SvgMarkup } from './card-art.js';
import { bitmapLater, checkKept, keptBitmap } from './card-bitmap.js';
import { colorLetter, editionColors, parseCard } from './card-face.js';

/** Whether shadow roots take shared style sheets (Lit's own test): Safari before 16.4 does not. */
const adopting =
  typeof Document !== 'undefined' &&
  'adoptedStyleSheets' in Document.prototype &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replace' in CSSStyleSheet.prototype;

/** One rule per drawing made so far, `.art-<n>`, adopted by every card's shadow root; null where
 * shadow roots cannot adopt a sheet: each card then writes its own drawing's rule (`artRule`). */
export const faceSheet: CSSStyleSheet | null = adopting ? new CSSStyleSheet() : null;
const classes = new Map<string, string>();
const rules = new Map<string, string>();

/** The rule that draws the class `name` (of `backClass` or `faceClass`). */
export const artRule = (name: string): string => rules.get(name) ?? '';

/** Where shadow roots cannot adopt a sheet: the `<style>`s of `faceStyleElement`, each given every
 * rule made after it. Weakly held: a style leaves with its shadow root. */
const fallbacks = new Set<WeakRef<HTMLStyleElement>>();

/** A `<style>` with every drawing's rule, now and to come (for `adoptCardArt`, card-span.ts). */
export function faceStyleElement(): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = [...rules.values()].join('\n');
  fallbacks.add(new WeakRef(style));
  return style;
}

/** `kept`: the bitmap an earlier visit made of the drawing, which the rule draws from the start. */
function addRule(rule: string, svgUrl: string, kept: string | null): void {
  if (faceSheet) {
    const index = faceSheet.insertRule(rule, faceSheet.cssRules.length);
    const added = faceSheet.cssRules[index] as CSSStyleRule;
    if (kept === null) bitmapLater(added, svgUrl);
    else checkKept(added, svgUrl, kept);
  }
  for (const ref of fallbacks) {
    const style = ref.deref();
    if (style) style.append(`\n${rule}`);
    else fallbacks.delete(ref);
  }
}

function toDataUrl(art: SvgMarkup): string {
  // one line: the drawings' indentation would only lengthen the rule
  const markup = art.markup.replace(/\s*\n\s*/g, ' ');
  const text = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 150">${markup}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(text)}`;
}

function classFor(key: string, art: () => SvgMarkup): string {
  let name = classes.get(key);
  if (name === undefined) {
    name = `art-${classes.size}`;
    const url = toDataUrl(art());
    const kept = keptBitmap(url);
    const rule = `.${name} { background-image: url("${kept ?? url}"); }`;
    addRule(rule, url, kept);
    rules.set(name, rule);
    classes.set(key, name);
  }
  return name;
}

/** The class that draws the back of every card. */
export const backClass = (): string => classFor('', cardBackArt);

/** Each face's class by edition and code, for the language shown: the hand asks again for each of
 * its cards at every render, and working the key out (the letter's string, the edition's colors
 * sorted) cost a phone about half a millisecond of a round's end (docs/smoothness-passes.md "Seventeenth
 * pass"). Valid codes and known editions only, so garbage never grows it; forgotten when the
 * language changes (registered after card-face.ts's names, before any card redraws). */
const faceClasses = new Map<string, string>();
onLangChange(() => faceClasses.clear());

/** The class that draws the face of `code`, or null for a code that names no card (drawn as a
 * back). */
export function faceClass(code: string, edition: EditionId | ''): string | null {
  const known = isEditionId(edition) ? edition : '';
  const key = `${known}\u0000${code}`;
  const kept = faceClasses.get(key);
  if (kept !== undefined) return kept;
  const face = faceArt(code, known);
  if (!face) return null;
  const name = classFor(face.key, face.art);
  faceClasses.set(key, name);
  return name;
}

/** A face's key among the drawings (its code, letter and the edition's colors) and its drawing. */
function faceArt(code: string, edition: EditionId | ''): { key: string; art: () => SvgMarkup } | null {
  const face = parseCard(code);
  if (!face) return null;
  const letter = face.color ? colorLetter(face.color) : '';
  const colors = editionColors(edition);
  return {
    key: `${face.code}\u0000${letter}\u0000${colors.join('')}`,
    art: () => cardFaceArt(face, { letter, wildColors: colors }),
  };
}

/** The drawing (an SVG `data:` URL) of a face, for the language shown: what its class draws until
 * its bitmap is made, and what a kept bitmap is filed under (card-bitmap.ts). */
export function faceDrawing(code: string, edition: EditionId | ''): string | null {
  const face = faceArt(code, isEditionId(edition) ? edition : '');
  return face && toDataUrl(face.art());
}

/**
 * A card drawn as a plain `<span class="card-art art-…">` of a component's own shadow root, for
 * cards that a control or a list names already (the hand's buttons, the round's mini-hands). Its
 * class names the drawing (card-image.ts) and the component adopts the drawings' sheet once.
 *
 * A `<uno-card>` per card is an element, a shadow root and its styles: making and connecting
 * them was most of what a new hand cost a phone profile (seven cards at each deal, twenty and more
 * in the round's results); a span is one node (docs/smoothness.md, twelfth pass).
 */
import { css, html, type TemplateResult } from 'lit';
import type { CardCode, EditionId } from '../../game/index.js';
import { backClass, faceClass, faceSheet, faceStyleElement } from './card-image.js';
import { cardName } from './card-face.js';
import { CARD_SHADOW } from '../theme/card-looks.js';

/** `.card-art`: a span drawn as a card, `--card-w` wide, as `<uno-card>` draws one. */
export const cardArtStyles = css`
  .card-art {
    display: block;
    /* a card keeps its size in a row of cards: the row wraps */
    flex: none;
    width: var(--card-w, 64px);
    aspect-ratio: 2 / 3;
    border-radius: calc(var(--card-w, 64px) * 0.11);
    background-repeat: no-repeat;
    background-size: 100% 100%;
    filter: ${CARD_SHADOW};
  }
`;

/** The class that draws `code` (its back when face down, or for a code that names no card). The
 * colour letters are the language's: a component calls it again when the language changes. */
export const artClass = (code: string, edition: EditionId | '', faceDown = false): string =>
  (faceDown ? null : faceClass(code, edition)) ?? backClass();

/** A hand shown small (the round's results, a revealed hand): a list named by its cards' names,
 * each card a span (`.mini-hand .card-art` sizes them). */
export function miniHand(hand: readonly CardCode[], edition: EditionId | ''): TemplateResult {
  return html`<span class="mini-hand" role="list" aria-label=${hand.map(cardName).join(', ') || '—'}>
    ${hand.map((c) => html`<span class="card-art ${artClass(c, edition)}" role="listitem"></span>`)}
  </span>`;
}

/** Gives a Lit element's render root (a shadow root) the drawings: the shared sheet, or where a
 * shadow root cannot adopt one, a `<style>` that card-image.ts keeps up to date. For
 * `createRenderRoot() { return adoptCardArt(super.createRenderRoot()); }`. */
export function adoptCardArt<Root extends HTMLElement | DocumentFragment>(root: Root): Root {
  if (!(root instanceof ShadowRoot)) return root;
  if (faceSheet) root.adoptedStyleSheets = [...root.adoptedStyleSheets, faceSheet];
  else root.append(faceStyleElement());
  return root;
}

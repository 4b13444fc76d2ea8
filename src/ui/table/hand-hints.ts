/**
 * What the hand says beyond its cards (issue 30 point 7): Enter (or a tap) on a card that cannot be
 * played did nothing visible, so a short line now says why for two seconds; and a hand wider than
 * the screen (16 cards on an upright phone) showed nothing of the cards past its edge, so a fade
 * and an arrow now mark each side that has more.
 */
import { css, html, type TemplateResult } from 'lit';
import { t } from '../i18n/i18n.js';
import '../i18n/hand-hints.js';

export type Refusal = 'cannotPlay' | 'notYourTurn';

export function refusalTemplate(refusal: Refusal | null): TemplateResult {
  // the live region stays in the page, so that a screen reader hears each new refusal
  return html`<p class="refused" role="status" ?hidden=${!refusal}>${refusal ? t(`handHint.${refusal}`) : ''}</p>`;
}

/** The marks stay in the page and hide: made and taken out as the hand grew past the screen or
 * was scrolled, `--slowest` named `span.more.right` taken out at 0.7-2.2 ms at 4x
 * (docs/smoothness-passes.md "Seventeenth pass"). */
export function moreTemplate(left: boolean, right: boolean): TemplateResult {
  return html`<span class="more left" aria-hidden="true" ?hidden=${!left}>‹</span
    ><span class="more right" aria-hidden="true" ?hidden=${!right}>›</span>`;
}

export const handHintStyles = css`
  :host {
    position: relative;
  }
  .refused {
    position: absolute;
    left: 50%;
    top: 0;
    transform: translate(-50%, -60%);
    z-index: 10;
    margin: 0;
    padding: 0.3rem 0.8rem;
    border-radius: 999px;
    background: var(--panel);
    color: var(--ink);
    font-size: 0.85rem;
    font-weight: 600;
    white-space: nowrap;
    pointer-events: none;
    box-shadow: 0 2px 8px rgb(from var(--shade) r g b / 0.35);
  }
  .refused[hidden] {
    display: none;
  }
  .more {
    position: absolute;
    bottom: 0;
    top: 18px;
    width: 34px;
    z-index: 6;
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: 2rem;
    font-weight: 900;
    color: var(--white);
    pointer-events: none;
    text-shadow: 0 1px 3px rgb(from var(--shade) r g b / 0.8);
  }
  .more.left {
    left: 0;
    background: linear-gradient(to right, rgb(from var(--felt-deep) r g b / 0.95), transparent);
  }
  .more.right {
    right: 0;
    background: linear-gradient(to left, rgb(from var(--felt-deep) r g b / 0.95), transparent);
  }
  .more[hidden] {
    display: none;
  }
`;

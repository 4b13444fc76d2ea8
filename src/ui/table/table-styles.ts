/** The table's look: a felt table, the piles in the middle, opponents on top, the hand at the bottom.
 * This file holds the host, the top and the middle; the rest is in its own `table-*.styles.ts`, in
 * the order the cascade needs (`tableStyles`). */
import { css } from 'lit';
import { textAndFocus, toolButton, towerMark } from './shared.styles.js';
import { bottomStyles } from './table-bottom.styles.js';
import { logStyles } from './table-log.styles.js';
import { screenStyles } from './table-screens.styles.js';
import { teamTokens } from '../theme/team-tokens.js';

const topAndCenterStyles = css`
  :host {
    display: block;
    position: relative;
    height: 100%;
    min-height: 100%;
    /* Nothing scrolls but the hand: the table never grows past the screen. */
    max-height: 100dvh;
    overflow: hidden;
    color: var(--white);
    font-family:
      system-ui,
      -apple-system,
      'Segoe UI',
      Roboto,
      'DejaVu Sans',
      sans-serif;
    background:
      radial-gradient(ellipse 75% 60% at 50% 45%, rgb(from var(--white) r g b / 0.09), transparent 70%),
      repeating-linear-gradient(45deg, rgb(from var(--shade) r g b / 0.025) 0 2px, transparent 2px 5px),
      repeating-linear-gradient(-45deg, rgb(from var(--white) r g b / 0.02) 0 2px, transparent 2px 6px),
      radial-gradient(ellipse at 50% 40%, var(--felt-light) 0%, var(--felt-mid) 50%, var(--felt-dark) 100%);
    --pile-card-w: 76px;
    --hand-card-w: 76px;
    -webkit-tap-highlight-color: transparent;
  }
  ${textAndFocus}
  /* the questions' elements (questions/question-host.ts): no box, their dialogs are modal */
  .questions {
    display: contents;
  }
  .table {
    display: grid;
    height: 100%;
    /* The app may size the host with min-height only: the grid takes it over. */
    min-height: inherit;
    max-height: 100dvh;
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto minmax(0, 1fr) auto;
    grid-template-areas: 'top' 'center' 'me';
  }
  .empty {
    display: grid;
    place-items: center;
    height: 100%;
    font-size: 1.2rem;
  }

  /* top: opponents and the table's own menu */
  .top {
    grid-area: top;
    display: flex;
    align-items: flex-start;
    gap: 6px;
    padding: 8px 8px 0;
  }
  .opponents {
    flex: 1;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    /* room under each row for a chip's Contre-UNO button */
    gap: 16px 6px;
    margin: 0;
    padding: 0 0 16px;
    list-style: none;
    min-width: 0;
  }
  .tools {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  ${toolButton}
  .tool {
    font-size: 13px;
  }

  /* center: the piles */
  .center {
    grid-area: center;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 10px;
    min-height: 0;
    position: relative;
  }
  .status {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 6px 16px;
    border-radius: 999px;
    background: rgb(from var(--shade) r g b / 0.35);
    font-weight: 700;
    font-size: 1.05rem;
    text-align: center;
    box-sizing: border-box;
    max-width: calc(100% - 16px);
    text-wrap: balance;
  }
  @media (max-width: 420px) {
    .status {
      font-size: 0.95rem;
      padding: 6px 12px;
    }
  }
  .status.mine {
    background: var(--gold);
    color: var(--gold-ink);
    box-shadow: 0 0 20px 4px rgb(from var(--gold) r g b / 0.55);
  }
  .status.mine uno-countdown {
    --countdown-color: var(--danger);
  }
  .piles {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 34px;
    padding: 26px 40px;
  }
  .ring {
    position: absolute;
    inset: 0;
    pointer-events: none;
    color: rgb(from var(--white) r g b / 0.38);
  }
  .ring svg {
    width: 100%;
    height: 100%;
    overflow: visible;
  }
  .ring.ccw svg {
    transform: scaleX(-1);
  }
  @media (prefers-reduced-motion: no-preference) {
    .ring svg {
      transition: transform 0.45s cubic-bezier(0.5, 0, 0.3, 1.4);
    }
  }
  .pile {
    position: relative;
    --card-w: var(--pile-card-w);
  }
  .draw {
    all: unset;
    position: relative;
    display: block;
    cursor: pointer;
    border-radius: 10px;
    --card-w: var(--pile-card-w);
  }
  .draw .under {
    position: absolute;
    left: 3px;
    top: 3px;
  }
  .draw .under2 {
    position: absolute;
    left: 6px;
    top: 6px;
  }
  .draw[aria-disabled='true'] {
    cursor: default;
  }
  .draw[data-can='true'] uno-card:last-of-type {
    filter: drop-shadow(0 0 8px rgb(from var(--gold-light) r g b / 0.9));
  }
  @media (hover: hover) {
    .draw[data-can='true']:hover {
      transform: translateY(-3px);
    }
  }
  .draw:focus-visible {
    outline: 3px solid var(--gold);
    outline-offset: 4px;
  }
  .count {
    position: absolute;
    right: -10px;
    bottom: -10px;
    min-width: 26px;
    padding: 0 6px;
    box-sizing: border-box;
    height: 26px;
    line-height: 26px;
    border-radius: 13px;
    background: var(--white);
    color: var(--ink-strong);
    font-weight: 800;
    font-size: 13px;
    text-align: center;
    box-shadow: 0 2px 6px rgb(from var(--shade) r g b / 0.4);
    z-index: 2;
  }
  .discard {
    position: relative;
    border-radius: 12px;
    padding: 5px;
    background: var(--force);
    box-shadow:
      0 0 0 3px rgb(from var(--white) r g b / 0.9),
      0 0 24px 6px var(--force);
    /* no transition: a colour or a shadow that eases is redrawn by the main thread at every frame,
       while the cards fly (a turn's colour changes with the card landing anyway) */
  }
  .discard uno-card {
    --card-w: var(--pile-card-w);
    display: block;
  }
  .force {
    display: flex;
    align-items: center;
    gap: 8px;
    font-weight: 700;
    font-size: 0.95rem;
    text-shadow: 0 1px 2px rgb(from var(--shade) r g b / 0.6);
  }
  .swatch {
    display: inline-grid;
    place-items: center;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: var(--force);
    color: var(--force-ink);
    border: 2px solid var(--white);
    font-size: 11px;
    font-weight: 900;
    text-shadow: none;
  }
  .neutral-towers {
    display: flex;
    gap: 6px;
    align-items: center;
    font-size: 14px;
  }
  ${towerMark}
  .banner {
    position: absolute;
    z-index: 6;
    top: 8px;
    left: 50%;
    transform: translateX(-50%);
    max-width: min(94%, 520px);
    background: var(--paper);
    color: var(--ink);
    border-radius: 14px;
    padding: 10px 14px;
    box-shadow: 0 10px 30px rgb(from var(--shade) r g b / 0.45);
    display: grid;
    gap: 6px;
  }
  .banner .mini-hand .card-art {
    --card-w: 30px;
  }
  .banner button {
    justify-self: end;
  }
`;

export const tableStyles = [teamTokens, topAndCenterStyles, bottomStyles, logStyles, screenStyles];

/** `<uno-app>`'s own look: the felt behind every screen, the status screen and its spinner, the
 * toast, and the grey of a table whose host is gone. */
import { css } from 'lit';
import { theme } from '../theme/index.js';
import { wideScreen } from '../theme/screens.js';

export const appStyles = [
  theme,
  css`
    :host {
      display: block;
      min-height: 100dvh;
      background: radial-gradient(ellipse at 50% 35%, var(--felt-glow) 0%, var(--felt) 45%, var(--felt-deep) 100%);
      color: var(--white);
    }
    .table-watchers {
      position: fixed;
      left: 0.5rem;
      bottom: 40vh;
      z-index: 5;
    }
    /* Left of the piles, which sit in the middle of the table's column (the log takes 260 px on
       the right, table-screens.styles.ts): at 1280 px the open list reached 15 px over the draw
       pile (issue 30). Half the column less the piles' half-width and a margin. */
    @media ${wideScreen} {
      .table-watchers {
        max-width: min(360px, calc((100vw - 260px) / 2 - 11rem));
      }
    }
    .status {
      min-height: 100dvh;
      display: grid;
      place-items: center;
      padding: 1rem;
    }
    .status .panel {
      max-width: 26rem;
      width: 100%;
      text-align: center;
      display: grid;
      gap: 0.8rem;
      justify-items: center;
    }
    .status p {
      margin: 0;
    }
    .spinner {
      width: 2.6rem;
      height: 2.6rem;
      border-radius: 50%;
      border: 5px solid var(--line-faint);
      border-top-color: var(--red);
      animation: spin 0.9s linear infinite;
    }
    @keyframes spin {
      to {
        transform: rotate(360deg);
      }
    }
    .toast {
      position: fixed;
      bottom: max(0.8rem, env(safe-area-inset-bottom));
      left: 50%;
      transform: translateX(-50%);
      z-index: 40;
      background: var(--ink);
      color: var(--white);
      border-radius: 12px;
      padding: 0.6rem 1rem;
      box-shadow: 0 6px 16px rgb(from var(--shade) r g b / 0.35);
      max-width: calc(100vw - 1rem);
    }
    .toast:empty {
      display: none;
    }
    uno-table {
      display: block;
      min-height: 100dvh;
      /* The table's own max-height is the same: with a height given, its grid's rows are sized
         once. Without it, each layout measured the middle at its content's size first, and the
         piles (a size container on a phone) restyled and laid out their cards twice at every
         layout of the page (docs/smoothness-passes.md "Eighteenth pass: what the table paints at 4x
         (tenth session)"). */
      height: 100dvh;
    }
    /* the host is gone: what is shown is where the game stopped, not a table in play */
    uno-table[frozen],
    uno-lobby[inert] {
      filter: grayscale(0.7) brightness(0.75);
    }
  `,
];

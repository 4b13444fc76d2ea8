/**
 * Rules the table and its questions both need, each in its own shadow root (a question's element
 * cannot read the table's sheet): screen-reader text and the focus ring, the action buttons' colors,
 * Power Grab's tower mark, a revealed hand's small cards, the tools' buttons (the chat's among them). Written once here, placed in
 * each sheet where it stood.
 */
import { css } from 'lit';
import { srOnly } from '../theme/index.js';

export const textAndFocus = css`
  ${srOnly}
  button {
    font: inherit;
  }
  :focus-visible {
    outline: 3px solid var(--gold);
    outline-offset: 2px;
  }
`;

/** The action buttons' box (declarations only): each sheet names the kinds it gives it (the
 * questions give it more kinds than the table's bottom). */
export const actionButtonBox = css`
  min-height: 44px;
  border-radius: 12px;
  padding: 6px 16px;
  font-weight: 700;
  cursor: pointer;
  font-size: 1rem;
`;

/** The colors of the action buttons. */
export const actionButtonColors = css`
  .primary {
    border: none;
    background: var(--action);
    color: var(--white);
  }
  .primary.warn {
    background: var(--danger);
  }
  .primary:disabled {
    background: var(--action-off);
    cursor: default;
  }
  .secondary {
    border: 2px solid currentColor;
    background: transparent;
    color: inherit;
  }
`;

/** A revealed hand's small cards (the round's results and the log's lines). */
export const miniHand = css`
  .mini-hand {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 2px;
    max-width: 220px;
  }
  .mini-hand .card-art {
    --card-w: 26px;
  }
`;

export const towerMark = css`
  .tower-mark {
    display: inline-grid;
    place-items: center;
    min-width: 26px;
    height: 28px;
    padding: 4px 4px 0;
    box-sizing: border-box;
    background: var(--white);
    color: var(--ink-strong);
    font-weight: 900;
    font-size: 16px;
    clip-path: polygon(0 0, 25% 0, 25% 18%, 40% 18%, 40% 0, 60% 0, 60% 18%, 75% 18%, 75% 0, 100% 0, 100% 100%, 0 100%);
  }
`;

/** A button among the table's tools (the menu, the log, leaving, the chat): small, on the felt. */
export const toolButton = css`
  .tool {
    border: 1px solid rgb(from var(--white) r g b / 0.35);
    background: rgb(from var(--shade) r g b / 0.3);
    color: var(--white);
    border-radius: 10px;
    min-width: 40px;
    min-height: 36px;
    padding: 4px 8px;
    cursor: pointer;
  }
`;

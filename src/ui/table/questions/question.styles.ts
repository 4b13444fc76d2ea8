/** What every question's content shares: its buttons, rows, cards to pick and options (the dialog's frame is `<uno-dialog>`'s). */
import { css } from 'lit';
import { actionButtonBox, actionButtonColors, textAndFocus } from '../shared.styles.js';
import { sidewaysPhone } from '../../theme/screens.js';

export const questionStyles = css`
  :host {
    display: contents;
  }
  ${textAndFocus}
  .primary,
  .secondary,
  .option,
  .color-btn,
  .gesture-btn {
    ${actionButtonBox}
  }
  ${actionButtonColors}
  /* dialogs' content (slotted into <uno-dialog>, styled here) */
  .phase-dialog p {
    margin: 0 0 10px;
  }
  .phase-dialog .lead {
    font-size: 1.1rem;
    font-weight: 700;
  }
  .phase-dialog .row {
    display: flex;
    gap: 10px;
    justify-content: flex-end;
    align-items: center;
    flex-wrap: wrap;
    margin-top: 12px;
  }
  .phase-dialog .row .wait {
    margin: 0;
  }
  .color-btn:focus-visible,
  .card-btn:focus-visible,
  .option:focus-visible,
  .gesture-btn:focus-visible,
  .primary:focus-visible,
  .secondary:focus-visible {
    outline: 3px solid var(--action);
    outline-offset: 3px;
  }
  .cards {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    justify-content: center;
  }
  .card-btn {
    all: unset;
    cursor: pointer;
    border-radius: 8px;
    --card-w: 64px;
  }
  .card-btn:hover {
    transform: translateY(-3px);
  }
  .options {
    display: grid;
    gap: 8px;
  }
  .option {
    border: 2px solid var(--action);
    background: var(--action-soft);
    color: var(--action-ink);
    display: flex;
    align-items: center;
    gap: 10px;
    text-align: left;
  }
  .glyph {
    font-size: 1.3rem;
  }
  .current {
    font-style: italic;
    color: var(--ink-muted);
  }
  /* a phone on its side: the table's buttons are shorter there (table-screens.styles.ts) */
  @media ${sidewaysPhone} {
    .primary,
    .secondary {
      min-height: 40px;
    }
  }
`;

/** A round's and a game's results: the scores table, the mini-hands, the deal check. */
import { css } from 'lit';
import { miniHand } from '../shared.styles.js';

export const resultsStyles = css`
  table.results {
    border-collapse: collapse;
    width: 100%;
    margin: 6px 0 10px;
    font-size: 0.95rem;
  }
  .results th,
  .results td {
    padding: 5px 6px;
    border-bottom: 1px solid var(--line-soft);
    text-align: left;
    vertical-align: middle;
  }
  /* A name keeps one line (issue 30 point 7: "Robot 1" wrapped on a phone); one too long for the
     column ends in an ellipsis, whole in its title and to a screen reader. */
  .results .who {
    display: block;
    max-width: 9em;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .results tr.winner th {
    color: var(--action);
  }
  .results .gain {
    color: var(--ok);
    font-size: 0.85em;
  }
  /* a round's deal check (deal-check-text.ts): green when checked, red-brown when not */
  .deal-check {
    border-left: 4px solid var(--ok);
    padding: 4px 0 4px 10px;
    margin: 0 0 10px;
    font-size: 0.9rem;
  }
  .deal-check.warn {
    border-left-color: var(--danger);
  }
  .deal-check.checking {
    border-left-color: var(--ink-grey);
  }
  .phase-dialog .deal-check p,
  .deal-problems {
    margin: 0 0 4px;
  }
  .deal-check.ok .deal-headline {
    color: var(--ok);
  }
  .deal-check.warn .deal-headline {
    color: var(--danger-deep);
  }
  ${miniHand}
  .trophy {
    font-size: 1.3rem;
  }
  /* The answers (Next round, Rematch, Leave) stay at the dialog's foot while the results scroll
     above them: the dialog opens at its top, with the winner, and the buttons in sight, on a phone
     on its side or a tall table upright (issue 30 point 7). */
  .phase-dialog .row.answers {
    position: sticky;
    bottom: 0;
    z-index: 1;
    margin: 12px -18px -18px;
    padding: 10px 18px 14px;
    background: var(--paper);
    box-shadow: 0 -6px 12px -8px rgb(from var(--shade) r g b / 0.35);
  }
`;

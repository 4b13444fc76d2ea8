/** The look of the table's own sheets (its menu, the rules help): a light card over the felt. */
import { css } from 'lit';

export const sheetStyles = css`
  dialog {
    border: none;
    border-radius: 18px;
    padding: 16px 18px;
    width: min(92vw, 480px);
    max-height: 88dvh;
    box-sizing: border-box;
    overflow: auto;
    background: var(--paper);
    color: var(--ink);
    box-shadow: 0 18px 60px rgb(from var(--shade) r g b / 0.55);
    font-family:
      system-ui,
      -apple-system,
      'Segoe UI',
      Roboto,
      'DejaVu Sans',
      sans-serif;
  }
  dialog::backdrop {
    background: rgb(from var(--felt-backdrop) r g b / 0.55);
  }
  h2 {
    margin: 0 0 10px;
    font-size: 1.25rem;
  }
  h3 {
    margin: 14px 0 6px;
    font-size: 1rem;
  }
  p,
  ul {
    margin: 0 0 8px;
  }
  ul {
    padding-left: 1.2em;
  }
  li {
    margin: 3px 0;
  }
  .hint {
    color: var(--ink-muted);
    font-size: 0.9rem;
  }
  button {
    font: inherit;
    font-weight: 700;
    min-height: 44px;
    padding: 6px 16px;
    border-radius: 12px;
    border: 2px solid var(--action);
    background: var(--action-soft);
    color: var(--action-ink);
    cursor: pointer;
  }
  button.primary {
    background: var(--action);
    color: var(--white);
  }
  button:disabled {
    opacity: 0.55;
    cursor: default;
  }
  button:focus-visible,
  input:focus-visible {
    outline: 3px solid var(--action);
    outline-offset: 2px;
  }
  dl {
    margin: 0;
    display: grid;
    gap: 2px;
  }
  .opt {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 4px 0;
    border-bottom: 1px solid var(--line-soft);
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    text-align: right;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 8px;
    margin-top: 14px;
  }
  /* Close stays at the sheet's foot while the rest scrolls above it, so a sheet taller than the
     screen shows that it goes on and can always be closed (issue 30 point 7). */
  .actions {
    position: sticky;
    bottom: 0;
    margin: 14px -18px -16px;
    padding: 10px 18px 14px;
    background: var(--paper);
    box-shadow: 0 -6px 12px -8px rgb(from var(--shade) r g b / 0.35);
  }
  /* a phone on its side: the whole height, tighter */
  @media (orientation: landscape) and (max-height: 500px) {
    dialog {
      max-height: calc(100dvh - 16px);
      width: min(96vw, 720px);
      padding-top: 10px;
    }
    .actions {
      margin-top: 8px;
      padding: 6px 18px 10px;
    }
  }
`;

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
    background: #fdfbf4;
    color: #1b1b1b;
    box-shadow: 0 18px 60px rgba(0, 0, 0, 0.55);
    font-family:
      system-ui,
      -apple-system,
      'Segoe UI',
      Roboto,
      'DejaVu Sans',
      sans-serif;
  }
  dialog::backdrop {
    background: rgba(4, 20, 12, 0.55);
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
    color: #4a4a4a;
    font-size: 0.9rem;
  }
  button {
    font: inherit;
    font-weight: 700;
    min-height: 44px;
    padding: 6px 16px;
    border-radius: 12px;
    border: 2px solid #0b57d0;
    background: #eef3fd;
    color: #0b2a66;
    cursor: pointer;
  }
  button.primary {
    background: #0b57d0;
    color: #fff;
  }
  button:disabled {
    opacity: 0.55;
    cursor: default;
  }
  button:focus-visible,
  input:focus-visible {
    outline: 3px solid #0b57d0;
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
    border-bottom: 1px solid #e2ddcd;
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
`;

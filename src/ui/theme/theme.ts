/**
 * The look shared by the app's screens (home, lobby, dialogs): the felt, the panels, buttons and
 * fields, and one focus ring that shows on both felt and panel. Components theme through the
 * custom properties of the palette (tokens.ts).
 */
import { css } from 'lit';
import { tokens } from './tokens.js';

const shared = css`
  :host {
    font-family: var(--font-stack);
    color: var(--ink);
    box-sizing: border-box;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  .panel {
    background: var(--panel);
    color: var(--ink);
    border-radius: var(--radius);
    box-shadow: 0 8px 24px rgb(from var(--shade) r g b / 0.28);
    padding: 1rem;
  }
  h1,
  h2,
  h3 {
    margin: 0 0 0.5rem;
    line-height: 1.15;
  }
  h2 {
    font-size: 1.15rem;
  }
  button,
  .button {
    font: inherit;
    font-weight: 650;
    min-height: 44px;
    padding: 0.55rem 1rem;
    border-radius: 999px;
    border: 2px solid var(--ink);
    background: var(--white);
    color: var(--ink);
    cursor: pointer;
    text-decoration: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4rem;
  }
  button.primary {
    background: var(--red);
    border-color: var(--red);
    color: var(--white);
  }
  button.primary:hover:not(:disabled) {
    background: var(--red-deep);
    border-color: var(--red-deep);
  }
  button.quiet {
    border-color: transparent;
    background: transparent;
    text-decoration: underline;
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  input,
  select,
  textarea {
    font: inherit;
    min-height: 44px;
    padding: 0.45rem 0.7rem;
    border: 2px solid var(--line);
    border-radius: 10px;
    background: var(--white);
    color: var(--ink);
    max-width: 100%;
  }
  input[type='checkbox'],
  input[type='radio'] {
    min-height: 0;
    width: 1.3rem;
    height: 1.3rem;
    accent-color: var(--red);
  }
  input:disabled,
  select:disabled {
    background: var(--paper-sunk);
    color: var(--ink-soft);
  }
  :focus-visible {
    outline: none;
    box-shadow: var(--focus);
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .hint {
    color: var(--ink-soft);
    font-size: 0.9rem;
    margin: 0.2rem 0 0;
  }
  .error {
    color: var(--danger-ink);
    font-weight: 600;
  }
  dialog {
    border: none;
    border-radius: var(--radius);
    padding: 0;
    width: min(34rem, calc(100vw - 1.5rem));
    max-height: calc(100dvh - 1.5rem);
    background: var(--panel);
    color: var(--ink);
    box-shadow: 0 18px 48px rgb(from var(--shade) r g b / 0.45);
  }
  dialog::backdrop {
    background: rgb(from var(--felt-backdrop) r g b / 0.6);
  }
  dialog form,
  dialog .dialog-body {
    padding: 1rem 1.1rem 1.1rem;
  }
  .dialog-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    justify-content: flex-end;
    margin: 1rem -1.1rem -1.1rem;
    padding: 0.7rem 1.1rem 1.1rem;
    position: sticky;
    bottom: -1.1rem;
    background: linear-gradient(rgb(from var(--panel) r g b / 0.92), var(--panel) 30%);
  }
  @media (prefers-reduced-motion: reduce) {
    * {
      transition: none !important;
      animation: none !important;
    }
  }
`;

/** The tokens and the shared look, for a screen's `static styles`. */
export const theme = [tokens, shared];

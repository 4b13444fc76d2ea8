/** The look of `<uno-table-chat>`: its button among the table's tools, and its panel. */
import { css } from 'lit';
import { srOnly } from '../../theme/index.js';
import { disclosure } from '../../shared/disclosure.js';
import { toolButton } from '../shared.styles.js';
import { reactionArtStyles } from './reaction-art.js';

export const chatStyles = [
  reactionArtStyles,
  srOnly,
  toolButton,
  disclosure,
  css`
    :host {
      display: block;
      position: relative;
    }
    /* one of the table's tools (class="tool chat-toggle"): its icon centred, the unread count on it */
    .chat-toggle {
      position: relative;
      display: grid;
      place-items: center;
    }
    .chat-toggle:focus-visible,
    button:focus-visible,
    input:focus-visible,
    summary:focus-visible {
      outline: 3px solid var(--gold);
      outline-offset: 2px;
    }
    .badge {
      position: absolute;
      top: -6px;
      right: -6px;
      min-width: 18px;
      height: 18px;
      border-radius: 9px;
      padding: 0 4px;
      box-sizing: border-box;
      background: var(--uno-hot);
      color: var(--white);
      font: 800 11px/18px var(--font-stack);
      text-align: center;
    }
    .panel {
      position: fixed;
      /* --chat-bottom: above the player's own row on a wide screen (panel-place.ts) */
      inset: auto 8px var(--chat-bottom, 8px) auto;
      margin: 0;
      width: min(360px, calc(100vw - 16px));
      max-height: min(560px, var(--chat-max, calc(100dvh - 16px)));
      overflow-y: auto;
      box-sizing: border-box;
      display: flex;
      flex-direction: column;
      gap: 8px;
      padding: 12px;
      border: 1px solid var(--line-soft);
      border-radius: var(--radius);
      background: var(--paper);
      color: var(--ink-strong);
      font-family: var(--font-stack);
      box-shadow: 0 10px 30px rgb(from var(--shade) r g b / 0.45);
      z-index: 30;
    }
    .panel:not([open]) {
      display: none;
    }
    .panel::backdrop {
      background: rgb(from var(--shade) r g b / 0.45);
    }
    header {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 8px;
    }
    h2 {
      margin: 0;
      font-size: 1.1rem;
    }
    button {
      font: inherit;
      cursor: pointer;
    }
    .close,
    .people button,
    .send {
      min-height: 40px;
      padding: 4px 12px;
      border-radius: 10px;
      border: 1px solid var(--line-field);
      background: var(--white);
      color: var(--ink-strong);
    }
    .send {
      background: var(--action);
      border-color: var(--action);
      color: var(--white);
      font-weight: 700;
    }
    .send:disabled {
      background: var(--action-off);
      border-color: var(--action-off);
    }
    .reactions {
      display: grid;
      grid-template-columns: repeat(8, minmax(0, 1fr));
      gap: 4px;
    }
    .reactions button {
      aspect-ratio: 1;
      min-width: 0;
      max-height: 44px;
      padding: 3px;
      border: 1px solid var(--line-soft);
      border-radius: 10px;
      background: var(--white);
    }
    .reactions button:hover:not(:disabled) {
      background: var(--action-soft);
    }
    .reactions button:disabled {
      opacity: 0.4;
    }
    .lines {
      list-style: none;
      margin: 0;
      padding: 6px 8px;
      min-height: 80px;
      max-height: 40dvh;
      overflow-y: auto;
      background: var(--white);
      border: 1px solid var(--line-soft);
      border-radius: 10px;
      display: flex;
      flex-direction: column;
      gap: 4px;
    }
    .lines li {
      overflow-wrap: anywhere;
      line-height: 1.3;
    }
    .lines .who {
      font-weight: 800;
      margin-inline-end: 4px;
    }
    .lines .mine .who {
      color: var(--action-ink);
    }
    .lines .none {
      color: var(--ink-muted);
    }
    .notice {
      margin: 0;
      color: var(--danger-ink);
      font-size: 0.9rem;
    }
    .notice:empty {
      display: none;
    }
    form {
      display: grid;
      grid-template-columns: 1fr auto;
      gap: 4px 6px;
    }
    input[type='text'] {
      min-width: 0;
      min-height: 40px;
      padding: 4px 10px;
      border-radius: 10px;
      border: 1px solid var(--line-field);
      font: inherit;
    }
    .left {
      grid-column: 1 / -1;
      font-size: 0.8rem;
      color: var(--ink-muted);
    }
    .left.over {
      color: var(--danger-ink);
      font-weight: 700;
    }
    .people summary {
      cursor: pointer;
      font-weight: 700;
      min-height: 32px;
      display: flex;
      align-items: center;
    }
    .people ul {
      list-style: none;
      margin: 4px 0;
      padding: 0;
      display: grid;
      gap: 6px;
    }
    .people li {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 6px;
    }
    .people li .who {
      font-weight: 700;
      flex: 1 1 6em;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .people button[aria-pressed='true'] {
      background: var(--danger);
      border-color: var(--danger);
      color: var(--white);
    }
    .mark {
      font-size: 0.8rem;
      color: var(--danger-ink);
    }
    .check {
      display: flex;
      align-items: center;
      gap: 8px;
      min-height: 40px;
      font-weight: 700;
    }
    .check input {
      width: 20px;
      height: 20px;
      accent-color: var(--action);
    }
  `,
];

/** `<uno-lobby>`'s look, shared by the parts it draws in its own shadow root (the invite panel and
 * the seat list render there, so one sheet styles the whole waiting room). */
import { css } from 'lit';
import { theme } from '../theme/index.js';
import { tableTokens } from '../theme/table-tokens.js';

export const lobbyStyles = [
  theme,
  tableTokens,
  css`
    /* the parts are drawn in the lobby's tree: their own boxes stay out of its layout */
    uno-lobby-invite,
    uno-lobby-seats {
      display: contents;
    }
    :host {
      display: block;
      color: var(--white);
      padding: max(0.75rem, env(safe-area-inset-top)) 0.75rem 1.5rem;
      max-width: 72rem;
      margin: 0 auto;
    }
    header {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 0.5rem;
      margin-bottom: 0.75rem;
    }
    header h1 {
      font-size: 1.1rem;
      margin: 0;
      font-weight: 650;
      opacity: 0.92;
    }
    header button {
      background: transparent;
      color: var(--white);
      border-color: rgb(from var(--white) r g b / 0.7);
    }
    .layout {
      display: grid;
      gap: 0.75rem;
    }
    @media (min-width: 900px) {
      .layout {
        grid-template-columns: minmax(20rem, 26rem) 1fr;
        align-items: start;
      }
    }
    .invite {
      display: grid;
      grid-template-columns: 1fr auto;
      gap: 0.25rem 0.9rem;
      align-items: center;
    }
    .code-label {
      font-size: 0.9rem;
      color: var(--ink-soft);
      margin: 0;
    }
    .code {
      font-size: clamp(2.2rem, 11vw, 2.9rem);
      font-weight: 850;
      letter-spacing: 0.08em;
      font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
      line-height: 1;
      margin: 0.1rem 0 0.5rem;
      white-space: nowrap;
    }
    .qr {
      width: 8.5rem;
      height: 8.5rem;
      grid-row: 1 / span 3;
      grid-column: 2;
      border-radius: 8px;
    }
    @media (max-width: 480px) {
      .invite {
        grid-template-columns: minmax(0, 1fr);
        justify-items: center;
        text-align: center;
      }
      .invite .link,
      .invite .copied {
        justify-self: stretch;
      }
      .qr {
        grid-row: auto;
        grid-column: 1;
        width: 9.5rem;
        height: 9.5rem;
      }
    }
    .link {
      grid-column: 1 / -1;
      display: flex;
      gap: 0.4rem;
      margin-top: 0.4rem;
    }
    .link input {
      flex: 1;
      min-width: 0;
      font-size: 0.85rem;
    }
    .invite-note {
      grid-column: 1 / -1;
      margin: 0.4rem 0 0;
      font-size: 0.85rem;
      line-height: 1.35;
    }
    .invite-note.warn {
      color: var(--danger-ink);
      font-weight: 600;
    }
    .copied {
      grid-column: 1 / -1;
      min-height: 1.3em;
      margin: 0.2rem 0 0;
      font-size: 0.9rem;
      color: var(--green);
      font-weight: 600;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    /* A row wraps its tags and buttons under the name rather than widen the page: at 360 px a
       guest's own row ("vous", "même réseau", "Renommer") was 404 px wide (issue 30). */
    li {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.3rem 0.6rem;
      min-height: 48px;
      border-bottom: 1px solid var(--line-faint);
    }
    li:last-child {
      border-bottom: none;
    }
    li.editing {
      display: block;
      padding: 0.5rem 0 0.6rem;
    }
    .rename-form {
      display: grid;
      gap: 0.35rem;
    }
    .rename-form label {
      font-size: 0.9rem;
      font-weight: 600;
      color: var(--ink-soft);
    }
    .rename-form input {
      width: 100%;
    }
    .rename-form .error {
      font-size: 0.9rem;
      margin: 0;
    }
    .rename-actions {
      display: flex;
      flex-wrap: wrap;
      justify-content: flex-end;
      gap: 0.5rem;
    }
    .dot {
      width: 0.8rem;
      height: 0.8rem;
      border-radius: 50%;
      flex: none;
      background: var(--muted);
    }
    .dot.on {
      background: var(--green);
      box-shadow: 0 0 0 3px rgb(from var(--green) r g b / 0.25);
    }
    .dot.standin {
      background: var(--amber);
    }
    .seat-name {
      flex: 1 1 5rem;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      font-weight: 600;
    }
    .seat-name.empty {
      color: var(--ink-soft);
      font-weight: 400;
      font-style: italic;
    }
    .tag {
      font-size: 0.8rem;
      padding: 0.1rem 0.5rem;
      border-radius: 999px;
      background: var(--paper-tag);
      color: var(--ink);
      white-space: nowrap;
    }
    .tag.you {
      background: var(--blue);
      color: var(--white);
    }
    li button {
      min-height: 40px;
      min-width: 40px;
      padding: 0.3rem 0.7rem;
    }
    /* at the row's end, on the name's line or wrapped under it */
    li button.rename {
      margin-left: auto;
    }
    .add-bot {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      margin-top: 0.75rem;
      align-items: center;
    }
    .seats-head {
      display: flex;
      justify-content: space-between;
      align-items: baseline;
    }
    .seats-head span {
      color: var(--ink-soft);
      font-size: 0.9rem;
    }
    .right {
      display: grid;
      gap: 0.75rem;
    }
    .start {
      display: grid;
      gap: 0.4rem;
    }
    /* The host's Start is in sight from the first screen, however many seats, editions and
       rules come before it in the page: it sticks to the bottom of the screen. */
    .start {
      margin-top: 0.75rem;
    }
    .start.host {
      position: sticky;
      bottom: max(0.5rem, env(safe-area-inset-bottom));
      z-index: 2;
      box-shadow: 0 -6px 18px rgb(from var(--shade) r g b / 0.25);
    }
    @media (min-width: 900px) {
      .start {
        max-width: 26rem;
        margin-left: auto;
      }
    }
    .start .hint.warn {
      color: var(--danger-ink);
      font-weight: 600;
    }
    .start button {
      min-height: 56px;
      font-size: 1.2rem;
    }
    .waiting {
      text-align: center;
      font-weight: 600;
      margin: 0;
    }
  `,
];

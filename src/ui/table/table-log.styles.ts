/** What happened: the side panel (log and house rules), the strip under the piles, the log's sheet on a phone, and the flights of cards and stamps. */
import { css } from 'lit';
import { miniHand } from './shared.styles.js';

export const logStyles = css`
  /* side panel: log and house rules */
  .side {
    display: none;
  }
  .side h2 {
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    margin: 0 0 6px;
    color: var(--felt-ink);
  }
  .log {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    /* newest first in the list, drawn at the bottom: the scroll stays on the latest */
    flex-direction: column-reverse;
    gap: 4px;
    font-size: 0.85rem;
    overflow-y: auto;
    min-height: 0;
  }
  .log li {
    padding: 3px 6px;
    border-radius: 6px;
    background: rgb(from var(--shade) r g b / 0.22);
  }
  .log li:first-child {
    background: rgb(from var(--shade) r g b / 0.45);
  }
  .rules {
    margin: 0 0 10px;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 4px;
    font-size: 0.85rem;
  }
  .rules li {
    background: rgb(from var(--white) r g b / 0.12);
    border-radius: 8px;
    padding: 4px 8px;
  }
  .rules .num {
    font-weight: 900;
    margin-right: 4px;
  }
  .rules .gesture {
    display: block;
    font-size: 0.8rem;
    opacity: 0.9;
  }
  /* The strip keeps its height in the middle's column: shrunk to three lines when the middle was
     short (many chips, an upright phone), its newest line, wrapped to two, was cut under the
     player's bar (issue 30). The piles give way instead (table-screens.styles.ts). */
  .strip {
    flex: none;
    box-sizing: border-box;
    display: grid;
    gap: 2px;
    width: min(100% - 16px, 420px);
    min-height: calc(3 * 1.3em + 12px);
    padding: 6px 10px;
    border-radius: 12px;
    background: rgb(from var(--shade) r g b / 0.3);
    font-size: 0.85rem;
    line-height: 1.3;
    text-align: center;
    cursor: pointer;
  }
  .strip .line {
    display: block;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    opacity: 0.75;
  }
  /* the newest, in full */
  .strip .line:last-child {
    white-space: normal;
    opacity: 1;
    font-weight: 600;
  }
  .overlay {
    box-sizing: border-box;
    position: fixed;
    inset: 8px;
    width: auto;
    height: auto;
    max-width: none;
    max-height: none;
    margin: 0;
    flex-direction: column;
    background: var(--felt-night);
    color: var(--white);
    border: 1px solid rgb(from var(--white) r g b / 0.25);
    border-radius: 14px;
    padding: 12px 14px;
    box-shadow: 0 12px 30px rgb(from var(--shade) r g b / 0.5);
  }
  .overlay[open] {
    display: flex;
  }
  .overlay::backdrop {
    background: rgb(from var(--felt-backdrop) r g b / 0.6);
  }
  .overlay h2 {
    font-size: 0.9rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    margin: 0 0 6px;
    color: var(--felt-ink);
  }
  .sheet-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin-bottom: 8px;
  }
  .sheet-head h2 {
    margin: 0;
  }
  .overlay .secondary {
    color: var(--white);
  }
  .overlay .side-log {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
  }

  /* flights */
  .flights {
    position: absolute;
    inset: 0;
    pointer-events: none;
    z-index: 20;
    overflow: hidden;
  }
  .flights uno-card {
    position: absolute;
  }
  .stamp {
    position: absolute;
    z-index: 21;
    pointer-events: none;
    font-weight: 900;
    font-size: 1.6rem;
    color: var(--white);
    background: var(--danger);
    border-radius: 50%;
    width: 44px;
    height: 44px;
    display: grid;
    place-items: center;
    box-shadow: 0 4px 10px rgb(from var(--shade) r g b / 0.5);
  }

  ${miniHand}
`;

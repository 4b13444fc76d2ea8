/** The table's look: a felt table, the piles in the middle, opponents on top, the hand at the bottom. */
import { css } from 'lit';

export const tableStyles = css`
  :host {
    display: block;
    position: relative;
    height: 100%;
    min-height: 100%;
    /* Nothing scrolls but the hand: the table never grows past the screen. */
    max-height: 100dvh;
    overflow: hidden;
    color: var(--white);
    font-family:
      system-ui,
      -apple-system,
      'Segoe UI',
      Roboto,
      'DejaVu Sans',
      sans-serif;
    background:
      radial-gradient(ellipse 75% 60% at 50% 45%, rgb(from var(--white) r g b / 0.09), transparent 70%),
      repeating-linear-gradient(45deg, rgb(from var(--shade) r g b / 0.025) 0 2px, transparent 2px 5px),
      repeating-linear-gradient(-45deg, rgb(from var(--white) r g b / 0.02) 0 2px, transparent 2px 6px),
      radial-gradient(ellipse at 50% 40%, var(--felt-light) 0%, var(--felt-mid) 50%, var(--felt-deep) 100%);
    --pile-card-w: 76px;
    --hand-card-w: 76px;
    -webkit-tap-highlight-color: transparent;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  button {
    font: inherit;
  }
  :focus-visible {
    outline: 3px solid var(--gold);
    outline-offset: 2px;
  }
  /* the questions' elements (questions/question-host.ts): no box, their dialogs are modal */
  .questions {
    display: contents;
  }
  .table {
    display: grid;
    height: 100%;
    /* The app may size the host with min-height only: the grid takes it over. */
    min-height: inherit;
    max-height: 100dvh;
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto minmax(0, 1fr) auto;
    grid-template-areas: 'top' 'center' 'me';
  }
  .empty {
    display: grid;
    place-items: center;
    height: 100%;
    font-size: 1.2rem;
  }

  /* top: opponents and the table's own menu */
  .top {
    grid-area: top;
    display: flex;
    align-items: flex-start;
    gap: 6px;
    padding: 8px 8px 0;
  }
  .opponents {
    flex: 1;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    /* room under each row for a chip's Contre-UNO button */
    gap: 16px 6px;
    margin: 0;
    padding: 0 0 16px;
    list-style: none;
    min-width: 0;
  }
  .tools {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  .tool {
    border: 1px solid rgb(from var(--white) r g b / 0.35);
    background: rgb(from var(--shade) r g b / 0.3);
    color: var(--white);
    border-radius: 10px;
    min-width: 40px;
    min-height: 36px;
    padding: 4px 8px;
    cursor: pointer;
    font-size: 13px;
  }

  /* center: the piles */
  .center {
    grid-area: center;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 10px;
    min-height: 0;
    position: relative;
  }
  .status {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 6px 16px;
    border-radius: 999px;
    background: rgb(from var(--shade) r g b / 0.35);
    font-weight: 700;
    font-size: 1.05rem;
    text-align: center;
    box-sizing: border-box;
    max-width: calc(100% - 16px);
    text-wrap: balance;
  }
  @media (max-width: 420px) {
    .status {
      font-size: 0.95rem;
      padding: 6px 12px;
    }
  }
  .status.mine {
    background: var(--gold);
    color: var(--gold-ink);
    box-shadow: 0 0 20px 4px rgb(from var(--gold) r g b / 0.55);
  }
  .status.mine uno-countdown {
    --countdown-color: var(--danger);
  }
  .piles {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 34px;
    padding: 26px 40px;
  }
  .ring {
    position: absolute;
    inset: 0;
    pointer-events: none;
    color: rgb(from var(--white) r g b / 0.38);
  }
  .ring svg {
    width: 100%;
    height: 100%;
    overflow: visible;
  }
  .ring.ccw svg {
    transform: scaleX(-1);
  }
  @media (prefers-reduced-motion: no-preference) {
    .ring svg {
      transition: transform 0.45s cubic-bezier(0.5, 0, 0.3, 1.4);
    }
  }
  .pile {
    position: relative;
    --card-w: var(--pile-card-w);
  }
  .draw {
    all: unset;
    position: relative;
    display: block;
    cursor: pointer;
    border-radius: 10px;
    --card-w: var(--pile-card-w);
  }
  .draw .under {
    position: absolute;
    left: 3px;
    top: 3px;
  }
  .draw .under2 {
    position: absolute;
    left: 6px;
    top: 6px;
  }
  .draw[aria-disabled='true'] {
    cursor: default;
  }
  .draw[data-can='true'] uno-card:last-of-type {
    filter: drop-shadow(0 0 8px rgb(from var(--gold-light) r g b / 0.9));
  }
  @media (hover: hover) {
    .draw[data-can='true']:hover {
      transform: translateY(-3px);
    }
  }
  .draw:focus-visible {
    outline: 3px solid var(--gold);
    outline-offset: 4px;
  }
  .count {
    position: absolute;
    right: -10px;
    bottom: -10px;
    min-width: 26px;
    padding: 0 6px;
    box-sizing: border-box;
    height: 26px;
    line-height: 26px;
    border-radius: 13px;
    background: var(--white);
    color: var(--ink-strong);
    font-weight: 800;
    font-size: 13px;
    text-align: center;
    box-shadow: 0 2px 6px rgb(from var(--shade) r g b / 0.4);
    z-index: 2;
  }
  .discard {
    position: relative;
    border-radius: 12px;
    padding: 5px;
    background: var(--force);
    box-shadow:
      0 0 0 3px rgb(from var(--white) r g b / 0.9),
      0 0 24px 6px var(--force);
    /* no transition: a colour or a shadow that eases is redrawn by the main thread at every frame,
       while the cards fly (a turn's colour changes with the card landing anyway) */
  }
  .discard uno-card {
    --card-w: var(--pile-card-w);
    display: block;
  }
  .force {
    display: flex;
    align-items: center;
    gap: 8px;
    font-weight: 700;
    font-size: 0.95rem;
    text-shadow: 0 1px 2px rgb(from var(--shade) r g b / 0.6);
  }
  .swatch {
    display: inline-grid;
    place-items: center;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: var(--force);
    color: var(--force-ink);
    border: 2px solid var(--white);
    font-size: 11px;
    font-weight: 900;
    text-shadow: none;
  }
  .neutral-towers {
    display: flex;
    gap: 6px;
    align-items: center;
    font-size: 14px;
  }
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
  .banner {
    position: absolute;
    z-index: 6;
    top: 8px;
    left: 50%;
    transform: translateX(-50%);
    max-width: min(94%, 520px);
    background: var(--paper);
    color: var(--ink);
    border-radius: 14px;
    padding: 10px 14px;
    box-shadow: 0 10px 30px rgb(from var(--shade) r g b / 0.45);
    display: grid;
    gap: 6px;
  }
  .banner .mini-hand .card-art {
    --card-w: 30px;
  }
  .banner button {
    justify-self: end;
  }

  /* bottom: the player */
  .me {
    grid-area: me;
    position: relative;
    padding-top: 4px;
    background: linear-gradient(to top, rgb(from var(--shade) r g b / 0.35), transparent);
  }
  /* a spectator's bar: a mark where the hand would be */
  .me.watching .who {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1rem;
    align-items: center;
    padding: 0.6rem 1rem;
  }
  .me.watching .watch-mark {
    padding: 0.2rem 0.7rem;
    border-radius: 999px;
    background: var(--paper);
    color: var(--ink);
    font-weight: 700;
  }
  .me.mine::before {
    content: '';
    position: absolute;
    left: 8%;
    right: 8%;
    top: 0;
    height: 3px;
    border-radius: 3px;
    background: var(--gold);
    box-shadow: 0 0 16px 4px rgb(from var(--gold) r g b / 0.7);
  }
  .bar {
    display: flex;
    align-items: center;
    justify-content: center;
    flex-wrap: wrap;
    gap: 8px;
    padding: 4px 10px 0;
    min-height: 48px;
  }
  .who {
    display: flex;
    align-items: center;
    gap: 6px;
    font-weight: 700;
    margin-right: auto;
    font-size: 0.95rem;
  }
  .who .uno-flag {
    background: var(--gold-deep);
    color: var(--gold-ink-deep);
    border-radius: 6px;
    padding: 0 5px;
    font-size: 11px;
    font-weight: 900;
  }
  .actions {
    display: flex;
    align-items: center;
    gap: 8px;
    flex-wrap: wrap;
    justify-content: center;
  }
  .uno-btn {
    margin-left: auto;
    min-width: 78px;
    height: 48px;
    border-radius: 24px;
    border: 3px solid rgb(from var(--white) r g b / 0.4);
    background: rgb(from var(--shade) r g b / 0.35);
    color: rgb(from var(--white) r g b / 0.75);
    font-weight: 900;
    font-size: 1.25rem;
    font-style: italic;
    letter-spacing: 0.02em;
    cursor: pointer;
  }
  .uno-btn[data-lit='true'] {
    background: radial-gradient(circle at 40% 35%, var(--uno-hot), var(--uno-deep));
    color: var(--gold);
    border-color: var(--gold);
    text-shadow: 0 2px 0 var(--uno-edge);
    box-shadow: 0 0 18px 4px rgb(from var(--uno-hot) r g b / 0.65);
  }
  .uno-btn[aria-pressed='true'] {
    background: var(--gold);
    color: var(--uno-ink);
    text-shadow: none;
  }
  @media (prefers-reduced-motion: no-preference) {
    .uno-btn[data-lit='true'][aria-pressed='false'] {
      will-change: transform;
      animation: pulse 0.9s ease-in-out infinite alternate;
    }
  }
  @keyframes pulse {
    to {
      transform: scale(1.07);
    }
  }
  .uno-btn:disabled {
    cursor: default;
    opacity: 0.7;
  }
  .primary,
  .secondary {
    min-height: 44px;
    border-radius: 12px;
    padding: 6px 16px;
    font-weight: 700;
    cursor: pointer;
    font-size: 1rem;
  }
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
  .me .secondary {
    color: var(--white);
  }
  .drawn {
    display: flex;
    align-items: center;
    gap: 8px;
    background: rgb(from var(--shade) r g b / 0.35);
    padding: 4px 8px;
    border-radius: 14px;
  }
  .drawn uno-card {
    --card-w: 30px;
  }

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
  .strip {
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

  .mini-hand {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 2px;
    max-width: 220px;
  }
  .mini-hand .card-art {
    --card-w: 26px;
  }
  /* tall phones: bigger cards */
  @media (max-width: 899px) and (min-height: 700px) {
    :host {
      --pile-card-w: 84px;
      --hand-card-w: 84px;
    }
  }

  /* a phone held upright: the middle packed tighter, so the status, piles, color, towers and the
     last events stay above the player's bar */
  @media (max-width: 899px) and (orientation: portrait) {
    .center {
      gap: 6px;
    }
    .piles {
      padding: 16px 40px;
    }
  }

  /* a phone on its side: opponents in one row, the piles between the status and the strip, small
     cards; the hand keeps the bottom */
  @media (orientation: landscape) and (max-height: 500px) and (max-width: 1023px) {
    :host {
      --pile-card-w: 50px;
      --hand-card-w: 62px;
    }
    .top {
      padding: 4px 8px 0;
    }
    .opponents {
      flex-wrap: nowrap;
      justify-content: flex-start;
      overflow-x: auto;
      gap: 6px;
      padding: 0 0 6px;
    }
    .tools {
      flex-direction: row;
    }
    .center {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
      grid-template-areas: 'status piles strip' 'force piles strip';
      align-items: center;
      justify-items: center;
      gap: 4px 12px;
      padding: 0 8px;
    }
    .status {
      grid-area: status;
      align-self: end;
      font-size: 0.9rem;
      padding: 4px 12px;
      max-width: 100%;
    }
    .force {
      grid-area: force;
      align-self: start;
      font-size: 0.85rem;
    }
    .piles {
      grid-area: piles;
      gap: 22px;
      padding: 8px 22px;
    }
    .neutral-towers {
      grid-area: force;
      align-self: end;
    }
    .strip {
      grid-area: strip;
      width: 100%;
      font-size: 0.8rem;
    }
    .me {
      padding-top: 0;
    }
    .bar {
      min-height: 40px;
      padding-top: 2px;
    }
    .uno-btn {
      height: 40px;
      min-width: 70px;
      font-size: 1.1rem;
    }
    .primary,
    .secondary {
      min-height: 40px;
    }
  }

  /* wide screens: bigger cards, a side panel for the log */
  @media (min-width: 900px) {
    :host {
      --pile-card-w: 104px;
      --hand-card-w: 104px;
    }
    .table {
      grid-template-columns: minmax(0, 1fr) 260px;
      grid-template-areas: 'top top' 'center side' 'me me';
    }
    .side {
      grid-area: side;
      display: flex;
      flex-direction: column;
      min-height: 0;
      padding: 6px 12px 6px 0;
    }
    .side-log {
      display: flex;
      flex-direction: column;
      min-height: 0;
      flex: 1;
    }
    .log-toggle,
    .strip {
      display: none;
    }
    .opponents {
      gap: 10px 18px;
      padding-top: 4px;
      flex-wrap: nowrap;
    }
    .opponents li {
      margin-top: var(--drop, 0);
    }
    .opponents.many {
      flex-wrap: wrap;
    }
    .piles {
      gap: 56px;
      padding: 34px 64px;
    }
    .status {
      font-size: 1.2rem;
    }
  }
  @media (max-height: 620px) and (min-width: 900px) {
    :host {
      --pile-card-w: 84px;
      --hand-card-w: 88px;
    }
  }
`;

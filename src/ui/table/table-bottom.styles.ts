/** The table's bottom: the player's bar (name, marks, the turn's buttons, UNO) or a spectator's. */
import { css } from 'lit';
import { actionButtonBox, actionButtonColors } from './shared.styles.js';

export const bottomStyles = css`
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
  /* a spectator's request to play (the app's, slot "seat-ask"), under its bar */
  .me.watching ::slotted(uno-seat-ask) {
    margin: 0 1rem 0.6rem;
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
  .who .team-mark {
    background: var(--band);
    color: var(--team-ink);
    border-radius: 6px;
    padding: 0 6px;
    font-size: 12px;
    font-weight: 800;
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
    ${actionButtonBox}
  }
  ${actionButtonColors}
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
  .drawn[hidden],
  .drawn [hidden] {
    display: none;
  }
`;

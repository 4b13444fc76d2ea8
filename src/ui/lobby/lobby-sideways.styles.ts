/**
 * The lobby on a phone on its side (740×360): the host's Start sticks to the bottom of the screen
 * (docs/table-ui.md "Layout (360×740, 740×360, 1280×800)"), and on so short a screen it covered the
 * link and its Copy button (issue 30 point 7). Here the invitation is packed (smaller code and QR)
 * and Start is lower, so that the link and Copy show above it as the lobby opens.
 */
import { css } from 'lit';

export const lobbySideways = css`
  @media (orientation: landscape) and (max-height: 500px) {
    :host {
      padding-top: max(0.4rem, env(safe-area-inset-top));
    }
    header {
      margin-bottom: 0.4rem;
    }
    .panel.invite {
      padding-top: 0.6rem;
      padding-bottom: 0.6rem;
    }
    .code {
      font-size: 2rem;
      margin: 0 0 0.2rem;
    }
    .qr {
      width: 5.5rem;
      height: 5.5rem;
    }
    .invite .hint {
      margin: 0;
    }
    .start {
      margin-top: 0.5rem;
      gap: 0.1rem;
    }
    .start.host {
      padding-top: 0.5rem;
      padding-bottom: 0.4rem;
    }
    .start button {
      min-height: 44px;
      font-size: 1.05rem;
    }
    .start .hint {
      margin: 0;
      font-size: 0.8rem;
    }
  }
`;

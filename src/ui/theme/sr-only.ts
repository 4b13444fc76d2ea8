/**
 * Text for screen readers only (`.sr-only`): out of sight and out of the layout, still read. Each
 * shadow root needs the rule in its own sheet; every component takes it from here.
 */
import { css } from 'lit';

export const srOnly = css`
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

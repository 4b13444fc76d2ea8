/**
 * The phases view's part of the palette (`<uno-statechart>`): the diagram's boxes, lines and
 * highlights, and its step list. It loads with the view, which is loaded on demand.
 */
import { css } from 'lit';

export const chartTokens = css`
  :host {
    --chart-box-line: #334;
    --chart-compound: #f4f6fb;
    --chart-active: #fff4c2;
    --chart-active-compound: #fffbe8;
    --chart-title: #111;
    --chart-label: #333;
    --chart-edge: #889;
    --chart-initial: #556;
    --chart-taken-ink: #b01e00;
    --chart-step: #ffe9a8;
    --chart-step-ink: #0b4a9e;
    --chart-note: #fff3c4;
    --chart-button-line: #8a8473;
    --chart-frame: #d8d2c2;
  }
`;

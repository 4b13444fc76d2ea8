/** `<uno-statechart>`'s look: the dialog, the diagram's boxes and lines, the step list. */
import { css } from 'lit';
import { CHART_FONT } from './chart-types.js';
import { chartTokens } from '../theme/chart-tokens.js';
import { tokens } from '../theme/index.js';
import { tableTokens } from '../theme/table-tokens.js';

export const statechartStyles = [
  tokens,
  tableTokens,
  chartTokens,
  css`
    :host {
      color: var(--ink);
    }
    dialog {
      box-sizing: border-box;
      width: min(100vw - 16px, 1180px);
      height: min(100dvh - 16px, 900px);
      max-width: none;
      max-height: none;
      padding: 0;
      border: none;
      border-radius: 14px;
      background: var(--paper);
      color: inherit;
      font: inherit;
      box-shadow: 0 18px 60px rgb(from var(--shade) r g b / 0.55);
    }
    dialog[open] {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      grid-template-rows: auto auto minmax(0, 1fr) auto minmax(0, 28%);
      grid-template-areas: 'head' 'caption' 'chart' 'controls' 'steps';
    }
    dialog::backdrop {
      background: rgb(from var(--felt-backdrop) r g b / 0.6);
    }
    header {
      grid-area: head;
      display: flex;
      align-items: center;
      gap: 6px;
      padding: 8px 10px 4px 14px;
    }
    hgroup {
      flex: 1;
      min-width: 0;
    }
    h2 {
      margin: 0;
      font-size: 1.05rem;
    }
    .kind {
      margin: 0;
      font-size: 0.78rem;
      opacity: 0.75;
    }
    button {
      font: inherit;
      min-height: 36px;
      min-width: 36px;
      padding: 4px 10px;
      border-radius: 10px;
      border: 1px solid var(--chart-button-line);
      background: var(--white);
      color: var(--ink);
      cursor: pointer;
    }
    button:disabled {
      opacity: 0.45;
      cursor: default;
    }
    button:focus-visible,
    input:focus-visible,
    .viewport:focus-visible {
      outline: 3px solid var(--blue);
      outline-offset: 2px;
    }
    .caption {
      grid-area: caption;
      margin: 0;
      padding: 0 14px 6px;
      font-size: 0.88rem;
      display: flex;
      flex-wrap: wrap;
      gap: 2px 14px;
    }
    .caption code {
      font-weight: 700;
    }
    .notice {
      margin: 0 0 4px;
      flex-basis: 100%;
      padding: 4px 8px;
      border-radius: 8px;
      background: var(--chart-note);
      border: 1px solid var(--amber);
    }
    .viewport {
      position: relative;
      grid-area: chart;
      overflow: auto;
      background: var(--white);
      border-block: 1px solid var(--chart-frame);
      overscroll-behavior: contain;
    }
    .viewport svg {
      display: block;
    }
    .controls {
      grid-area: controls;
      display: flex;
      align-items: center;
      gap: 6px;
      padding: 6px 10px;
      flex-wrap: wrap;
    }
    .controls input {
      flex: 1;
      min-width: 90px;
      accent-color: var(--blue);
    }
    .count {
      font-size: 0.85rem;
      min-width: 7.5em;
    }
    .live[aria-pressed='true'] {
      background: var(--red);
      border-color: var(--red);
      color: var(--white);
    }
    .steps {
      grid-area: steps;
      margin: 0;
      padding: 0 10px 10px;
      list-style: none;
      overflow: auto;
      font-size: 0.82rem;
    }
    .steps button {
      width: 100%;
      text-align: start;
      min-height: 32px;
      border: none;
      border-radius: 8px;
      background: transparent;
      display: flex;
      gap: 8px;
      padding: 3px 6px;
    }
    .steps button[aria-current='step'] {
      background: var(--chart-step);
      font-weight: 600;
    }
    .steps .n {
      min-width: 2.2em;
      color: var(--ink-soft);
    }
    .steps .phase {
      color: var(--chart-step-ink);
      flex: 0 0 min(38%, 16em);
    }
    /* The chart's own name: a second line, for who reads machines/table.ts. */
    .caption .dev,
    .phase-list .dev {
      flex-basis: 100%;
      font-size: 0.75rem;
      font-weight: 400;
      color: var(--ink-soft);
    }
    .phase-list {
      margin: 0;
      padding: 6px 10px;
      list-style: none;
      display: grid;
      gap: 6px;
    }
    .phase-list li {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 2px 8px;
      padding: 6px 10px;
      border: 1px solid var(--chart-box-line);
      border-radius: 8px;
    }
    .phase-list li[aria-current='true'] {
      background: var(--chart-active);
      border: 3px solid var(--red);
    }
    .phase-list .words {
      font-weight: 700;
    }
    .phase-list .now-mark {
      padding: 0 8px;
      border-radius: 8px;
      background: var(--red);
      color: var(--white);
      font-size: 0.8rem;
    }
    .phase-list .leads {
      flex-basis: 100%;
      font-size: 0.85rem;
    }
    /* "See it all" on a laptop draws the whole chart; on a phone, where it would be specks, lists it. */
    .phase-list + svg {
      display: none;
    }
    @media (min-width: 900px) and (min-height: 501px) {
      .phase-list {
        display: none;
      }
      .phase-list + svg {
        display: block;
      }
    }
    .keys {
      font-size: 0.75rem;
      color: var(--ink-soft);
    }
    /* Phones on their side: the diagram beside the timeline. */
    @media (max-height: 500px) and (orientation: landscape) {
      dialog[open] {
        grid-template-columns: minmax(0, 1fr) minmax(0, 38%);
        grid-template-rows: auto auto minmax(0, 1fr) auto;
        grid-template-areas: 'head head' 'caption caption' 'chart steps' 'controls steps';
      }
      .keys {
        display: none;
      }
    }
    /* The diagram's own look: the SVG file's, with the active states and the last move lit. */
    .state rect {
      fill: var(--white);
      stroke: var(--chart-box-line);
      stroke-width: 1.2;
    }
    .state.compound > rect {
      fill: var(--chart-compound);
    }
    .state.transient > rect {
      stroke-dasharray: 4 3;
    }
    .state[data-active] > rect {
      fill: var(--chart-active);
      stroke: var(--red);
      stroke-width: 3;
    }
    .state.compound[data-active] > rect {
      fill: var(--chart-active-compound);
    }
    .title {
      font-size: ${CHART_FONT.title}px;
      font-weight: 700;
      fill: var(--chart-title);
    }
    .line,
    .label {
      font-size: ${CHART_FONT.text}px;
      fill: var(--chart-label);
    }
    .edge path {
      fill: none;
      stroke: var(--chart-edge);
      stroke-width: 1.1;
    }
    .edge polygon,
    .initial {
      fill: var(--chart-initial);
    }
    .edge[data-taken] path {
      stroke: var(--red);
      stroke-width: 3.2;
    }
    .edge[data-taken] polygon {
      fill: var(--red);
    }
    text[data-taken] {
      fill: var(--chart-taken-ink);
      font-weight: 700;
    }
    .badge rect {
      fill: var(--red);
    }
    .badge text {
      fill: var(--white);
      font-size: ${CHART_FONT.text}px;
      font-weight: 700;
    }
  `,
];

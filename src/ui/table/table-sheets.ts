/** The table's menu and its rules help, each loaded the first time it opens (uno-table.ts). */
import { html, nothing, type TemplateResult } from 'lit';
import type { PlayerView } from '../../game/index.js';

export type Sheet = 'menu' | 'rules';

/** Each sheet's chunk, fetched the first time it opens; an object so that a test can make one fail
 * as a page offline without the chunk does. */
export const sheetChunks: Record<Sheet, () => Promise<unknown>> = {
  menu: () => import('./uno-table-menu.js'),
  rules: () => import('./uno-rules-help.js'),
};

export interface SheetActions {
  open(which: Sheet): void;
  close(which: Sheet): void;
}

export function sheetTemplate(
  sheet: Sheet | null,
  view: PlayerView,
  isHost: boolean,
  on: SheetActions,
): TemplateResult | typeof nothing {
  if (sheet === 'menu')
    return html`<uno-table-menu
      ?can-save=${isHost}
      @close=${() => on.close('menu')}
      @uno-rules-help=${() => on.open('rules')}
    ></uno-table-menu>`;
  if (sheet === 'rules')
    return html`<uno-rules-help
      .edition=${view.edition}
      .options=${view.options ?? null}
      @close=${() => on.close('rules')}
    ></uno-rules-help>`;
  return nothing;
}

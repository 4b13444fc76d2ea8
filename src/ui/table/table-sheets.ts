/** The table's menu and its rules help, each loaded the first time it opens (uno-table.ts). */
import { html, nothing, type TemplateResult } from 'lit';
import type { PlayerView } from '../../game/index.js';

export type Sheet = 'menu' | 'rules';

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

/** The table's menu and its rules help, each loaded the first time it opens (uno-table.ts). */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { PlayerView } from '../../game/index.js';
import type { UnoTableMenu } from './uno-table-menu.js';
import type { UnoRulesHelp } from './uno-rules-help.js';

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

/**
 * Which sheet is open, and whether the last one asked could not load (sheet-failed.ts): a sheet
 * opens once its chunk is in; closed, the focus goes back to the menu's button.
 */
export class SheetState implements SheetActions {
  current: Sheet | null = null;
  failed = false;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement & { renderRoot: ParentNode }) {}

  readonly open = (which: Sheet): void => void this.show(which);

  /** Loads the menu or the rules help the first time, then opens it. */
  private async show(which: Sheet): Promise<void> {
    try {
      await sheetChunks[which]();
    } catch {
      this.set(this.current, true);
      return;
    }
    this.set(which, false);
    await this.host.updateComplete;
    const el = this.host.renderRoot.querySelector<UnoTableMenu | UnoRulesHelp>(
      which === 'menu' ? 'uno-table-menu' : 'uno-rules-help',
    );
    await el?.show();
  }

  readonly close = (which: Sheet): void => {
    if (this.current !== which) return;
    this.set(null, this.failed);
    this.host.renderRoot.querySelector<HTMLElement>('.menu-toggle')?.focus();
  };

  /** The failure's alert is dismissed. */
  readonly dismiss = (): void => this.set(this.current, false);

  private set(current: Sheet | null, failed: boolean): void {
    this.current = current;
    this.failed = failed;
    this.host.requestUpdate();
  }
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

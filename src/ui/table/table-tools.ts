/** The table's menu, log and leave buttons, top right: only their words change, with the language. */
import { html, type TemplateResult } from 'lit';
import { t } from '../i18n/i18n.js';

export interface ToolActions {
  menu(): void;
  log(): void;
  leave(): void;
}

export function toolsTemplate(on: ToolActions): TemplateResult {
  return html`<div class="tools">
    <button
      type="button"
      class="tool menu-toggle"
      aria-label=${t('menu.open')}
      title=${t('menu.open')}
      aria-haspopup="dialog"
      @click=${on.menu}
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        stroke-width="2"
        stroke-linecap="round"
      >
        <path d="M4 6h16M4 12h16M4 18h16" />
        <circle cx="9" cy="6" r="2" fill="currentColor" />
        <circle cx="15" cy="12" r="2" fill="currentColor" />
        <circle cx="7" cy="18" r="2" fill="currentColor" />
      </svg>
    </button>
    <button
      type="button"
      class="tool log-toggle"
      aria-haspopup="dialog"
      aria-label=${t('table.log')}
      title=${t('table.log')}
      @click=${on.log}
    >
      ☰
    </button>
    <slot name="chat"></slot>
    <button
      type="button"
      class="tool leave"
      aria-label=${t('table.leave')}
      title=${t('table.leave')}
      @click=${on.leave}
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        stroke-width="2"
        stroke-linecap="round"
        stroke-linejoin="round"
      >
        <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
        <path d="M10 16l-4-4 4-4" />
        <path d="M6 12h10" />
      </svg>
    </button>
  </div>`;
}

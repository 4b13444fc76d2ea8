/**
 * What the table says when its menu or rules help cannot load: offline on a first visit, before the
 * service worker held the chunk, the menu button did nothing at all (issue 30 point 7). The words
 * are the app's own for any part that did not load; Close (or another tap on the button, which
 * tries again) takes it away.
 */
import { css, html, type TemplateResult } from 'lit';
import { t } from '../i18n/i18n.js';
import '../i18n/loading.js';
import '../i18n/table-menu.js';

export function sheetFailedTemplate(close: () => void): TemplateResult {
  return html`<div class="sheet-failed" role="alert">
    <p>${t('app.error.load-failed')}</p>
    <button type="button" @click=${close}>${t('menu.close')}</button>
  </div>`;
}

export const sheetFailedStyles = css`
  .sheet-failed {
    position: fixed;
    inset: 0.5rem 0.5rem auto;
    margin: 0 auto;
    max-width: 28rem;
    z-index: 30;
    display: flex;
    align-items: center;
    gap: 0.75rem;
    padding: 0.6rem 0.8rem;
    border-radius: var(--radius);
    background: var(--panel);
    color: var(--danger-ink);
    border: 2px solid var(--danger-ink);
    font-weight: 600;
  }
  .sheet-failed p {
    margin: 0;
    flex: 1;
  }
  .sheet-failed button {
    font: inherit;
    min-height: 44px;
    padding: 0 1rem;
    border-radius: 999px;
    border: 1px solid var(--line);
    background: var(--white);
    color: var(--ink);
  }
  .sheet-failed button:focus-visible {
    outline: none;
    box-shadow: var(--focus);
  }
`;

/**
 * The row under a question's choices where the rules let the player pass instead (the towers to
 * take, the card to keep): one secondary button, answering `pass`. Shown only when `view.legal`
 * offers it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { PlayerView } from '../../../game/index.js';
import { canDo } from '../table-model.js';

export function passRow(view: PlayerView, label: string, pass: () => void): TemplateResult | typeof nothing {
  if (!canDo(view, 'pass')) return nothing;
  return html`<div class="row">
    <button type="button" class="secondary" @click=${pass}>${label}</button>
  </div>`;
}

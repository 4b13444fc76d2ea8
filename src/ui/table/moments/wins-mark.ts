/** The player's own rounds won, beside their name and score (the chips show the others'). */
import { html, nothing } from 'lit';
import { t } from '../../i18n/i18n.js';

export function winsMark(wins: number) {
  if (!wins) return nothing;
  const label = t('callout.wins', { n: wins });
  return html`<span
    class="wins-mark"
    title=${label}
    style="font-weight:800;font-size:.8rem;padding:0 6px;border-radius:6px;background:var(--gold);color:var(--gold-ink)"
    ><span aria-hidden="true">★${wins}</span><span class="sr-only">${label}</span></span
  >`;
}

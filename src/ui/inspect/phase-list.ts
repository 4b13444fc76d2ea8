/**
 * "See it all" on a small screen: the whole chart as a list of phases in the player's words, the
 * phase in force marked, each with where it leads and its name in the chart as a second line. The
 * drawing of the whole chart shrinks to unreadable specks on a phone; a list reads at any size.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { t } from '../i18n/i18n.js';
import type { ChartLayout } from './chart-types.js';
import { phaseList, phaseWords } from './phase-words.js';

export function phaseListView(layout: ChartLayout, active: ReadonlySet<string>): TemplateResult {
  return html`<ol class="phase-list" aria-label=${t('chart.all')}>
    ${phaseList(layout).map((p) => {
      const now = active.has(p.path);
      const leaf = p.inner.find((i) => active.has(i));
      return html`<li data-phase=${p.path} aria-current=${now ? 'true' : 'false'}>
        <span class="words">${phaseWords(leaf ?? p.path)}</span>
        ${now ? html`<span class="now-mark">${t('chart.current')}</span>` : nothing}
        ${
          p.next.length
            ? html`<span class="leads"
                >${t('chart.leadsTo', { phases: p.next.map((n) => phaseWords(n)).join(' · ') })}</span
              >`
            : nothing
        }
        <code class="dev">${[p.path, ...p.inner].join(' · ')}</code>
      </li>`;
    })}
  </ol>`;
}

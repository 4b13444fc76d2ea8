/**
 * A round's deal check in words (docs/deal-check.md): its headline (✓ or a warning), what it
 * proves for this player, and what did not match, named. The round-end dialog and the log say it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { DealCheck } from '../../net/index.js';
import { t } from '../i18n/i18n.js';
import '../i18n/deal.js';

export function dealHeadline(check: DealCheck): string {
  return t(`deal.${check.status}`);
}

/** The deal begun again before it was dealt, said on every page that saw it. */
const againText = (check: DealCheck): string => (check.again ? t('deal.again', { n: check.again }) : '');

function problemText(code: string): string {
  const key = `deal.problem.${code}`;
  const text = t(key);
  return text === key ? code : text;
}

/** One line for the log: the round, then ✓ or what went wrong. */
export function dealLogLine(check: DealCheck): string {
  const problems = check.status === 'failed' ? `: ${check.problems.map(problemText).join('; ')}` : '';
  const again = againText(check);
  return t('deal.log', { n: check.round, result: `${dealHeadline(check)}${problems}${again ? ` ${again}` : ''}` });
}

const OWN: Record<DealCheck['own'], string> = {
  used: 'deal.own.used',
  'not-asked': 'deal.own.notAsked',
  unknown: 'deal.own.unknown',
  'not-used': 'deal.own.notUsed',
  'left-out': 'deal.own.leftOut',
  host: 'deal.own.host',
};

/** The check as the round-end dialog shows it. */
export function dealCheckBlock(check: DealCheck | null): TemplateResult | typeof nothing {
  if (!check) return nothing;
  const kind =
    check.status === 'failed' || check.status === 'warning' || check.status === 'unrevealed' ? 'warn' : check.status;
  const again = againText(check);
  return html`<div class="deal-check ${kind}" role="status">
    <p class="deal-headline"><strong>${dealHeadline(check)}</strong></p>
    ${
      check.status === 'failed'
        ? html`<ul class="deal-problems">
            ${check.problems.map((p) => html`<li>${problemText(p)}</li>`)}
          </ul>`
        : check.status === 'checking'
          ? nothing
          : check.status === 'unrevealed'
            ? html`<p>${t(check.problems.includes('too-long') ? 'deal.unrevealed.long' : 'deal.unrevealed.why')}</p>`
            : html`<p>${t(OWN[check.own])}${check.whole ? '' : ` ${t('deal.part')}`}</p>`
    }
    ${again ? html`<p class="deal-again">${again}</p>` : nothing}
  </div>`;
}

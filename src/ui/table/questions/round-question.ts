/**
 * `<uno-round-question>`: the round is over: who won it, each hand left and the points, the deal
 * check, who leads; the host starts the next round. A guest has no next step to take: its focus
 * rests on the winner's line, not on Leave (a stray Enter there opened the leave question).
 *
 * @slot between-rounds - what the page around the table shows there (the host's spectators, to
 *   seat one in a bot's seat before the next round: uno-app); the question forwards its table's
 *   slot of that name.
 * @event uno-next-round - the host asks for the next round.
 * @event uno-leave - the player leaves the table.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { customElement } from 'lit/decorators.js';
import { t } from '../../i18n/i18n.js';
import { personal } from '../event-text.js';
import { ResultsQuestion, type ResultsParams } from './results-question.js';

@customElement('uno-round-question')
export class UnoRoundQuestion extends ResultsQuestion {
  protected readonly kind = 'round';

  override connectedCallback(): void {
    super.connectedCallback();
    // the table's own slot, so the table's light children reach the question's
    if (!this.querySelector('slot')) {
      const slot = document.createElement('slot');
      slot.name = 'between-rounds';
      slot.slot = 'between-rounds';
      this.append(slot);
    }
  }

  protected heading(p: ResultsParams): string {
    return t('dialog.round.title', { n: p.view.round });
  }

  protected body(p: ResultsParams): TemplateResult {
    const { view, nameOf } = p;
    const r = view.roundResult;
    const winner = r?.winner ?? view.roundWinner;
    const headline =
      winner === null || winner === undefined
        ? t('dialog.round.blocked')
        : personal('dialog.round.winner', view.seat, { you: winner }, { name: nameOf(winner) });
    const best = view.options?.scoring === 'lowest' ? Math.min(...view.scores) : Math.max(...view.scores);
    const leader = view.scores.filter((x) => x === best).length === 1 ? view.scores.indexOf(best) : -1;
    return html`<p ?autofocus=${!p.isHost} tabindex="-1" class="lead">${headline}</p>
      ${this.resultTable(p)} ${this.dealCheck(p)}
      ${
        leader >= 0 && view.options?.scoring !== 'none'
          ? html`<p>${personal('dialog.round.leads', view.seat, { you: leader }, { name: nameOf(leader) })}</p>`
          : nothing
      }
      <slot name="between-rounds"></slot>
      <div class="row answers">
        <button type="button" class="secondary" @click=${() => this.fire('uno-leave')}>${t('table.leave')}</button>
        ${
          p.isHost
            ? html`<button type="button" class="primary" data-default @click=${() => this.fire('uno-next-round')}>
                ${t('dialog.round.next')}
              </button>`
            : html`<p class="wait" role="status">${t('table.waitingHost')}</p>`
        }
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-round-question': UnoRoundQuestion;
  }
}

/**
 * `<uno-game-question>`: the game is over: who won, the last round's results, each round's scores;
 * anyone saves the game's record, the host starts a rematch.
 *
 * @event uno-rematch - the host asks for a new game.
 * @event uno-leave - the player leaves the table.
 * @event uno-save-record - the player saves the game.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { customElement } from 'lit/decorators.js';
import { t } from '../../i18n/i18n.js';
import { personal } from '../event-text.js';
import { ResultsQuestion, type ResultsParams } from './results-question.js';

@customElement('uno-game-question')
export class UnoGameQuestion extends ResultsQuestion {
  protected readonly kind = 'game';

  protected heading(): string {
    return t('dialog.game.title');
  }

  protected body(p: ResultsParams): TemplateResult {
    const { view, nameOf } = p;
    const w = view.gameWinner;
    const n = view.players || view.counts.length;
    const seats = Array.from({ length: n }, (_, s) => s);
    const history = Array.isArray(view.history) ? view.history : [];
    return html`<p ?autofocus=${!p.isHost} tabindex="-1" class="lead trophy">
        ${w === null ? '' : personal('dialog.game.winner', view.seat, { you: w }, { name: nameOf(w) })}
      </p>
      ${view.roundResult ? this.resultTable(p) : nothing} ${this.dealCheck(p)}
      ${
        history.length && view.options?.scoring !== 'none'
          ? html`<table class="results history">
              <thead>
                <tr>
                  <th scope="col">${t('dialog.game.round')}</th>
                  ${seats.map((s) => html`<th scope="col">${nameOf(s)}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${history.map(
                  (row, i) =>
                    html`<tr>
                      <th scope="row">${i + 1}</th>
                      ${seats.map((s) => html`<td>${row[s] ?? 0}</td>`)}
                    </tr>`,
                )}
              </tbody>
            </table>`
          : nothing
      }
      <div class="row answers">
        <button type="button" class="secondary" @click=${() => this.fire('uno-leave')}>${t('table.leave')}</button>
        <button type="button" class="secondary save-record" @click=${() => this.fire('uno-save-record')}>
          ${t('dialog.game.save')}
        </button>
        ${
          p.isHost
            ? html`<button type="button" class="primary" data-default @click=${() => this.fire('uno-rematch')}>
                ${t('dialog.game.rematch')}
              </button>`
            : html`<p class="wait" role="status">${t('table.waitingHost')}</p>`
        }
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-game-question': UnoGameQuestion;
  }
}

/**
 * The base of the round's and the game's results: the scores table with each hand left, the
 * round's deal check, and the buttons for what comes next. They wait for the host, not a clock.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import { stringsVersion, t } from '../../i18n/i18n.js';
import { adoptCardArt, cardArtStyles, miniHand } from '../../cards/card-span.js';
import type { DealCheck } from '../../../net/index.js';
import { dealCheckBlock } from '../deal-check-text.js';
import { QuestionElement, type QuestionParams } from './question.js';
import { sameResultsShown } from './results-shown.js';
import { questionStyles } from './question.styles.js';
import { resultsStyles } from './results.styles.js';
import { teamScores, teamScoresStyles } from './team-scores.js';
import { teamToken, teamTokens } from '../../theme/team-tokens.js';

export interface ResultsParams extends QuestionParams {
  isHost: boolean;
  /** This round's deal check, once the host revealed the round (docs/deal-check.md). */
  deal: DealCheck | null;
}

export abstract class ResultsQuestion extends QuestionElement<ResultsParams> {
  static override styles = [teamTokens, cardArtStyles, questionStyles, resultsStyles, teamScoresStyles];
  protected override timed = false;

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    // the mini-hands' cards (card-span.ts)
    return adoptCardArt(super.createRenderRoot());
  }

  /** The scores table: drawn once per round's end and kept while the round stays over (the
   * updates meanwhile, a deal check or a seat's bot, rebuilt every row of it), drawn again when a
   * name, the language or the results change. */
  protected resultTable({ view, nameOf }: ResultsParams): unknown {
    const n = view.players || view.counts.length;
    const names = Array.from({ length: n }, (_, s) => nameOf(s));
    if (!this.tableFor || !sameResultsShown(this.tableFor, view)) {
      this.tableFor = view;
      this.tableDrawn++;
    }
    const deps = [this.tableDrawn, view.options?.scoring, stringsVersion(), names.join('\n')];
    return guard(deps, () => this.scoresTable(view, names));
  }

  /** The view whose results the scores table shows, and how many times it was drawn anew. */
  private tableFor: ResultsParams['view'] | null = null;
  private tableDrawn = 0;

  private scoresTable(view: ResultsParams['view'], names: readonly string[]): TemplateResult {
    const result = view.roundResult;
    const n = names.length;
    // With 'lowest' scoring the lowest total leads (rules.md, "Round end and scoring").
    const sign = view.options?.scoring === 'lowest' ? -1 : 1;
    const order = Array.from({ length: n }, (_, s) => s).sort(
      (a, b) => sign * ((view.scores[b] ?? 0) - (view.scores[a] ?? 0)),
    );
    const scoring = view.options?.scoring !== 'none';
    return html`${teamScores(view, (s) => names[s] ?? '')}
      <table class="results">
        <thead>
          <tr>
            <th scope="col">${t('dialog.game.player')}</th>
            <th scope="col">${t('dialog.game.hand')}</th>
            <th scope="col">${t('dialog.game.pointsCol')}</th>
            ${scoring ? html`<th scope="col">${t('dialog.game.scoreCol')}</th>` : nothing}
          </tr>
        </thead>
        <tbody>
          ${repeat(
            order,
            (s) => s,
            (s) => {
              const hand = result?.hands?.[s] ?? [];
              const gained = result?.gained?.[s] ?? 0;
              const team = view.teams?.[s];
              return html`<tr
                class="${s === result?.winner ? 'winner' : ''} ${team !== undefined ? 'team' : ''}"
                style=${team !== undefined ? `--band:${teamToken(team)}` : ''}
              >
                <th scope="row"><span class="who" title=${names[s]!}>${names[s]}</span></th>
                <td>${miniHand(hand, view.edition)}</td>
                <td>${result?.points?.[s] ?? 0}</td>
                ${
                  scoring
                    ? html`<td>
                        <strong>${view.scores[s] ?? 0}</strong
                        >${gained ? html` <span class="gain">(${t('dialog.round.gained', { n: gained })})</span>` : nothing}
                      </td>`
                    : nothing
                }
              </tr>`;
            },
          )}
        </tbody>
      </table>`;
  }

  protected dealCheck(p: ResultsParams): TemplateResult | typeof nothing {
    return dealCheckBlock(p.deal);
  }
}

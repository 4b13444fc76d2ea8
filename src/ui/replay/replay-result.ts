/**
 * The end of a round or of the game in a replay: who won, each seat's points and score. The live
 * table asks this in a modal dialog (the host's "Next round"); a replay asks nothing, so it is a
 * panel that leaves the replay's controls free.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { PlayerView } from '../../game/index.js';
import { t } from '../i18n/i18n.js';
import '../i18n/table.js';

export function replayResult(view: PlayerView, nameOf: (seat: number) => string): TemplateResult | typeof nothing {
  const over = view.phase === 'gameOver';
  if (!over && view.phase !== 'roundOver') return nothing;
  const result = view.roundResult;
  const winner = over ? view.gameWinner : (result?.winner ?? view.roundWinner);
  const scoring = view.options?.scoring !== 'none';
  const seats = Array.from({ length: view.players || view.counts.length }, (_, s) => s);
  const headline =
    winner === null || winner === undefined
      ? t('dialog.round.blocked')
      : t(over ? 'dialog.game.winner' : 'dialog.round.winner', { name: nameOf(winner) });
  return html`<section class="result" aria-labelledby="result-title">
    <h2 id="result-title">${over ? t('dialog.game.title') : t('dialog.round.title', { n: view.round })}</h2>
    <p class="lead">${headline}</p>
    <table>
      <thead>
        <tr>
          <th scope="col">${t('dialog.game.player')}</th>
          <th scope="col">${t('dialog.game.pointsCol')}</th>
          ${scoring ? html`<th scope="col">${t('dialog.game.scoreCol')}</th>` : nothing}
        </tr>
      </thead>
      <tbody>
        ${seats.map(
          (s) =>
            html`<tr class=${s === winner ? 'winner' : ''}>
              <th scope="row">${nameOf(s)}</th>
              <td>${result?.points?.[s] ?? 0}</td>
              ${
                scoring
                  ? html`<td>
                      ${view.scores[s] ?? 0}
                      ${result?.gained?.[s] ? html`(${t('dialog.round.gained', { n: result.gained[s] })})` : nothing}
                    </td>`
                  : nothing
              }
            </tr>`,
        )}
      </tbody>
    </table>
  </section>`;
}

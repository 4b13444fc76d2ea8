/**
 * A round's and a game's results in a team game (docs/rules.md "Teams"): each team with its two
 * players, its colour band, its score (the one both partners show) and what it gained this round,
 * the leading team first; at the game's end, which team won.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { PlayerView } from '../../../game/index.js';
import { t } from '../../i18n/i18n.js';
import '../../i18n/teams.js';
import { teamToken } from '../../theme/team-tokens.js';

export function teamScores(view: PlayerView, nameOf: (seat: number) => string): TemplateResult | typeof nothing {
  const n = view.players || view.counts.length;
  if (!view.teams || view.options?.scoring === 'none') return nothing;
  const half = n / 2;
  const sign = view.options?.scoring === 'lowest' ? -1 : 1;
  const teams = Array.from({ length: half }, (_, team) => team).sort(
    (a, b) => sign * ((view.scores[b] ?? 0) - (view.scores[a] ?? 0)),
  );
  const label = (team: number) => t('teams.team', { n: team + 1 });
  const winner = view.gameWinner;
  return html`<section class="team-scores" aria-label=${t('teams.scores')}>
    ${
      view.phase === 'gameOver' && winner !== null
        ? html`<p class="team-won">${t('teams.won', { team: label(view.teams[winner] ?? 0) })}</p>`
        : nothing
    }
    <ul>
      ${teams.map((team) => {
        const gained = view.roundResult?.gained?.[team] ?? 0;
        return html`<li style="--band:${teamToken(team)}" class=${view.teams?.[view.seat] === team ? 'mine' : ''}>
          <span class="team-name">${t('teams.score', { team: label(team), n: view.scores[team] ?? 0 })}</span>
          ${gained ? html`<span class="gain">(${t('dialog.round.gained', { n: gained })})</span>` : nothing}
          <bdi class="pair">${t('teams.pair', { a: nameOf(team), b: nameOf(team + half) })}</bdi>
        </li>`;
      })}
    </ul>
  </section>`;
}

export const teamScoresStyles = css`
  .team-scores ul {
    list-style: none;
    margin: 4px 0 10px;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  .team-scores li {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 8px;
    align-items: baseline;
    padding: 4px 8px;
    border-left: 8px solid var(--band);
    border-radius: 6px;
    background: var(--paper-sunk);
  }
  .team-scores li.mine .team-name {
    text-decoration: underline;
  }
  .team-scores .team-name {
    font-weight: 800;
  }
  .team-scores .pair {
    color: var(--ink-soft);
    font-size: 0.9em;
  }
  .team-won {
    font-weight: 800;
    margin: 0 0 4px;
  }
  .results tr.team th {
    border-left: 6px solid var(--band);
  }
`;

/**
 * `<uno-teams-option>`: the lobby's "Teams of two" switch (docs/rules.md "Teams"), with who plays
 * with whom as the seats stand (partners sit opposite: seat s with seat s + players / 2) and a word
 * when the table does not seat 4, 6, 8 or 10. The host switches it; guests see it read-only.
 *
 * @event uno-configure - detail `{ options }`: the whole options object with teams on, or without
 *   the key when off (an option left at its default is not counted as changed).
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { TEAM_TABLES } from '../../game/notation/index.js';
import type { LobbyState } from '../../net/index.js';
import { LocaleController, t } from '../i18n/i18n.js';
import { shownName } from '../shared/bot-name.js';
import '../i18n/teams.js';
import { theme } from '../theme/index.js';
import { teamToken, teamTokens } from '../theme/team-tokens.js';

@customElement('uno-teams-option')
export class UnoTeamsOption extends LitElement {
  static override styles = [
    theme,
    teamTokens,
    css`
      .switch {
        display: flex;
        align-items: center;
        gap: 0.6rem;
        min-height: 44px;
        font-weight: 700;
        font-size: 1.05rem;
      }
      .switch input {
        width: 22px;
        height: 22px;
      }
      .hint {
        margin: 0.1rem 0 0.4rem;
      }
      .warn {
        margin: 0.3rem 0;
        font-weight: 600;
        color: var(--danger-ink);
      }
      ul {
        list-style: none;
        margin: 0.3rem 0 0;
        padding: 0;
        display: grid;
        gap: 0.3rem;
      }
      /* partners' names wrap rather than end in "…": at 360 px "Team 2 Bob & Bot 1 (your team)"
         needs two lines, and a name is what the player reads this list for */
      li {
        display: flex;
        flex-wrap: wrap;
        column-gap: 0.5rem;
        align-items: baseline;
        padding: 0.25rem 0.5rem;
        border-left: 8px solid var(--band);
        border-radius: 6px;
        background: var(--paper-sunk);
      }
      li .team {
        font-weight: 700;
        white-space: nowrap;
      }
      li bdi {
        min-width: 0;
        overflow-wrap: anywhere;
      }
      li .hint {
        margin: 0;
        white-space: nowrap;
      }
    `,
  ];

  @property({ attribute: false }) lobby: LobbyState | null = null;
  @property({ type: Boolean }) disabled = false;

  private readonly locale = new LocaleController(this);

  override render() {
    const lobby = this.lobby;
    if (!lobby) return nothing;
    const on = lobby.options.teams === true;
    const n = lobby.seats.length;
    const fits = TEAM_TABLES.includes(n);
    return html`<label class="switch">
        <input
          type="checkbox"
          id="teams"
          aria-describedby="teams-hint teams-seats"
          .checked=${on}
          ?disabled=${this.disabled || lobby.started}
          @change=${(e: Event) => this.toggle((e.target as HTMLInputElement).checked)}
        />
        ${t('teams.option')}
      </label>
      <p class="hint" id="teams-hint">${t('teams.option.hint')}</p>
      <p class="warn" id="teams-seats" role="status">${on && !fits ? t('teams.seats', { n }) : ''}</p>
      ${on && fits ? this.pairs(lobby, n) : nothing}`;
  }

  private pairs(lobby: LobbyState, n: number) {
    const name = (s: number) => {
      const x = lobby.seats.find((x) => x.seat === s);
      return x ? shownName(x) : '';
    };
    return html`<ul aria-label=${t('teams.pairs')}>
      ${Array.from({ length: n / 2 }, (_, team) => {
        const mine = lobby.seats.some((x) => x.you && (x.seat === team || x.seat === team + n / 2));
        return html`<li style="--band:${teamToken(team)}">
          <span class="team">${t('teams.team', { n: team + 1 })}</span>
          <bdi>${t('teams.pair', { a: name(team), b: name(team + n / 2) })}</bdi>
          ${mine ? html`<span class="hint">(${t('teams.yours')})</span>` : nothing}
        </li>`;
      })}
    </ul>`;
  }

  private toggle(on: boolean): void {
    const { teams: _old, ...rest } = this.lobby?.options ?? {};
    const options = on ? { ...rest, teams: true } : rest;
    this.dispatchEvent(new CustomEvent('uno-configure', { detail: { options }, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-teams-option': UnoTeamsOption;
  }
}

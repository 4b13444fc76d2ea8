/**
 * `<uno-lobby>`: the waiting room. The invite panel (lobby-invite.ts: the code, the join link, its
 * QR), the seats (lobby-seats.ts: the seat list, the bots, the door, a player's own name), and for
 * the host the edition and the rules (edition-picker.ts, rules-form.ts) and Start; guests see the
 * same, read-only. Its parts draw in its own shadow root, under one sheet (uno-lobby.styles.ts).
 * While everyone waits, the faces of the edition chosen are drawn ahead (warm-faces.ts).
 *
 * @event uno-configure - detail `Partial<HostSettings>` (host)
 * @event uno-add-bot - detail `{ level }` (host)
 * @event uno-remove-seat - detail `{ seat }` (host)
 * @event uno-rename - detail `{ name }`: the player's own seat, trimmed, at most NAME_MAX long
 * @event uno-start - (host)
 * @event uno-leave
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { EditionId } from '../../game/index.js';
import { TEAM_TABLES } from '../../game/notation/index.js';
import type { LobbyState } from '../../net/index.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/app.js';
import { warmFaces } from '../cards/warm-faces.js';
import './edition-picker.js';
import './lobby-invite.js';
import { MAX_PLAYERS, MIN_PLAYERS, occupiedSeats } from './lobby-seats.js';
import './rules-form.js';
import './teams-option.js';
import { lobbyStyles } from './uno-lobby.styles.js';
import { lobbySideways } from './lobby-sideways.styles.js';

@customElement('uno-lobby')
export class UnoLobby extends LitElement {
  static override styles = [lobbyStyles, lobbySideways];

  @property({ attribute: false }) lobby: LobbyState | null = null;
  @property({ type: Boolean }) isHost = false;
  @property() link = '';

  private readonly locale = new LocaleController(this);

  override render() {
    const lobby = this.lobby;
    if (!lobby) return nothing;
    const count = occupiedSeats(lobby.seats);
    // the host refuses teams at any other count of seats (`teams-seats`): Start says so beside it
    const teamsMisfit = lobby.options.teams === true && !TEAM_TABLES.includes(lobby.seats.length);
    const canStart = count >= MIN_PLAYERS && count <= MAX_PLAYERS && !teamsMisfit;
    return html`
      <header>
        <h1>${this.isHost ? t('app.lobby.titleHost') : t('app.lobby.titleGuest')}</h1>
        <button type="button" @click=${() => this.emit('uno-leave')}>${t('app.lobby.leave')}</button>
      </header>
      <div class="layout">
        <div class="right">
          <uno-lobby-invite .code=${lobby.code} .link=${this.link} ?host=${this.isHost}></uno-lobby-invite>
          <uno-lobby-seats .lobby=${lobby} .isHost=${this.isHost}></uno-lobby-seats>
        </div>
        <div class="right">
          <section class="panel">
            <uno-edition-picker
              .value=${lobby.edition}
              ?disabled=${!this.isHost}
              @uno-edition=${(e: CustomEvent<{ edition: EditionId }>) => {
                e.stopPropagation();
                // A new edition brings its own defaults (docs/game-rules.md "Option defaults").
                // Teams are no rule of an edition (teams-option.ts): they stay.
                const kept = lobby.options.teams === true ? { teams: true } : {};
                this.emit('uno-configure', { edition: e.detail.edition, options: kept });
              }}
            ></uno-edition-picker>
          </section>
          <section class="panel">
            <uno-teams-option .lobby=${lobby} ?disabled=${!this.isHost}></uno-teams-option>
          </section>
          <section class="panel">
            <uno-rules-form
              .edition=${lobby.edition}
              .options=${lobby.options}
              .raceMs=${lobby.raceMs}
              .turnMs=${lobby.turnMs}
              .standInMs=${lobby.standInMs}
              .lobby=${lobby}
              ?disabled=${!this.isHost}
            ></uno-rules-form>
          </section>
        </div>
      </div>
      <section class="panel start ${this.isHost ? 'host' : ''}">
        ${
          lobby.dealing
            ? html`<p class="waiting dealing" role="status">${t('app.lobby.dealing')}</p>`
            : this.isHost
              ? html`<button
                    type="button"
                    class="primary"
                    ?disabled=${!canStart}
                    aria-describedby="start-hint"
                    @click=${() => this.emit('uno-start')}
                  >
                    ${t('app.lobby.start')}
                  </button>
                  <p class="hint ${teamsMisfit ? 'warn' : ''}" id="start-hint">
                    ${
                      count < MIN_PLAYERS
                        ? t('app.lobby.needPlayers')
                        : teamsMisfit
                          ? t('teams.seats', { n: lobby.seats.length })
                          : t('app.lobby.ready', { n: count })
                    }
                  </p>`
              : html`<p class="waiting">${t('app.lobby.waitHost')}</p>`
        }
      </section>
    `;
  }

  override updated(): void {
    if (this.lobby) warmFaces(this.lobby.edition);
  }

  private emit(type: string, detail?: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-lobby': UnoLobby;
  }
}

/**
 * `<uno-lobby>`: the waiting room. The code in large type, the join link (copy, QR), the seats,
 * and for the host the bots, the edition and the rules; guests see the same, read-only. Every
 * player may rename their own seat until the game starts.
 *
 * @event uno-configure - detail `Partial<HostSettings>` (host)
 * @event uno-add-bot - detail `{ level }` (host)
 * @event uno-remove-seat - detail `{ seat }` (host)
 * @event uno-rename - detail `{ name }`: the player's own seat, trimmed, at most NAME_MAX long
 * @event uno-start - (host)
 * @event uno-leave
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import type { BotLevel } from '../../bots/index.js';
import { BOT_LEVELS } from '../../bots/levels/index.js';
import type { EditionId } from '../../game/index.js';
import { isShowable, type LobbyState, type SeatInfo, tidyName } from '../../net/index.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../app/uno-watchers.js';
import '../i18n/app.js';
import { theme } from '../theme/index.js';
import { NAME_MAX } from '../home/name-store.js';
import './edition-picker.js';
import './rules-form.js';
import './table-door.js';
import { qrSvg } from './qr.js';
import { shownName } from '../shared/bot-name.js';
import { inviteNote } from './invite-note.js';
import { lobbySideways } from './lobby-sideways.styles.js';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 10;

export function occupiedSeats(seats: readonly SeatInfo[]): number {
  return seats.filter((s) => s.kind !== 'empty').length;
}

/** A name as the host will keep it, or why it would not keep it whole: the host cuts a long name
 * silently, so the lobby refuses it and lets the player choose what to cut. */
export function checkName(input: string): { name: string } | { problem: 'empty' | 'tooLong'; length: number } {
  // as the host will clean it (src/net/names.ts): a name of invisible characters or marks is empty
  const name = tidyName(input);
  if (!isShowable(name)) return { problem: 'empty', length: 0 };
  if (name.length > NAME_MAX) return { problem: 'tooLong', length: name.length };
  return { name };
}

@customElement('uno-lobby')
export class UnoLobby extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
        color: #fff;
        padding: max(0.75rem, env(safe-area-inset-top)) 0.75rem 1.5rem;
        max-width: 72rem;
        margin: 0 auto;
      }
      header {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 0.5rem;
        margin-bottom: 0.75rem;
      }
      header h1 {
        font-size: 1.1rem;
        margin: 0;
        font-weight: 650;
        opacity: 0.92;
      }
      header button {
        background: transparent;
        color: #fff;
        border-color: rgb(255 255 255 / 0.7);
      }
      .layout {
        display: grid;
        gap: 0.75rem;
      }
      @media (min-width: 900px) {
        .layout {
          grid-template-columns: minmax(20rem, 26rem) 1fr;
          align-items: start;
        }
      }
      .invite {
        display: grid;
        grid-template-columns: 1fr auto;
        gap: 0.25rem 0.9rem;
        align-items: center;
      }
      .code-label {
        font-size: 0.9rem;
        color: var(--ink-soft);
        margin: 0;
      }
      .code {
        font-size: clamp(2.2rem, 11vw, 2.9rem);
        font-weight: 850;
        letter-spacing: 0.08em;
        font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
        line-height: 1;
        margin: 0.1rem 0 0.5rem;
        white-space: nowrap;
      }
      .qr {
        width: 8.5rem;
        height: 8.5rem;
        grid-row: 1 / span 3;
        grid-column: 2;
        border-radius: 8px;
      }
      @media (max-width: 480px) {
        .invite {
          grid-template-columns: minmax(0, 1fr);
          justify-items: center;
          text-align: center;
        }
        .invite .link,
        .invite .copied {
          justify-self: stretch;
        }
        .qr {
          grid-row: auto;
          grid-column: 1;
          width: 9.5rem;
          height: 9.5rem;
        }
      }
      .link {
        grid-column: 1 / -1;
        display: flex;
        gap: 0.4rem;
        margin-top: 0.4rem;
      }
      .link input {
        flex: 1;
        min-width: 0;
        font-size: 0.85rem;
      }
      .invite-note {
        grid-column: 1 / -1;
        margin: 0.4rem 0 0;
        font-size: 0.85rem;
        line-height: 1.35;
      }
      .invite-note.warn {
        color: var(--danger-ink);
        font-weight: 600;
      }
      .copied {
        grid-column: 1 / -1;
        min-height: 1.3em;
        margin: 0.2rem 0 0;
        font-size: 0.9rem;
        color: var(--green);
        font-weight: 600;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      li {
        display: flex;
        align-items: center;
        gap: 0.6rem;
        min-height: 48px;
        border-bottom: 1px solid #e7e1d3;
      }
      li:last-child {
        border-bottom: none;
      }
      li.editing {
        display: block;
        padding: 0.5rem 0 0.6rem;
      }
      .rename-form {
        display: grid;
        gap: 0.35rem;
      }
      .rename-form label {
        font-size: 0.9rem;
        font-weight: 600;
        color: var(--ink-soft);
      }
      .rename-form input {
        width: 100%;
      }
      .rename-form .error {
        font-size: 0.9rem;
        margin: 0;
      }
      .rename-actions {
        display: flex;
        flex-wrap: wrap;
        justify-content: flex-end;
        gap: 0.5rem;
      }
      .dot {
        width: 0.8rem;
        height: 0.8rem;
        border-radius: 50%;
        flex: none;
        background: #8a8a84;
      }
      .dot.on {
        background: var(--green);
        box-shadow: 0 0 0 3px rgb(55 151 17 / 0.25);
      }
      .dot.standin {
        background: #d88a00;
      }
      .seat-name {
        flex: 1;
        min-width: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
        font-weight: 600;
      }
      .seat-name.empty {
        color: var(--ink-soft);
        font-weight: 400;
        font-style: italic;
      }
      .tag {
        font-size: 0.8rem;
        padding: 0.1rem 0.5rem;
        border-radius: 999px;
        background: #ece6d6;
        color: var(--ink);
        white-space: nowrap;
      }
      .tag.you {
        background: var(--blue);
        color: #fff;
      }
      li button {
        min-height: 40px;
        min-width: 40px;
        padding: 0.3rem 0.7rem;
      }
      .add-bot {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        margin-top: 0.75rem;
        align-items: center;
      }
      .seats-head {
        display: flex;
        justify-content: space-between;
        align-items: baseline;
      }
      .seats-head span {
        color: var(--ink-soft);
        font-size: 0.9rem;
      }
      .right {
        display: grid;
        gap: 0.75rem;
      }
      .start {
        display: grid;
        gap: 0.4rem;
      }
      /* The host's Start is in sight from the first screen, however many seats, editions and
         rules come before it in the page: it sticks to the bottom of the screen. */
      .start {
        margin-top: 0.75rem;
      }
      .start.host {
        position: sticky;
        bottom: max(0.5rem, env(safe-area-inset-bottom));
        z-index: 2;
        box-shadow: 0 -6px 18px rgb(0 0 0 / 0.25);
      }
      @media (min-width: 900px) {
        .start {
          max-width: 26rem;
          margin-left: auto;
        }
      }
      .start button {
        min-height: 56px;
        font-size: 1.2rem;
      }
      .waiting {
        text-align: center;
        font-weight: 600;
        margin: 0;
      }
    `,
    lobbySideways,
  ];

  @property({ attribute: false }) lobby: LobbyState | null = null;
  @property({ type: Boolean }) isHost = false;
  @property() link = '';

  @state() private botLevel: BotLevel = 'normal';
  @state() private copied = false;
  /** The text in the rename field while the player's own name is being edited; null otherwise. */
  @state() private draft: string | null = null;
  /** Why the last save was refused, as the player reads it ('' when it was not). */
  @state() private renameError = '';
  /** Said once a rename is sent, for those who do not see the seat list change. */
  @state() private renamed = '';

  @query('#rename-field') private renameField?: HTMLInputElement;
  @query('li button.rename') private renameButton?: HTMLButtonElement;
  /** Where focus goes once the next render is done: 'open' selects the whole name, so typing
   * replaces it; after a refusal the field keeps the player's text and caret. */
  private focusNext: 'open' | 'field' | 'button' | null = null;

  private readonly locale = new LocaleController(this);

  override updated(): void {
    const next = this.focusNext;
    this.focusNext = null;
    if (next === 'open' || next === 'field') {
      this.renameField?.focus();
      if (next === 'open') this.renameField?.select();
    } else if (next === 'button') {
      this.renameButton?.focus();
    }
  }

  override render() {
    const lobby = this.lobby;
    if (!lobby) return nothing;
    const count = occupiedSeats(lobby.seats);
    const canStart = count >= MIN_PLAYERS && count <= MAX_PLAYERS;
    return html`
      <header>
        <h1>${this.isHost ? t('app.lobby.titleHost') : t('app.lobby.titleGuest')}</h1>
        <button type="button" @click=${() => this.emit('uno-leave')}>${t('app.lobby.leave')}</button>
      </header>
      <div class="layout">
        <div class="right">
          <section class="panel invite" aria-labelledby="code-label">
            <p class="code-label" id="code-label">${t('app.lobby.code')}</p>
            <p class="code">${lobby.code}</p>
            ${this.link ? qrSvg(this.link, t('app.lobby.qr', { code: lobby.code })) : nothing}
            <p class="hint">${t('app.lobby.share')}</p>
            ${
              this.link
                ? html`<div class="link">
                    <input
                      type="text"
                      readonly
                      .value=${this.link}
                      aria-label=${t('app.lobby.linkField')}
                      @focus=${(e: Event) => (e.target as HTMLInputElement).select()}
                    />
                    <button type="button" class="primary" @click=${this.copyLink}>${t('app.lobby.copy')}</button>
                  </div>`
                : nothing
            }
            ${inviteNote(this.link, location.hostname)}
            <p class="copied" role="status">${this.copied ? t('app.lobby.copied') : ''}</p>
          </section>
          <section class="panel" aria-labelledby="seats-title">
            <div class="seats-head">
              <h2 id="seats-title">${t('app.lobby.seats')}</h2>
              <span>${t('app.lobby.count', { n: count, max: MAX_PLAYERS })}</span>
            </div>
            <ul>
              ${lobby.seats.map((s) => this.seatRow(s))}
            </ul>
            <uno-watchers
              .count=${lobby.watchers ?? 0}
              .watching=${this.isHost ? (lobby.watching ?? []) : []}
            ></uno-watchers>
            <p class="visually-hidden renamed" role="status">${this.renamed}</p>
            ${this.isHost ? this.addBot(count) : nothing}
            ${
              this.isHost && !lobby.started
                ? html`<uno-table-door .locked=${lobby.locked} .requests=${lobby.requests ?? []}></uno-table-door>`
                : nothing
            }
          </section>
        </div>
        <div class="right">
          <section class="panel">
            <uno-edition-picker
              .value=${lobby.edition}
              ?disabled=${!this.isHost}
              @uno-edition=${(e: CustomEvent<{ edition: EditionId }>) => {
                e.stopPropagation();
                // A new edition brings its own defaults (docs/game-rules.md "Option defaults").
                this.emit('uno-configure', { edition: e.detail.edition, options: {} });
              }}
            ></uno-edition-picker>
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
                  <p class="hint" id="start-hint">
                    ${count < MIN_PLAYERS ? t('app.lobby.needPlayers') : t('app.lobby.ready', { n: count })}
                  </p>`
              : html`<p class="waiting">${t('app.lobby.waitHost')}</p>`
        }
      </section>
    `;
  }

  private seatRow(s: SeatInfo) {
    if (s.kind === 'empty') {
      return html`<li>
        <span class="dot" aria-hidden="true"></span><span class="seat-name empty">${t('app.seat.free')}</span>
      </li>`;
    }
    const status = s.standIn ? 'standin' : s.connected ? 'on' : 'off';
    const name = shownName(s) || t('app.seat.unnamed', { n: s.seat + 1 });
    const own = s.you && s.kind === 'human';
    if (own && this.draft !== null) return this.renameRow();
    return html`<li>
      <span class="dot ${status}" aria-hidden="true"></span>
      <span class="seat-name"><bdi>${name}</bdi><span class="visually-hidden">, ${t(`app.seat.${status}`)}</span></span>
      ${s.you ? html`<span class="tag you">${t('app.seat.you')}</span>` : nothing}
      ${s.kind === 'bot' && s.bot ? html`<span class="tag">${t('app.seat.bot', { level: t(`app.level.${s.bot}`) })}</span>` : nothing}
      ${s.kind === 'human' && s.standIn ? html`<span class="tag">${t('app.seat.standInTag')}</span>` : nothing}
      ${
        this.isHost && !s.you
          ? html`<button
              type="button"
              aria-label=${t(s.kind === 'bot' ? 'app.seat.removeBot' : 'app.seat.kick', { name })}
              title=${t(s.kind === 'bot' ? 'app.seat.removeBot' : 'app.seat.kick', { name })}
              @click=${() => this.emit('uno-remove-seat', { seat: s.seat })}
            >
              ✕
            </button>`
          : nothing
      }
      ${
        own
          ? html`<button type="button" class="rename" @click=${() => this.openRename(s.name)}>
              ${t('app.lobby.rename')}
            </button>`
          : nothing
      }
    </li>`;
  }

  /** The player's own seat as a small form: the field, why a name is refused, Cancel and Save. */
  private renameRow() {
    const error = this.renameError;
    return html`<li class="editing">
      <form class="rename-form" novalidate @submit=${this.saveRename} @keydown=${this.renameKey}>
        <label for="rename-field">${t('app.lobby.renameLabel', { max: NAME_MAX })}</label>
        <input
          id="rename-field"
          type="text"
          autocomplete="nickname"
          enterkeyhint="done"
          .value=${this.draft ?? ''}
          aria-invalid=${error ? 'true' : 'false'}
          aria-describedby="rename-error"
          @input=${(e: Event) => {
            this.draft = (e.target as HTMLInputElement).value;
            this.renameError = '';
          }}
        />
        <p class="error" id="rename-error" role="alert">${error}</p>
        <div class="rename-actions">
          <button type="button" @click=${this.cancelRename}>${t('app.cancel')}</button>
          <button type="submit" class="primary">${t('app.lobby.renameSave')}</button>
        </div>
      </form>
    </li>`;
  }

  private openRename(current: string): void {
    this.draft = current;
    this.renameError = '';
    this.renamed = '';
    this.focusNext = 'open';
  }

  private saveRename = (e: Event): void => {
    e.preventDefault();
    const checked = checkName(this.draft ?? '');
    if ('problem' in checked) {
      this.renameError =
        checked.problem === 'empty'
          ? t('app.lobby.renameEmpty')
          : t('app.lobby.renameTooLong', { max: NAME_MAX, n: checked.length });
      this.focusNext = 'field';
      return;
    }
    const current = this.lobby?.seats.find((s) => s.you)?.name;
    if (checked.name !== current) {
      this.emit('uno-rename', { name: checked.name });
      this.renamed = t('app.lobby.renamed', { name: checked.name });
    }
    this.closeRename();
  };

  private cancelRename = (): void => this.closeRename();

  private renameKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    this.closeRename();
  };

  private closeRename(): void {
    this.draft = null;
    this.renameError = '';
    this.focusNext = 'button';
  }

  private addBot(count: number) {
    const full = count >= MAX_PLAYERS;
    return html`<div class="add-bot">
      <select
        aria-label=${t('app.lobby.botLevel')}
        @change=${(e: Event) => (this.botLevel = (e.target as HTMLSelectElement).value as BotLevel)}
      >
        ${BOT_LEVELS.map((l) => html`<option value=${l} ?selected=${l === this.botLevel}>${t(`app.level.${l}`)}</option>`)}
      </select>
      <button type="button" ?disabled=${full} @click=${() => this.emit('uno-add-bot', { level: this.botLevel })}>
        ${t('app.lobby.addBot')}
      </button>
      ${full ? html`<span class="hint">${t('app.lobby.full')}</span>` : nothing}
    </div>`;
  }

  private async copyLink(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.link);
    } catch {
      // No clipboard on a plain-http LAN origin: select the link so the player can copy it.
      this.renderRoot.querySelector<HTMLInputElement>('.link input')?.select();
      return;
    }
    this.copied = true;
    setTimeout(() => (this.copied = false), 2500);
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

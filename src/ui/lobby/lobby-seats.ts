/**
 * `<uno-lobby-seats>`: the lobby's seat list: who sits where and how they are (online, a stand-in,
 * a bot), the spectators, and for the host the bots to add, the seats to free and the door to the
 * table. A player renames their own seat there until the game starts. Drawn in the lobby's own
 * tree (no shadow root), which styles it (uno-lobby.styles.ts).
 *
 * @event uno-add-bot - detail `{ level }` (host)
 * @event uno-remove-seat - detail `{ seat }` (host)
 * @event uno-rename - detail `{ name }`: the player's own seat, trimmed, at most NAME_MAX long
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import type { BotLevel } from '../../bots/index.js';
import { BOT_LEVELS } from '../../bots/levels/index.js';
import { isShowable, type LobbyState, type SeatInfo, tidyName } from '../../net/index.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../app/uno-watchers.js';
import '../i18n/app.js';
import '../i18n/bot-levels.js';
import { NAME_MAX } from '../home/name-store.js';
import './table-door.js';
import { linkTag } from './link-tag.js';
import { shownName } from '../shared/bot-name.js';

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

@customElement('uno-lobby-seats')
export class UnoLobbySeats extends LitElement {
  @property({ attribute: false }) lobby: LobbyState | null = null;
  @property({ type: Boolean }) isHost = false;

  @state() private botLevel: BotLevel = 'normal';
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

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

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
    return html`<section class="panel" aria-labelledby="seats-title">
      <div class="seats-head">
        <h2 id="seats-title">${t('app.lobby.seats')}</h2>
        <span>${t('app.lobby.count', { n: count, max: MAX_PLAYERS })}</span>
      </div>
      <ul>
        ${lobby.seats.map((s) => this.seatRow(s))}
      </ul>
      <uno-watchers .count=${lobby.watchers ?? 0} .watching=${this.isHost ? (lobby.watching ?? []) : []}></uno-watchers>
      <p class="visually-hidden renamed" role="status">${this.renamed}</p>
      ${this.isHost ? this.addBot(count) : nothing}
      ${
        this.isHost && !lobby.started
          ? html`<uno-table-door .locked=${lobby.locked} .requests=${lobby.requests ?? []}></uno-table-door>`
          : nothing
      }
    </section>`;
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
      ${linkTag(s)}
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
      ${this.botLevel === 'expert' ? html`<p class="hint">${t('levels.expert.about')}</p>` : nothing}
    </div>`;
  }

  private emit(type: string, detail?: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-lobby-seats': UnoLobbySeats;
  }
}

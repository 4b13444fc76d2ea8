/**
 * `<uno-home>`: the title, the player's name, and the ways in: create a table, join one by its code
 * (or a pasted link), play solo; the language and the connection settings. Nothing else.
 *
 * @event uno-create - detail `{ name }`
 * @event uno-join - detail `{ name, code }` (the code as typed; the app normalizes it)
 * @event uno-solo - detail `{ name, bots, edition, options }`
 * @event uno-save-settings - from the settings dialog
 * @event uno-open-record - detail `{ text }`: a saved game's file, to watch
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { BotLevel } from '../../bots/index.js';
import type { EditionId } from '../../game/index.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/app.js';
import '../i18n/invite.js';
import '../i18n/replay.js';
import { theme } from '../theme/index.js';
import type { SignalingSettings } from '../app/services.js';
import { langButtons } from '../shared/lang-buttons.js';
import { logo } from './logo.js';
import { NAME_MAX, loadName, saveName } from './name-store.js';
import './uno-settings.js';
import './uno-solo-setup.js';
import type { UnoSettings } from './uno-settings.js';
import type { UnoSoloSetup } from './uno-solo-setup.js';

export type HomeBusy = 'create' | 'join' | 'solo' | null;

@customElement('uno-home')
export class UnoHome extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
        min-height: 100dvh;
        padding: max(1rem, env(safe-area-inset-top)) 0.9rem 1.25rem;
        color: var(--white);
      }
      main {
        max-width: 26rem;
        margin: 0 auto;
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 0.9rem;
      }
      h1 {
        margin: 0.25rem auto 0;
        text-align: center;
      }
      .logo {
        width: min(15rem, 62vw);
        height: auto;
        display: block;
        margin: 0 auto;
        filter: drop-shadow(0 6px 10px rgb(from var(--shade) r g b / 0.35));
      }
      .tagline {
        text-align: center;
        margin: -0.2rem 0 0.2rem;
        opacity: 0.92;
      }
      .panel {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 0.75rem;
      }
      label {
        font-weight: 650;
      }
      .field {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 0.25rem;
      }
      .big {
        min-height: 54px;
        font-size: 1.15rem;
        width: 100%;
      }
      .join {
        display: flex;
        gap: 0.5rem;
      }
      .join input {
        flex: 1;
        min-width: 0;
        text-transform: uppercase;
        letter-spacing: 0.12em;
        font-weight: 700;
      }
      .join input::placeholder {
        letter-spacing: normal;
        text-transform: none;
        font-weight: 400;
      }
      .or {
        display: flex;
        align-items: center;
        gap: 0.6rem;
        color: var(--ink-soft);
        font-size: 0.9rem;
      }
      .or::before,
      .or::after {
        content: '';
        flex: 1;
        border-top: 1px solid var(--line);
      }
      .solo {
        background: var(--blue);
        border-color: var(--blue);
        color: var(--white);
      }
      footer {
        display: flex;
        flex-wrap: wrap;
        justify-content: center;
        align-items: center;
        gap: 0.5rem;
      }
      .langs {
        display: inline-flex;
        border: 2px solid rgb(from var(--white) r g b / 0.8);
        border-radius: 999px;
        overflow: hidden;
      }
      .langs button {
        border: none;
        border-radius: 0;
        background: transparent;
        color: var(--white);
        min-width: 4.5rem;
      }
      .langs button[aria-pressed='true'] {
        background: var(--white);
        color: var(--felt-deep);
      }
      .settings {
        background: transparent;
        color: var(--white);
        border-color: rgb(from var(--white) r g b / 0.8);
      }
      .message {
        margin: 0;
      }
      /* under the footer's button, on the felt: a panel of its own to be read */
      .record-message {
        flex-basis: 100%;
        box-sizing: border-box;
        padding: 0.5rem 0.8rem;
        border-radius: 10px;
        background: var(--panel);
        overflow-wrap: anywhere;
      }
      .invited {
        text-align: center;
        background: var(--felt-deep);
        border-radius: 14px;
        padding: 0.6rem 0.8rem;
      }
      /* a phone on its side: the invitation and Join in the first screen, the logo gives way */
      @media (max-height: 500px) {
        .invited-page h1 {
          display: none;
        }
        /* and on the plain home page the logo shrinks so the name and Create come up higher */
        .logo {
          width: min(8rem, 30vw);
        }
        .tagline {
          display: none;
        }
      }
      .invited h2 {
        margin: 0;
        font-size: 1.25rem;
      }
      .invited p {
        margin: 0.2rem 0 0;
        opacity: 0.92;
      }
    `,
  ];

  /** A code to prefill (from a `#/join/CODE` link). */
  @property() joinCode = '';
  @property() busy: HomeBusy = null;
  /** A message about the last attempt (already in words). */
  @property() message: string | null = null;
  /** The join waits for the host to let the player in: Cancel drops it (`uno-cancel-join`). */
  @property({ type: Boolean }) awaiting = false;
  @property({ attribute: false }) signaling: SignalingSettings | null = null;

  @state() private name = loadName();
  @state() private code = '';
  @state() private nameMissing = false;
  /** The way in tried last: its message shows beside it. */
  @state() private lastTry: Exclude<HomeBusy, null> | 'record' | null = null;

  @query('#name') private nameInput!: HTMLInputElement;
  @query('#code') private codeInput!: HTMLInputElement;
  @query('uno-settings') private settingsDialog!: UnoSettings;
  @query('uno-solo-setup') private soloDialog!: UnoSoloSetup;
  @query('#record-file') private recordInput!: HTMLInputElement;

  private readonly locale = new LocaleController(this);

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('joinCode') && this.joinCode) this.code = this.joinCode;
  }

  override updated(changed: Map<PropertyKey, unknown>): void {
    // a refused file is said under the footer's button: on a phone, below the fold
    if (changed.has('message') && this.message && this.lastTry === 'record')
      this.renderRoot.querySelector('.record-message')?.scrollIntoView({ block: 'nearest' });
  }

  override firstUpdated(): void {
    if (this.joinCode)
      (this.name ? this.renderRoot.querySelector<HTMLButtonElement>('#join-btn') : this.nameInput)?.focus();
  }

  override render() {
    const disabled = this.busy !== null;
    const invited = this.invitedCode();
    const nearJoin = this.messageNearJoin();
    const or = html`<div class="or" aria-hidden="true">${t('app.home.or')}</div>`;
    // on an invitation, Join is the one main button
    const create = html`<button
      type="button"
      class=${invited ? 'big' : 'primary big'}
      id="create-btn"
      ?disabled=${disabled}
      @click=${this.create}
    >
      ${this.busy === 'create' ? t('app.home.creating') : t('app.home.create')}
    </button>`;
    const solo = html`<button
      type="button"
      class="solo big"
      id="solo-btn"
      ?disabled=${disabled}
      @click=${this.openSolo}
    >
      ${this.busy === 'solo' ? t('app.home.starting') : t('app.home.solo')}
    </button>`;
    return html`<main class=${invited ? 'invited-page' : ''}>
        <h1>${logo}<span class="visually-hidden">UNO</span></h1>
        ${
          invited
            ? html`<div class="invited">
                <h2>${t('invite.title', { code: invited })}</h2>
                <p>${t('invite.lead')}</p>
              </div>`
            : html`<p class="tagline">${t('app.home.tagline')}</p>`
        }
        <section class="panel" aria-label=${t('app.home.play')}>
          <div class="field">
            <label for="name">${t('app.home.name')}</label>
            <input
              id="name"
              autocomplete="nickname"
              maxlength=${NAME_MAX}
              .value=${this.name}
              aria-invalid=${this.nameMissing ? 'true' : 'false'}
              aria-describedby="name-error"
              @input=${this.onName}
            />
            <span class="error" id="name-error" role="alert">${this.nameMissing ? t('app.home.nameMissing') : ''}</span>
          </div>
          ${invited ? html`${this.joinForm(disabled, true)}${or}${create}${or}${solo}` : html`${create}${or}${this.joinForm(disabled, false)}${or}${solo}`}
          ${
            this.message && !nearJoin && this.lastTry !== 'record'
              ? html`<p class="error message" role="alert">${this.message}</p>`
              : nothing
          }
        </section>
        <footer>
          <div class="langs" role="group" aria-label=${t('app.home.language')}>
            ${langButtons((l) => t(`app.lang.${l}`))}
          </div>
          <button type="button" class="settings" id="settings-btn" @click=${() => this.settingsDialog.show()}>
            ${t('app.home.settings')}
          </button>
          <button type="button" class="settings" id="open-record-btn" @click=${() => this.recordInput.click()}>
            ${t('replay.open')}
          </button>
          <input type="file" id="record-file" hidden accept=".json,application/json" @change=${this.openRecord} />
          ${
            this.message && this.lastTry === 'record'
              ? html`<p class="error message record-message" role="alert">${this.message}</p>`
              : nothing
          }
        </footer>
      </main>
      <uno-settings .config=${this.signaling}></uno-settings>
      <uno-solo-setup
        @uno-solo=${(e: CustomEvent<{ bots: BotLevel[]; edition: EditionId }>) => {
          e.stopPropagation();
          const name = this.requireName();
          if (name) this.emit('uno-solo', { name, ...e.detail });
        }}
      ></uno-solo-setup>`;
  }

  /** The table an invitation link names, as the player will read it ('' on the plain home page). */
  private invitedCode(): string {
    return this.joinCode.trim().toUpperCase().slice(0, 16);
  }

  private messageNearJoin(): boolean {
    return this.lastTry === 'join' || (this.lastTry === null && !!this.invitedCode());
  }

  /** The code field and its button; first, and the button the main one, on an invitation. */
  private joinForm(disabled: boolean, invited: boolean) {
    const message = this.message && this.messageNearJoin() ? this.message : '';
    return html`<form class="field" @submit=${this.join}>
      <label for="code">${t('app.home.code')}</label>
      <div class="join">
        <input
          id="code"
          autocomplete="off"
          autocapitalize="characters"
          spellcheck="false"
          placeholder=${t('app.home.codePlaceholder')}
          aria-describedby=${ifDefined(message ? 'join-message' : undefined)}
          aria-invalid=${message ? 'true' : 'false'}
          .value=${this.code}
          @input=${(e: Event) => (this.code = (e.target as HTMLInputElement).value)}
        />
        ${invited ? nothing : this.joinButton(disabled, false)}
      </div>
      ${message ? html`<p class="error message" id="join-message" role="alert">${message}</p>` : nothing}
      ${
        this.awaiting
          ? html`<button
              type="button"
              class="cancel-join"
              @click=${() => this.dispatchEvent(new CustomEvent('uno-cancel-join', { bubbles: true, composed: true }))}
            >
              ${t('app.cancel')}
            </button>`
          : nothing
      }
      ${invited ? this.joinButton(disabled, true) : nothing}
    </form>`;
  }

  private joinButton(disabled: boolean, main: boolean) {
    const text = this.busy === 'join' ? t('app.home.joining') : main ? t('invite.join') : t('app.home.join');
    return html`<button type="submit" id="join-btn" class=${main ? 'primary big' : ''} ?disabled=${disabled}>
      ${text}
    </button>`;
  }

  private onName(e: Event): void {
    this.name = (e.target as HTMLInputElement).value;
    this.nameMissing = false;
    saveName(this.name.trim());
  }

  /** The trimmed name, or null after pointing the player at the empty field. */
  private requireName(): string | null {
    const name = this.name.trim();
    if (name) return name;
    this.nameMissing = true;
    this.nameInput.focus();
    return null;
  }

  private create(): void {
    const name = this.requireName();
    this.lastTry = 'create';
    if (name) this.emit('uno-create', { name });
  }

  private join(e: SubmitEvent): void {
    e.preventDefault();
    if (this.busy) return;
    if (!this.code.trim()) {
      this.codeInput.focus();
      return;
    }
    const name = this.requireName();
    this.lastTry = 'join';
    if (name) this.emit('uno-join', { name, code: this.code.trim() });
  }

  private openRecord(e: Event): void {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    this.lastTry = 'record';
    // the file itself, unread: the app checks its size before reading it (replay/open-record.ts)
    this.emit('uno-open-record', { file });
  }

  private openSolo(): void {
    this.lastTry = 'solo';
    if (this.requireName()) void this.soloDialog.show();
  }

  private emit(type: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-home': UnoHome;
  }
}

/**
 * `<uno-table-menu>`: what a player may change without leaving the table: the language, the turn
 * alerts (one switch for all, the sound apart, notifications once the browser allows them), the
 * way to the rules of the game being played, the way to the game's phases (its statechart) and,
 * for the host, saving the game so far. Loaded the
 * first time the menu is opened.
 *
 * @event close - the menu was closed (Escape, the Close button).
 * @event uno-rules-help - the player asks for the rules.
 * @event uno-save-record - the host saves the game (its record, a `.uno.json` file).
 * @event uno-open-phases - the player asks for the phases view (the statechart): it lives here, in
 *   the settings, rather than as a button on every player's table.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/table-menu.js';
import '../i18n/loading.js';
import '../i18n/sheet-cue.js';
import { langButtons } from '../shared/lang-buttons.js';
import { loadAlertPrefs, saveAlertPrefs, type AlertPrefs } from './alert-prefs.js';
import { checkRow } from '../theme/index.js';
import { sheetStyles } from './sheet-styles.js';
import { followScroll, scrollCue, scrollCueStyles } from './scroll-cue.js';
import '../sound/uno-sound-settings.js';

type Permission = NotificationPermission | 'unsupported';

const permission = (): Permission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

@customElement('uno-table-menu')
export class UnoTableMenu extends LitElement {
  static override styles = [
    sheetStyles,
    scrollCueStyles,
    css`
      .langs {
        display: flex;
        gap: 8px;
      }
      .langs button[aria-pressed='true'] {
        background: var(--action);
        border-color: var(--action);
        color: var(--white);
      }
      .more {
        display: grid;
        justify-items: start;
        gap: 8px;
        margin-top: 12px;
      }
      .lang-failed:empty {
        display: none;
      }
      /* a phone on its side: two columns, so that every entry shows without scrolling */
      @media (orientation: landscape) and (max-height: 500px) {
        dialog[open] {
          display: grid;
          grid-template-columns: 1fr 1fr;
          column-gap: 20px;
          align-items: start;
        }
        /* Close beside the title, at the top: no foot bar to take the screen's little height */
        .actions {
          grid-column: 2;
          grid-row: 1;
          justify-self: end;
          position: static;
          margin: 0;
          padding: 0;
          box-shadow: none;
        }
        .alerts {
          grid-column: 2;
          grid-row: 2 / span 2;
        }
        /* the sounds under the alerts: the first column keeps the language and the menu's entries */
        uno-sound-settings {
          grid-column: 2;
          grid-row: 4 / span 2;
        }
        .scroll-cue {
          grid-row: 6;
        }
        .more {
          margin-top: 4px;
          gap: 6px;
        }
        h3 {
          margin-top: 4px;
        }
      }
    `,
    checkRow,
  ];

  /** The game may be saved from here (the host: it holds the whole game). */
  @property({ type: Boolean, attribute: 'can-save' }) canSave = false;
  @state() private prefs: AlertPrefs = loadAlertPrefs();
  @state() private notifications: Permission = permission();
  /** The language pressed last could not be fetched (said here: the modal menu hides the app's toast). */
  @state() private langFailed = false;
  @query('dialog') private dialog!: HTMLDialogElement;
  private readonly locale = new LocaleController(this);
  private stopCue: (() => void) | null = null;

  override firstUpdated(): void {
    this.stopCue = followScroll(this.dialog);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopCue?.();
    this.stopCue = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.stopCue && this.hasUpdated) this.stopCue = followScroll(this.dialog);
  }

  async show(): Promise<void> {
    this.prefs = loadAlertPrefs();
    this.notifications = permission();
    this.langFailed = false;
    await this.updateComplete;
    if (!this.dialog.open) this.dialog.showModal();
  }

  close(): void {
    this.dialog?.close();
  }

  private setPrefs(patch: Partial<AlertPrefs>): void {
    this.prefs = { ...this.prefs, ...patch };
    saveAlertPrefs(this.prefs);
  }

  private async askNotifications(): Promise<void> {
    try {
      this.notifications = await Notification.requestPermission();
    } catch {
      this.notifications = permission();
    }
  }

  override render() {
    const p = this.prefs;
    return html`<dialog aria-labelledby="menu-title" @close=${() => this.dispatchEvent(new Event('close'))}>
      <h2 id="menu-title">${t('menu.title')}</h2>
      <section
        aria-labelledby="lang-title"
        @click=${() => (this.langFailed = false)}
        @uno-lang-failed=${this.onLangFailed}
      >
        <h3 id="lang-title">${t('menu.language')}</h3>
        <div class="langs" role="group" aria-labelledby="lang-title">${langButtons((l) => t(`menu.lang.${l}`))}</div>
        <p class="hint lang-failed" role="alert">${this.langFailed ? t('app.error.load-failed') : nothing}</p>
      </section>
      <section class="alerts">
        <label class="check">
          <input
            id="alerts"
            type="checkbox"
            aria-describedby="alerts-hint"
            .checked=${p.on}
            @change=${(e: Event) => this.setPrefs({ on: (e.target as HTMLInputElement).checked })}
          />
          ${t('menu.alerts')}
        </label>
        <p class="hint" id="alerts-hint">${t('menu.alerts.hint')}</p>
        <label class="check">
          <input
            id="sound"
            type="checkbox"
            .checked=${p.sound}
            ?disabled=${!p.on}
            @change=${(e: Event) => this.setPrefs({ sound: (e.target as HTMLInputElement).checked })}
          />
          ${t('menu.sound')}
        </label>
        ${this.renderNotifications(p.on)}
      </section>
      <uno-sound-settings></uno-sound-settings>
      <section class="more">
        <button
          type="button"
          id="rules-btn"
          @click=${() => {
            this.close();
            this.dispatchEvent(new Event('uno-rules-help'));
          }}
        >
          ${t('menu.rules')}
        </button>
        <button
          type="button"
          id="phases-btn"
          @click=${() => {
            this.close();
            this.dispatchEvent(new Event('uno-open-phases', { bubbles: true, composed: true }));
          }}
        >
          ${t('menu.phases')}
        </button>
        ${
          this.canSave
            ? html`<button type="button" id="save-btn" @click=${this.save}>${t('menu.save')}</button>`
            : nothing
        }
      </section>
      <div class="actions">
        <button type="button" class="primary" @click=${() => this.close()}>${t('menu.close')}</button>
      </div>
      ${scrollCue(t('sheet.moreBelow'))}
    </dialog>`;
  }

  private onLangFailed = (e: Event): void => {
    e.stopPropagation();
    this.langFailed = true;
  };

  private save(): void {
    this.close();
    this.dispatchEvent(new Event('uno-save-record', { bubbles: true, composed: true }));
  }

  private renderNotifications(on: boolean) {
    switch (this.notifications) {
      case 'default':
        return html`<button type="button" id="notify-btn" ?disabled=${!on} @click=${this.askNotifications}>
          ${t('menu.notify.allow')}
        </button>`;
      case 'granted':
        return html`<p class="hint">${t('menu.notify.granted')}</p>`;
      case 'denied':
        return html`<p class="hint">${t('menu.notify.denied')}</p>`;
      default:
        return nothing;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-table-menu': UnoTableMenu;
  }
}

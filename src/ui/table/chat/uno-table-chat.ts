/**
 * `<uno-table-chat>`: the table's chat and reactions (docs/table-ui.md "Chat and reactions"). A
 * button among the table's tools (with the count of lines come while it was closed) opens a panel:
 * the row of reactions, the last lines, a field of at most 200 characters, and who this player
 * hears (a mute of their own; for the host, a mute for everyone and chat off for the table). A
 * reaction shows over its sender's chip for two seconds; a polite live region reads the lines and
 * reactions of the others. Names and texts are isolated (`<bdi>`, bidi.ts): a right-to-left name
 * cannot reorder the words around it.
 *
 * It lives in the table's light DOM (the app gives it, `slot="chat"`), and finds the chips and the
 * overlay layer of its `<uno-table>` parent.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import {
  MAX_CHAT_TEXT,
  REACTIONS,
  senderKey,
  type ChatFrom,
  type ChatPort,
  type ChatState,
} from '../../../net/index.js';
import type { SeatInfo } from '../../../net/index.js';
import { LocaleController, t } from '../../i18n/i18n.js';
import '../../i18n/chat.js';
import { isolate } from '../../bidi.js';
import { reactionArt } from './reaction-art.js';
import { chatStyles } from './chat.styles.js';
import { showReaction, type ReactionTable } from './reaction-bubble.js';
import { keepMutes, mutedNames } from './chat-mutes.js';
import { placePanel } from './panel-place.js';
import { WIDE_SCREEN } from '../../theme/screens.js';

@customElement('uno-table-chat')
export class UnoTableChat extends LitElement {
  static override styles = chatStyles;

  @property({ attribute: false }) chat: ChatPort | null = null;
  @property({ attribute: false }) seats: readonly SeatInfo[] = [];
  /** This player's seat (-1: watching). */
  @property({ type: Number }) me = -1;
  @property({ type: Boolean, attribute: 'is-host' }) isHost = false;
  /** The table's code: this player's mutes are kept per table (chat-mutes.ts). */
  @property() table = '';

  @state() private s: ChatState | null = null;
  @state() private open = false;
  @state() private unread = 0;
  @state() private draft = '';
  /** What the live region says: the newest line or reaction of another. */
  @state() private spoken = '';
  @query('dialog') private dialog!: HTMLDialogElement;

  private readonly locale = new LocaleController(this);
  private off: (() => void) | null = null;
  private subscribed: ChatPort | null = null;
  private lastLine = 0;
  private lastReaction = 0;

  override connectedCallback(): void {
    super.connectedCallback();
    this.follow();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('resize', this.replace);
    this.off?.();
    this.off = null;
    this.subscribed = null;
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('chat')) this.follow();
  }

  override updated(changed: Map<string, unknown>): void {
    if (this.open) this.scrollLines();
    if (changed.has('chat') || changed.has('seats') || changed.has('table')) this.restoreMutes();
  }

  /** The players this player muted at this table before (a reload, a new client) stay muted. */
  private restoreMutes(): void {
    const chat = this.chat;
    if (!chat || !this.table) return;
    const names = new Set(mutedNames(this.table));
    for (const x of this.seats) {
      if (x.seat === this.me || !names.has(x.name)) continue;
      const key = senderKey({ seat: x.seat, name: x.name });
      if (!chat.state.hidden.has(key)) chat.hide(key, true);
    }
  }

  private mute(x: SeatInfo, hidden: boolean): void {
    this.chat?.hide(senderKey({ seat: x.seat, name: x.name }), hidden);
    if (!this.table) return;
    const names = mutedNames(this.table).filter((n) => n !== x.name);
    keepMutes(this.table, hidden ? [...names, x.name] : names);
  }

  /** Listens to the chat in use (a new client after a hand-over brings a new one). */
  private follow(): void {
    if (this.subscribed === this.chat || !this.isConnected) return;
    this.off?.();
    this.subscribed = this.chat;
    if (!this.chat) return;
    const first = this.chat.state;
    this.lastLine = first.lines.at(-1)?.id ?? 0;
    this.lastReaction = first.reaction?.id ?? 0;
    this.s = first;
    this.off = this.chat.subscribe((s) => this.took(s));
  }

  private took(s: ChatState): void {
    this.s = s;
    const fresh = s.lines.filter((l) => l.id > this.lastLine);
    if (fresh.length) this.lastLine = fresh.at(-1)!.id;
    const others = fresh.filter((l) => !this.mine(l.from));
    if (!this.open) this.unread += others.length;
    const last = others.at(-1);
    if (last) this.spoken = t('chat.said', { name: isolate(this.nameOf(last.from)), text: isolate(last.text) });
    const r = s.reaction;
    if (r && r.id > this.lastReaction) {
      this.lastReaction = r.id;
      const table = this.closest('uno-table') as ReactionTable | null;
      if (table) showReaction(table, r.from, r.r);
      if (!this.mine(r.from))
        this.spoken = t('chat.reacted', { name: isolate(this.nameOf(r.from)), reaction: t(`chat.r.${r.r}`) });
    }
  }

  private mine(from: ChatFrom): boolean {
    return this.me >= 0 && from.seat === this.me;
  }

  private nameOf(from: ChatFrom): string {
    if (this.mine(from)) return t('chat.you');
    if (from.seat < 0) return t('chat.spectator', { name: from.name });
    return this.seats.find((x) => x.seat === from.seat)?.name ?? from.name;
  }

  private readonly replace = (): void => placePanel(this);

  private toggle(): void {
    if (this.open) return this.close();
    this.open = true;
    this.unread = 0;
    void this.updateComplete.then(() => {
      const d = this.dialog;
      if (!d || d.open) return;
      // beside the table on a wide screen (play goes on); over it on a phone
      if (globalThis.matchMedia?.(WIDE_SCREEN).matches) {
        placePanel(this);
        addEventListener('resize', this.replace);
        d.show();
      } else {
        this.style.removeProperty('--chat-bottom');
        this.style.removeProperty('--chat-max');
        d.showModal();
      }
      const root = this.renderRoot;
      (root.querySelector<HTMLElement>('#chat-input') ?? root.querySelector<HTMLElement>('.reactions button'))?.focus();
      this.scrollLines();
    });
  }

  private close(): void {
    if (!this.open) return;
    this.open = false;
    removeEventListener('resize', this.replace);
    if (this.dialog?.open) this.dialog.close();
    this.renderRoot.querySelector<HTMLElement>('.chat-toggle')?.focus();
  }

  private scrollLines(): void {
    const list = this.renderRoot.querySelector('.lines');
    if (list) list.scrollTop = list.scrollHeight;
  }

  private send(e: Event): void {
    e.preventDefault();
    if (!this.chat || !this.draft.trim()) return;
    this.chat.say(this.draft);
    this.draft = '';
  }

  /** What the player cannot do now, or the host's last refusal, in words. */
  private notice(s: ChatState): string {
    if (this.me < 0) return t('chat.err.chat-watching');
    if (s.off) return t('chat.err.chat-off');
    if (s.muted.includes(this.me)) return t('chat.err.chat-muted');
    return s.refused ? t(`chat.err.${s.refused}`) : '';
  }

  override render() {
    const s = this.s;
    const label = this.unread ? `${t('chat.open')}, ${t('chat.unread', { n: this.unread })}` : t('chat.open');
    return html`<button
        type="button"
        class="tool chat-toggle"
        aria-haspopup="dialog"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-label=${label}
        title=${label}
        ?disabled=${!this.chat}
        @click=${() => this.toggle()}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
            fill="none"
            stroke="currentColor"
            stroke-width="2"
            stroke-linejoin="round"
          />
        </svg>
        ${this.unread ? html`<span class="badge" aria-hidden="true">${Math.min(this.unread, 99)}</span>` : nothing}
      </button>
      ${this.open && s ? this.renderPanel(s) : nothing}
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.spoken}</div>`;
  }

  private renderPanel(s: ChatState) {
    const canWrite = this.me >= 0 && !s.off && !s.muted.includes(this.me);
    const notice = this.notice(s);
    const left = MAX_CHAT_TEXT - [...this.draft].length;
    return html`<dialog
      class="panel"
      aria-labelledby="chat-title"
      @close=${() => this.close()}
      @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && (e.preventDefault(), this.close())}
    >
      <header>
        <h2 id="chat-title">${t('chat.title')}</h2>
        <button type="button" class="close" @click=${() => this.close()}>${t('chat.close')}</button>
      </header>
      <div class="reactions" role="group" aria-label=${t('chat.reactions')}>
        ${REACTIONS.map(
          (r) =>
            html`<button
              type="button"
              data-reaction=${r}
              aria-label=${t(`chat.r.${r}`)}
              title=${t(`chat.r.${r}`)}
              ?disabled=${this.me >= 0 && s.muted.includes(this.me)}
              @click=${() => this.chat?.react(r)}
            >
              ${reactionArt(r)}
            </button>`,
        )}
      </div>
      <ol class="lines" aria-label=${t('chat.lines')}>
        ${
          s.lines.length
            ? repeat(
                s.lines,
                (l) => l.id,
                (l) =>
                  html`<li class=${this.mine(l.from) ? 'mine' : ''}>
                    <span class="who"><bdi>${this.nameOf(l.from)}</bdi>${t('chat.colon')}</span>
                    <bdi class="text">${l.text}</bdi>
                  </li>`,
              )
            : html`<li class="none">${t('chat.none')}</li>`
        }
      </ol>
      <p class="notice" role="status">${notice}</p>
      ${
        canWrite
          ? html`<form @submit=${(e: Event) => this.send(e)}>
              <input
                id="chat-input"
                type="text"
                dir="auto"
                autocomplete="off"
                enterkeyhint="send"
                maxlength=${MAX_CHAT_TEXT * 2}
                aria-label=${t('chat.input')}
                aria-describedby="chat-left"
                placeholder=${t('chat.placeholder')}
                .value=${this.draft}
                @input=${(e: Event) => (this.draft = (e.target as HTMLInputElement).value)}
              />
              <button type="submit" class="send" ?disabled=${!this.draft.trim() || left < 0}>${t('chat.send')}</button>
              <span id="chat-left" class="left ${left < 0 ? 'over' : ''}">${t('chat.left', { n: left })}</span>
            </form>`
          : nothing
      }
      ${this.renderPeople(s)}
    </dialog>`;
  }

  /** The others at the table: a mute of this player's own; the host's switches. */
  private renderPeople(s: ChatState) {
    const others = this.seats.filter((x) => x.kind === 'human' && x.seat !== this.me);
    if (!others.length && !this.isHost) return nothing;
    return html`<details class="people" @toggle=${showOpened}>
      <summary>${t('chat.people')}</summary>
      <ul>
        ${others.map((x) => {
          const key = senderKey({ seat: x.seat, name: x.name });
          const hidden = s.hidden.has(key);
          const muted = s.muted.includes(x.seat);
          return html`<li>
            <span class="who"><bdi>${x.name}</bdi></span>
            ${muted ? html`<span class="mark">${t('chat.mutedMark')}</span>` : nothing}
            <button type="button" aria-pressed=${hidden ? 'true' : 'false'} @click=${() => this.mute(x, !hidden)}>
              ${t('chat.hide')}
            </button>
            ${
              this.isHost
                ? html`<button
                    type="button"
                    class="host-mute"
                    aria-pressed=${muted ? 'true' : 'false'}
                    @click=${() => this.chat?.configure({ mute: { seat: x.seat, muted: !muted } })}
                  >
                    ${t('chat.hostMute')}
                  </button>`
                : nothing
            }
          </li>`;
        })}
      </ul>
      ${
        this.isHost
          ? html`<label class="check">
              <input
                id="chat-off"
                type="checkbox"
                .checked=${s.off}
                @change=${(e: Event) => this.chat?.configure({ off: (e.target as HTMLInputElement).checked })}
              />
              ${t('chat.tableOff')}
            </label>`
          : nothing
      }
    </details>`;
  }
}

/** "Who you hear" opened at the sheet's foot (a phone on its side) hid its switches below a scroll
 * with no cue (issue 30 point 7): opening it brings them into the sheet's sight, summary first. */
function showOpened(e: Event): void {
  const details = e.currentTarget as HTMLDetailsElement;
  if (details.open) details.scrollIntoView({ block: 'nearest' });
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-table-chat': UnoTableChat;
  }
}

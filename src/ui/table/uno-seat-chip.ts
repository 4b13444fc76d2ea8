/**
 * `<uno-seat-chip>`: one opponent at the table: name, card count, UNO state, towers held, connection
 * and stand-in marks, score; glows on their turn; shows Contre-UNO while they can be caught. In a
 * team game, a band of the team's colour and "Partner" on the player's partner (teams.ts).
 *
 * @event uno-action - detail `{ type: 'catch', target }` when Contre-UNO is pressed.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Action, Tower } from '../../game/index.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../cards/uno-card.js';
import '../i18n/table-menu.js';
import '../i18n/teams.js';
import { teamToken, teamTokens } from '../theme/team-tokens.js';
import { narrowUpright, shortUpright, sidewaysPhone, wideScreen } from '../theme/screens.js';

/** The cards of a seat's little fan, at most. */
const FAN = [0, 1, 2];

@customElement('uno-seat-chip')
export class UnoSeatChip extends LitElement {
  @property({ type: Number }) seat = 0;
  @property() name = '';
  @property({ type: Number }) count = 0;
  /** Their turn (or their answer is awaited). */
  @property({ type: Boolean, reflect: true }) active = false;
  @property({ type: Boolean }) uno = false;
  @property({ type: Boolean }) catchable = false;
  @property({ attribute: false }) towers: Tower[] = [];
  @property({ type: Boolean }) connected = true;
  @property({ type: Boolean }) standIn = false;
  @property({ type: Boolean }) bot = false;
  @property({ type: Boolean }) dealer = false;
  @property({ type: Number }) score: number | null = null;
  /** Rounds this seat won in this game (moments/rounds-won.ts). */
  @property({ type: Number }) wins = 0;
  @property({ type: Boolean, reflect: true }) compact = false;
  /** The seat's team in a team game (PlayerView.teams), else null. */
  @property({ type: Number }) team: number | null = null;
  /** This seat plays with the player who sees the table. */
  @property({ type: Boolean }) partner = false;
  private readonly locale = new LocaleController(this);

  static override styles = [
    teamTokens,
    css`
      :host {
        display: block;
        color: var(--white);
        --chip-card-w: 22px;
      }
      .chip {
        position: relative;
        display: grid;
        grid-template-columns: auto 1fr;
        align-items: center;
        gap: 2px 8px;
        padding: 6px 10px 6px 8px;
        border-radius: 14px;
        background: rgb(from var(--shade) r g b / 0.32);
        border: 2px solid rgb(from var(--white) r g b / 0.12);
        min-width: 0;
        /* the border changes at once: eased, it would be redrawn by the main thread at every frame of
         each turn's change; the glow below fades in on the compositor */
      }
      /* The turn glow is a layer of its own that only fades and breathes (opacity, transform): the
       compositor animates it, and the page is not repainted at every frame of a turn. */
      .chip::before {
        content: '';
        position: absolute;
        inset: -2px;
        border-radius: inherit;
        box-shadow:
          0 0 0 2px rgb(from var(--gold) r g b / 0.35),
          0 0 18px 4px rgb(from var(--gold) r g b / 0.55);
        opacity: 0;
        transition: opacity 0.2s ease;
        pointer-events: none;
      }
      :host([active]) .chip {
        border-color: var(--gold);
        background: rgb(from var(--gold-shadow) r g b / 0.45);
      }
      :host([active]) .chip::before {
        opacity: 1;
      }
      @media (prefers-reduced-motion: no-preference) {
        :host([active]) .chip::before {
          will-change: opacity, transform;
          animation: glow 1.6s ease-in-out infinite;
        }
      }
      @keyframes glow {
        50% {
          opacity: 0.6;
          transform: scale(1.04, 1.1);
        }
      }
      .stack {
        position: relative;
        width: calc(var(--chip-card-w) + 10px);
        height: calc(var(--chip-card-w) * 1.5);
        grid-row: span 2;
      }
      .stack uno-card {
        --card-w: var(--chip-card-w);
        position: absolute;
        top: 0;
      }
      .stack uno-card[hidden] {
        display: none;
      }
      .count {
        position: absolute;
        right: -4px;
        bottom: -4px;
        min-width: 20px;
        height: 20px;
        padding: 0 4px;
        box-sizing: border-box;
        border-radius: 10px;
        background: var(--white);
        color: var(--ink-strong);
        font-weight: 800;
        font-size: 12px;
        line-height: 20px;
        text-align: center;
      }
      .name {
        font-weight: 700;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
        max-width: 11em;
        display: flex;
        gap: 4px;
        align-items: center;
      }
      /* the name itself ends in an ellipsis: the flex box around it only clipped it ("Robot :") */
      .name bdi {
        min-width: 0;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .meta {
        display: flex;
        flex-wrap: wrap;
        gap: 4px;
        font-size: 12px;
        align-items: center;
        color: var(--felt-ink-soft);
      }
      .badge.wins {
        background: var(--gold);
        color: var(--gold-ink);
      }
      /* UNO and the dealer's mark stay in the page and hide: the next deal moved the dealer's
       from one chip to the next, and taking it out cost the deal's update 2-3 ms at 4x
       (docs/smoothness-passes.md "Sixteenth pass") */
      .badge[hidden] {
        display: none;
      }
      .badge {
        border-radius: 6px;
        padding: 0 5px;
        font-weight: 800;
        font-size: 11px;
        line-height: 16px;
      }
      /* the dealer's mark is a badge like the others, outlined: bare, it read as a stray letter */
      .dealer {
        border: 1px solid currentColor;
        color: var(--white);
        line-height: 14px;
      }
      .uno {
        background: var(--gold-deep);
        color: var(--gold-ink-deep);
      }
      .tower {
        background: var(--white);
        color: var(--ink-strong);
        border-radius: 3px 3px 1px 1px;
        font-size: 14px;
        line-height: 20px;
        min-width: 12px;
        text-align: center;
      }
      .dot {
        width: 8px;
        height: 8px;
        border-radius: 50%;
        background: var(--online);
        flex: none;
      }
      .dot.off {
        background: var(--offline);
      }
      .standin {
        background: var(--stand-in);
        color: var(--stand-in-ink);
      }
      .chip.team {
        border-left: 7px solid var(--band);
      }
      .partner {
        background: var(--band);
        color: var(--team-ink);
      }
      .catch {
        position: absolute;
        left: 50%;
        top: 100%;
        transform: translate(-50%, -4px);
        z-index: 3;
        font: inherit;
        font-weight: 800;
        font-size: 12px;
        padding: 4px 10px;
        border-radius: 999px;
        border: 2px solid var(--white);
        background: var(--red);
        color: var(--white);
        cursor: pointer;
        white-space: nowrap;
        box-shadow: 0 4px 10px rgb(from var(--shade) r g b / 0.4);
      }
      .catch:focus-visible {
        outline: 3px solid var(--gold);
        outline-offset: 2px;
      }
      @media (prefers-reduced-motion: no-preference) {
        .catch {
          will-change: transform;
          animation: bounce 0.6s ease-in-out infinite alternate;
        }
      }
      @keyframes bounce {
        to {
          transform: translate(-50%, -1px) scale(1.06);
        }
      }
      @media ${wideScreen} {
        :host {
          --chip-card-w: 28px;
          font-size: 15px;
        }
        .chip {
          padding: 8px 14px 8px 10px;
        }
      }
      @media (max-width: 899px), ${sidewaysPhone} {
        :host([compact]) .chip {
          grid-template-columns: auto auto;
          padding: 4px 6px;
          gap: 0 5px;
          border-radius: 10px;
        }
        :host([compact]) {
          --chip-card-w: 16px;
          font-size: 12px;
        }
        :host([compact]) .name {
          max-width: 6.5em;
        }
        :host([compact]) .meta .score {
          display: none;
        }
      }
      /* A phone on its side, or a short or narrow one upright. On its side the opponents' row
         scrolls sideways, so its box cuts what hangs under a chip; upright, the rows of chips
         sit close (table-screens.styles.ts), so it would cover the next row. Contre-UNO sits on
         the chip's lower edge instead, whole and tappable, over the score. With many players,
         the name under the cards: nine chips fit in one row on its side (issue 30 point 7: they
         showed counts, no names), five in a row upright where two or three did (at 375×548 ten
         players with long names took five rows, and the piles had no room left). Contre-UNO
         then at the chip's top: the name is at its foot. */
      @media ${sidewaysPhone}, ${shortUpright}, ${narrowUpright} {
        .catch {
          top: auto;
          bottom: 0;
          transform: translate(-50%, 0);
        }
        :host([compact]) .catch {
          top: 0;
          bottom: auto;
        }
        :host([compact]) .chip {
          grid-template-columns: auto;
          justify-items: center;
          padding: 3px 3px 2px;
          gap: 1px;
        }
        :host([compact]) .stack {
          grid-row: auto;
        }
        :host([compact]) .name {
          max-width: var(--chip-name-max, 4.6em);
          font-size: 11px;
          gap: 2px;
        }
        :host([compact]) .dot {
          width: 6px;
          height: 6px;
        }
        :host([compact]) .meta:not(:has(> :not([hidden]))) {
          display: none;
        }
      }
    `,
  ];

  private onCatch(): void {
    const detail: Action = { type: 'catch', target: this.seat };
    this.dispatchEvent(new CustomEvent('uno-action', { detail, bubbles: true, composed: true }));
  }

  override render() {
    const n = this.count;
    const countText = n === 1 ? t('table.card1') : t('table.cards', { n });
    // the three cards stay in the page and hide: a card made afresh at each count costs more
    const fan = Math.min(FAN.length, n);
    // UNO is said with one card left: a player who went out (0 at the round's end) holds no mark
    const uno = this.uno && n === 1;
    const status = [
      this.partner ? t('teams.partnerOf', { name: this.name }) : this.name,
      this.team !== null ? t('teams.team', { n: this.team + 1 }) : '',
      countText,
      uno ? t('table.uno') : '',
      this.towers.length ? t('table.towersHeld', { towers: this.towers.join(' ') }) : '',
      this.connected ? '' : t('table.offline'),
      this.standIn ? t('table.standIn') : '',
      this.dealer ? t('table.dealerHint') : '',
      this.score !== null ? t('table.score', { n: this.score }) : '',
      this.wins ? t('callout.wins', { n: this.wins }) : '',
      this.active ? t('table.turn.other', { name: this.name }) : '',
    ]
      .filter(Boolean)
      .join(', ');
    const band = this.team !== null ? `--band:${teamToken(this.team)}` : '';
    return html`<div class="chip ${this.team !== null ? 'team' : ''}" style=${band} role="group" aria-label=${status}>
      <div class="stack" aria-hidden="true">
        ${FAN.map((i) => html`<uno-card face-down decorative ?hidden=${i >= fan} style="left:${i * 5}px"></uno-card>`)}
        <span class="count">${n}</span>
      </div>
      <div class="name" aria-hidden="true">
        <span class="dot ${this.connected ? '' : 'off'}" title=${this.connected ? '' : t('table.offline')}></span>
        <bdi>${this.name}</bdi>
      </div>
      <div class="meta" aria-hidden="true">
        ${this.partner ? html`<span class="badge partner">${t('teams.partner')}</span>` : nothing}
        <span class="badge uno" ?hidden=${!uno}>UNO</span>
        ${this.towers.map((tw) => html`<span class="badge tower">${tw}</span>`)}
        ${this.standIn ? html`<span class="badge standin">🤖 ${t('table.bot')}</span>` : nothing}
        <span class="badge dealer" ?hidden=${!this.dealer} title=${t('table.dealerHint')}
          >${t('table.dealerShort')}</span
        >
        ${this.wins ? html`<span class="badge wins" title=${t('callout.wins', { n: this.wins })}>★${this.wins}</span>` : nothing}
        ${this.score !== null ? html`<span class="score">${t('table.score', { n: this.score })}</span>` : nothing}
      </div>
      ${
        this.catchable
          ? html`<button
              class="catch"
              type="button"
              aria-label=${t('table.catchLabel', { name: this.name })}
              @click=${this.onCatch}
            >
              ${t('table.catch')}
            </button>`
          : nothing
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-seat-chip': UnoSeatChip;
  }
}

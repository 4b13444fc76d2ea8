/**
 * `<uno-hand>`: the player's own hand, fanned along the bottom edge (docs/table-ui.md "Cards"): playable cards
 * raised, the others dimmed; the overlap tightens as the hand grows, then the hand scrolls sideways.
 * One card is in the tab order at a time; the arrow keys move between cards, Enter or Space plays.
 *
 * @event hand-pick - detail `{ code, index }`: a playable (or selectable) card was chosen.
 */
import { LitElement, css, html, noChange } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { CardCode, EditionId } from '../../game/index.js';
import { LocaleController, t } from '../i18n/i18n.js';
import { cardName } from '../cards/card-face.js';
import { CARD_LOOK } from '../cards/uno-card.js';
import { adoptCardArt, artClass, cardArtStyles } from '../cards/card-span.js';
import { srOnly } from '../theme/index.js';
import { shortUpright, sidewaysUnderBars } from '../theme/screens.js';
import { stayUnfocused } from './focus-out.js';
import { handHintStyles, moreTemplate, refusalTemplate, type Refusal } from './hand-hints.js';

export interface HandPick {
  code: CardCode;
  index: number;
}

// Of a card's width, the least of each card that stays visible: the corner and half the big
// symbol, so a hand of many cards still reads at a glance; past it the hand scrolls.
const MIN_STEP = 0.42;
const MAX_STEP = 0.72;
/** The most card elements a hand keeps in the page (shown or spare): a deal after a long hand
 * does not keep thirty hidden. */
const KEPT = 20;

/** What one card's element shows (`noChange`: left as it was). */
interface CardItem {
  hidden: boolean;
  playable: boolean;
  selected: boolean;
  pressed: 'true' | 'false' | undefined;
  tabIndex: number;
  art: string | typeof noChange;
  label: string | typeof noChange;
}

/** An element past the hand: nothing to choose or to tab to; its drawing and its words are left as
 * they were (a hidden element is not drawn, named or read: `display: none`). Its words emptied,
 * Lit took their text out of the page, and that removal in the update of each card the player
 * played cost 0.4-4.7 ms at 4x (docs/smoothness-passes.md "Seventeenth pass"). */
const SPARE: CardItem = {
  hidden: true,
  playable: false,
  selected: false,
  pressed: undefined,
  tabIndex: -1,
  art: noChange,
  label: noChange,
};

/** The card width (px) a hand of this page last read, where a new hand starts from: read in its
 * first render, it made the browser work out the styles of the whole new table in the middle of
 * the table's first update (docs/smoothness-passes.md "Fifteenth pass"). 84: the tall phone's. */
let lastCardW = 84;

@customElement('uno-hand')
export class UnoHand extends LitElement {
  /** The hand in display order. */
  @property({ attribute: false }) cards: CardCode[] = [];
  /** By index in `cards`: may be chosen now. */
  @property({ attribute: false }) playable: boolean[] = [];
  /** Indices selected for a multi-play, in the order chosen. */
  @property({ attribute: false }) selected: number[] = [];
  @property() edition: EditionId | '' = '';
  /** Cards toggle in and out of a multi-play selection (they are then toggle buttons). */
  @property({ type: Boolean }) selecting = false;
  /** Dim the cards that cannot be chosen (on the player's turn; off it, the hand is just shown). */
  @property({ type: Boolean, attribute: 'dim-others', reflect: true }) dimOthers = true;
  @state() focusIndex = 0;
  @state() width = 0;
  /** Why the card just chosen cannot be played, shown for a moment (hand-hints.ts). */
  @state() refusal: Refusal | null = null;
  /** Where a hand wider than the screen is scrolled to: each side with more cards is marked. */
  @state() atStart = true;
  @state() atEnd = false;
  private refusalTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly locale = new LocaleController(this);
  private observer: ResizeObserver | null = null;
  /** The card width in px, read when the hand is laid out (not at each render: reading a style
   * there makes the browser compute the page's styles in the middle of the table's update); until
   * then, the last one read. The spacing itself is worked out by the style, from the width there. */
  private cardW = 0;
  private hadFocus = false;
  /** The card last chosen and where it was drawn then. */
  private picked: { code: CardCode; rect: DOMRect } | null = null;
  /** How many cards' elements the page holds: the most shown lately (up to KEPT), the ones past
   * the hand hidden until a card comes to them. A card made anew cost a deal or a draw of four
   * the most of its update (docs/smoothness-passes.md "Sixteenth pass"). */
  private slots = 0;

  static override styles = [
    cardArtStyles,
    handHintStyles,
    srOnly,
    css`
      :host {
        display: block;
        --card-w: var(--hand-card-w, 84px);
      }
      .scroller {
        display: flex;
        justify-content: safe center;
        overflow-x: auto;
        overflow-y: hidden;
        scrollbar-width: thin;
        /* room above for a raised card; less on a short screen (table-screens.styles.ts) */
        padding: var(--hand-room, 26px) 12px var(--hand-foot, 10px);
      }
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        width: max-content;
        align-items: flex-end;
      }
      li {
        flex: none;
      }
      /* each card but the last shows --step of itself (render); the spare elements past the hand
       are hidden, so the last card shown is not always the last element */
      li + li {
        margin-left: calc(var(--step, 0px) - var(--card-w));
      }
      li[hidden] {
        display: none;
      }
      /* the fan: each card leans and drops by its place from the middle (--i of --mid), as the
       list's --spread and --arc say (render) */
      button {
        all: unset;
        --off: calc(var(--i, 0) - var(--mid, 0));
        --tilt: calc(var(--off) * var(--spread, 0deg));
        margin-top: calc(var(--off) * var(--off) * var(--arc, 0px));
        display: block;
        position: relative;
        cursor: default;
        border-radius: calc(var(--card-w) * 0.12);
        transform: translateY(var(--lift, 0)) rotate(var(--tilt, 0deg));
        transform-origin: 50% 120%;
        transition: transform 0.16s ease;
      }
      button[data-playable='true'] {
        cursor: pointer;
        --lift: -16px;
      }
      button[data-selected='true'] {
        --lift: -26px;
      }
      @media (hover: hover) {
        button[data-playable='true']:hover {
          --lift: -24px;
        }
      }
      /* A card looks as its button says (raised, dimmed, selected): the attributes the hand writes
       on its buttons anyway, not three more on every card at each turn. */
      button[data-playable='true'] .card-art {
        filter: ${CARD_LOOK.playable};
      }
      :host([dim-others]) button[data-playable='false'][data-selected='false'] .card-art {
        filter: ${CARD_LOOK.dimmed};
      }
      button[data-selected='true'] .card-art {
        filter: ${CARD_LOOK.selected};
      }
      button:focus-visible {
        outline: none;
        box-shadow: var(--focus-card);
        z-index: 5;
      }
      button:focus-visible:not([data-selected='true']) {
        --lift: -20px;
      }
      @media (prefers-reduced-motion: reduce) {
        button {
          transition: none;
        }
      }
      /* a phone under a browser's bars, on its side or upright: raised less, in the less room
         kept above */
      @media ${sidewaysUnderBars}, ${shortUpright} {
        button[data-playable='true'] {
          --lift: -12px;
        }
        button[data-selected='true'] {
          --lift: -18px;
        }
      }
    `,
  ];

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    return adoptCardArt(super.createRenderRoot());
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.observer = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width ?? 0;
      // the card width follows the page's size (media queries), as the hand's own width does
      const cw = this.readCardWidth();
      lastCardW = cw;
      // Re-laid out after this frame's observations: a change inside the callback would loop.
      if (Math.abs(w - this.width) > 1 || cw !== this.cardW)
        setTimeout(() => {
          this.width = w;
          if (cw !== this.cardW) {
            this.cardW = cw;
            this.requestUpdate();
          }
        });
    });
    this.observer.observe(this);
  }
  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer?.disconnect();
    if (this.refusalTimer) clearTimeout(this.refusalTimer);
  }

  /** Enter or a tap on a card that cannot be played: say why, for two seconds. */
  private refuse(): void {
    this.refusal = this.dimOthers ? 'cannotPlay' : 'notYourTurn';
    if (this.refusalTimer) clearTimeout(this.refusalTimer);
    this.refusalTimer = setTimeout(() => (this.refusal = null), 2000);
  }

  private readonly onScroll = (e: Event): void => {
    const el = e.currentTarget as HTMLElement;
    const start = el.scrollLeft <= 2;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
    if (start !== this.atStart) this.atStart = start;
    if (end !== this.atEnd) this.atEnd = end;
  };

  override willUpdate(changed: Map<string, unknown>): void {
    this.hadFocus = this.matches(':focus-within');
    // the table has read where the played card was (it updates first); a new hand forgets it
    if (changed.has('cards')) this.picked = null;
    if (changed.has('cards') && this.focusIndex >= this.cards.length)
      this.focusIndex = Math.max(0, this.cards.length - 1);
    // Tabbing into the hand lands on a card that can be played, unless the player is moving
    // through the hand already.
    if ((changed.has('playable') || changed.has('cards')) && !this.matches(':focus-within')) {
      const first = this.playable.findIndex((p, i) => p && i < this.cards.length);
      if (first >= 0 && !this.playable[this.focusIndex]) this.focusIndex = first;
    }
  }

  override updated(): void {
    // The focused card was played and its button went with it (or was hidden, a spare now): the
    // focus stays in the hand rather than falling back to the page.
    const active = document.activeElement;
    const spare = (this.renderRoot as ShadowRoot).activeElement?.closest('li')?.hidden === true;
    if (this.hadFocus && (spare || (!this.matches(':focus-within') && (!active || active === document.body))))
      this.focusTabStop();
  }

  /** Focus the card that holds the hand's place in the tab order. */
  focusTabStop(): void {
    if (this.cards.length) this.focusCard(Math.min(this.focusIndex, this.cards.length - 1));
  }

  /** The card width in px, from the CSS custom property: read once the page is laid out. */
  private readCardWidth(): number {
    const v = parseFloat(getComputedStyle(this).getPropertyValue('--card-w'));
    return Number.isFinite(v) && v > 0 ? v : 84;
  }

  private pick(index: number): void {
    if (!this.playable[index]) return this.refuse();
    // Read now, while the page's layout is fresh from the last frame; read once the table is
    // updating, it would lay the page out in the middle of the update.
    const button = this.buttonAt(index);
    this.picked = button ? { code: this.cards[index]!, rect: button.getBoundingClientRect() } : null;
    this.dispatchEvent(
      new CustomEvent<HandPick>('hand-pick', {
        detail: { code: this.cards[index]!, index },
        bubbles: true,
        composed: true,
      }),
    );
  }

  private onKey(e: KeyboardEvent, index: number): void {
    const n = this.cards.length;
    let next: number;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = Math.min(n - 1, index + 1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = Math.max(0, index - 1);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = n - 1;
    else return;
    e.preventDefault();
    this.focusCard(next);
  }

  /** Move the roving focus to a card (and into view). */
  focusCard(index: number): void {
    this.focusIndex = index;
    void this.updateComplete.then(() => {
      const b = this.buttonAt(index);
      b?.focus();
      b?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
  }

  /** The button of the card at `index`, as drawn now (the spare ones come after the hand's). */
  private buttonAt(index: number): HTMLButtonElement | undefined {
    return index < this.cards.length ? this.renderRoot.querySelectorAll<HTMLButtonElement>('button')[index] : undefined;
  }

  /** Where the card of this code last picked was when it was picked, for its flight to the pile;
   * null for a card played another way (a dialog's button), which flies from the hand. */
  rectOf(code: CardCode): DOMRect | null {
    return this.picked?.code === code ? this.picked.rect : null;
  }

  /** The card at `i` of the hand. */
  private card(i: number, focusIndex: number) {
    const code = this.cards[i]!;
    const playable = !!this.playable[i];
    const selected = this.selected.includes(i);
    const name = cardName(code);
    const label = selected ? t('card.selected', { card: name }) : playable ? t('card.playable', { card: name }) : name;
    return this.item(i, {
      hidden: false,
      playable,
      selected,
      pressed: this.selecting ? (selected ? 'true' : 'false') : undefined,
      tabIndex: i === focusIndex ? 0 : -1,
      art: artClass(code, this.edition),
      label,
    });
  }

  /** An element past the hand, kept hidden for the next card. */
  private spare(i: number) {
    return this.item(i, SPARE);
  }

  /** One card's element: shown cards and spare ones share the template, so that Lit dresses the
   * same elements again. */
  private item(i: number, { hidden, playable, selected, pressed, tabIndex, art, label }: CardItem) {
    return html`<li ?hidden=${hidden}>
      <button
        type="button"
        data-index=${i}
        data-playable=${playable}
        data-selected=${selected}
        aria-disabled=${playable ? 'false' : 'true'}
        aria-pressed=${ifDefined(pressed)}
        tabindex=${tabIndex}
        style="--i:${i}"
        @click=${() => {
          this.focusIndex = i;
          this.pick(i);
        }}
        @mousedown=${stayUnfocused}
        @focus=${() => (this.focusIndex = i)}
        @keydown=${(e: KeyboardEvent) => this.onKey(e, i)}
      >
        <span class="card-art ${art}"></span>
        <span class="sr-only">${label}</span>
      </button>
    </li>`;
  }

  override render() {
    const n = this.cards.length;
    const cw = this.cardW || lastCardW;
    // Before the hand is measured, the page's width: the hand spans it on every layout. A guess
    // of 360 px fanned a hand of ten at 320 px, and it flattened, turning, once measured.
    const room = (this.width || globalThis.innerWidth || 360) - 24;
    // The outer cards of the fan lean outwards by about a quarter of a card: keep room for it. Each
    // card shows `--step` px of itself, between MIN_STEP and MAX_STEP of a card; the last shows
    // whole. Worked out by the style, from the card width there, which the page's size sets.
    const step = `clamp(var(--card-w) * ${MIN_STEP}, (${room}px - 1.4 * var(--card-w)) / ${Math.max(1, n - 1)}, var(--card-w) * ${MAX_STEP})`;
    // A fan while the hand fits; flat once it scrolls, so the cards stay readable side by side.
    const fits = n <= 1 || Math.max(0, room - 1.4 * cw) / (n - 1) >= cw * MIN_STEP;
    const spread = fits ? Math.min(2.6, 24 / Math.max(1, n)) : 0;
    // Where each card leans and drops is the style's, from its place (--i): a hand that grows or
    // shrinks rewrites these three on the list, not a style on each of its cards (docs/smoothness-passes.md
    // "Seventeenth pass"). The outer cards drop 14px, the middle one none.
    const mid = (n - 1) / 2;
    const arc = fits && n > 1 ? 14 / mid ** 2 : 0;
    const fan = `--mid:${mid};--spread:${spread}deg;--arc:${arc}px`;
    const focusIndex = Math.min(this.focusIndex, Math.max(0, n - 1));
    // Not keyed on purpose: a played card's button is the one under the finger, and taking it out
    // of the page costs the browser far more (its hover and focus move) than giving the buttons
    // that stay their neighbours' cards; the cards' positions change with the count anyway. Nor
    // taken out when the hand shrinks: the elements past it are hidden, and the next deal or draw
    // dresses them again instead of making new ones (at most KEPT elements).
    const slots = Math.max(n, Math.min(this.slots, KEPT));
    this.slots = slots;
    const items = [];
    for (let i = 0; i < slots; i++) items.push(i < n ? this.card(i, focusIndex) : this.spare(i));
    return html`${refusalTemplate(this.refusal)}
      <div class="scroller" @scroll=${this.onScroll}>
        <ol aria-label=${n ? t('table.hand', { n }) : t('table.handEmpty')} style="--step:${step};${fan}">
          ${items}
        </ol>
      </div>
      ${moreTemplate(!fits && !this.atStart, !fits && !this.atEnd)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-hand': UnoHand;
  }
}

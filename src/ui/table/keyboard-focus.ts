/**
 * A keyboard player's focus at the table, kept through its updates: a question answered (a color,
 * a +4 accepted, a drawn card kept...) takes its dialog or its buttons away, and the focus with
 * them, so the player goes on from the hand, not from the top of the page; and when the cards that
 * can be played change, the focus leaves a card that cannot be (turn-focus.ts). A player who
 * answered with a tap or a click is left where they are: moving the focus (and scrolling the hand
 * to it) would only cost their phone a restyle and a layout.
 */
import type { PlayerView } from '../../game/index.js';
import { deepActiveIn } from './focus-out.js';
import type { QuestionHost } from './questions/question-host.js';
import { canDo } from './table-model.js';
import { settleTurnFocus } from './turn-focus.js';
import type { UnoHand } from './uno-hand.js';

/** What the focus needs of the table: its roots and its hand. */
export interface FocusedTable extends HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly handElement: UnoHand | null;
}

export class KeyboardFocus {
  /** A keyboard's focus (shown) was in the table before this update. */
  private focused = false;

  constructor(
    private readonly table: FocusedTable,
    private readonly questions: QuestionHost,
  ) {}

  /** Before the table's update: where the focus is, while what holds it is still there. */
  note(): void {
    this.focused = !!deepActiveIn(this.table.shadowRoot)?.matches(':focus-visible');
  }

  /** After the table's update: the focus back to the hand if what held it went, and off a card
   * that can no longer be played (not in a replay, which asks nothing of its viewer). */
  settle(view: PlayerView | null, replay: boolean): void {
    this.refocusAfterAnswer();
    const hand = this.table.handElement;
    // only a keyboard player's focus is moved (turn-focus.ts): no wait for the hand otherwise
    if (view && hand && !replay && this.focused) {
      const canDraw = view.turn === view.seat && view.phase === 'play' && canDo(view, 'draw');
      void hand.updateComplete.then(() => settleTurnFocus(this.table.shadowRoot!, hand, canDraw));
    }
  }

  private refocusAfterAnswer(): void {
    const table = this.table;
    if (!this.focused || this.questions.current || table.renderRoot.querySelector('dialog[open]')) return;
    const active = table.shadowRoot?.activeElement;
    // an answered question closes with the focus still inside (uno-dialog.ts, `dismiss`)
    const inClosed = this.questions.holds(active) && !active.open;
    const lost = inClosed || (!active && (!document.activeElement || document.activeElement === document.body));
    const within = document.activeElement === table && !table.shadowRoot?.activeElement;
    if (lost || within) table.handElement?.focusTabStop();
  }
}

/**
 * `<uno-dialog open heading="…">`: a modal dialog (the native `<dialog>` in modal mode, so the rest
 * of the page is inert and focus stays inside). Enter triggers the slotted `[data-default]` control;
 * Escape does not close it, since every dialog of the table asks for an answer. It shows at the
 * frame after `open` is set, its default answer focused.
 *
 * @slot - the content and the buttons.
 * @csspart dialog - the dialog box.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import './uno-countdown.js';

@customElement('uno-dialog')
export class UnoDialog extends LitElement {
  @property({ type: Boolean, reflect: true }) open = false;
  @property() heading = '';
  /** A running clock's end (ms since epoch): shown as a countdown in the header. */
  @property({ type: Number }) deadline: number | null = null;

  static override styles = css`
    dialog {
      border: none;
      border-radius: 18px;
      padding: 0;
      max-width: min(92vw, 560px);
      max-height: 90vh;
      overflow: auto;
      background: var(--paper);
      color: var(--ink);
      box-shadow: 0 18px 60px rgb(from var(--shade) r g b / 0.55);
      font: inherit;
    }
    dialog::backdrop {
      background: rgb(from var(--felt-backdrop) r g b / 0.55);
    }
    @media (prefers-reduced-motion: no-preference) {
      dialog[open] {
        animation: pop 0.18s ease-out;
      }
    }
    @keyframes pop {
      from {
        transform: scale(0.92);
        opacity: 0;
      }
    }
    .head {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 1em;
      padding: 14px 18px 0;
    }
    h2 {
      margin: 0;
      font-size: 1.25rem;
    }
    .body {
      padding: 10px 18px 18px;
    }
    uno-countdown {
      --countdown-color: var(--red);
      color: var(--clock-ink);
    }
  `;

  /** What had the focus before the dialog opened, to give it back when the dialog goes. */
  private returnFocus: HTMLElement | null = null;
  /** Cancels the opening while the dialog waits for its frame. */
  private opening: (() => void) | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    // moved in the page: the frame it waited for was cancelled as it left
    const d = this.hasUpdated ? this.dialog : null;
    if (this.open && d && !d.open) this.openAtNextFrame(d);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.giveFocusBack();
  }

  /**
   * The question is answered: the dialog closes now, and stays in the page for the next question
   * (questions/question-host.ts says why). `open` goes false at once.
   */
  dismiss(): void {
    this.removeAttribute('open');
    this.open = false;
    // The focus inside is not blurred: closed, the dialog hides what had the focus and the browser
    // lets go of it at the frame (docs/smoothness.md "JS per table update: no blur").
    const d = this.hasUpdated ? this.dialog : null;
    if (d?.open) d.close();
    this.giveFocusBack();
  }

  /**
   * The focus goes back to where the player was before the dialog opened, not to the page's body,
   * unless it went somewhere meanwhile (the table gives a keyboard player's to the hand). At the
   * next frame, never right after the update that closed the dialog
   * (docs/smoothness.md "Dialog opening: focus back at the frame").
   */
  private giveFocusBack(): void {
    this.opening?.();
    this.opening = null;
    const back = this.returnFocus;
    this.returnFocus = null;
    if (!back) return;
    requestAnimationFrame(() => {
      const now = deepActiveElement();
      const lost = !now || (!this.open && (this.contains(now) || this.renderRoot.contains(now)));
      if (back.isConnected && lost) back.focus();
    });
  }

  private get dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  override updated(changed: Map<string, unknown>): void {
    const d = this.dialog;
    if (!d) return;
    if (this.open && !d.open) this.openAtNextFrame(d);
    else if (!this.open && d.open) d.close();
    else if (this.open && d.open && changed.has('heading') && changed.get('heading') !== undefined) {
      // One question followed another in the same dialog: focus its default answer.
      void Promise.resolve().then(() => this.focusDefault());
    }
  }

  /**
   * `showModal` and the focus make the browser compute the whole page's style and layout: at the
   * frame, once for everything the update changed, neither in the update nor after the frame
   * (docs/smoothness.md "Dialog opening: showModal at the frame").
   * A tab in the background gets no frame: its dialog shows when the player comes back to it.
   */
  private openAtNextFrame(d: HTMLDialogElement): void {
    if (this.opening !== null) return;
    const frame = requestAnimationFrame(() => {
      this.opening = null;
      if (!this.open || d.open || !this.isConnected) return;
      this.returnFocus = deepActiveElement();
      // Left with nothing focused, the browser has no focus of its own to give back when the
      // dialog closes (in the update that closes it): `giveFocusBack` does, at the next frame.
      this.returnFocus?.blur();
      d.showModal();
      this.focusDefault();
    });
    this.opening = () => cancelAnimationFrame(frame);
  }

  /** Focus the slotted `[autofocus]`, else `[data-default]`, else the first control. */
  focusDefault(): void {
    const slot = this.renderRoot.querySelector('slot');
    const els = (slot?.assignedElements({ flatten: true }) ?? []) as HTMLElement[];
    const find = (sel: string) => {
      for (const el of els) {
        if (el.matches(sel)) return el;
        const inner = el.querySelector<HTMLElement>(sel);
        if (inner) return inner;
      }
      return null;
    };
    const target =
      find('[autofocus]:not([disabled])') ??
      find('[data-default]:not([disabled])') ??
      find('button:not([disabled]), input, select, textarea, [tabindex="0"]');
    // Not scrolled to: a dialog opens at its top (its heading, the round's winner). An answer
    // below the fold is brought into sight, the least scroll that shows it; one held at the foot
    // (results.styles.ts) already is.
    target?.focus({ preventScroll: true });
    const d = this.dialog;
    if (target && d) {
      const box = target.getBoundingClientRect();
      const view = d.getBoundingClientRect();
      if (box.bottom > view.bottom || box.top < view.top) target.scrollIntoView({ block: 'nearest' });
    }
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key !== 'Enter' || e.isComposing) return;
    const target = e.composedPath()[0] as HTMLElement | undefined;
    // A focused button or a text area handle Enter themselves.
    if (target && (target.tagName === 'BUTTON' || target.tagName === 'TEXTAREA')) return;
    const slot = this.renderRoot.querySelector('slot');
    for (const el of (slot?.assignedElements({ flatten: true }) ?? []) as HTMLElement[]) {
      const def = el.matches('[data-default]') ? el : el.querySelector<HTMLElement>('[data-default]');
      if (def && !(def as HTMLButtonElement).disabled) {
        e.preventDefault();
        def.click();
        return;
      }
    }
  }

  override render() {
    return html`<dialog
      part="dialog"
      aria-labelledby="h"
      @keydown=${this.onKey}
      @cancel=${(e: Event) => e.preventDefault()}
      @close=${() => {
        // The browser may close a modal on a repeated Escape: the question still stands.
        if (this.open) queueMicrotask(() => this.open && this.dialog?.showModal());
      }}
    >
      <div class="head">
        <h2 id="h">${this.heading}</h2>
        ${
          // a closed dialog waiting for the next question keeps no clock ticking
          this.deadline && this.open ? html`<uno-countdown .deadline=${this.deadline}></uno-countdown>` : nothing
        }
      </div>
      <div class="body"><slot></slot></div>
    </dialog>`;
  }
}

function deepActiveElement(): HTMLElement | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement && el !== document.body ? el : null;
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-dialog': UnoDialog;
  }
}

/**
 * `dialogOut(dialog)`: renders the table's question (a `<uno-dialog>`, or nothing) and, when it
 * goes, closes it at once but takes it out of the page only after the next frame has been drawn.
 *
 * An open modal dialog taken out of the page made the browser work out the page's style there
 * and then, in the middle of the table's update: the round's results cost a phone profile 2-7 ms
 * when the next deal came. A dialog taken out right after it closed, before a frame had drawn it
 * closed, cost more still (10 ms on an empty page at 4x slower). Closed in the update
 * (`dismiss()`: no blur, the browser lets go of the focus at the frame), the page's style is
 * worked out once at the frame, and the closed dialog leaves after it for a fraction of a
 * millisecond (docs/smoothness.md, eleventh pass).
 */
import { noChange, nothing, type TemplateResult } from 'lit';
import { AsyncDirective, directive, PartType, type ChildPart, type PartInfo } from 'lit/async-directive.js';
import type { UnoDialog } from './uno-dialog.js';
import { afterNextFrame } from '../shared/after-frame.js';
import { nodesOf } from './focus-out.js';

type Question = TemplateResult | typeof nothing;

class DialogOut extends AsyncDirective {
  /** A dialog is in the page (open, or closed and waiting to leave). */
  private shown = false;
  /** Closed, waiting to leave. */
  private leaving = false;
  private cancelRemoval: (() => void) | null = null;

  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.CHILD) throw new Error('dialogOut() goes where a child is rendered');
  }

  render(value: Question): Question {
    return value;
  }

  override update(part: ChildPart, [value]: [Question]): Question | typeof noChange {
    if (value !== nothing) {
      // Another question before the closed one left: Lit draws it in the same element.
      if (this.leaving) for (const d of dialogsIn(part)) d.open = true;
      this.stopRemoval();
      this.leaving = false;
      this.shown = true;
      return value;
    }
    if (!this.shown) return nothing;
    if (!this.leaving) {
      for (const d of dialogsIn(part)) d.dismiss();
      this.leaving = true;
      this.scheduleRemoval();
    }
    return noChange;
  }

  /** After the next frame, not in it (after-frame.ts). A tab in the background draws no frame: its
   * closed dialog stays, hidden, until the player is back. */
  private scheduleRemoval(): void {
    this.cancelRemoval = afterNextFrame(() => {
      this.cancelRemoval = null;
      this.leaving = false;
      this.shown = false;
      this.setValue(nothing);
    });
  }

  private stopRemoval(): void {
    this.cancelRemoval?.();
    this.cancelRemoval = null;
  }

  protected override disconnected(): void {
    this.stopRemoval();
  }

  protected override reconnected(): void {
    if (this.leaving) this.scheduleRemoval();
  }
}

/** The dialogs the part renders now. */
function dialogsIn(part: ChildPart): UnoDialog[] {
  return [...nodesOf(part)].filter((n): n is UnoDialog => n instanceof HTMLElement && n.localName === 'uno-dialog');
}

export const dialogOut = directive(DialogOut);

/**
 * `keptDialog(question)`: renders the table's question (a `<uno-dialog>`, or nothing). When the
 * question goes, its dialog closes and stays in the page, closed, and the next question opens it
 * again with its own content.
 *
 * Every question goes through one template (table-dialogs.ts, `dialog`), so Lit draws the next
 * one in the same element. A `<uno-dialog>` made anew for each question (its element, shadow root,
 * styles and first update) cost a phone profile about 2 ms of the update that asked it: the
 * round's results drew in about 5 ms instead of 6.5-6.8 at 4x slower (replayed round ends,
 * docs/smoothness.md, twelfth pass).
 * Taken out of the page instead of closed, an open modal made the browser work out the page's
 * style there and then, in the middle of the update (2-7 ms at the next deal); closed with
 * `dismiss()` (no blur: the browser lets go of the focus at the frame), the page's style is worked
 * out once, at the frame, and the dialog's hidden content costs nothing until it is replaced.
 */
import { noChange, nothing, type TemplateResult } from 'lit';
import { Directive, directive, PartType, type ChildPart, type PartInfo } from 'lit/directive.js';
import type { UnoDialog } from './uno-dialog.js';
import { nodesOf } from './focus-out.js';

type Question = TemplateResult | typeof nothing;

class KeptDialog extends Directive {
  /** A dialog is in the page, open or closed. */
  private shown = false;
  /** It is closed, waiting for the next question. */
  private closed = false;

  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.CHILD) throw new Error('keptDialog() goes where a child is rendered');
  }

  render(value: Question): Question {
    return value;
  }

  override update(part: ChildPart, [value]: [Question]): Question | typeof noChange {
    if (value !== nothing) {
      // the template's `open` is written once, when Lit makes the element
      if (this.closed) for (const d of dialogsIn(part)) d.open = true;
      this.closed = false;
      this.shown = true;
      return value;
    }
    if (!this.shown) return nothing;
    if (!this.closed) {
      for (const d of dialogsIn(part)) d.dismiss();
      this.closed = true;
    }
    return noChange;
  }
}

/** The dialogs the part renders now. */
function dialogsIn(part: ChildPart): UnoDialog[] {
  return [...nodesOf(part)].filter((n): n is UnoDialog => n instanceof HTMLElement && n.localName === 'uno-dialog');
}

export const keptDialog = directive(KeptDialog);

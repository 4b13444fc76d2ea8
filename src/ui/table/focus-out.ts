/**
 * `focusOut(dialog)`: renders a dialog (or nothing) and, when the next value is another dialog or
 * none, takes the focus out of the one leaving before Lit removes it.
 *
 * A focused element leaving the page makes the browser compute the page's style there and then;
 * a modal dialog leaving also frees the rest of the page from being inert, so that style is the
 * whole page's, in the middle of the table's update (issue 14, point 5). Blurred first, while the
 * dialog is still the page's only live part, the focus costs little, and the dialog goes without
 * forcing anything: its style is worked out once, at the frame. The table then gives a keyboard
 * player's focus back to the hand (`refocusAfterDialog`).
 */
import { nothing, type TemplateResult } from 'lit';
import { Directive, directive, type ChildPart, type PartInfo, PartType } from 'lit/directive.js';

type Dialog = TemplateResult | typeof nothing;

class FocusOut extends Directive {
  private shown: TemplateStringsArray | null = null;

  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.CHILD) throw new Error('focusOut() goes where a child is rendered');
  }

  render(dialog: Dialog): Dialog {
    return dialog;
  }

  override update(part: ChildPart, [dialog]: [Dialog]): Dialog {
    const next = dialog === nothing ? null : dialog.strings;
    if (this.shown && next !== this.shown) blurWithin(part);
    this.shown = next;
    return dialog;
  }
}

/** Blurs the focused element when it lies in what the part renders now. */
function blurWithin(part: ChildPart): void {
  const root = part.parentNode.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  if (!(active instanceof HTMLElement)) return;
  for (let n = part.startNode?.nextSibling ?? null; n && n !== part.endNode; n = n.nextSibling) {
    if (n.contains(active)) {
      active.blur();
      return;
    }
  }
}

export const focusOut = directive(FocusOut);

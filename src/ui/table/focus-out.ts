/**
 * `focusOut(part)`: renders a part that goes once answered (the drawn card's buttons, a
 * multi-play's, Pass) and, when the next value is another template or none, takes the focus out
 * of the one leaving before Lit removes it. (The table's questions close through question-host.ts.)
 *
 * The rule: nothing focused leaves the page, and nothing is blurred, in the table's update; the
 * browser would work out the page's style and layout there and then. Blurred first, the element
 * goes without forcing anything. The table then gives a keyboard player's focus back to the hand
 * (keyboard-focus.ts).
 * Why, measured: docs/smoothness.md "JS per table update: no blur".
 */
import { noChange, nothing, type TemplateResult } from 'lit';
import { Directive, directive, type ChildPart, type ElementPart, type PartInfo, PartType } from 'lit/directive.js';

type Leaving = TemplateResult | typeof nothing;

class FocusOut extends Directive {
  private shown: TemplateStringsArray | null = null;

  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.CHILD) throw new Error('focusOut() goes where a child is rendered');
  }

  render(value: Leaving): Leaving {
    return value;
  }

  override update(part: ChildPart, [value]: [Leaving]): Leaving {
    const next = value === nothing ? null : value.strings;
    if (this.shown && next !== this.shown) blurWithin(part);
    this.shown = next;
    return value;
  }
}

/** The nodes a child part renders now, in order. */
export function* nodesOf(part: ChildPart): Generator<Node> {
  for (let n = part.startNode?.nextSibling ?? null; n && n !== part.endNode; n = n.nextSibling) yield n;
}

/** Blurs the focused element when it lies in what the part renders now. */
function blurWithin(part: ChildPart): void {
  const root = part.parentNode.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  if (!(active instanceof HTMLElement)) return;
  for (const n of nodesOf(part)) {
    if (n.contains(active)) {
      active.blur();
      return;
    }
  }
}

export const focusOut = directive(FocusOut);

/** `blurHidden(hidden)` on an element kept in the page and hidden (rather than taken out) once
 * answered: as it hides, the focus in it is taken out first, by the same rule. */
class BlurHidden extends Directive {
  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.ELEMENT) throw new Error('blurHidden() goes on an element');
  }

  render(_hidden: boolean): unknown {
    return noChange;
  }

  override update(part: ElementPart, [hidden]: [boolean]): unknown {
    const active = (part.element.getRootNode() as Document | ShadowRoot).activeElement;
    if (hidden && active instanceof HTMLElement && part.element.contains(active)) active.blur();
    return noChange;
  }
}

export const blurHidden = directive(BlurHidden);

/**
 * For `@mousedown` on what goes once answered (or played): a click or a tap does not focus it, so
 * nothing has to be blurred when it goes (the rule above). The keyboard's Enter and Space still
 * act on the focused control.
 */
export const stayUnfocused = (e: MouseEvent): void => e.preventDefault();

/** The element that has the focus inside `root`, through the shadow roots under it. */
export function deepActiveIn(root: ShadowRoot | null): Element | null {
  let el = root?.activeElement ?? null;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/** Small DOM helpers for the app's tests: reach into shadow roots, type, click, follow focus, and
 * start each test on a fresh page. */
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { animationsIn, nextFrame } from '../table/fixtures.js';

/** How long a screen loaded on demand (the lobby, the table) may take to appear: the test server
 * transforms its modules on first request, slowly on a loaded machine. */
export const SCREENS_LOAD = { timeout: 15_000 };
/** A page as a first visit finds it: nothing saved, at home (`#/`), in English. */
export async function freshPage(): Promise<void> {
  localStorage.clear();
  history.replaceState(null, '', '#/');
  await setLang('en');
}

/** From the app's home: a name typed, "Play solo", its setup sent as it opens. */
export async function playSolo(app: Element, name = 'Léa'): Promise<void> {
  const home = $(app, 'uno-home');
  type($(home, '#name'), name);
  $(home, '#solo-btn').click();
  const solo = $(home, 'uno-solo-setup');
  await settle(solo);
  $<HTMLButtonElement>(solo, 'button[type=submit]').click();
}

export function $<T extends Element = HTMLElement>(root: Element, selector: string): T {
  const found = root.shadowRoot!.querySelector<T>(selector);
  if (!found) throw new Error(`${root.tagName.toLowerCase()}: nothing matches ${selector}`);
  return found;
}

export function $$<T extends Element = HTMLElement>(root: Element, selector: string): T[] {
  return [...root.shadowRoot!.querySelectorAll<T>(selector)];
}

export function type(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

export function choose(select: HTMLSelectElement | HTMLInputElement, value: string | boolean): void {
  if (typeof value === 'boolean') (select as HTMLInputElement).checked = value;
  else select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

export async function settle(el: Element & { updateComplete?: Promise<unknown> }): Promise<void> {
  await el.updateComplete;
  // a dialog asked for in the update shows at the next frame (uno-dialog.ts)
  await nextFrame();
  await new Promise((r) => setTimeout(r, 0));
}

/** Waits for the page's animations that end (a dialog popping in) to be over, in every shadow
 * tree (the document's own list leaves them out), those that start at the next frames included (a
 * dialog opens at the frame after it is asked for): an accessibility check in the middle of a fade
 * reads the contrast of half-transparent text. */
export async function animationsDone(): Promise<void> {
  for (let frames = 0; frames < 30; frames++) {
    await nextFrame();
    const ending = [...animationsIn(document)].filter(
      (a) => a.playState !== 'finished' && a.effect?.getComputedTiming().endTime !== Infinity,
    );
    if (!ending.length && frames >= 2) return;
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  }
}

/** The element focused, through the shadow trees. */
export function focusedElement(): Element | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/** The element focused, described by id, name or text. */
export function focused(): string {
  const el = focusedElement();
  if (!el) return '';
  return el.id || el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName.toLowerCase();
}

/** What `get()` gives once it gives something (the screens and the table's parts load on demand);
 * an error naming `what` after `ms`. */
export async function until<T>(get: () => T | null | undefined, what: string, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = get();
    if (v) return v;
    if (Date.now() > end) throw new Error(`waited in vain for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The `<dialog>` of `host`'s `uno-dialog`, once it is open and done popping in. A dialog opens at
 * the frame after it is asked for (uno-dialog.ts), and right after a change of viewport that frame
 * can come later than `settle`'s wait for it (which gives up after 200 ms): a box measured before
 * it shows has no size at all.
 */
export async function shownDialog(host: Element): Promise<HTMLDialogElement> {
  const dialog = await until(
    () => host.shadowRoot?.querySelector('uno-dialog')?.shadowRoot?.querySelector('dialog[open]') ?? null,
    `${host.tagName.toLowerCase()}'s dialog open`,
  );
  await animationsDone();
  return dialog as HTMLDialogElement;
}

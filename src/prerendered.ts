/**
 * The prerendered home or invite (scripts/prerender.mjs) shows from the first paint, before any
 * script; the live app replaces it once its words are there (main.ts). What the player did on the
 * copy meanwhile is kept: what was typed goes into the live fields, the focus comes back to the
 * same field, and the last tap on a button (or Enter in the code field) is given to the live one,
 * which answers it then (docs/smoothness-passes.md "Thirteenth pass: the first paint before the script").
 */

/** Set by the copy's inline scripts: the route's code and the taps held for the app. */
type Held = { code: string; taps: string[] };
declare global {
  interface Window {
    unoPrerender?: Held;
  }
}

export type CopyState = { values: [string, string][]; focus: string | null; tap: string | null };

type Updating = HTMLElement & { updateComplete: Promise<boolean> };

/** What the shown copy holds; null on a page without one (the dev server, a test page). */
export function readCopy(doc: Document = document): CopyState | null {
  const shown = doc.querySelector(`pre-uno-app[data-pre="${doc.documentElement.dataset.pre ?? ''}"]`);
  const root = shown?.shadowRoot?.querySelector('pre-uno-home')?.shadowRoot;
  if (!root) return null;
  const values = [...root.querySelectorAll('input')]
    .filter((input) => input.id && input.type !== 'file')
    .map((input): [string, string] => [input.id, input.value]);
  return { values, focus: root.activeElement?.id || null, tap: window.unoPrerender?.taps.at(-1) ?? null };
}

/** Gives the copy's state to the live home once `app` has drawn it. */
export async function handOver(copy: CopyState, app: Updating): Promise<void> {
  await app.updateComplete;
  const home = app.shadowRoot?.querySelector<Updating>('uno-home');
  if (!home) return; // a saved table is being taken back: no home to fill
  await home.updateComplete;
  const root = home.shadowRoot!;
  for (const [id, value] of copy.values) {
    const input = root.getElementById(id);
    if (!(input instanceof HTMLInputElement) || input.value === value) continue;
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }
  if (copy.focus) root.getElementById(copy.focus)?.focus();
  await home.updateComplete;
  if (copy.tap) root.querySelector<HTMLElement>(copy.tap)?.click();
}

/** The table mounted alone for the browser tests of uno-table*.browser.test.ts, and the ways they
 * reach into it: queries through its shadow roots, the actions it fires, a hand card's look. */
import { fixture, html } from '@open-wc/testing';
import type { Action, PlayerView, TableEvent } from '../../../../src/game/types.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { SHOWN_CARD, lookIn, makeSeats, nextFrame } from './fixtures.js';

export async function mount(
  view: PlayerView,
  opts: { events?: TableEvent[]; isHost?: boolean; deadline?: number | null } = {},
) {
  // Lit elements only: fixture() waits for an animation frame on plain elements, and a page the
  // runner keeps in the background gets none.
  const table = await fixture<UnoTable>(
    html`<uno-table
      style="width:1000px;height:760px"
      .view=${view}
      .seats=${makeSeats(view.players)}
      .events=${opts.events ?? []}
      .deadline=${opts.deadline ?? null}
      .isHost=${opts.isHost ?? false}
    ></uno-table>`,
  );
  await table.updateComplete;
  // a dialog the view asks for shows at the next frame
  await nextFrame();
  return table;
}

export const $ = <T extends Element = HTMLElement>(root: UnoTable, sel: string) =>
  lookIn(root).querySelector<T & Element>(sel);
/** What `fn` returns once truthy: a media query's change reaches the page a frame or so later. */
export async function until<T>(fn: () => T, ms = 3000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out: ${fn.toString()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
export const $$ = (root: UnoTable, sel: string) => [...lookIn(root).querySelectorAll<HTMLElement>(sel)];
export const handButtons = (t: UnoTable) => [
  ...t.handElement!.shadowRoot!.querySelectorAll<HTMLButtonElement>(SHOWN_CARD),
];
export const buttonByText = (t: UnoTable, text: string) =>
  $$(t, 'button').find((b) => b.textContent.trim().includes(text)) ?? null;

/** Every uno-action the table fires while `fn` runs. */
export async function actions(t: UnoTable, fn: () => unknown): Promise<Action[]> {
  const got: Action[] = [];
  const on = (e: Event) => got.push((e as CustomEvent<Action>).detail);
  t.addEventListener('uno-action', on);
  await fn();
  await t.updateComplete;
  // a dialog it opened shows at the next frame (uno-dialog.ts)
  await nextFrame();
  t.removeEventListener('uno-action', on);
  return got;
}

/** How a hand card looks: its drawing's filter (raised, dimmed, selected). */
export const look = (card: Element): string => getComputedStyle(card).filter;

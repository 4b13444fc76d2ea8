/**
 * The table against the real engine: a table dealt from known hands, and each gesture's intents
 * sent back to the engine, which must accept them.
 */
import { expect } from '@open-wc/testing';
import { createTable } from '../../../../src/game/index.js';
import type { Action, Table, TableConfig } from '../../../../src/game/types.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { SHOWN_CARD } from './fixtures.js';

const PILE = ['Y9', 'G9', 'B9', 'R9', 'Y8', 'G8', 'B8', 'R8', 'Y7', 'G7'];

/** A table dealt `hands`, `discard` (R3 unless said) face up, and a known draw pile. */
export function dealtTable(config: Omit<TableConfig, 'deal'> & { hands: string[][]; discard?: string }): Table {
  return createTable({ ...config, deal: { hands: config.hands, discard: config.discard ?? 'R3', pile: PILE } });
}

/** Run a UI gesture and send what it fired to the engine, which must accept it. */
export async function act(t: UnoTable, tb: Table, seat: number, gesture: () => unknown): Promise<Action[]> {
  const fired: Action[] = [];
  const on = (e: Event) => fired.push((e as CustomEvent<Action>).detail);
  t.addEventListener('uno-action', on);
  await gesture();
  await t.updateComplete;
  t.removeEventListener('uno-action', on);
  for (const a of fired) expect(tb.send(seat, a), JSON.stringify(a)).to.deep.equal({ ok: true });
  return fired;
}

/** The hand's card whose name starts with `name` ("Red 7"). */
export const handCard = (t: UnoTable, name: string) =>
  [...t.handElement!.shadowRoot!.querySelectorAll<HTMLButtonElement>(SHOWN_CARD)].find((b) =>
    b.textContent.trim().startsWith(name),
  )!;

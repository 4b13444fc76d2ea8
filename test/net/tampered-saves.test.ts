/**
 * Issue 11, point 5: the host resumes only a save that keeps every invariant. An outside audit
 * resumed 17 of 25 tampered saves (one with 40 Wild +4 in a hand). Here each tampering is refused
 * with `corrupt-save: <why>`, nothing of it is used, and the save is kept aside: handed to the
 * store's `keepAside` as it was, never overwritten by a later save, never deleted.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.js';
import { TableHost, type HostStore } from '../../src/net/host/table-host.js';
import { createManualClock } from '../../src/net/wire/clock.js';
import type { SavedTable } from '../../src/net/host/saved.js';
import { asideHostSaves, browserHostStore, loadHostSave, savedHostTable } from '../../src/net/page/storage.js';
import { createHarness, engine, playToEnd, settle } from './harness.js';

type G = { hands: string[][]; pile: string[]; color: string; direction: number; turn: number } & Record<
  string,
  unknown
>;
interface Snap {
  machine: { value: unknown; context: { g: G } };
  log: { config: Record<string, unknown> } | null;
}

/** A save of a classic game under way: the host, two guests and a bot, some turns played. */
async function savedGame(): Promise<SavedTable> {
  const h = await createHarness({ settings: { edition: 'classic' }, seed: 'tamper' });
  await h.addGuest('Ana');
  await h.addGuest('Bo');
  expect(h.host.addBot('normal').ok).toBe(true);
  expect(h.host.start().ok).toBe(true);
  await settle();
  const players = [h.hostClient, ...h.guests.map((g) => g.client)].map((client, i) => ({
    client,
    bot: createBot('normal', `t${i}`),
  }));
  // a few turns: stop once the table has moved on a little
  const stop = h.host.onChange(() => {
    if ((h.host.currentTable?.lastSeq ?? 0) > 25) throw new Error('enough');
  });
  await playToEnd(h, players, 40).catch(() => undefined);
  stop();
  expect(h.store.last?.snapshot).toBeTruthy();
  return JSON.parse(JSON.stringify(h.store.last)) as SavedTable;
}

/** A store that records what it is asked to do. */
function recordingStore() {
  const store = {
    saves: [] as SavedTable[],
    aside: [] as { raw: unknown; why: string }[],
    cleared: 0,
    save(s: SavedTable) {
      store.saves.push(s);
    },
    clear() {
      store.cleared++;
    },
    keepAside(raw: unknown, why: string) {
      store.aside.push({ raw: JSON.parse(JSON.stringify(raw)) as unknown, why });
    },
  };
  return store satisfies HostStore;
}

const g = (s: SavedTable) => (s.snapshot as Snap).machine.context.g;

/** A change made in place; or the text to resume instead (`{ text }`). */
type Tamper = [what: string, change: (s: SavedTable) => unknown, why: RegExp];

const tampers: Tamper[] = [
  [
    '40 Wild +4 in a hand',
    (s) => g(s).hands[1]!.push(...Array<string>(40).fill('W+4')),
    /44 × W\+4 where the deck has 4/,
  ],
  ['a card gone from the draw pile', (s) => void g(s).pile.pop(), /cards do not add up to the deck/],
  ['a card dealt twice', (s) => g(s).hands[0]!.push(g(s).hands[2]![0]!), /cards do not add up to the deck/],
  ['a Wild Skull in a classic game', (s) => (g(s).hands[3]![0] = 'WK'), /the classic deck does not have/],
  ['purple in a classic game', (s) => (g(s).color = 'P'), /not a classic color/],
  ['direction 2', (s) => (g(s).direction = 2), /direction of play/],
  ['the turn on seat 7 of 4', (s) => (g(s).turn = 7), /turn is not a seat/],
  ['a score from nowhere', (s) => ((g(s).scores as number[])[2] = 500), /scores are not those of the last round/],
  ['UNO declared with a full hand', (s) => ((g(s).uno as boolean[])[1] = true), /declared UNO/],
  ['a race in a classic game', (s) => ((s.snapshot as Snap).machine.value = { race: 'unoClosed' }), /phase/],
  ['towers in a classic game', (s) => (g(s).towers = { U: 1, N: null, O: null, '!': null }), /no towers/],
  [
    'house rules in a classic game',
    (s) => (g(s).rules = [{ number: 1, text: 'x', gesture: 'clap' }]),
    /no house rules/,
  ],
  ['an event from the future', (s) => (g(s).events as unknown[]).push({ seq: 1e6, type: 'play' }), /event is damaged/],
  ['a phase that does not exist', (s) => ((s.snapshot as Snap).machine.value = 'party'), /saved phase is damaged/],
  ['not a table snapshot', (s) => (s.snapshot = { format: 'uno-table', version: 7 }), /not a table snapshot/],
  ['a snapshot that is a list', (s) => (s.snapshot = [1, 2, 3]), /does not restore/],
  [
    'a rigged deal slipped into the game',
    (s) => ((s.snapshot as Snap).log!.config.deal = { hands: [], discard: 'R1', pile: [] }),
    /rigged deal/,
  ],
  [
    'five seats for four players',
    (s) => s.seats.push({ ...s.seats[1]!, token: 'f'.repeat(32) }),
    /4 players for 5 seats/,
  ],
  ['another edition in the settings', (s) => (s.settings.edition = 'skull'), /a classic game under skull settings/],
  ['a settings race time below zero', (s) => (s.settings.raceMs = -1), /bad settings/],
  ['options that are not a record', (s) => (s.settings.options = [] as never), /bad settings/],
  ['a seat token that is not hex', (s) => (s.seats[1]!.token = 'not-a-token'), /bad seat token/],
  ['two seats with one token', (s) => (s.seats[2]!.token = s.seats[1]!.token), /bad seat token/],
  ['the host seat a bot', (s) => (s.seats[0] = { ...s.seats[0]!, kind: 'bot', level: 'hard' }), /bad host seat/],
  ['a bot with no level', (s) => delete s.seats[3]!.level, /bot without level/],
  ['a negative sequence number', (s) => (s.seats[1]!.lastSeq = -3), /bad seat sequence/],
  ['a game number of 0 with a game', (s) => (s.game = 0), /snapshot without a game/],
  ['a code that is no table code', (s) => (s.code = 'hello!'), /bad code/],
  ['an unknown version', (s) => (s.v = 2 as never), /unknown version/],
  ['a door with a broken ban list', (s) => (s.door = { locked: false, tokens: ['zz'], names: [] }), /bad door/],
  // issue 27, point 7: seats the deal names, and the host's seat, checked against the save's seats
  [
    'a deal step of seat 7 of 4',
    (s) => (s.deal!.dealt!.steps[0] = [7, { type: 'draw' }]),
    /seat 7, which does not exist \(4 seats\), took a step/,
  ],
  [
    'a deal seal and value from seat 9 of 4',
    (s) => (s.deal!.dealt!.seals['9'] = s.deal!.dealt!.values['9'] = 'a'.repeat(64)),
    /seat 9, which does not exist/,
  ],
  ['the host seat set to a guest seat', (s) => (s.hostSeat = 1), /the host's seat is seat 1, a guest's/],
  [
    'a moved table hosted from a seat the deal under way asks',
    (s) => {
      s.epoch = 1;
      s.hostSeat = 1;
      const d = s.deal!.dealt!;
      // the first deal of the next game, being settled
      s.deal!.exchange = {
        ...d,
        game: d.game + 1,
        round: 1,
        phase: 'seal',
        asked: [1, 2],
        seals: {},
        values: {},
      } as never;
    },
    /the host's seat 1 was asked for a value in the deal, as only a guest does/,
  ],
  ['chat switches that are not a flag', (s) => (s.chat = { off: 'yes', muted: [] } as never), /bad chat/],
  ["the host's own seat muted for everyone", (s) => (s.chat = { off: false, muted: [0] }), /bad chat/],
  ['a mute on seat 40 of 4', (s) => (s.chat = { off: false, muted: [40] }), /bad chat/],
  ['a seat muted twice', (s) => (s.chat = { off: true, muted: [1, 1] }), /bad chat/],
  ['the save cut in half', (s) => ({ text: JSON.stringify(s).slice(0, JSON.stringify(s).length >> 1) }), /not JSON/],
];

describe('tampered saves', () => {
  let good: SavedTable;
  beforeEach(async () => {
    good ??= await savedGame();
  });

  it('the untouched save resumes: the same table, hands and all', () => {
    const store = recordingStore();
    const host = TableHost.resume(JSON.parse(JSON.stringify(good)), {
      engine,
      createBot,
      clock: createManualClock(),
      store,
    });
    expect(host.currentTable!.snapshot()).toEqual(good.snapshot);
    expect(store.aside).toEqual([]);
    host.suspend();
  });

  for (const [what, change, why] of tampers) {
    it(`${what}: refused, nothing resumed, the save kept aside as it was`, () => {
      const tampered = JSON.parse(JSON.stringify(good)) as SavedTable;
      const out = change(tampered) as { text?: unknown } | undefined;
      const input = typeof out === 'object' && out !== null && typeof out.text === 'string' ? out.text : tampered;
      const store = recordingStore();
      const kept = JSON.parse(JSON.stringify(input)) as unknown;
      let error: unknown = null;
      try {
        TableHost.resume(input, { engine, createBot, clock: createManualClock(), store });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(Error);
      const message = (error as Error).message;
      expect(message).toMatch(/^corrupt-save: /);
      expect(message).toMatch(why);
      // kept aside exactly as it was, with its reason; no save of a half-resumed table
      expect(store.aside).toEqual([{ raw: kept, why: message }]);
      expect(store.saves).toEqual([]);
      expect(store.cleared).toBe(0);
    });
  }

  it(`counts: ${tampers.length} tamperings, every one refused`, () => {
    expect(tampers.length).toBeGreaterThanOrEqual(25);
  });
});

/** Browser storage in Node: one Map per store. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(i: number): string | null {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.items.set(k, String(v));
  }
  removeItem(k: string): void {
    this.items.delete(k);
  }
}

describe("the browser's store keeps a refused save aside", () => {
  const globals = globalThis as unknown as Record<string, unknown>;
  beforeEach(() => {
    globals.localStorage = new MemoryStorage();
    globals.sessionStorage = new MemoryStorage();
  });
  afterEach(() => {
    delete globals.localStorage;
    delete globals.sessionStorage;
  });

  it('under a key of its own, with why; no longer offered for a resume; two refusals, two keys', async () => {
    const good = await savedGame();
    const store = browserHostStore();
    store.save(good);
    expect(savedHostTable()?.code).toBe(good.code);
    const bad = JSON.parse(JSON.stringify(good)) as SavedTable;
    g(bad).hands[1]!.push(...Array<string>(40).fill('W+4'));
    store.save(bad);
    expect(() => TableHost.resume(loadHostSave(), { engine, createBot, clock: createManualClock(), store })).toThrow(
      /^corrupt-save: /,
    );
    // not offered again, in this tab or under its code
    expect(savedHostTable()).toBeNull();
    expect(loadHostSave(good.code)).toBeNull();
    const aside = asideHostSaves();
    expect(aside).toHaveLength(1);
    expect(aside[0]!.why).toMatch(/44 × W\+4 where the deck has 4/);
    const kept = JSON.parse(localStorage.getItem(aside[0]!.key)!) as { save: unknown; why: string };
    expect(kept.save).toEqual(bad);
    // a second refused save of the same table does not overwrite the first
    store.save(bad);
    expect(() => TableHost.resume(loadHostSave(), { engine, createBot, clock: createManualClock(), store })).toThrow();
    const both = asideHostSaves();
    expect(both).toHaveLength(2);
    expect(new Set(both.map((a) => a.key)).size).toBe(2);
    expect(JSON.parse(localStorage.getItem(aside[0]!.key)!)).toEqual(kept);
  });
});

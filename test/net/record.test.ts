/**
 * Saving a game from the app (issue 13): who may have the record over the protocol, and when
 * (record-desk.ts). The host's own screen at any time; a guest or a spectator once the game is
 * over, once per connection; the record, in parts when long, replays to the host's table.
 */
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.js';
import { createTable, recordOf, replayRecord, restoreTable } from '../../src/game/index.js';
import type { Table } from '../../src/game/types.js';
import { TableHost } from '../../src/net/host/table-host.js';
import { createGameClient } from '../../src/net/guest/client.js';
import { createManualClock } from '../../src/net/wire/clock.js';
import { RECORD_PART } from '../../src/net/wire/protocol.js';
import { createHarness, playToEnd, settle } from './harness.js';
import { checkNoForeignCards } from './leaks.js';

/** Everything every seat and a spectator may see of `table`, to compare two tables. */
function views(table: Table, players: number): unknown {
  return JSON.parse(
    JSON.stringify({
      seats: Array.from({ length: players }, (_, s) => table.view(s)),
      spectator: table.spectatorView(),
    }),
  );
}

const recordTexts = (h: Awaited<ReturnType<typeof createHarness>>, label: string) =>
  (h.received.get(label) ?? []).filter((t) => t.includes('"t":"record"'));

async function shortGame(seed: string) {
  // a target of 1 point: the first round won ends the game
  const h = await createHarness({ settings: { edition: 'classic', options: { target: 1 } }, seed });
  const ana = await h.addGuest('Ana');
  expect(h.host.addBot('normal').ok).toBe(true);
  expect(h.host.start()).toEqual({ ok: true });
  await settle();
  const zoe = await h.addGuest('Zoé');
  await settle();
  expect(zoe.client.state.watching).toBe(true);
  const players = [h.hostClient, ana.client].map((client, i) => ({ client, bot: createBot('normal', `rec${i}`) }));
  return { h, ana, zoe, players };
}

describe('the record over the protocol', () => {
  it('during the game: the host has it, a guest and a spectator do not', async () => {
    const { h, ana, zoe } = await shortGame('rec-during');
    const table = h.host.currentTable!;
    expect(await ana.client.gameRecord()).toEqual({ ok: false, error: 'game-not-over' });
    expect(await zoe.client.gameRecord()).toEqual({ ok: false, error: 'game-not-over' });
    // what went to them is the refusal alone, no part of the record
    for (const label of [ana.label, zoe.label]) {
      expect(recordTexts(h, label)).toEqual(['{"v":1,"t":"record","ok":false,"error":"game-not-over"}']);
    }
    const own = await h.hostClient.gameRecord();
    expect(own.ok).toBe(true);
    if (!own.ok) return;
    expect(own.record.names).toEqual(['Host', 'Ana', 'Bot 1']);
    expect(views(replayRecord(own.record), 3)).toEqual(views(table, 3));
  });

  it('once the game is over: every player and spectator has it, and it replays to the same end', async () => {
    const { h, ana, zoe, players } = await shortGame('rec-end');
    const leaks = checkNoForeignCards(h);
    await playToEnd(h, players);
    await settle();
    const table = h.host.currentTable!;
    expect(table.phase).toBe('gameOver');
    const results = await Promise.all([ana.client.gameRecord(), zoe.client.gameRecord(), h.hostClient.gameRecord()]);
    await settle();
    leaks.stop();
    expect(leaks.failures).toEqual([]);
    const host = recordOf(table, ['Host', 'Ana', 'Bot 1']);
    for (const r of results) {
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(r.record).toEqual(JSON.parse(JSON.stringify(host)));
      const replayed = replayRecord(r.record);
      expect(views(replayed, 3)).toEqual(views(table, 3));
      expect(replayed.view(0).scores).toEqual(table.view(0).scores);
      expect(replayed.view(0).gameWinner).toBe(table.view(0).gameWinner);
    }
    // the same client asking again keeps what it has: the host sends nothing more
    const before = recordTexts(h, ana.label).length;
    expect((await ana.client.gameRecord()).ok).toBe(true);
    await settle();
    expect(recordTexts(h, ana.label)).toHaveLength(before);
  });

  it('sends the record once per connection and game; a rematch starts again', async () => {
    const { h, ana, players } = await shortGame('rec-once');
    await playToEnd(h, players);
    await settle();
    const conn = h.conns.get(ana.label)!;
    conn.send('{"v":1,"t":"record"}');
    await settle();
    const first = recordTexts(h, ana.label);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((t) => t.startsWith('{"v":1,"t":"record","ok":true'))).toBe(true);
    conn.send('{"v":1,"t":"record"}');
    await settle();
    expect(recordTexts(h, ana.label).slice(first.length)).toEqual([
      '{"v":1,"t":"record","ok":false,"error":"record-sent"}',
    ]);
    expect(h.host.rematch()).toEqual({ ok: true });
    await settle();
    expect(await ana.client.gameRecord()).toEqual({ ok: false, error: 'game-not-over' });
  });

  it('a long record comes in parts and is put back together', async () => {
    const clock = createManualClock();
    const pad = 'x'.repeat(2.5 * RECORD_PART);
    const host = new TableHost({
      code: 'ACDEFG',
      name: 'Host',
      engine: { createTable, restoreTable, recordOf: (t, n) => ({ ...recordOf(t, n), pad }) },
      createBot,
      clock,
      seed: () => 'rec-parts',
    });
    const sent: string[] = [];
    const { client } = createGameClient({
      name: 'Host',
      isHost: true,
      clock,
      memory: host.ownSeat(),
      reconnect: false,
      connect: async () => {
        const conn = host.localConnection();
        const onMessage = conn.onMessage.bind(conn);
        conn.onMessage = (listener) => onMessage((text) => (sent.push(text), listener(text)));
        return conn;
      },
    });
    await settle();
    expect(host.addBot('easy').ok).toBe(true);
    expect(host.start().ok).toBe(true);
    await settle();
    const r = await client.gameRecord();
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect((r.record as unknown as { pad: string }).pad).toBe(pad);
    const parts = sent.filter((t) => t.startsWith('{"v":1,"t":"record"'));
    expect(parts).toHaveLength(3);
    expect(parts.map((t) => (JSON.parse(t) as { part: number }).part)).toEqual([0, 1, 2]);
    host.close();
  });

  it('parts that do not fit together, or a text that is not a record, are refused', async () => {
    const clock = createManualClock();
    const host = new TableHost({
      code: 'ACDEFG',
      name: 'Host',
      engine: { createTable, restoreTable, recordOf },
      createBot,
      clock,
    });
    // the host's messages pass through `forge` on their way to the client
    let forge = (text: string): string[] => [text];
    const { client } = createGameClient({
      name: 'Host',
      isHost: true,
      clock,
      memory: host.ownSeat(),
      reconnect: false,
      connect: async () => {
        const conn = host.localConnection();
        const onMessage = conn.onMessage.bind(conn);
        conn.onMessage = (listener) => onMessage((text) => forge(text).forEach((t) => listener(t)));
        return conn;
      },
    });
    await settle();
    expect(host.addBot('easy').ok).toBe(true);
    expect(host.start().ok).toBe(true);
    await settle();
    const part = (p: number, parts: number, text: string) =>
      JSON.stringify({ v: 1, t: 'record', ok: true, part: p, parts, text });
    const swap = (make: () => string[]) => (t: string) => (t.includes('"t":"record"') ? make() : [t]);
    forge = swap(() => [part(1, 2, '{}')]);
    expect(await client.gameRecord()).toEqual({ ok: false, error: 'bad-record' });
    forge = swap(() => [part(0, 1, '{"format":"uno-table","steps":[]}')]);
    expect(await client.gameRecord()).toEqual({ ok: false, error: 'bad-record' });
    forge = swap(() => [part(0, 1, '{not json')]);
    expect(await client.gameRecord()).toEqual({ ok: false, error: 'bad-record' });
    // nested 100,000 deep: refused as a record, never kept to throw a RangeError when it is saved
    const deep = `{"format":"uno-record","steps":[],"x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const parts = Array.from({ length: Math.ceil(deep.length / 60_000) }, (_, i) =>
      deep.slice(i * 60_000, (i + 1) * 60_000),
    );
    forge = swap(() => parts.map((text, i) => part(i, parts.length, text)));
    expect(await client.gameRecord()).toEqual({ ok: false, error: 'bad-record' });
    // nothing comes: the ask ends by itself
    forge = swap(() => []);
    const waiting = client.gameRecord();
    clock.advance(20_000);
    expect(await waiting).toEqual({ ok: false, error: 'timeout' });
    host.close();
  });

  it('a table taken back from a save that kept no steps says it has no record', async () => {
    const { h, players } = await shortGame('rec-old-save');
    await playToEnd(h, players);
    await settle();
    const saved = JSON.parse(JSON.stringify(h.host.toSaved())) as { snapshot: Record<string, unknown> };
    delete saved.snapshot.log;
    const resumed = TableHost.resume(saved, { engine: { createTable, restoreTable, recordOf }, createBot });
    expect(resumed.currentTable!.phase).toBe('gameOver');
    const { client } = createGameClient({
      name: 'Host',
      isHost: true,
      connect: async () => resumed.localConnection(),
      memory: resumed.ownSeat(),
      reconnect: false,
    });
    await settle();
    expect(await client.gameRecord()).toEqual({ ok: false, error: 'no-record' });
    resumed.close();
  });

  it('the leak check sees a record sent before the game is over', async () => {
    const { h, ana } = await shortGame('rec-leak');
    const leaks = checkNoForeignCards(h);
    const record = JSON.stringify(recordOf(h.host.currentTable!));
    h.received.get(ana.label)!.push(JSON.stringify({ v: 1, t: 'record', ok: true, part: 0, parts: 1, text: record }));
    h.host.configure({ raceMs: 4000 }); // any change runs the check
    leaks.stop();
    expect(leaks.failures.some((f) => f.startsWith('seat 1 was sent the record during the game'))).toBe(true);
  });
});

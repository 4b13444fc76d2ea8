import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createHarness, settle } from './harness.js';
import type { Connection } from '../../src/net/wire/transport.js';
import { DEAL_ANSWER_MS } from '../../src/net/deal/room.js';

/** Messages a hostile or broken peer might send. */
function messages(otherSeat: number) {
  const action = fc.oneof(
    fc.constantFrom(
      { type: 'draw' },
      { type: 'pass' },
      { type: 'uno' },
      { type: 'challenge' },
      { type: 'accept' },
      { type: 'color', color: 'R' },
      { type: 'play', card: 'R5' },
      { type: 'play', card: 'W', color: 'G' },
      { type: 'catch', target: otherSeat },
      { type: 'react', gesture: 'nose' },
      { type: 'towers', take: ['U'] },
      { type: 'keep', card: 'R1' },
    ),
    fc.record({ type: fc.string(), card: fc.anything() }),
    fc.record({ type: fc.constant('play'), card: fc.string({ maxLength: 2000 }), also: fc.array(fc.anything()) }),
    fc.record({ type: fc.constant('catch'), target: fc.oneof(fc.integer(), fc.double(), fc.string()) }),
    fc.record({
      type: fc.constant('rule'),
      number: fc.anything(),
      text: fc.string({ maxLength: 500 }),
      gesture: fc.anything(),
    }),
    fc.anything(),
  );
  const envelope = fc.oneof(
    fc.record({
      v: fc.constant(1),
      t: fc.constant('act'),
      seq: fc.oneof(fc.integer({ min: -5, max: 3 }), fc.anything()),
      action,
    }),
    fc.record({
      v: fc.oneof(fc.constant(1), fc.anything()),
      t: fc.constantFrom('hello', 'act', 'name', 'resync', 'ping', 'leave', 'x'),
      name: fc.anything(),
      token: fc.anything(),
    }),
    fc.record({ v: fc.constant(1), t: fc.constant('name'), name: fc.string({ maxLength: 5000 }) }),
    // a deal's seal or value: wrong sizes, another round, out of turn (deal/room.ts)
    fc.record({
      v: fc.constant(1),
      t: fc.constantFrom('deal-seal', 'deal-give'),
      game: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.anything()),
      round: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.anything()),
      seal: fc.oneof(
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 60, maxLength: 70 }),
        fc.anything(),
      ),
      value: fc.oneof(
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 60, maxLength: 70 }),
        fc.anything(),
      ),
    }),
    fc.record({
      v: fc.constant(1),
      t: fc.constant('hello'),
      name: fc.string(),
      token: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 32 }),
    }),
    fc.anything(),
  );
  return fc.oneof(
    envelope.map((m) => {
      try {
        return JSON.stringify(m) ?? 'undefined';
      } catch {
        return '{';
      }
    }),
    fc.string({ maxLength: 100 }),
    fc.constantFrom(
      '{"v":1,"t":"act","seq":1e400}',
      '[]',
      'null',
      '"x"',
      '{"__proto__":{"t":"act"}}',
      'x'.repeat(100_000),
      '{"v":1,"t":"act","seq":1,"action":{"type":"draw","constructor":{}}}',
      // acting for another seat: there is no seat field, and no way to add one
      '{"v":1,"t":"act","seq":7,"seat":0,"action":{"type":"draw"}}',
      '{"v":1,"t":"act","seq":8,"action":{"type":"draw","seat":0}}',
      '{"v":1,"t":"hello","name":"Mallory","token":"00000000000000000000000000000000"}',
      // a seal for the round already dealt, a value for a round no one asked
      `{"v":1,"t":"deal-seal","game":1,"round":1,"seal":"${'a'.repeat(64)}"}`,
      `{"v":1,"t":"deal-give","game":1,"round":2,"value":"${'b'.repeat(64)}"}`,
      `{"v":1,"t":"deal-seal","game":1,"round":1,"seal":"${'a'.repeat(65)}"}`,
    ),
  );
}

describe('fuzzed messages', () => {
  it('10,000 hostile messages never throw in the host and never change the table', async () => {
    // no flood limit here: every one of the 10,000 must reach the checks
    const h = await createHarness({ settings: { edition: 'classic' }, seed: 'fuzz', messagesPerSecond: 1e9 });
    await h.addGuest('Ana');
    await h.addGuest('Bo');
    // a raw peer that joins, and one that never says hello
    const raw = await h.net.connect('ACDEFG', 'raw');
    const replies: string[] = [];
    raw.onMessage((t) => replies.push(t));
    raw.send(JSON.stringify({ v: 1, t: 'hello', name: 'Mallory' }));
    let stranger: Connection = await h.net.connect('ACDEFG', 'stranger');
    stranger.onMessage(() => undefined);
    await settle();
    expect(h.host.start()).toEqual({ ok: true });
    await settle();
    // Mallory, a raw peer, never gives her part of the deal: it is dealt without it after the wait
    expect(h.host.currentTable).toBeNull();
    h.clock.advance(DEAL_ANSWER_MS);
    await settle();
    const table = h.host.currentTable!;
    const mallory = 3;
    // Mallory's seat must have nothing to do, or a fuzzed action could be a legal one
    expect(table.view(mallory).legal).toEqual([]);
    // seq 1 is spent on a real intent, so later replays of it are replays
    raw.send(JSON.stringify({ v: 1, t: 'act', seq: 1, action: { type: 'draw' } }));
    await settle();
    const before = JSON.stringify(table.snapshot());
    const samples = fc.sample(messages(1), { numRuns: 10_500, seed: 42 });
    let sent = 0;
    for (const text of samples) {
      if (sent === 10_000) break;
      // Mallory leaving for good is her right (a bot then plays her seat): not a hostile message
      if (sent % 2 && /"t":"leave"/.test(text)) continue;
      if (!stranger.open) {
        // a stranger's hello after the start is answered with a goodbye: come again
        stranger = await h.net.connect('ACDEFG', 'stranger');
        stranger.onMessage(() => undefined);
      }
      (sent % 2 ? raw : stranger).send(text);
      sent++;
      if (sent % 500 === 0) {
        await settle(1);
        expect(JSON.stringify(table.snapshot())).toBe(before);
      }
    }
    await settle();
    expect(sent).toBe(10_000);
    expect(JSON.stringify(table.snapshot())).toBe(before);
    // the host still answers, and the real players still play
    expect(h.host.currentTable).toBe(table);
    const turn = table.view(0).turn;
    const player = [h.hostClient, ...h.guests.map((g) => g.client)][turn]!;
    const legal = player.state.view!.legal[0]!;
    expect(await player.act(legal)).toEqual({ ok: true });
    expect(replies.some((t) => t.includes('"bad-message"'))).toBe(true);
    expect(replies.some((t) => t.includes('"stale-seq"'))).toBe(true);
    // deal messages out of their time are answered with a code and change nothing
    expect(replies.some((t) => /"deal-(none|late|wrong-round)"/.test(t))).toBe(true);
  });

  it('a flooding peer is cut to its budget and left unanswered beyond it', async () => {
    const h = await createHarness({ seed: 'flood', messagesPerSecond: 50 });
    const raw = await h.net.connect('ACDEFG', 'flood');
    const replies: string[] = [];
    raw.onMessage((t) => {
      if (t.includes('"pong"')) replies.push(t);
    });
    for (let i = 0; i < 1000; i++) raw.send('{"v":1,"t":"ping"}');
    await settle();
    expect(replies.length).toBe(100);
    h.clock.advance(1000);
    for (let i = 0; i < 1000; i++) raw.send('{"v":1,"t":"ping"}');
    await settle();
    expect(replies.length).toBe(150);
  });
});

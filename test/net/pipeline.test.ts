/**
 * The host as a pipeline (src/net/host/pipeline.ts, docs/network.md "Inside the host"): a command
 * comes in, the authority applies it, and the fanout runs once after it, however many rooms
 * reported a change on the way.
 */
import { describe, expect, it } from 'vitest';
import { Pipeline, changes, keeps, CHANGED } from '../../src/net/host/pipeline.js';
import { createHarness, settle } from './harness.js';

describe('the pipeline', () => {
  it('runs the fanout once after a command, however many commands and reports ran inside it', () => {
    let runs = 0;
    const p = new Pipeline(() => runs++);
    const answer = p.run(() => {
      p.changed();
      p.run(() => CHANGED);
      p.changed();
      expect(runs).toBe(0);
      return keeps('done');
    });
    expect(answer).toBe('done');
    expect(runs).toBe(1);
  });

  it('runs no fanout for a command that changed nothing, and one for a report from a timer', () => {
    let runs = 0;
    const p = new Pipeline(() => runs++);
    expect(p.run(() => keeps({ ok: false, error: 'bad-seat' }))).toEqual({ ok: false, error: 'bad-seat' });
    expect(runs).toBe(0);
    p.changed();
    expect(runs).toBe(1);
    expect(p.run(() => changes(1))).toBe(1);
    expect(runs).toBe(2);
  });

  it('still sends what a command inside a failing one changed', () => {
    let runs = 0;
    const p = new Pipeline(() => runs++);
    expect(() =>
      p.run(() => {
        p.changed();
        throw new Error('engine bug');
      }),
    ).toThrow('engine bug');
    expect(runs).toBe(1);
  });
});

describe('the host as a pipeline', () => {
  it('a newcomer let in to watch a running game is one change, not two', async () => {
    const h = await createHarness({ seed: 'pipeline-watch' });
    await h.addGuest('Ana');
    expect(h.host.removeSeat(1)).toEqual({ ok: true });
    expect(h.host.addBot('easy')).toEqual({ ok: true });
    expect(h.host.start()).toEqual({ ok: true });
    await settle();
    expect(h.host.currentTable).not.toBeNull();
    const conn = await h.net.connect('ACDEFG', 'ana-again');
    const got: { t: string; code?: string; seat?: number }[] = [];
    conn.onMessage((text) => got.push(JSON.parse(text) as (typeof got)[number]));
    conn.send(JSON.stringify({ v: 1, t: 'hello', name: 'Ana' }));
    await settle();
    expect(got.some((m) => m.t === 'error' && m.code === 'awaiting-approval')).toBe(true);
    const id = h.hostClient.state.lobby!.requests![0]!.id;
    let changes = 0;
    const off = h.host.onChange(() => changes++);
    expect(h.host.answerJoin(id, true)).toEqual({ ok: true });
    off();
    expect(changes).toBe(1);
    await settle();
    expect(got.find((m) => m.t === 'welcome')?.seat).toBe(-1);
  });

  it('a refused control changes nothing and sends nothing', async () => {
    const h = await createHarness({ seed: 'pipeline-refused' });
    await h.addGuest('Ana');
    await settle();
    const before = h.received.get('g1')?.length ?? 0;
    let changes = 0;
    const off = h.host.onChange(() => changes++);
    expect(h.host.removeSeat(7)).toEqual({ ok: false, error: 'bad-seat' });
    expect(h.host.nextRound()).toEqual({ ok: false, error: 'not-started' });
    expect(h.host.addBot('easy')).toEqual({ ok: true });
    off();
    expect(changes).toBe(1);
    await settle();
    expect(h.received.get('g1')!.length).toBeGreaterThan(before);
  });
});

/**
 * The client's connection as an XState actor (src/net/guest/connection.ts): the stages, the tries
 * and the waits of retry-pace.ts, on the client's injected clock.
 */
import { describe, expect, it } from 'vitest';
import { connectionActor, stageOf } from '../../src/net/guest/connection.js';
import { BACKOFF_MS, FIRST_TRIES, MAX_RECONNECTS, SOON_MS } from '../../src/net/guest/retry-pace.js';
import { DEFAULT_HOST_WAIT_MS } from '../../src/net/terms/index.js';
import { createManualClock } from '../../src/net/wire/clock.js';

function started() {
  const clock = createManualClock();
  let opened = 0;
  const flow = connectionActor(clock, () => opened++);
  flow.start();
  return { clock, flow, opened: () => opened, stage: () => stageOf(flow.getSnapshot()) };
}

describe("the client's connection", () => {
  it('opens at once, and a first join that cannot connect ends after its first tries', () => {
    const c = started();
    expect(c.stage()).toBe('joining');
    expect(c.opened()).toBe(1);
    for (let i = 1; i < FIRST_TRIES; i++) {
      c.flow.send({ type: 'dropped', reconnect: true });
      expect(c.opened()).toBe(i);
      c.clock.advance(BACKOFF_MS[i]! - 1);
      expect(c.opened()).toBe(i);
      c.clock.advance(1);
      expect(c.opened()).toBe(i + 1);
    }
    c.flow.send({ type: 'dropped', reconnect: true });
    expect(c.stage()).toBe('ended');
    expect(c.flow.getSnapshot().context.ending).toEqual({ status: 'error', error: 'host-unreachable' });
    c.clock.advance(60_000);
    expect(c.opened()).toBe(FIRST_TRIES);
  });

  it('a first join told why ends at once with that reason; one told to come back later waits', () => {
    const c = started();
    c.flow.send({ type: 'dropped', reconnect: true, after: 1500 });
    c.clock.advance(1499);
    expect(c.opened()).toBe(1);
    c.clock.advance(1);
    expect(c.opened()).toBe(2);
    c.flow.send({ type: 'dropped', reconnect: true, reason: 'bad-code' });
    expect(c.stage()).toBe('ended');
    expect(c.flow.getSnapshot().context.ending).toEqual({ status: 'error', error: 'bad-code' });
  });

  it('a seated client that drops is away and comes back, its tries counted until they are spent', () => {
    const c = started();
    c.flow.send({ type: 'welcome' });
    expect(c.stage()).toBe('seated');
    c.flow.send({ type: 'dropped', reconnect: true });
    expect(c.stage()).toBe('away');
    for (let i = 1; i < MAX_RECONNECTS; i++) {
      c.clock.advance(5000);
      c.flow.send({ type: 'dropped', reconnect: true });
    }
    expect(c.stage()).toBe('away');
    c.clock.advance(5000);
    c.flow.send({ type: 'dropped', reconnect: true });
    expect(c.stage()).toBe('ended');
    expect(c.flow.getSnapshot().context.ending).toEqual({ status: 'error', error: 'host-unreachable' });
  });

  it('a guest whose host is away tries every 2 s through the table’s wait, then slower, for minutes', () => {
    const c = started();
    c.flow.send({ type: 'welcome' });
    const opens: number[] = [];
    let seen = c.opened();
    c.flow.send({ type: 'dropped', reconnect: true });
    const droppedAt = c.clock.now();
    while (c.stage() === 'away') {
      c.clock.advance(50);
      if (c.opened() > seen) {
        seen = c.opened();
        opens.push(c.clock.now() - droppedAt);
        c.flow.send({ type: 'dropped', reconnect: true });
      }
    }
    const gaps = opens.map((t, i) => t - (opens[i - 1] ?? 0));
    // a host back within twice the default wait finds its guest within 2 s of being reachable
    const early = gaps.filter((_, i) => opens[i]! <= 2 * DEFAULT_HOST_WAIT_MS);
    expect(Math.max(...early)).toBeLessThanOrEqual(SOON_MS);
    // five tries within the 10 s a lobby seat waits for its player (host/empty-seats.ts)
    expect(opens[4]).toBeLessThanOrEqual(10_000);
    // a host gone for good: no more than one try in 5 s after the first half minute
    expect(Math.min(...gaps.slice(early.length + 1))).toBe(5000);
    expect(opens.length).toBe(MAX_RECONNECTS);
    expect(opens[opens.length - 1]).toBeGreaterThan(4 * 60_000);
  });

  it("the host's own screen does not come back; a steer tries at once, the wait under way gone", () => {
    const own = started();
    own.flow.send({ type: 'welcome' });
    own.flow.send({ type: 'dropped', reconnect: false });
    expect(own.flow.getSnapshot().context.ending).toEqual({ status: 'closed', error: 'host-closed' });
    const c = started();
    c.flow.send({ type: 'welcome' });
    c.flow.send({ type: 'dropped', reconnect: true });
    expect(c.opened()).toBe(1);
    c.flow.send({ type: 'steer' });
    expect(c.opened()).toBe(2);
    expect(c.flow.getSnapshot().context.tries).toBe(1);
    c.clock.advance(60_000);
    expect(c.opened()).toBe(2);
    expect(c.clock.pending()).toBe(0);
    c.flow.send({ type: 'end' });
    expect(c.stage()).toBe('ended');
  });
});

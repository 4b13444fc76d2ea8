/**
 * A guest whose page comes back (issue 29 point 5, src/net/guest/wake.ts): shown again while it
 * tries to reach its table, it tries at once, whatever back-off it was waiting out; seated, it
 * pings its host and connects again at once only if the host does not answer within PROBE_MS;
 * a hidden page, the host's own screen and an ended client do nothing.
 */
import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../src/net/wire/index.js';
import { PROBE_MS, wakeOnReturn, type PageSignals } from '../../src/net/guest/wake.js';
import type { ClientHandle, ClientRoute } from '../../src/net/guest/handle.js';
import type { ClientState, ClientStatus } from '../../src/net/guest/state.js';

class FakePage implements PageSignals {
  visibilityState = 'visible';
  private readonly listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, l: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(l);
  }
  removeEventListener(type: string, l: () => void) {
    this.listeners.get(type)?.delete(l);
  }
  fire(type: string) {
    for (const l of this.listeners.get(type) ?? []) l();
  }
  count() {
    return [...this.listeners.values()].reduce((n, s) => n + s.size, 0);
  }
}

function setup(status: ClientStatus, isHost = false) {
  const clock = createManualClock();
  const page = new FakePage();
  const win = new FakePage();
  const steered: boolean[] = [];
  const said: string[] = [];
  let heard = clock.now();
  const subscribers = new Set<(s: ClientState) => void>();
  const state = { status } as ClientState;
  const route = { isHost, reconnect: !isHost, connect: () => Promise.reject(new Error('unused')) } as ClientRoute;
  const handle = {
    client: {
      get state() {
        return state;
      },
      subscribe: (l: (s: ClientState) => void) => {
        subscribers.add(l);
        return () => subscribers.delete(l);
      },
    },
    route,
    steer: (_r: ClientRoute, now: boolean) => steered.push(now),
    say: (t: string) => said.push(t),
  } as unknown as ClientHandle;
  wakeOnReturn(handle, () => heard, clock, page, win);
  return {
    clock,
    page,
    win,
    steered,
    said,
    hear: () => (heard = clock.now()),
    set: (s: ClientStatus) => {
      state.status = s;
      for (const l of subscribers) l(state);
    },
  };
}

describe('a guest whose page comes back', () => {
  it('tries to reach its table at once when shown, unfrozen or restored, whatever back-off it waited', () => {
    for (const [event, on] of [
      ['visibilitychange', 'page'],
      ['resume', 'page'],
      ['pageshow', 'win'],
    ] as const) {
      const t = setup('reconnecting');
      t[on].fire(event);
      expect(t.steered, event).toEqual([true]);
    }
  });

  it('does nothing while the page is hidden', () => {
    const t = setup('reconnecting');
    t.page.visibilityState = 'hidden';
    t.page.fire('visibilitychange');
    expect(t.steered).toEqual([]);
  });

  it('seated: pings the host, and keeps its link when the host answers', () => {
    const t = setup('playing');
    t.page.fire('visibilitychange');
    expect(t.said.map((s) => JSON.parse(s) as { t: string })).toEqual([{ v: 1, t: 'ping' }]);
    t.clock.advance(200);
    t.hear();
    t.clock.advance(PROBE_MS);
    expect(t.steered).toEqual([]);
  });

  it('seated: connects again at once when the host is silent for PROBE_MS', () => {
    const t = setup('lobby');
    t.clock.advance(10);
    t.page.fire('visibilitychange');
    t.page.fire('pageshow'); // one probe at a time
    expect(t.said).toHaveLength(1);
    t.clock.advance(PROBE_MS - 1);
    expect(t.steered).toEqual([]);
    t.clock.advance(1);
    expect(t.steered).toEqual([true]);
  });

  it('leaves the host’s own screen alone, and stops listening once the client ends', () => {
    const host = setup('playing', true);
    host.page.fire('visibilitychange');
    expect(host.said).toEqual([]);
    expect(host.steered).toEqual([]);
    const t = setup('lobby');
    expect(t.page.count() + t.win.count()).toBe(3);
    t.set('closed');
    expect(t.page.count() + t.win.count()).toBe(0);
  });
});

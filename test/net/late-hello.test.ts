import { describe, expect, it } from 'vitest';
import type { Connection } from '../../src/net/wire/transport.js';
import { parseGuestMessage } from '../../src/net/wire/protocol.js';
import { createHarness, settle } from './harness.js';

/** The host's end of a connection whose messages and close reach the host only on `release`: a
 * connection held by a takeover's door, or slower on its way than the next one. */
function heldBack(conn: Connection): Connection & { release(): void } {
  let listener: ((text: string) => void) | null = null;
  let onClose: (() => void) | null = null;
  let holding = true;
  const texts: string[] = [];
  let closed = false;
  conn.onMessage((t) => (holding ? texts.push(t) : listener?.(t)));
  conn.onClose(() => (holding ? (closed = true) : onClose?.()));
  return {
    get open() {
      return conn.open;
    },
    send: (t) => conn.send(t),
    close: () => conn.close(),
    onMessage: (l) => (listener = l),
    onClose: (l) => (onClose = l),
    release() {
      holding = false;
      for (const t of texts.splice(0)) listener?.(t);
      if (closed) onClose?.();
    },
  };
}

/**
 * A table whose guest `label` drops its channel, comes back on a connection the host hears from
 * only later (its hello and its close held back), then gives that one up for another that the
 * host takes in at once. Resolves once the new connection is in use, the old one still held.
 */
async function slowComeback(seed: string, label: string) {
  let holdNext = false;
  const held: ReturnType<typeof heldBack>[] = [];
  const h = await createHarness({
    seed,
    hostEnd: (c) => {
      if (!holdNext) return c;
      holdNext = false;
      const x = heldBack(c);
      held.push(x);
      return x;
    },
  });
  return {
    h,
    /** The drop, the slow connection, and the one made after it. */
    comeBack: async () => {
      const g = h.guests.find((x) => x.label === label)!;
      holdNext = true;
      h.conns.get(label)!.close();
      await settle();
      h.clock.advance(300);
      await settle();
      expect(held).toHaveLength(1);
      expect(g.client.state.status).toBe('reconnecting');
      g.handle.steer(g.handle.route, true);
      await settle();
      expect(g.client.state.status).toBe('playing');
    },
    /** The slow connection's hello (and its close) reach the host at last. */
    late: async () => {
      held[0]!.release();
      await settle();
    },
  };
}

describe('a hello that comes late', () => {
  it("a guest's hello from a connection it has left, come after its new one's, does not take the seat from it", async () => {
    const { h, comeBack, late } = await slowComeback('late-hello', 'g2');
    await h.addGuest('Ana');
    const bo = await h.addGuest('Bo');
    expect(h.host.start()).toEqual({ ok: true });
    await settle();
    const seat = bo.client.state.seat!;
    expect(bo.client.state.status).toBe('playing');
    await comeBack();
    expect(bo.client.state.seat).toBe(seat);
    await late();

    expect(bo.client.state.status).toBe('playing');
    expect(bo.client.state.error).toBe(null);
    expect(h.host.lobbyFor(null).seats[seat]).toMatchObject({ name: 'Bo', connected: true });
    // and the table goes on reaching Bo on the connection it uses
    const before = bo.client.state.view!.hand.length;
    h.hostClient.setName('Host 2');
    await settle();
    expect(bo.client.state.lobby!.seats[0]!.name).toBe('Host 2');
    expect(bo.client.state.view!.hand.length).toBe(before);
  });

  it("a spectator's late hello leaves it watching on the connection it uses", async () => {
    const { h, comeBack, late } = await slowComeback('late-hello-watch', 'g2');
    await h.addGuest('Ana');
    expect(h.host.start()).toEqual({ ok: true });
    await settle();
    const cy = await h.addGuest('Cy');
    expect(cy.client.state.watching).toBe(true);
    await comeBack();
    await late();
    expect(cy.client.state.status).toBe('playing');
    expect(cy.client.state.error).toBe(null);
    expect(cy.client.state.watching).toBe(true);
    expect(h.host.lobbyFor(null).watchers).toBe(1);
  });

  it("another client's hello with the same token still takes the seat (a reload, another tab)", async () => {
    const h = await createHarness({ seed: 'late-hello-2' });
    const ana = await h.addGuest('Ana');
    expect(h.host.start()).toEqual({ ok: true });
    await settle();
    const seat = ana.client.state.seat!;
    const again = await h.reconnectGuest('g1-reload', ana.memory, 'Ana');
    await settle();
    expect(again.client.state.seat).toBe(seat);
    expect(ana.client.state.status).toBe('closed');
    expect(ana.client.state.error).toBe('replaced');
  });

  it('the hello says which client and which of its connections, or neither', () => {
    const base = { v: 1, t: 'hello', name: 'Ana' };
    expect(parseGuestMessage(JSON.stringify({ ...base, client: 'a1b2', attempt: 3 }))).toMatchObject({
      client: 'a1b2',
      attempt: 3,
    });
    expect(parseGuestMessage(JSON.stringify(base))).not.toBe(null);
    for (const bad of [
      { client: 'a1b2' },
      { attempt: 2 },
      { client: '', attempt: 1 },
      { client: 'x'.repeat(33), attempt: 1 },
      { client: 'a1b2', attempt: 0 },
      { client: 'a1b2', attempt: 1.5 },
      { client: 7, attempt: 1 },
    ])
      expect(parseGuestMessage(JSON.stringify({ ...base, ...bad })), JSON.stringify(bad)).toBe(null);
  });
});

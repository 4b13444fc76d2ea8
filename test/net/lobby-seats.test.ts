/**
 * Issue 27, point 7: seats whose link closed stayed in the lobby for good (a stranger filled 9
 * seats in 18 s and left them there). Before the game starts, such a seat now frees itself after
 * `LOBBY_SEAT_WAIT_MS` unless its player comes back with its token (a reload); every lobby shows
 * it go. During a game a seat is kept as before (away, then a stand-in).
 */
import { describe, expect, it } from 'vitest';
import { LOBBY_SEAT_WAIT_MS } from '../../src/net/host/empty-seats.js';
import { createHarness, reloadHost, seatNames, settle } from './harness.js';

type H = Awaited<ReturnType<typeof createHarness>>;

/** The host's clock moves on `ms`, in small steps so that every heartbeat is answered. */
async function wait(h: H, ms: number): Promise<void> {
  for (let t = 0; t < ms; t += 250) {
    h.clock.advance(250);
    await settle();
  }
}

/** `label`'s link closes and its network stays down (a closed tab, or a reload not back yet). */
async function cut(h: H, label: string): Promise<void> {
  h.blocked.add(label);
  h.conns.get(label)!.close();
  await settle();
}

const seats = (h: H) => h.host.lobbyFor(null).seats;

describe('lobby seats whose link closed', () => {
  it('free themselves after the wait; every lobby shows the seat go', async () => {
    const h = await createHarness({ seed: 'empty-lobby' });
    const ana = await h.addGuest('Ana');
    await h.addGuest('Bo');
    await cut(h, 'g2');
    // a while away: still there, shown away
    await wait(h, LOBBY_SEAT_WAIT_MS - 1000);
    expect(seats(h).map((s) => [s.name, s.connected])).toEqual([
      ['Host', true],
      ['Ana', true],
      ['Bo', false],
    ]);
    await wait(h, 1500);
    expect(seats(h).map((s) => s.name)).toEqual(['Host', 'Ana']);
    expect(seatNames(h.hostClient)).toEqual(['Host', 'Ana']);
    expect(seatNames(ana.client)).toEqual(['Host', 'Ana']);
    // no ban: the same name walks in again (the old token simply names no seat)
    const bo = await h.addGuest('Bo');
    expect(bo.client.state.status).toBe('lobby');
    expect(seatNames(h.hostClient)).toEqual(['Host', 'Ana', 'Bo']);
    h.host.close();
  });

  it('a reload back within the wait keeps its seat, name and place', async () => {
    const h = await createHarness({ seed: 'empty-reload' });
    await h.addGuest('Ana');
    const bo = await h.addGuest('Bo');
    await cut(h, 'g2');
    await wait(h, LOBBY_SEAT_WAIT_MS / 2 - 2000);
    // its client comes back by itself, with its token, within the next two seconds
    h.blocked.delete('g2');
    await wait(h, 2000);
    expect(bo.client.state).toMatchObject({ status: 'lobby', seat: 2 });
    await wait(h, LOBBY_SEAT_WAIT_MS * 2);
    expect(seats(h).map((s) => [s.name, s.connected])).toEqual([
      ['Host', true],
      ['Ana', true],
      ['Bo', true],
    ]);
    h.host.close();
  });

  it('a seat that drops again waits the whole time from its last drop', async () => {
    const h = await createHarness({ seed: 'empty-twice' });
    const ana = await h.addGuest('Ana');
    await cut(h, 'g1');
    await wait(h, LOBBY_SEAT_WAIT_MS - 4000);
    h.blocked.delete('g1');
    await wait(h, 2000);
    expect(ana.client.state).toMatchObject({ status: 'lobby', seat: 1 });
    await cut(h, 'g1');
    await wait(h, 3000);
    expect(seats(h).map((s) => s.name)).toEqual(['Host', 'Ana']);
    await wait(h, LOBBY_SEAT_WAIT_MS);
    expect(seats(h).map((s) => s.name)).toEqual(['Host']);
    h.host.close();
  });

  it("a stranger's nine seats, each left at once, are all free again after the wait", async () => {
    const h = await createHarness({ seed: 'empty-stranger' });
    for (let i = 0; i < 9; i++) {
      if (i >= 6) await wait(h, 2000); // the door lets one in every 2 s after its burst
      const conn = await h.net.connect('ACDEFG');
      conn.send(JSON.stringify({ v: 1, t: 'hello', name: `Fake ${i}` }));
      await settle();
      conn.close();
      await settle();
    }
    expect(seats(h).length).toBeGreaterThan(1);
    await wait(h, LOBBY_SEAT_WAIT_MS + 500);
    expect(seats(h).map((s) => s.name)).toEqual(['Host']);
    expect(seatNames(h.hostClient)).toEqual(['Host']);
    h.host.close();
  });

  it('during a game the seat is kept: away, then played by a stand-in', async () => {
    const h = await createHarness({ seed: 'empty-game' });
    await h.addGuest('Ana');
    await h.addGuest('Bo');
    expect(h.host.start()).toEqual({ ok: true });
    await wait(h, 500);
    expect(h.host.currentTable).not.toBeNull();
    await cut(h, 'g2');
    await wait(h, LOBBY_SEAT_WAIT_MS * 3);
    expect(seats(h).map((s) => [s.name, s.connected, s.standIn])).toEqual([
      ['Host', true, false],
      ['Ana', true, false],
      ['Bo', false, true],
    ]);
    h.host.close();
  });

  it('a seat left empty just before the start is kept once the game began', async () => {
    const h = await createHarness({ seed: 'empty-start' });
    await h.addGuest('Ana');
    await h.addGuest('Bo');
    await cut(h, 'g2');
    expect(h.host.start()).toEqual({ ok: true });
    await wait(h, LOBBY_SEAT_WAIT_MS * 2);
    expect(h.host.currentTable).not.toBeNull();
    expect(seats(h).map((s) => s.name)).toEqual(['Host', 'Ana', 'Bo']);
    h.host.close();
  });

  it('a lobby restored from its save frees the seats nobody comes back to, and keeps the others', async () => {
    const h = await createHarness({ seed: 'empty-resumed' });
    const ana = await h.addGuest('Ana');
    await h.addGuest('Bo');
    // the host's page reloads; Bo's tab was closed meanwhile, Ana's client looks for the host again
    h.blocked.add('g2');
    const resumed = await reloadHost(h);
    const names = () => resumed.lobbyFor(null).seats.map((s) => s.name);
    expect(ana.client.state).toMatchObject({ status: 'lobby', seat: 1 });
    expect(names()).toEqual(['Host', 'Ana', 'Bo']);
    await wait(h, LOBBY_SEAT_WAIT_MS - 2000);
    expect(names()).toEqual(['Host', 'Ana', 'Bo']);
    await wait(h, 1500);
    expect(names()).toEqual(['Host', 'Ana']);
    expect(seatNames(ana.client)).toEqual(['Host', 'Ana']);
    expect(seatNames(h.hostClient)).toEqual(['Host', 'Ana']);
    resumed.close();
  });

  it('a guest who leaves the lobby frees its seat at once, and is not banned', async () => {
    const h = await createHarness({ seed: 'leave-lobby' });
    const ana = await h.addGuest('Ana');
    ana.client.leave();
    await settle();
    expect(seats(h).map((s) => s.name)).toEqual(['Host']);
    const again = await h.addGuest('Ana');
    expect(again.client.state).toMatchObject({ status: 'lobby', error: null });
    h.host.close();
  });
});

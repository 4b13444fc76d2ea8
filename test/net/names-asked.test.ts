/**
 * Issue 27, point 7: the names the host gives, as an audit found them. A kick banned the numbered
 * name ("Host 2"), so the player got back in under the name it asked for ("Host"); spectators took
 * the names of seated players. Here the ban covers the name asked for and the one shown (as names
 * compare: look-alikes too), and spectators and seats are numbered against each other.
 */
import { describe, expect, it } from 'vitest';
import { createHarness, seatNames, settle } from './harness.js';

type H = Awaited<ReturnType<typeof createHarness>>;

/** A bare peer: sends a hello and keeps what the host answers. */
async function knock(h: H, name: string, token?: string) {
  const conn = await h.net.connect('ACDEFG');
  const got: { t: string; reason?: string; code?: string }[] = [];
  conn.onMessage((text) => {
    const m = JSON.parse(text) as (typeof got)[number];
    if (m.t === 'ping') conn.send('{"v":1,"t":"pong"}');
    got.push(m);
  });
  conn.send(JSON.stringify(token ? { v: 1, t: 'hello', name, token } : { v: 1, t: 'hello', name }));
  await settle();
  return {
    welcomed: () => got.some((m) => m.t === 'welcome'),
    waits: () => got.some((m) => m.t === 'error' && m.code === 'awaiting-approval'),
    bye: () => got.find((m) => m.t === 'bye')?.reason ?? null,
  };
}

/** The spectators' names, as the host's lobby lists them. */
const watching = (h: H) => (h.host.lobbyFor(0).watching ?? []).map((w) => w.name);
const seats = (h: H) => h.host.lobbyFor(null).seats.map((s) => s.name);

describe('a kick bans the name asked for', () => {
  it('a guest who asked for "Host" and was seated as "Host 2" cannot come back under either', async () => {
    const h = await createHarness({ seed: 'kick-asked' });
    const twin = await h.addGuest('Host');
    expect(seatNames(h.hostClient)).toEqual(['Host', 'Host 2']);
    const token = twin.memory.token!;
    expect(h.host.removeSeat(1)).toEqual({ ok: true });
    await settle();
    // its token: refused; the name it asked for, the numbered one and a look-alike: the host decides
    expect((await knock(h, 'Host', token)).bye()).toBe('kicked');
    for (const name of ['Host', 'Host 2', 'HOST', 'Ноst']) {
      h.clock.advance(2000);
      const k = await knock(h, name);
      expect(k.welcomed(), name).toBe(false);
      expect(k.waits(), name).toBe(true);
    }
    expect(seats(h)).toEqual(['Host']);
    // another name still walks in
    expect((await knock(h, 'Bo')).welcomed()).toBe(true);
    h.host.close();
  });

  it('after a rename, the kick bans the name in use, what it was asked as, and no one else', async () => {
    const h = await createHarness({ seed: 'kick-renamed' });
    await h.addGuest('Ana');
    const bo = await h.addGuest('Bo');
    bo.client.setName('Ana');
    await settle();
    expect(seats(h)).toEqual(['Host', 'Ana', 'Ana 2']);
    expect(h.host.removeSeat(2)).toEqual({ ok: true });
    await settle();
    expect((await knock(h, 'Ana 2')).waits()).toBe(true);
    h.clock.advance(2000);
    expect((await knock(h, 'Ana')).waits()).toBe(true);
    h.clock.advance(2000);
    expect((await knock(h, 'Cy')).welcomed()).toBe(true);
    h.host.close();
  });
});

describe('spectators and seats are numbered against each other', () => {
  async function started(h: H) {
    await h.addGuest('Ana');
    expect(h.host.start()).toEqual({ ok: true });
    await settle();
  }

  it('a spectator asking for a seated name, or a look-alike, gets it numbered', async () => {
    const h = await createHarness({ seed: 'watch-names' });
    await started(h);
    await h.addGuest('Ana');
    await h.addGuest('Host');
    await h.addGuest('аna'); // Cyrillic а
    await h.addGuest('Zoé');
    expect(seats(h)).toEqual(['Host', 'Ana']);
    expect(watching(h)).toEqual(['Ana 2', 'Host 2', 'аna 3', 'Zoé']);
    h.host.close();
  });

  it('a spectator renaming to a seated name is numbered; a seat renaming to a spectator’s too', async () => {
    const h = await createHarness({ seed: 'watch-rename' });
    await started(h);
    const zoe = await h.addGuest('Zoé');
    const max = await h.addGuest('Max');
    max.client.setName('Ana');
    await settle();
    expect(watching(h)).toEqual(['Zoé', 'Ana 2']);
    // renaming to its own name keeps it as it is
    zoe.client.setName('Zoé');
    await settle();
    expect(watching(h)).toEqual(['Zoé', 'Ana 2']);
    h.guests[0]!.client.setName('ZOÉ');
    await settle();
    expect(seats(h)).toEqual(['Host', 'ZOÉ 2']);
    h.host.close();
  });

  it('a spectator seated by the host keeps its name', async () => {
    const h = await createHarness({ settings: { edition: 'classic' }, seed: 'watch-seat' });
    for (const n of ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy']) {
      // past the door's burst: one newcomer every 2 s
      h.clock.advance(2000);
      await h.addGuest(n);
    }
    h.clock.advance(2000);
    const late = await h.addGuest('Jo');
    expect(watching(h)).toEqual(['Jo']);
    expect(h.host.removeSeat(9)).toEqual({ ok: true });
    const id = h.host.lobbyFor(0).watching![0]!.id;
    expect(h.host.seatWatcher(id)).toEqual({ ok: true });
    await settle();
    expect(seats(h).at(-1)).toBe('Jo');
    expect(late.client.state.seat).toBe(9);
    h.host.close();
  });
});

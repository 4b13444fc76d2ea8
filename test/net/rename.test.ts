import { describe, expect, it } from 'vitest';
import type { SeatMemory } from '../../src/net/terms/seat-memory.js';
import { createHarness, seatNames as names, settle } from './harness.js';

/** A guest's storage as storage.ts keeps it: the seat token and the name beside it. */
function namedSeat(): SeatMemory & { token: string | null; name: string | null } {
  const m = {
    token: null as string | null,
    name: null as string | null,
    load: () => (m.token ? { token: m.token, device: false } : null),
    save: (token: string, _seat: number, name: string) => {
      m.token = token;
      m.name = name;
    },
    clear: () => {
      m.token = null;
      m.name = null;
    },
  };
  return m;
}

describe('renaming a seat', () => {
  it("a guest's new name, trimmed, reaches every seat's lobby; the host renames itself too", async () => {
    const h = await createHarness({ seed: 'rename' });
    const ana = await h.addGuest('Ana');
    const bo = await h.addGuest('Bo');
    ana.client.setName('  Anaïs  ');
    await settle();
    for (const c of [h.hostClient, ana.client, bo.client]) expect(names(c)).toEqual(['Host', 'Anaïs', 'Bo']);
    h.hostClient.setName('Hôte');
    await settle();
    for (const c of [h.hostClient, ana.client, bo.client]) expect(names(c)).toEqual(['Hôte', 'Anaïs', 'Bo']);
    // the host's save holds the names, so a reloaded host brings them back
    expect(h.store.last!.seats.map((s) => s.name)).toEqual(['Hôte', 'Anaïs', 'Bo']);
    h.host.close();
  });

  it('an empty name is ignored, and the seat still comes back after a drop; a long one is cut to the limit', async () => {
    const h = await createHarness({ seed: 'rename-bad' });
    const ana = await h.addGuest('Ana');
    ana.client.setName(' \u0007  ');
    await settle();
    expect(ana.client.state.error).toBeNull();
    expect(names(h.hostClient)).toEqual(['Host', 'Ana']);
    // every hello after a drop carries the client's name: it must still be one the host takes
    h.conns.get(ana.label)!.close();
    await settle();
    h.clock.advance(1000);
    await settle();
    expect(ana.client.state.status).toBe('lobby');
    expect(names(h.hostClient)).toEqual(['Host', 'Ana']);
    ana.client.setName('x'.repeat(30));
    await settle();
    expect(names(h.hostClient)).toEqual(['Host', 'x'.repeat(24)]);
    h.host.close();
  });

  it('a renamed guest keeps its new name when its page reloads', async () => {
    const h = await createHarness({ seed: 'rename-reload' });
    const memory = namedSeat();
    const ana = await h.reconnectGuest('ana', memory, 'Ana');
    ana.client.setName('Anaïs');
    await settle();
    expect(memory.name).toBe('Anaïs');
    // the reload: this client is gone, a new one starts from what storage kept
    h.conns.get('ana')!.close();
    await settle();
    const back = await h.reconnectGuest('ana', memory, memory.name!);
    expect(back.client.state.seat).toBe(1);
    expect(names(h.hostClient)).toEqual(['Host', 'Anaïs']);
    h.host.close();
  });

  it('a name changed during the game shows on the seat chips (the lobby seats) of every player', async () => {
    const h = await createHarness({ seed: 'rename-game' });
    const ana = await h.addGuest('Ana');
    expect(h.host.start()).toEqual({ ok: true });
    await settle();
    ana.client.setName('Anaïs');
    await settle();
    expect(ana.client.state.status).toBe('playing');
    for (const c of [h.hostClient, ana.client]) expect(names(c)).toEqual(['Host', 'Anaïs']);
    h.host.close();
  });
});

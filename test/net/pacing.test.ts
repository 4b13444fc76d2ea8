/**
 * Issue 27, point 7: a rename cost a lobby to every peer and a save each time, a resync a whole
 * view each time, however often a guest asked (50 renames a second: 450 messages and 50 saves at
 * a full table). Now one rename still reaches every peer at once, once; what comes within the next
 * second is sent together, once; a save is written only when something saved changed.
 */
import { describe, expect, it } from 'vitest';
import { RENAME_EVERY_MS } from '../../src/net/host/pacing.js';
import { createHarness, seatNames, settle } from './harness.js';

type H = Awaited<ReturnType<typeof createHarness>>;

/** A full table: the host and nine guests, and a count of what the host sends and saves. */
async function fullTable(seed: string) {
  const h = await createHarness({ seed });
  for (const n of ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy']) {
    h.clock.advance(2000); // past the door's burst: one newcomer every 2 s
    await settle();
    await h.addGuest(n);
  }
  let saves = 0;
  const save = h.store.save.bind(h.store);
  h.store.save = (s) => {
    saves++;
    save(s);
  };
  /** Messages of kind `t` each guest got since the last call (in seat order), and the saves. */
  let seen = new Map<string, number>();
  const since = (t: string) => {
    const now = new Map(
      h.guests.map((g) => [g.label, (h.received.get(g.label) ?? []).filter((x) => x.includes(`"t":"${t}"`)).length]),
    );
    const out = { each: h.guests.map((g) => now.get(g.label)! - (seen.get(g.label) ?? 0)), saves };
    seen = now;
    saves = 0;
    return out;
  };
  return { h, since };
}

async function wait(h: H, ms: number): Promise<void> {
  for (let t = 0; t < ms; t += 100) {
    h.clock.advance(100);
    await settle();
  }
}

describe('renames at a pace', () => {
  it('one rename: one lobby to each peer and one save; the same name again: nothing', async () => {
    const { h, since } = await fullTable('pace-one');
    await wait(h, 2000);
    since('lobby');
    h.guests[0]!.client.setName('Anaïs');
    await settle();
    expect(since('lobby')).toEqual({ each: Array(9).fill(1), saves: 1 });
    await wait(h, 2000);
    since('lobby');
    h.guests[0]!.client.setName('Anaïs');
    await settle();
    await wait(h, 2000);
    expect(since('lobby')).toEqual({ each: Array(9).fill(0), saves: 0 });
    h.host.close();
  });

  it('fifty renames in a second: at most two lobbies to each peer and two saves; the last name wins', async () => {
    const { h, since } = await fullTable('pace-flood');
    await wait(h, 2000);
    since('lobby');
    for (let i = 0; i < 50; i++) {
      h.guests[4]!.client.setName(`Spam ${i}`);
      await settle();
      h.clock.advance(RENAME_EVERY_MS / 50);
    }
    await wait(h, RENAME_EVERY_MS);
    const got = since('lobby');
    expect(Math.max(...got.each)).toBeLessThanOrEqual(2);
    expect(got.saves).toBeLessThanOrEqual(2);
    for (const c of [h.hostClient, ...h.guests.map((g) => g.client)]) expect(seatNames(c)[5]).toBe('Spam 49');
    expect(h.store.last!.seats[5]!.name).toBe('Spam 49');
    h.host.close();
  });

  it("a guest's drop and return with its token write no save", async () => {
    const { h, since } = await fullTable('pace-return');
    await wait(h, 2000);
    since('lobby');
    h.conns.get('g3')!.close();
    await wait(h, 2000);
    expect(h.guests[2]!.client.state.status).toBe('lobby');
    expect(since('lobby').saves).toBe(0);
    h.host.close();
  });
});

describe('resyncs at a pace', () => {
  it('fifty resyncs in a second: at most two whole views, and the view is whole and right', async () => {
    const h = await createHarness({ seed: 'pace-resync' });
    const ana = await h.addGuest('Ana');
    await h.addGuest('Bo');
    expect(h.host.start()).toEqual({ ok: true });
    await wait(h, 2000);
    const views = (label: string) => (h.received.get(label) ?? []).filter((t) => t.includes('"t":"view"')).length;
    const before = [views('g1'), views('g2')];
    for (let i = 0; i < 50; i++) {
      h.conns.get('g1')!.send('{"v":1,"t":"resync"}');
      await settle();
      h.clock.advance(20);
    }
    await wait(h, 1000);
    expect(views('g1') - before[0]!).toBeLessThanOrEqual(2);
    expect(views('g2') - before[1]!).toBe(0);
    expect(ana.client.state.view).toEqual(JSON.parse(JSON.stringify(h.host.currentTable!.view(1))));
    h.host.close();
  });
});

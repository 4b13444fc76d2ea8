import { describe, expect, it } from 'vitest';
import type { Table } from '../../../src/game/types.js';
import { settle } from '../harness.js';
import { advanceUntil, CODE, kitsReady, movingTable, playUntil, type MovingTable } from './moving-table.js';

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const viewsOf = (t: Table, n: number) => Array.from({ length: n }, (_, s) => json(t.view(s)));
const page = (t: MovingTable, label: string) => t.pages.find((p) => p.label === label)!;
/** Every page plays at the table's `epoch`-th host. */
const allAt = (t: MovingTable, epoch: number) =>
  t.pages.every((p) => p.self.client.state.status === 'playing' && (p.self.client.state.lobby?.epoch ?? 0) === epoch);

async function underWay(seed: string, guests = ['Ana', 'Bo', 'Cy'], steps = 30): Promise<MovingTable> {
  const t = await movingTable({ edition: 'classic', seed, guests });
  expect(t.host().start()).toEqual({ ok: true });
  await kitsReady(t);
  let n = 0;
  await playUntil(t, seed, () => ++n > steps && t.host().currentTable!.phase === 'play');
  await settle();
  return t;
}

/** Pages whose host runs a table that guests are connected to. */
function liveHosts(t: MovingTable, all: MovingTable['pages']): number {
  return all.filter((p) => p.host && p.host.started && p.host.awayGuests() < 3 && !p.down).length;
}

describe('two hosts never run at once', () => {
  it('a host cut off from its guests steps down once it sees the table moved, and takes its seat back', async () => {
    const t = await underWay('cut-off');
    const old = page(t, 'host');
    const before = viewsOf(t.host().currentTable!, 5);
    // the host's network goes (its tab lives on): the guests hear nothing more, and neither does it
    old.down = true;
    const every = [...t.pages];
    let most = 0;
    const moved = await advanceUntil(
      t,
      () => {
        most = Math.max(most, liveHosts(t, every));
        return every
          .filter((p) => p !== old)
          .every((p) => p.self.client.state.status === 'playing' && p.self.client.state.lobby!.epoch === 1);
      },
      40_000,
      250,
    );
    expect(moved).toBe(true);
    expect(page(t, 'g1').host!.currentTable!.view(2)).toEqual(before[2]);
    // its network comes back: within a few seconds it finds the new host and joins it as a guest
    old.down = false;
    expect(
      await advanceUntil(
        t,
        () => old.self.client.state.status === 'playing' && !old.self.client.state.isHost,
        15_000,
        250,
      ),
    ).toBe(true);
    expect(old.host!.started && old.host!.awayGuests()).toBe(0);
    expect(old.store.last, 'its save is gone').toBeNull();
    const state = old.self.client.state;
    expect(state.seat).toBe(0);
    expect(state.lobby!.hostSeat).toBe(1);
    expect(state.lobby!.seats[0]).toMatchObject({ connected: true, standIn: false });
    expect(state.view).toEqual(json(page(t, 'g1').host!.currentTable!.view(0)));
    expect(t.hostPage().label).toBe('g1');
    expect(most, 'one host with guests at any time').toBe(1);
    // and the game goes on with it
    await playUntil(t, 'cut-off', () => t.host().currentTable!.phase === 'gameOver', 200_000);
  });

  it('a host page reopened after a takeover never runs the table: it joins as the guest it was', async () => {
    const t = await underWay('reopen');
    t.vanish('host', 'silent');
    expect(await advanceUntil(t, () => allAt(t, 1), 40_000, 250)).toBe(true);
    const again = await t.reopen('host');
    expect(again.host).toBeNull();
    expect(await advanceUntil(t, () => again.self.client.state.status === 'playing', 5000)).toBe(true);
    expect(again.self.client.state).toMatchObject({ seat: 0, isHost: false });
    expect(t.hostPage().label).toBe('g1');
  });
});

describe('who takes over', () => {
  it('with one guest left there is none: the guest keeps waiting, and its host resumes on return', async () => {
    const t = await underWay('alone', ['Ana']);
    expect(t.hostPage().self.client.host!.canHandOver()).toBe(false);
    expect(t.hostPage().self.client.host!.handOver()).toEqual({ ok: false, error: 'no-migration' });
    const left = JSON.stringify(t.host().currentTable!.snapshot());
    t.vanish('host', 'closed');
    await advanceUntil(t, () => false, 20_000, 250);
    const ana = page(t, 'g1').self.client.state;
    expect(ana.status).toBe('reconnecting');
    expect(ana.succession).toEqual({ stage: 'none', why: 'no-deal' });
    expect(t.net.has(`${CODE}-1`)).toBe(false);
    const again = await t.reopen('host');
    expect(again.host, 'the host resumes its table').not.toBeNull();
    expect(JSON.stringify(again.host!.currentTable!.snapshot()), 'the very table it left').toBe(left);
    // (the bot plays on as soon as the table is back: Ana is compared with the table as it is now)
    const seesIt = () =>
      JSON.stringify(page(t, 'g1').self.client.state.view) === JSON.stringify(again.host!.currentTable!.view(1));
    expect(await advanceUntil(t, () => allAt(t, 0) && seesIt(), 10_000, 250)).toBe(true);
    expect(page(t, 'g1').self.client.state.succession ?? null).toBeNull();
  });

  it('with too few guests left to open the key there is none either', async () => {
    const t = await underWay('too-few');
    page(t, 'g2').down = true;
    page(t, 'g3').down = true;
    await advanceUntil(t, () => t.host().awayGuests() === 2, 10_000, 250);
    // (a guest the host showed gone only just before it went counts as present)
    await advanceUntil(t, () => false, 4000, 250);
    t.vanish('host', 'closed');
    await advanceUntil(t, () => false, 20_000, 250);
    expect(page(t, 'g1').self.client.state.succession).toEqual({ stage: 'none', why: 'too-few' });
    expect(t.net.has(`${CODE}-1`)).toBe(false);
  });

  it('the host hands the table over: the next player hosts at once, nothing lost', async () => {
    const t = await underWay('handover');
    const host = t.hostPage().self.client;
    const snapshot = JSON.stringify(t.host().currentTable!.snapshot());
    expect(host.host!.canHandOver()).toBe(true);
    expect(host.host!.handOver()).toEqual({ ok: true });
    host.leave();
    t.vanish('host', 'closed');
    // no wait: about a second, the time it takes the pages to meet again
    expect(await advanceUntil(t, () => allAt(t, 1), 2000, 50)).toBe(true);
    expect(t.hostPage().label).toBe('g1');
    expect(JSON.stringify(t.host().currentTable!.snapshot())).toBe(snapshot);
    expect(page(t, 'g2').self.client.state.lobby!.seats[0]).toMatchObject({ standIn: true });
  });

  it('a spectator follows the table to its new host, after the wait or at a handover', async () => {
    for (const how of ['wait', 'handover'] as const) {
      const t = await underWay(`watcher-${how}`);
      const eve = await t.join('w1', 'Eve');
      await advanceUntil(t, () => eve.self.client.state.watching && eve.self.client.state.view !== null, 2000);
      expect(eve.self.client.state.watching).toBe(true);
      if (how === 'handover') {
        expect(t.hostPage().self.client.host!.handOver()).toEqual({ ok: true });
        t.hostPage().self.client.leave();
      }
      t.vanish('host', 'closed');
      expect(await advanceUntil(t, () => allAt(t, 1), how === 'wait' ? 30_000 : 5000, 100), how).toBe(true);
      const state = eve.self.client.state;
      expect(state.watching).toBe(true);
      expect(state.view).toEqual(json(t.host().currentTable!.spectatorView()));
    }
  });

  it('a successor gone with its host is passed over after another wait', async () => {
    const t = await underWay('passed-over');
    const snapshot = JSON.stringify(t.host().currentTable!.snapshot());
    t.vanish('host', 'silent');
    t.vanish('g1', 'silent');
    expect(await advanceUntil(t, () => allAt(t, 1), 60_000, 250)).toBe(true);
    expect(t.hostPage().label).toBe('g2');
    expect(JSON.stringify(t.host().currentTable!.snapshot())).toBe(snapshot);
  });

  it("the new host's page reloads within the wait: it takes the table back, the guests return", async () => {
    const t = await underWay('new-host-reloads');
    t.vanish('host', 'closed');
    expect(await advanceUntil(t, () => allAt(t, 1), 30_000, 250)).toBe(true);
    const snapshot = JSON.stringify(t.host().currentTable!.snapshot());
    t.vanish('g1', 'closed');
    await advanceUntil(t, () => false, 3000, 250);
    const again = await t.reopen('g1');
    expect(again.host, 'Ana hosts again, at the same id').not.toBeNull();
    expect(await advanceUntil(t, () => allAt(t, 1), 15_000, 250)).toBe(true);
    expect(JSON.stringify(t.host().currentTable!.snapshot())).toBe(snapshot);
    expect(page(t, 'g2').self.client.state.lobby).toMatchObject({ hostSeat: 1, epoch: 1 });
  });

  it('the table moves twice: the second takeover works from what the first host dealt', async () => {
    const t = await underWay('twice');
    t.vanish('host', 'closed');
    expect(await advanceUntil(t, () => allAt(t, 1), 30_000, 250)).toBe(true);
    await kitsReady(t);
    let n = 0;
    await playUntil(t, 'twice', () => ++n > 20 && t.host().currentTable!.phase === 'play');
    await settle();
    const snapshot = JSON.stringify(t.host().currentTable!.snapshot());
    const views = viewsOf(t.host().currentTable!, 5);
    t.vanish('g1', 'closed');
    expect(await advanceUntil(t, () => allAt(t, 2), 30_000, 250)).toBe(true);
    expect(t.hostPage().label).toBe('g2');
    expect(JSON.stringify(t.host().currentTable!.snapshot())).toBe(snapshot);
    expect(page(t, 'g3').self.client.state.view).toEqual(views[3]);
    expect(page(t, 'g3').self.client.state.lobby).toMatchObject({ hostSeat: 2, epoch: 2 });
    await playUntil(t, 'twice', () => t.host().currentTable!.phase === 'gameOver', 200_000);
  });
});

import { describe, expect, it } from 'vitest';
import { createHarness, settle } from './harness.js';

describe('the host: lobby, settings, kicks, clocks', () => {
  it('seats guests and bots, checks settings, refuses what does not fit', async () => {
    const h = await createHarness({ seed: 'lobby' });
    const ana = await h.addGuest('Ana');
    expect(ana.client.state.status).toBe('lobby');
    expect(ana.client.state.lobby!.seats.map((s) => [s.name, s.kind, s.you])).toEqual([
      ['Host', 'human', false],
      ['Ana', 'human', true],
    ]);
    expect(h.host.configure({ edition: 'power-grab', raceMs: 4000, turnMs: 20000 })).toEqual({ ok: true });
    expect(h.host.configure({ edition: 'chess' as never })).toEqual({ ok: false, error: 'bad-edition' });
    expect(h.host.configure({ turnMs: 5 })).toEqual({ ok: false, error: 'bad-turn-time' });
    expect(h.host.configure({ options: { target: 200 } })).toEqual({ ok: true });
    for (let i = 0; i < 8; i++) expect(h.host.addBot('easy').ok).toBe(true);
    expect(h.host.addBot('easy')).toEqual({ ok: false, error: 'table-full' });
    // no seat left: the newcomer watches
    const late = await h.addGuest('Late');
    expect(late.client.state.watching).toBe(true);
    expect(late.client.state.seat).toBe(null);
    expect(h.host.removeSeat(0)).toEqual({ ok: false, error: 'host-seat' });
    expect(h.host.removeSeat(9).ok).toBe(true);
    await settle();
    expect(ana.client.state.lobby!.edition).toBe('power-grab');
    expect(ana.client.state.lobby!.seats.length).toBe(9);
    expect(h.host.start()).toEqual({ ok: true });
    await settle();
    expect(h.host.configure({ edition: 'classic' })).toEqual({ ok: false, error: 'game-started' });
    expect(h.host.addBot('easy')).toEqual({ ok: false, error: 'game-started' });
    const another = await h.addGuest('Another');
    expect(another.client.state.watching).toBe(true);
    expect(another.client.state.error).toBe(null);
    h.host.close();
  });

  it('kicks: before the game the seat is freed, during it a bot plays on', async () => {
    const h = await createHarness({ seed: 'kick' });
    const ana = await h.addGuest('Ana');
    const bo = await h.addGuest('Bo');
    const cy = await h.addGuest('Cy');
    expect(h.host.removeSeat(1).ok).toBe(true);
    await settle();
    expect(ana.client.state.status).toBe('closed');
    expect(ana.client.state.error).toBe('kicked');
    expect(bo.client.state.seat).toBe(1);
    expect(h.host.lobbyFor(null).seats.map((s) => s.name)).toEqual(['Host', 'Bo', 'Cy']);
    h.host.start();
    await settle();
    expect(h.host.removeSeat(2).ok).toBe(true);
    await settle();
    expect(cy.client.state.error).toBe('kicked');
    expect(h.host.lobbyFor(null).seats[2]).toMatchObject({ name: 'Cy', kind: 'bot' });
    // the kicked guest's token is worthless now
    const back = await h.reconnectGuest('cy-again', cy.memory, 'Cy');
    expect(back.client.state.seat).toBeNull();
    h.host.close();
  });

  it("a seat's action is refused unless it is that seat's turn, whoever claims it", async () => {
    const h = await createHarness({ seed: 'holder' });
    await h.addGuest('Ana');
    h.host.start();
    await settle();
    const table = h.host.currentTable!;
    const turn = table.view(0).turn;
    const other = [h.hostClient, h.guests[0]!.client][1 - turn]!;
    const before = JSON.stringify(table.snapshot());
    const r = await other.act({ type: 'draw' });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(table.snapshot())).toBe(before);
    h.host.close();
  });

  it('the turn timer expires the turn and every client knows the deadline', async () => {
    const h = await createHarness({ seed: 'timer', settings: { turnMs: 5000 } });
    const ana = await h.addGuest('Ana');
    h.host.start();
    await settle();
    const deadline = ana.client.state.deadline;
    expect(deadline).toBe(h.clock.now() + 5000);
    expect(h.hostClient.state.deadline).toBe(deadline);
    const seq = h.host.currentTable!.lastSeq;
    h.clock.advance(4900);
    await settle();
    expect(h.host.currentTable!.lastSeq).toBe(seq);
    h.clock.advance(200);
    await settle();
    expect(h.host.currentTable!.lastSeq).toBeGreaterThan(seq);
    expect(ana.client.state.deadline).toBeGreaterThan(deadline!);
    h.host.close();
  });

  it('the host leaving tells every guest', async () => {
    const h = await createHarness({ seed: 'leave' });
    const ana = await h.addGuest('Ana');
    h.hostClient.leave();
    h.host.close();
    await settle();
    h.clock.advance(100);
    await settle();
    expect(ana.client.state.status).toBe('closed');
    expect(ana.client.state.error).toBe('host-closed');
  });
});

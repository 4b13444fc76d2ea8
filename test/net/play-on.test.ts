import { describe, expect, it } from 'vitest';
import type { ClientState } from '../../src/net/guest/state.js';
import { createSoloClient } from '../../src/net/page/hosting.js';
import { mayPlayOn, playOnPlan } from '../../src/ui/app/play-on.js';
import { createHarness, settle } from './harness.js';

/** A started table of the host, `guests` human guests and two bots (hard, easy), in the edition
 * and rules given; its host's page then goes. */
async function hostGoes(guests: string[]) {
  const h = await createHarness({
    settings: { edition: 'skull', options: { stacking: 'any', jumpIn: true }, raceMs: 6000 },
    seed: `play-on-${guests.length}`,
  });
  expect(h.host.addBot('hard')).toEqual({ ok: true });
  expect(h.host.addBot('easy')).toEqual({ ok: true });
  for (const name of guests) await h.addGuest(name);
  expect(h.host.start()).toEqual({ ok: true });
  await settle();
  for (const g of h.guests) h.blocked.add(g.label);
  h.host.suspend();
  await settle();
  for (const g of h.guests) expect(g.client.state.status).toBe('reconnecting');
  return h;
}

describe('a guest alone with the bots when its host goes', () => {
  it('is offered to play on at once: one guest holds no deal, no takeover can come', async () => {
    const h = await hostGoes(['Bo']);
    const bo = h.guests[0]!.client;
    expect(bo.migration?.deal ?? null).toBeNull();
    expect(mayPlayOn(bo.state, !!bo.migration?.deal)).toBe(true);
  });

  it('is not offered it before the wait when other players can take the table over', async () => {
    const h = await hostGoes(['Bo', 'Cy']);
    for (const g of h.guests) {
      expect(g.client.migration?.deal).toBeTruthy();
      expect(mayPlayOn(g.client.state, true)).toBe(false);
      // nor once a successor is named; only once the rule finds nobody
      const moving: ClientState = {
        ...g.client.state,
        succession: { stage: 'moving', seat: 2, name: 'Cy', you: false },
      };
      expect(mayPlayOn(moving, true)).toBe(false);
      expect(mayPlayOn({ ...g.client.state, succession: { stage: 'none', why: 'too-few' } }, true)).toBe(true);
    }
  });

  it('never to a spectator, the host, or at a table that did not start', () => {
    const s: ClientState = {
      status: 'reconnecting',
      isHost: false,
      seat: 1,
      lobby: {
        code: 'ACDEFG',
        seats: [
          { seat: 0, name: 'Ana', kind: 'human', connected: false, standIn: false, you: false },
          { seat: 1, name: 'Bo', kind: 'human', connected: true, standIn: false, you: true },
        ],
        edition: 'classic',
        options: {},
        raceMs: 8000,
        turnMs: 0,
        standInMs: 30000,
        started: true,
        locked: false,
      },
      view: null,
      events: [],
      error: null,
      deadline: null,
      watching: false,
    };
    expect(mayPlayOn(s, false)).toBe(true);
    expect(mayPlayOn({ ...s, watching: true, seat: null }, false)).toBe(false);
    expect(mayPlayOn({ ...s, isHost: true }, false)).toBe(false);
    expect(mayPlayOn({ ...s, status: 'playing' }, false)).toBe(false);
    expect(mayPlayOn({ ...s, lobby: { ...s.lobby!, started: false } }, false)).toBe(false);
  });

  it('plays on in a new game seated as the table was, the host a bot, the bots at their levels', async () => {
    const h = await hostGoes(['Bo']);
    const before = h.guests[0]!.client.state;
    // Bo sat last: the host, the two bots, Bo
    expect(before.lobby!.seats.map((x) => x.name)).toEqual(['Host', 'Bot 1', 'Bot 2', 'Bo']);
    const plan = playOnPlan(before)!;
    expect(plan).toEqual({
      name: 'Bo',
      bots: ['normal', 'hard', 'easy'],
      names: ['Host', 'Bot 1', 'Bot 2'],
      settings: { edition: 'skull', options: { stacking: 'any', jumpIn: true }, raceMs: 6000, turnMs: 0 },
    });
    const client = createSoloClient(plan);
    await settle();
    const s = client.state;
    expect(s.status).toBe('playing');
    expect(s.isHost && s.seat === 0).toBe(true);
    expect(s.lobby!.seats.map(({ name, kind, bot }) => [name, kind, bot ?? null])).toEqual([
      ['Bo', 'human', null],
      ['Host', 'bot', 'normal'],
      ['Bot 1', 'bot', 'hard'],
      ['Bot 2', 'bot', 'easy'],
    ]);
    expect(s.lobby!.edition).toBe('skull');
    expect(s.lobby!.options).toMatchObject({ stacking: 'any', jumpIn: true });
    expect(s.view!.scores).toEqual([0, 0, 0, 0]);
    // (the e2e test host-gone-bots.e2e.test.ts plays the round out through the UI)
    expect(s.view!.hand.length).toBeGreaterThan(0);
    client.leave();
  });

  it('turns the table from any seat, partners staying opposite', () => {
    const seat = (n: number, name: string, kind: 'human' | 'bot', bot?: 'easy' | 'hard') => ({
      seat: n,
      name,
      kind,
      connected: kind === 'bot',
      standIn: false,
      you: n === 2,
      ...(bot ? { bot } : {}),
    });
    const plan = playOnPlan({
      status: 'reconnecting',
      isHost: false,
      seat: 2,
      lobby: {
        code: 'ACDEFG',
        seats: [
          seat(0, 'Ana', 'human'),
          seat(1, 'R1', 'bot', 'easy'),
          seat(2, 'Bo', 'human'),
          seat(3, 'R2', 'bot', 'hard'),
        ],
        edition: 'classic',
        options: { teams: true },
        raceMs: 8000,
        turnMs: 30000,
        standInMs: 30000,
        started: true,
        locked: false,
      },
      view: null,
      events: [],
      error: null,
      deadline: null,
      watching: false,
    })!;
    // Bo's partner (seat 0, two seats on) is still two seats on: seat 2 of the new table
    expect([plan.name, ...plan.names]).toEqual(['Bo', 'R2', 'Ana', 'R1']);
    expect(plan.bots).toEqual(['hard', 'normal', 'easy']);
    expect(plan.settings.options).toEqual({ teams: true });
  });
});

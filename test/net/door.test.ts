/**
 * The host's door (join-gate.ts, docs/security.md): a kick is a ban, the table can be locked, joins
 * are rate-limited. Each test is an attack from the audit that worked before and must not again.
 */
import { describe, expect, it } from 'vitest';
import { createHarness, settle } from './harness.js';
import { JOIN_BURST } from '../../src/net/host/join-gate.js';

type H = Awaited<ReturnType<typeof createHarness>>;

/** A bare peer: sends a hello and keeps what the host answers. */
async function knock(h: H, name: string, token?: string, label?: string) {
  const conn = await h.net.connect('ACDEFG', label);
  const got: { t: string; reason?: string; code?: string; seat?: number }[] = [];
  conn.onMessage((text) => {
    const m = JSON.parse(text) as (typeof got)[number];
    // alive: it answers the host's heartbeat
    if (m.t === 'ping') conn.send('{"v":1,"t":"pong"}');
    got.push(m);
  });
  conn.send(JSON.stringify(token ? { v: 1, t: 'hello', name, token } : { v: 1, t: 'hello', name }));
  await settle();
  const bye = () => got.find((m) => m.t === 'bye')?.reason ?? null;
  const welcomed = () => got.some((m) => m.t === 'welcome');
  return { conn, got, bye, welcomed };
}

const names = (h: H) => h.host.lobbyFor(null).seats.map((s) => s.name);

describe("the host's door", () => {
  it('a kicked guest cannot come back with its token', async () => {
    const h = await createHarness({ seed: 'kick-token' });
    const ana = await h.addGuest('Ana');
    const token = ana.memory.token!;
    expect(h.host.removeSeat(1)).toEqual({ ok: true });
    await settle();
    h.clock.advance(100);
    await settle();
    expect(ana.client.state.error).toBe('kicked');
    const back = await knock(h, 'Ana', token);
    expect(back.bye()).toBe('kicked');
    expect(names(h)).toEqual(['Host']);
  });

  it('a new connection under a kicked name waits for the host, who may deny or approve it', async () => {
    const h = await createHarness({ seed: 'kick-name' });
    await h.addGuest('Ana');
    h.host.removeSeat(1);
    await settle();
    // the same name, and look-alikes by letter case, spaces and compatibility forms
    const again = await knock(h, 'Ana');
    const upper = await knock(h, ' ANA ');
    const wide = await knock(h, 'Ａｎａ');
    for (const k of [again, upper, wide]) {
      expect(k.welcomed()).toBe(false);
      expect(k.got.some((m) => m.t === 'error' && m.code === 'awaiting-approval')).toBe(true);
    }
    expect(names(h)).toEqual(['Host']);
    const requests = h.hostClient.state.lobby!.requests!;
    // names arrive NFKC-normalized (names.ts): the full-width one reads Ana
    expect(requests.map((r) => r.name)).toEqual(['Ana', 'ANA', 'Ana']);
    // guests never see the requests
    expect(h.host.lobbyFor(1).requests).toBeUndefined();
    expect(h.host.answerJoin(requests[0]!.id, false)).toEqual({ ok: true });
    await settle();
    expect(again.bye()).toBe('denied');
    expect(h.host.answerJoin(requests[1]!.id, true)).toEqual({ ok: true });
    await settle();
    expect(upper.welcomed()).toBe(true);
    expect(names(h)).toEqual(['Host', 'ANA']);
    // an answer given twice, or to nothing, changes nothing
    expect(h.host.answerJoin(requests[1]!.id, true)).toEqual({ ok: false, error: 'no-request' });
    expect(h.host.answerJoin(999, true)).toEqual({ ok: false, error: 'no-request' });
    // a request left unanswered is denied after a minute
    for (let t = 0; t < 60_000; t += 500) {
      h.clock.advance(500);
      await settle();
    }
    expect(wide.bye()).toBe('denied');
    expect(h.hostClient.state.lobby!.requests).toEqual([]);
  });

  it("a real client waits with 'awaiting-approval' and plays on once let in", async () => {
    const h = await createHarness({ seed: 'kick-client' });
    await h.addGuest('Ana');
    h.host.removeSeat(1);
    await settle();
    const again = await h.addGuest('Ana');
    expect(again.client.state).toMatchObject({ status: 'connecting', error: 'awaiting-approval' });
    h.host.answerJoin(h.hostClient.state.lobby!.requests![0]!.id, true);
    await settle();
    expect(again.client.state).toMatchObject({ status: 'lobby', error: null, seat: 1 });
  });

  it('a locked table refuses newcomers with a clear reason; its players still come back', async () => {
    const h = await createHarness({ seed: 'lock' });
    const ana = await h.addGuest('Ana');
    expect(h.host.lock(true)).toEqual({ ok: true });
    await settle();
    expect(ana.client.state.lobby!.locked).toBe(true);
    const bo = await h.addGuest('Bo');
    expect(bo.client.state.status).toBe('error');
    expect(bo.client.state.error).toBe('locked');
    // Ana's connection drops; she returns with her token
    h.conns.get(ana.label)!.close();
    await settle();
    for (let i = 0; i < 10 && ana.client.state.status !== 'lobby'; i++) {
      h.clock.advance(500);
      await settle();
    }
    expect(ana.client.state.status).toBe('lobby');
    expect(names(h)).toEqual(['Host', 'Ana']);
    expect(h.host.lock(false)).toEqual({ ok: true });
    const cy = await h.addGuest('Cy');
    expect(cy.client.state.status).toBe('lobby');
    expect(h.host.lock('yes' as unknown as boolean)).toEqual({ ok: false, error: 'bad-lock' });
  });

  it('a burst of fake joins does not refill the table: new seats are rate-limited per table', async () => {
    const h = await createHarness({ seed: 'join-rate' });
    const tries = await Promise.all(Array.from({ length: 40 }, (_, i) => knock(h, `Fake ${i}`)));
    const letIn = tries.filter((k) => k.welcomed()).length;
    const busy = tries.filter((k) => k.bye() === 'busy').length;
    // the rest are closed unanswered: over the cap of connections that have not joined (16)
    const dropped = tries.filter((k) => !k.conn.open && k.got.length === 0).length;
    // the burst is a whole table (9 seats, the rest watching: friends joining together)
    expect(letIn).toBe(JOIN_BURST);
    expect(names(h)).toHaveLength(10);
    expect(busy + dropped).toBe(40 - JOIN_BURST);
    // one more every 2 s after that
    h.clock.advance(2000);
    await settle();
    expect((await knock(h, 'Later')).welcomed()).toBe(true);
    expect((await knock(h, 'Too soon')).bye()).toBe('busy');
  });

  it('a kick during the game bans the token too', async () => {
    const h = await createHarness({ seed: 'kick-game' });
    const ana = await h.addGuest('Ana');
    const token = ana.memory.token!;
    h.host.start();
    await settle();
    h.host.removeSeat(1);
    await settle();
    const back = await knock(h, 'Ana', token);
    expect(back.bye()).toBe('kicked');
    // the seat plays on as a bot
    expect(h.host.lobbyFor(null).seats[1]).toMatchObject({ kind: 'bot' });
  });
});

describe("the door survives the host's reload", () => {
  it('bans and the lock come back with the saved table; a bad door is a corrupt save', async () => {
    const { TableHost } = await import('../../src/net/host/table-host.js');
    const { createBot } = await import('../../src/bots/index.js');
    const { engine } = await import('./harness.js');
    const h = await createHarness({ seed: 'door-save' });
    const ana = await h.addGuest('Ana');
    const token = ana.memory.token!;
    h.host.removeSeat(1);
    h.host.lock(true);
    await settle();
    const saved = h.store.last!;
    expect(saved.door).toEqual({ locked: true, tokens: [token], names: ['ana'] });
    const resumed = TableHost.resume(saved, { engine, createBot });
    expect(resumed.lobbyFor(0).locked).toBe(true);
    expect(() =>
      TableHost.resume({ ...saved, door: { locked: 'no', tokens: [], names: [] } }, { engine, createBot }),
    ).toThrow(/^corrupt-save: bad door/);
    expect(() =>
      TableHost.resume(
        { ...saved, door: { locked: false, tokens: Array(201).fill(token), names: [] } },
        { engine, createBot },
      ),
    ).toThrow(/^corrupt-save: bad door/);
    resumed.close();
  });
});

/**
 * Issue 11, point 7: a deal every guest can check (docs/deal-check.md). Whole games in every
 * edition where every client checks every round in its own code; hosts that cheat (a deal they
 * picked, a card changed, a wrong secret) caught by the guests' checks; guests that lie in their
 * part changing nothing; a guest that does not answer in time left out, and told so.
 */
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.js';
import { createTable, recordOf, replayRecord, SPECTATOR } from '../../src/game/index.js';
import type { EditionId, Table, TableConfig } from '../../src/game/types.js';
import { dealSeed, sealOf } from '../../src/net/deal/encoding.js';
import { DEAL_ANSWER_MS } from '../../src/net/deal/room.js';
import { rebuildTable } from '../../src/net/migration/action-log.js';
import { recoverKey } from '../../src/net/migration/shares.js';
import type { DealCheck } from '../../src/net/deal/witness.js';
import type { Connection } from '../../src/net/wire/transport.js';
import type { GameClient } from '../../src/net/guest/state.js';
import { createHarness, engine, fixedHex, playToEnd, settle, type Harness } from './harness.js';
import { checkNoForeignCards } from './leaks.js';

const EDITIONS: EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];

/** Waits (real time) until every revealed round of `clients` is checked: the checker loads on demand. */
async function checked(clients: GameClient[], rounds: number): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const done = clients.every((c) => {
      const d = c.state.deals ?? [];
      return d.length >= Math.min(rounds, 6) && d.every((x) => x.status !== 'checking');
    });
    if (done) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Every check a client shows over the game, by round (its state keeps the latest few only). */
function everyCheck(c: GameClient): Map<number, DealCheck> {
  const all = new Map<number, DealCheck>();
  c.subscribe((s) => {
    for (const d of s.deals ?? []) if (d.status !== 'checking') all.set(d.round, d);
  });
  return all;
}

const reveals = (h: Harness, label: string) =>
  (h.received.get(label) ?? [])
    .filter((t) => t.includes('"t":"deal-reveal"'))
    .map(
      (t) =>
        JSON.parse(t) as {
          game: number;
          round: number;
          secret: string;
          values: Record<string, string>;
        },
    );

function playersOf(h: Harness, seed: string) {
  return [h.hostClient, ...h.guests.filter((g) => !g.client.state.watching).map((g) => g.client)].map((client, i) => ({
    client,
    bot: createBot('normal', `${seed}:${i}`),
  }));
}

describe('every round checked by every client, in every edition', () => {
  for (const edition of EDITIONS) {
    it(`${edition}: host, three guests and a spectator check every round ✓`, async () => {
      const seed = `deal-${edition}`;
      // house rules scored, so that several rounds come
      const options = edition === 'house-rules' ? { scoring: 'winner-takes' as const, target: 250 } : {};
      const h = await createHarness({ settings: { edition, raceMs: 3000, options }, seed });
      for (const name of ['Ana', 'Bo', 'Cy']) await h.addGuest(name);
      const leaks = checkNoForeignCards(h);
      expect(h.host.start()).toEqual({ ok: true });
      await settle();
      const watcher = await h.addGuest('Zoé');
      await settle();
      expect(watcher.client.state.watching).toBe(true);
      const everyone = [h.hostClient, ...h.guests.map((g) => g.client)];
      const seen = everyone.map(everyCheck);
      await playToEnd(h, playersOf(h, seed));
      await settle();
      leaks.stop();
      expect(leaks.failures).toEqual([]);
      const table = h.host.currentTable!;
      const rounds = table.view(0).round;
      await checked(everyone, rounds);
      const steps = recordOf(table).steps.length;
      console.log(
        `deal check, ${edition}: ${rounds} rounds, ${steps} steps, each round checked by ${everyone.length} clients`,
      );
      expect(rounds).toBeGreaterThan(1);
      for (const [i, c] of everyone.entries()) {
        // every round, though the client's state keeps only the latest few
        const checks = [...seen[i]!.values()];
        const who = i === 0 ? 'host' : c.state.watching ? 'spectator' : `guest ${i}`;
        expect(
          checks.map((d) => d.round).sort((a, b) => a - b),
          who,
        ).toEqual(Array.from({ length: rounds }, (_, k) => k + 1));
        for (const d of checks) {
          expect(d, `${who}, round ${d.round}`).toMatchObject({ status: 'ok', problems: [] });
          // a guest's own value was in every seed; a spectator gives none; the host's own screen
          // checks the host's word against itself (issue 27: no ✓ there, its own words)
          expect(d.own).toBe(i === 0 ? 'host' : c.state.watching ? 'not-asked' : 'used');
          // the spectator came in during round 1: it saw that round's commitment after its deal
          expect(d.whole).toBe(!(c.state.watching && d.round === 1));
        }
      }
      // the engine dealt each round from the seed derived from the host's secret and every value
      const record = recordOf(table);
      const seeds = [record.config.seed, ...record.steps.flatMap((s) => (s[0] === 'nextRound' ? [s[1]] : []))];
      const revealed = reveals(h, 'g1');
      expect(revealed).toHaveLength(rounds);
      expect(seeds).toEqual(revealed.map((r) => dealSeed('ACDEFG', r.game, r.round, r.secret, r.values)));
      for (const r of revealed) expect(Object.keys(r.values).sort()).toEqual(['1', '2', '3']);
      // and a replay of the game's record still reaches the very same table
      const replay = replayRecord(record);
      for (let s = 0; s < 4; s++) expect(replay.view(s)).toEqual(table.view(s));
      // as does a guest's migration kit: the log holds each round's derived seed, sealed
      const [first, second, third] = h.guests.map((g) => g.client.migration!);
      const offers = [second!, third!].map((k, i) => ({ epoch: k.deal!.epoch, seat: i + 2, share: k.share! }));
      const rebuilt = rebuildTable({ createTable }, first!.log!, await recoverKey(offers, first!.deal!));
      expect(JSON.stringify(rebuilt.snapshot())).toBe(JSON.stringify(table.snapshot()));
    });
  }

  it('solo: the same path with no guest, no wait, and the host checks its own deals', async () => {
    const h = await createHarness({ settings: { edition: 'classic', options: { target: 200 } }, seed: 'deal-solo' });
    expect(h.host.addBot('normal').ok).toBe(true);
    expect(h.host.addBot('easy').ok).toBe(true);
    expect(h.host.start()).toEqual({ ok: true });
    // no guest to wait for: the table is there at once
    expect(h.host.currentTable).not.toBeNull();
    await playToEnd(h, [{ client: h.hostClient, bot: createBot('normal', 'solo') }]);
    const rounds = h.host.currentTable!.view(0).round;
    await checked([h.hostClient], rounds);
    expect(h.hostClient.state.deals!.length).toBe(Math.min(rounds, 6));
    for (const d of h.hostClient.state.deals!) expect(d).toMatchObject({ status: 'ok', own: 'host', whole: true });
  });
});

/** Round 1 played through the clients (the game started unless it is already); returns once it is over. */
async function roundOne(h: Harness, seed: string): Promise<void> {
  if (!h.host.started) expect(h.host.start()).toEqual({ ok: true });
  await settle();
  h.clock.advance(DEAL_ANSWER_MS * 2);
  await settle();
  const players = playersOf(h, seed);
  for (
    let i = 0;
    i < 5000 && h.host.currentTable!.phase !== 'roundOver' && h.host.currentTable!.phase !== 'gameOver';
    i++
  ) {
    let acted = false;
    for (const p of players) {
      const d = p.client.state.view && p.bot.decide(p.client.state.view);
      if (!d) continue;
      const r = p.client.act(d.action.type === 'rule' ? { ...d.action, text: 'Clap', gesture: 'clap' } : d.action);
      await settle(1);
      if ((await r).ok) acted = true;
    }
    if (!acted) h.clock.advance(400);
    await settle(1);
  }
  await settle();
}

const problemsOf = (c: GameClient): DealCheck | undefined => c.state.deals?.find((d) => d.round === 1);

describe('a host that cheats is caught by the guests’ checks', () => {
  it('a host that deals from a seed of its choosing', async () => {
    const cheating = {
      createTable: (config: TableConfig): Table => {
        const table = createTable({ ...config, seed: 'the host likes this deal' });
        return new Proxy(table, {
          get: (t, p): unknown => {
            if (p === 'nextRound') return () => t.nextRound('and this one');
            const value: unknown = Reflect.get(t, p);
            return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(t) : value;
          },
        });
      },
      restoreTable: (snapshot: unknown) => engine.restoreTable(snapshot),
    };
    const h = await createHarness({ settings: { edition: 'classic' }, seed: 'cheat-seed', engine: cheating });
    for (const name of ['Ana', 'Bo']) await h.addGuest(name);
    await roundOne(h, 'cheat-seed');
    const guests = h.guests.map((g) => g.client);
    await checked(guests, 1);
    for (const g of guests) {
      const d = problemsOf(g)!;
      expect(d.status).toBe('failed');
      // the cards this seat held are not those of the honest deal
      expect(d.problems).toContain('cards');
    }
  });

  it('a host that changes a card during the round (a Wild +4 from the pile into its own hand)', async () => {
    const h = await createHarness({ settings: { edition: 'classic' }, seed: 'cheat-card' });
    for (const name of ['Ana', 'Bo']) await h.addGuest(name);
    expect(h.host.start()).toEqual({ ok: true });
    await settle();
    // the host swaps a card of its hand for one of the pile: the deck's count stays right
    const g = (
      h.host.currentTable!.actor as { getSnapshot(): { context: { g: { hands: string[][]; pile: string[] } } } }
    ).getSnapshot().context.g;
    const i = g.pile.findIndex((c) => !g.hands[0]!.includes(c));
    const mine = g.hands[0]![0]!;
    g.hands[0]![0] = g.pile[i]!;
    g.pile[i] = mine;
    await roundOne(h, 'cheat-card');
    const guests = h.guests.map((x) => x.client);
    await checked(guests, 1);
    for (const c of guests) {
      const d = problemsOf(c)!;
      expect(d.status).toBe('failed');
      expect(d.problems.some((p) => ['hands-end', 'discard', 'cards', 'table'].includes(p))).toBe(true);
    }
  });

  it('a host that reveals another secret than the one it committed to', async () => {
    const lie = (conn: Connection): Connection => ({
      get open() {
        return conn.open;
      },
      get local() {
        return conn.local;
      },
      send: (text) =>
        conn.send(
          text.includes('"t":"deal-reveal"')
            ? text.replace(/"secret":"[0-9a-f]{64}"/, `"secret":"${'e'.repeat(64)}"`)
            : text,
        ),
      onMessage: (l) => conn.onMessage(l),
      onClose: (l) => conn.onClose(l),
      close: () => conn.close(),
    });
    const h = await createHarness({ settings: { edition: 'classic' }, seed: 'cheat-secret', hostEnd: lie });
    for (const name of ['Ana', 'Bo']) await h.addGuest(name);
    await roundOne(h, 'cheat-secret');
    const guests = h.guests.map((x) => x.client);
    await checked(guests, 1);
    for (const c of guests) {
      const d = problemsOf(c)!;
      expect(d.status).toBe('failed');
      expect(d.problems).toContain('commit');
    }
    // the host's own screen (not lied to) checks the same round ✓
    await checked([h.hostClient], 1);
    expect(problemsOf(h.hostClient)!.status).toBe('ok');
  });
});

describe('a guest that does not answer, or lies', () => {
  it('a guest whose value never comes is left out after the wait, and its check says so', async () => {
    const h = await createHarness({ settings: { edition: 'classic' }, seed: 'deal-late' });
    const ana = await h.addGuest('Ana');
    await h.addGuest('Bo');
    // Ana's seal goes out, her value never does (a slow phone, or a host that leaves it out)
    const conn = h.conns.get(ana.label)!;
    const send = conn.send.bind(conn);
    conn.send = (text: string) => (text.includes('"deal-give"') ? undefined : send(text));
    expect(h.host.start()).toEqual({ ok: true });
    await settle();
    expect(h.host.currentTable).toBeNull();
    h.clock.advance(DEAL_ANSWER_MS - 1);
    await settle();
    expect(h.host.currentTable).toBeNull();
    h.clock.advance(1);
    await settle();
    expect(h.host.currentTable).not.toBeNull();
    await roundOne(h, 'deal-late');
    await checked(
      h.guests.map((g) => g.client),
      1,
    );
    expect(problemsOf(ana.client)).toMatchObject({ status: 'warning', own: 'not-used', problems: [] });
    expect(problemsOf(h.guests[1]!.client)).toMatchObject({ status: 'ok', own: 'used' });
    const revealed = reveals(h, ana.label)[0]!;
    expect(Object.keys(revealed.values)).toEqual(['2']);
  });

  it('lies change nothing and get a code: wrong size, twice, early, late, another round, a value not its seal', async () => {
    const h = await createHarness({ settings: { edition: 'classic' }, seed: 'deal-lies' });
    const ana = await h.addGuest('Ana');
    // Ana stays silent (her seal never leaves): each step waits its full time for her
    const conn = h.conns.get(ana.label)!;
    const send = conn.send.bind(conn);
    conn.send = (text: string) => (text.includes('"deal-seal"') ? undefined : send(text));
    // Mallory speaks the protocol by hand
    const raw = await h.net.connect('ACDEFG', 'mallory');
    const replies: string[] = [];
    raw.onMessage((t) => replies.push(t));
    raw.send(JSON.stringify({ v: 1, t: 'hello', name: 'Mallory' }));
    await settle();
    const codes = () =>
      replies.flatMap((t) => {
        const m = JSON.parse(t) as { t: string; code?: string };
        return m.t === 'error' ? [m.code!] : [];
      });
    const say = async (m: object) => {
      raw.send(JSON.stringify({ v: 1, ...m }));
      await settle();
    };
    const value = fixedHex('mallory');
    const seal = sealOf('ACDEFG', 1, 1, 2, value);
    expect(h.host.start()).toEqual({ ok: true });
    await settle(1);
    expect(replies.some((t) => t.includes('"t":"deal-open"') && t.includes('"ask":true'))).toBe(true);
    // every lobby says the first deal is being settled (the lobby screen shows it in place of Start)
    expect(h.host.lobbyFor(null)).toMatchObject({ started: false, dealing: true });
    await say({ t: 'deal-seal', game: 1, round: 1, seal: seal.slice(2) }); // wrong size
    await say({ t: 'deal-seal', game: 1, round: 2, seal }); // another round
    await say({ t: 'deal-give', game: 1, round: 1, value }); // a value with no seal
    await say({ t: 'deal-seal', game: 1, round: 1, seal });
    await say({ t: 'deal-seal', game: 1, round: 1, seal: fixedHex('another') }); // twice
    await say({ t: 'deal-give', game: 1, round: 1, value }); // before the seals are shown
    expect(codes()).toEqual(['bad-message', 'deal-wrong-round', 'deal-not-sealed', 'deal-twice', 'deal-early']);
    // Ana's time runs out: the seals taken (Mallory's alone) are shown, and values asked for
    h.clock.advance(DEAL_ANSWER_MS);
    await settle();
    const sealed = replies
      .map((t) => JSON.parse(t) as { t: string; seals?: object })
      .find((m) => m.t === 'deal-sealed');
    expect(sealed?.seals).toEqual({ '2': seal });
    await say({ t: 'deal-give', game: 1, round: 1, value: fixedHex('not the sealed one') });
    expect(h.host.currentTable).toBeNull();
    await say({ t: 'deal-give', game: 1, round: 1, value });
    const table = h.host.currentTable!;
    expect(table).not.toBeNull();
    expect(h.host.lobbyFor(null).dealing).toBeUndefined();
    await say({ t: 'deal-give', game: 1, round: 1, value }); // late: the round is dealt
    expect(codes().slice(5)).toEqual(['deal-bad-value', 'deal-late']);
    // her one good value was used, her lies were not
    const dealt = replies
      .map((t) => JSON.parse(t) as { t: string; values?: Record<string, string> })
      .find((m) => m.t === 'deal-dealt')!;
    expect(dealt.values).toEqual({ '2': value });
    // nothing she sent out of its time moved the table
    const before = JSON.stringify(table.snapshot());
    await say({ t: 'deal-seal', game: 1, round: 1, seal });
    await say({ t: 'deal-give', game: 7, round: 1, value });
    expect(JSON.stringify(table.snapshot())).toBe(before);
    expect(codes().slice(7)).toEqual(['deal-late', 'deal-none']);
  });

  it('a spectator gives no value: its seal is refused', async () => {
    const h = await createHarness({ settings: { edition: 'classic' }, seed: 'deal-watch' });
    await h.addGuest('Ana');
    expect(h.host.start()).toEqual({ ok: true });
    await settle();
    const raw = await h.net.connect('ACDEFG', 'watcher');
    const replies: string[] = [];
    raw.onMessage((t) => replies.push(t));
    raw.send(JSON.stringify({ v: 1, t: 'hello', name: 'Zoé' }));
    await settle();
    raw.send(JSON.stringify({ v: 1, t: 'deal-seal', game: 1, round: 1, seal: fixedHex('x') }));
    await settle();
    expect(replies.some((t) => t.includes('"code":"watching"'))).toBe(true);
    expect(SPECTATOR).toBe(-1);
  });
});

/**
 * The host's authority over the table (docs/network.md "Inside the host"): the seats, the
 * settings, the engine table and the stand-ins. Commands come in (the host's own controls, a
 * seat's intent, a clock running out); each one that changes something ends in the fanout.
 */
import type { Action, Result, TableConfig, Table } from '../../game/index.js';
import type { BotLevel } from '../../bots/index.js';
import { BOT_LEVELS } from '../../bots/levels/index.js';
import type { HostMessage } from '../wire/index.js';
import type { HostSettings } from '../terms/index.js';
import { planSuccession } from '../migration/index.js';
import { STAND_IN_LEVEL } from './bot-seats.js';
import { patchSettings } from './host-settings.js';
import type { SavedTable } from './saved.js';
import type { Watcher } from './spectators.js';
import { MAX_SEATS, type HostCore, type Link, type Seat } from './core.js';
import { changed, lobbyFor } from './fanout.js';

export function configure(h: HostCore, patch: Partial<HostSettings>): Result {
  const r = patchSettings(h.settings, patch, h.started);
  if (!r.ok) return r;
  h.settings = r.settings;
  if (h.seats.length > 0) changed(h);
  return { ok: true };
}

export function addBot(h: HostCore, level: BotLevel): Result {
  if (h.started) return { ok: false, error: 'game-started' };
  if (!BOT_LEVELS.includes(level)) return { ok: false, error: 'bad-level' };
  if (h.seats.length >= MAX_SEATS) return { ok: false, error: 'table-full' };
  const n = h.seats.filter((s) => s.kind === 'bot').length + 1;
  h.seats.push(h.newSeat(nameFor(h, `Bot ${n}`, h.seats.length), 'bot', level));
  changed(h);
  return { ok: true };
}

/** Locked, no one new may join (a player with its seat token still comes back). */
export function lock(h: HostCore, locked: boolean): Result {
  if (typeof locked !== 'boolean') return { ok: false, error: 'bad-lock' };
  h.rooms.gate.locked = locked;
  changed(h);
  return { ok: true };
}

/** The host's answer to a newcomer who asked for a kicked player's name (lobby `requests`). */
export function answerJoin(h: HostCore, id: number, approve: boolean): Result {
  const request = Number.isInteger(id) ? h.rooms.gate.answer(id) : null;
  if (!request) return { ok: false, error: 'no-request' };
  const { link, name } = request;
  if (!h.rooms.links.has(link)) {
    changed(h);
    return { ok: false, error: 'gone' };
  }
  if (!approve) h.sendAway(link, 'denied');
  // let in where no seat is left: they watch
  else if (h.started || h.seats.length >= MAX_SEATS) h.rooms.watchers.watch(link, name);
  else return seatNewcomer(h, link, name);
  changed(h);
  return { ok: true };
}

/** Before the game: frees the seat (a human is sent away). During it: a human is sent away and a
 * bot plays the seat on (the engine's seats are fixed for the game). */
export function removeSeat(h: HostCore, seat: number, kick = true): Result {
  if (!Number.isInteger(seat) || seat < 0 || seat >= h.seats.length) return { ok: false, error: 'bad-seat' };
  if (seat === h.hostSeat) return { ok: false, error: 'host-seat' };
  const { bots, clocks, deals, gate, names } = h.rooms;
  // the first deal is being settled with these seats: a moment, and the game is there
  if (deals.starting) return { ok: false, error: 'dealing' };
  const s = h.seats[seat]!;
  if (h.table && s.kind === 'bot') return { ok: false, error: 'game-started' };
  // a kick is a ban for the table's life: the token, and the name without the host's approval
  if (s.kind === 'human' && kick) gate.ban(s.token, ...names.kicked(s.name));
  if (s.link) h.sendAway(s.link, kick ? 'kicked' : 'left');
  bots.release(seat);
  clocks.forget(seat);
  if (!h.table) h.removeAt(seat);
  else {
    h.seats[seat] = h.newSeat(s.name, 'bot', STAND_IN_LEVEL);
    bots.drive(seat, STAND_IN_LEVEL);
  }
  changed(h);
  return { ok: true };
}

/** Starts the game once its first deal is settled (at once with no human guest). */
export function start(h: HostCore): Result {
  if (h.rooms.deals.starting) return { ok: true };
  if (h.table) return { ok: false, error: 'game-started' };
  return newGame(h);
}

/** Deals the next round once its seed is settled (deal/room.ts: at once with no human guest). */
export function nextRound(h: HostCore): Result {
  if (!h.table) return { ok: false, error: 'not-started' };
  const next = { game: h.game, round: h.table.view(0).round + 1 };
  const pending = h.rooms.deals.pending;
  if (pending && pending.game === next.game && pending.round === next.round) return { ok: true };
  if (h.table.phase !== 'roundOver') return { ok: false, error: 'round-not-over' };
  h.rooms.deals.begin(next.game, next.round);
  changed(h);
  return { ok: true };
}

export function rematch(h: HostCore): Result {
  if (h.rooms.deals.starting) return { ok: true };
  if (!h.table) return { ok: false, error: 'not-started' };
  if (h.table.phase !== 'gameOver') return { ok: false, error: 'game-not-over' };
  return newGame(h);
}

/**
 * Gives a spectator a seat: before the game, a new seat; during it, the seat of a player who left
 * (a stand-in bot plays it) at once, or a bot's seat between rounds. The spectator is welcomed
 * again with that seat and a new token; the seat's former token no longer takes it back.
 */
export function seatWatcher(h: HostCore, id: number, seat?: number): Result {
  const { bots, clocks, deals, views, watchers } = h.rooms;
  const watcher = Number.isInteger(id) ? watchers.byId(id) : null;
  if (!watcher || !watcher.link) return { ok: false, error: 'no-watcher' };
  const link = watcher.link;
  let index: number;
  if (deals.starting) return { ok: false, error: 'dealing' };
  if (!h.table) {
    if (h.seats.length >= MAX_SEATS) return { ok: false, error: 'table-full' };
    h.seats.push(h.newSeat(nameFor(h, watcher.name, h.seats.length, watcher), 'human'));
    index = h.seats.length - 1;
  } else {
    if (seat === undefined || !Number.isInteger(seat) || seat < 0 || seat === h.hostSeat || seat >= h.seats.length)
      return { ok: false, error: 'bad-seat' };
    const s = h.seats[seat]!;
    const betweenRounds = h.table.phase === 'roundOver';
    const free = (s.kind === 'human' && s.standIn) || (betweenRounds && (s.kind === 'bot' || s.link === null));
    if (!free) return { ok: false, error: betweenRounds ? 'seat-taken' : 'not-between-rounds' };
    if (s.link) h.sendAway(s.link, 'replaced');
    bots.release(seat);
    clocks.forget(seat);
    h.seats[seat] = h.newSeat(nameFor(h, watcher.name, seat, watcher), 'human');
    index = seat;
  }
  watchers.remove(watcher);
  link.watcher = null;
  h.bind(link, index);
  views.resume(link.view);
  const token = h.seats[index]!.token;
  h.send(link, { v: 1, t: 'welcome', seat: index, token, code: h.code, lastSeq: 0 });
  changed(h);
  return { ok: true };
}

/** A newcomer the door let in takes a new seat. */
export function seatNewcomer(h: HostCore, link: Link, name: string): Result {
  h.seats.push(h.newSeat(nameFor(h, name, h.seats.length), 'human'));
  const fresh = h.seats.length - 1;
  h.bind(link, fresh);
  h.send(link, { v: 1, t: 'welcome', seat: fresh, token: h.seats[fresh]!.token, code: h.code, lastSeq: 0 });
  changed(h);
  return { ok: true };
}

/** A seat's intent, numbered: answered once, and a resend of the last one answered again. */
export function act(h: HostCore, link: Link, index: number, seat: Seat, seq: number, action: Action): void {
  if (seq <= seat.lastSeq) {
    // A resend of the last intent (after a reconnect) gets its answer again; anything older is
    // a replay and changes nothing.
    if (seq === seat.lastSeq && seat.lastAck) h.send(link, seat.lastAck);
    else h.send(link, { v: 1, t: 'ack', seq, ok: false, error: 'stale-seq' });
    return;
  }
  seat.lastSeq = seq;
  let ack: HostMessage;
  if (!h.table) ack = { v: 1, t: 'ack', seq, ok: false, error: 'not-started' };
  else if (seat.standIn) ack = { v: 1, t: 'ack', seq, ok: false, error: 'stand-in' };
  else {
    const r = apply(h, index, action);
    ack = r.ok ? { v: 1, t: 'ack', seq, ok: true } : { v: 1, t: 'ack', seq, ok: false, error: r.error };
  }
  seat.lastAck = ack;
  // views first: when a client's act() resolves, its view already shows what the act did
  if (ack.ok) changed(h);
  else h.rooms.saver.save();
  h.send(link, ack);
}

/** The one place the table is moved by a seat. */
export function apply(h: HostCore, index: number, action: Action): Result {
  const table = h.table;
  if (!table) return { ok: false, error: 'not-started' };
  let turnBefore: number;
  let r: Result;
  try {
    turnBefore = table.turn;
    r = table.send(index, action);
  } catch {
    return { ok: false, error: 'engine-error' };
  }
  if (r.ok && turnBefore === index) h.turnMark++;
  return r;
}

/** The race ran out: the engine settles it. */
export function expire(h: HostCore): void {
  try {
    h.table?.expire();
  } catch {
    // an engine that refuses to expire leaves the table as it was; the views still go out
  }
  changed(h);
}

/** `seat`'s turn ran out: a stand-in plays it (the engine's own expiry if the stand-in cannot). */
export function turnOver(h: HostCore, seat: number): void {
  if (!h.rooms.bots.playTurn(seat, STAND_IN_LEVEL)) expire(h);
}

export function becomeStandIn(h: HostCore, index: number): void {
  const seat = h.seats[index]!;
  h.rooms.clocks.forget(index);
  if (seat.standIn || seat.kind !== 'human') return;
  seat.standIn = true;
  h.rooms.bots.drive(index, STAND_IN_LEVEL);
  changed(h);
}

export function endStandIn(h: HostCore, index: number): void {
  const seat = h.seats[index]!;
  if (seat.kind === 'human') h.rooms.bots.release(index);
  seat.standIn = false;
}

/** Who would take the table over if the host left now, or null when nobody can: a deal every
 * guest present holds, and enough of them (migration/successor.ts). */
export function successor(h: HostCore): number | null {
  if (!h.table || h.closed) return null;
  const present = [...h.rooms.links].filter((l) => l.seat !== null && l.seat !== h.hostSeat);
  const plan = planSuccession(lobbyFor(h, null).seats, h.hostSeat, h.rooms.dealer.heldBy(present));
  return 'seat' in plan ? plan.seat : null;
}

/** The deal room settled round `round` of game `game` on `seed`: deal it. */
export function dealRound(h: HostCore, game: number, round: number, seed: string): boolean {
  if (round > 1) {
    if (!h.table || h.game !== game || h.table.phase !== 'roundOver') return false;
    try {
      h.table.nextRound(seed);
    } catch {
      return false;
    }
    return true;
  }
  const { bots, clocks, dealer, deals } = h.rooms;
  const config = gameConfig(h, seed);
  let table: Table;
  try {
    table = deals.watch(dealer.begin(h.engine.createTable(config), config, h.code, game));
  } catch {
    return false;
  }
  bots.releaseAll();
  clocks.forget();
  h.table = table;
  h.game = game;
  h.seats.forEach((seat, index) => {
    seat.standIn = false;
    if (seat.kind === 'bot') bots.drive(index, seat.level ?? STAND_IN_LEVEL);
    else if (index !== h.hostSeat && !seat.link) clocks.left(index);
  });
  return true;
}

/** The name a seat gets: the one asked for, with a number when another seat or a spectator holds
 * it already, so that two players called Alice can tell their seats (and the others them) apart. */
export function nameFor(h: HostCore, name: string, index: number, watcher?: Watcher<Link>): string {
  return h.rooms.names.forSeat(name, index, watcher);
}

export function toSaved(h: HostCore): SavedTable {
  return {
    v: 1,
    code: h.code,
    savedAt: h.clock.now(),
    game: h.game,
    settings: { ...h.settings, options: { ...h.settings.options } },
    seats: h.seats.map((s) => {
      const saved: SavedTable['seats'][number] = { name: s.name, kind: s.kind, token: s.token, lastSeq: s.lastSeq };
      if (s.level) saved.level = s.level;
      return saved;
    }),
    snapshot: h.table ? h.table.snapshot() : null,
    door: h.rooms.gate.toSaved(),
    hostSeat: h.hostSeat,
    epoch: h.epoch,
    deal: h.rooms.deals.toSaved(),
  };
}

function newGame(h: HostCore): Result {
  if (h.seats.length < 2) return { ok: false, error: 'not-enough-players' };
  // settings the engine refuses are refused now, not once the deal is settled
  try {
    h.engine.createTable(gameConfig(h, 'settings-check'));
  } catch {
    return { ok: false, error: 'bad-settings' };
  }
  h.rooms.deals.begin(h.game + 1, 1);
  changed(h);
  return { ok: true };
}

function gameConfig(h: HostCore, seed: string): TableConfig & { seed: string } {
  return { edition: h.settings.edition, players: h.seats.length, options: { ...h.settings.options }, seed };
}

/**
 * The host's authority over the table (docs/network.md "Inside the host"): the seats, the
 * settings, the engine table and the stand-ins. Commands come in (the host's own controls, a
 * seat's intent, a clock running out); each returns its answer and whether it changed the table,
 * and the pipeline (pipeline.ts) runs the fanout after it.
 */
import { TEAM_TABLES, type Action, type Result, type TableConfig, type Table } from '../../game/index.js';
import type { BotLevel } from '../../bots/index.js';
import { BOT_LEVELS } from '../../bots/levels/index.js';
import { cleanName, type HostMessage } from '../wire/index.js';
import type { HostSettings } from '../terms/index.js';
import { planSuccession } from '../migration/index.js';
import { STAND_IN_LEVEL } from '../terms/index.js';
import { patchSettings } from './host-settings.js';
import type { SavedChat, SavedTable } from './saved.js';
import { savedChat } from './chat.js';
import type { Watcher } from './spectators.js';
import { MAX_SEATS, type HostCore, type Link, type Seat } from './core.js';
import { lobbyFor } from './fanout.js';
import { type Applied, CHANGED, changes, keeps, KEPT, refuse } from './pipeline.js';

const OK = { ok: true } as const;

export function configure(h: HostCore, patch: Partial<HostSettings>): Applied<Result> {
  const r = patchSettings(h.settings, patch, h.started);
  if (!r.ok) return keeps(r);
  h.settings = r.settings;
  return { result: OK, changed: h.seats.length > 0 };
}

/** `name`: the seat's name (a game played on from a table whose host left keeps its names:
 * docs/migration.md "Two humans and bots"); by default "Bot n". */
export function addBot(h: HostCore, level: BotLevel, name?: string): Applied<Result> {
  if (h.started) return refuse('game-started');
  if (!BOT_LEVELS.includes(level)) return refuse('bad-level');
  if (h.seats.length >= MAX_SEATS) return refuse('table-full');
  const n = h.seats.filter((s) => s.kind === 'bot').length + 1;
  const wanted = (name === undefined ? null : cleanName(name)) ?? `Bot ${n}`;
  h.seats.push(h.newSeat(nameFor(h, wanted, h.seats.length), 'bot', level));
  return changes(OK);
}

/** Locked, no one new may join (a player with its seat token still comes back). */
export function lock(h: HostCore, locked: boolean): Applied<Result> {
  if (typeof locked !== 'boolean') return refuse('bad-lock');
  h.rooms.gate.locked = locked;
  return changes(OK);
}

/** The host's answer to a newcomer who asked for a kicked player's name (lobby `requests`). */
export function answerJoin(h: HostCore, id: number, approve: boolean): Applied<Result> {
  const request = Number.isInteger(id) ? h.rooms.gate.answer(id) : null;
  if (!request) return refuse('no-request');
  const { link, name } = request;
  if (!h.rooms.links.has(link)) return changes({ ok: false, error: 'gone' });
  if (!approve) h.sendAway(link, 'denied');
  // let in where no seat is left: they watch
  else if (h.started || h.seats.length >= MAX_SEATS) h.rooms.watchers.watch(link, name);
  else return seatNewcomer(h, link, name);
  return changes(OK);
}

/** Before the game: frees the seat (a human is sent away). During it: a human is sent away and a
 * bot plays the seat on (the engine's seats are fixed for the game). */
export function removeSeat(h: HostCore, seat: number, kick = true): Applied<Result> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= h.seats.length) return refuse('bad-seat');
  if (seat === h.hostSeat) return refuse('host-seat');
  const { bots, clocks, deals, gate, names } = h.rooms;
  // the first deal is being settled with these seats: a moment, and the game is there
  if (deals.starting) return refuse('dealing');
  const s = h.seats[seat]!;
  if (h.table && s.kind === 'bot') return refuse('game-started');
  // a kick is a ban for the table's life: the token, and the name without the host's approval
  if (s.kind === 'human' && kick) gate.ban(s.token, ...names.kicked(s.name));
  if (s.link) h.sendAway(s.link, kick ? 'kicked' : 'left');
  bots.release(seat);
  clocks.forget(seat);
  if (!h.table) {
    h.removeAt(seat);
    // a spectator who asked to play takes the seat freed
    seatAskers(h);
  } else {
    h.replace(seat, h.newSeat(s.name, 'bot', STAND_IN_LEVEL));
    bots.drive(seat, STAND_IN_LEVEL);
  }
  return changes(OK);
}

/** Starts the game once its first deal is settled (at once with no human guest). */
export function start(h: HostCore): Applied<Result> {
  if (h.rooms.deals.starting) return keeps(OK);
  if (h.table) return refuse('game-started');
  return newGame(h);
}

/** Deals the next round once its seed is settled (deal/room.ts: at once with no human guest). */
export function nextRound(h: HostCore): Applied<Result> {
  if (!h.table) return refuse('not-started');
  const next = { game: h.game, round: h.table.view(0).round + 1 };
  const pending = h.rooms.deals.pending;
  if (pending && pending.game === next.game && pending.round === next.round) return keeps(OK);
  if (h.table.phase !== 'roundOver') return refuse('round-not-over');
  seatAskers(h);
  h.rooms.deals.begin(next.game, next.round);
  return changes(OK);
}

export function rematch(h: HostCore): Applied<Result> {
  if (h.rooms.deals.starting) return keeps(OK);
  if (!h.table) return refuse('not-started');
  if (h.table.phase !== 'gameOver') return refuse('game-not-over');
  return newGame(h);
}

/**
 * Gives a spectator a seat: before the game, a new seat; during it, the seat of a player who left
 * (a stand-in bot plays it) at once, or a bot's seat between rounds. The spectator is welcomed
 * again with that seat and a new token; the seat's former token no longer takes it back.
 */
export function seatWatcher(h: HostCore, id: number, seat?: number): Applied<Result> {
  const { bots, clocks, deals, views, watchers } = h.rooms;
  const watcher = Number.isInteger(id) ? watchers.byId(id) : null;
  if (!watcher || !watcher.link) return refuse('no-watcher');
  const link = watcher.link;
  let index: number;
  if (deals.starting) return refuse('dealing');
  if (!h.table) {
    if (h.seats.length >= MAX_SEATS) return refuse('table-full');
    h.seats.push(h.newSeat(nameFor(h, watcher.name, h.seats.length, watcher), 'human'));
    index = h.seats.length - 1;
  } else {
    if (seat === undefined || !Number.isInteger(seat) || seat < 0 || seat === h.hostSeat || seat >= h.seats.length)
      return refuse('bad-seat');
    const s = h.seats[seat]!;
    const betweenRounds = h.table.phase === 'roundOver';
    const free = (s.kind === 'human' && s.standIn) || (betweenRounds && (s.kind === 'bot' || s.link === null));
    if (!free) return refuse(betweenRounds ? 'seat-taken' : 'not-between-rounds');
    if (s.link) h.sendAway(s.link, 'replaced');
    bots.release(seat);
    clocks.forget(seat);
    h.replace(seat, h.newSeat(nameFor(h, watcher.name, seat, watcher), 'human'));
    index = seat;
  }
  watchers.remove(watcher);
  h.bind(link, index);
  views.resume(link.view);
  const token = h.seats[index]!.token;
  h.send(link, { v: 1, t: 'welcome', seat: index, token, code: h.code, lastSeq: 0 });
  return changes(OK);
}

/**
 * The spectators who asked to play take, in the order they asked, the seats free for them now
 * (docs/network.md "Spectators who take a seat"): in the lobby new seats while any is left; as a
 * round or a game starts, the seats stand-ins play for players who left. True when one sat down.
 */
export function seatAskers(h: HostCore): boolean {
  let seated = false;
  for (const w of h.rooms.watchers.asking()) {
    const seat = h.table ? h.seats.findIndex((s, i) => i !== h.hostSeat && s.kind === 'human' && s.standIn) : undefined;
    if (seat === -1 || seatWatcher(h, w.id, seat).changed === false) break;
    seated = true;
  }
  return seated;
}

/** A newcomer the door let in takes a new seat. */
export function seatNewcomer(h: HostCore, link: Link, name: string): Applied<Result> {
  h.seats.push(h.newSeat(nameFor(h, name, h.seats.length), 'human'));
  const fresh = h.seats.length - 1;
  h.bind(link, fresh);
  h.send(link, { v: 1, t: 'welcome', seat: fresh, token: h.seats[fresh]!.token, code: h.code, lastSeq: 0 });
  return changes(OK);
}

/** A seat's intent, numbered: answered once, and a resend of the last one answered again. The
 * answer goes out after the fanout: when a client's act() resolves, its view already shows what
 * the act did. */
export function act(h: HostCore, index: number, seat: Seat, seq: number, action: Action): Applied<HostMessage> {
  if (seq <= seat.lastSeq) {
    // A resend of the last intent (after a reconnect) gets its answer again; anything older is
    // a replay and changes nothing.
    if (seq === seat.lastSeq && seat.lastAck) return keeps(seat.lastAck);
    return keeps({ v: 1, t: 'ack', seq, ok: false, error: 'stale-seq' });
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
  // a refused intent changes only the seat's count, which the save keeps
  if (!ack.ok) h.rooms.saver.save();
  return { result: ack, changed: ack.ok };
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

/** A bot seat's action (a bot, or a stand-in for a human). */
export function botAct(h: HostCore, index: number, action: Action): Applied<Result> {
  const r = apply(h, index, action);
  return { result: r, changed: r.ok };
}

/** The race ran out: the engine settles it. */
export function expire(h: HostCore): Applied<void> {
  try {
    h.table?.expire();
  } catch {
    // an engine that refuses to expire leaves the table as it was; the views still go out
  }
  return CHANGED;
}

/** `seat`'s turn ran out: a stand-in plays it (the engine's own expiry if the stand-in cannot). */
export function turnOver(h: HostCore, seat: number): Applied<void> {
  return h.rooms.bots.playTurn(seat, STAND_IN_LEVEL) ? KEPT : expire(h);
}

export function becomeStandIn(h: HostCore, index: number): Applied<void> {
  const seat = h.seats[index]!;
  h.rooms.clocks.forget(index);
  if (seat.standIn || seat.kind !== 'human') return KEPT;
  seat.standIn = true;
  h.rooms.bots.drive(index, STAND_IN_LEVEL);
  return CHANGED;
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
    ...chatSave(h),
  };
}

function chatSave(h: HostCore): { chat?: SavedChat } {
  const chat = savedChat(h);
  return chat ? { chat } : {};
}

function newGame(h: HostCore): Applied<Result> {
  if (h.seats.length < 2) return refuse('not-enough-players');
  if (h.settings.options.teams === true && !TEAM_TABLES.includes(h.seats.length)) return refuse('teams-seats');
  // settings the engine refuses are refused now, not once the deal is settled
  try {
    h.engine.createTable(gameConfig(h, 'settings-check'));
  } catch {
    return refuse('bad-settings');
  }
  seatAskers(h);
  h.rooms.deals.begin(h.game + 1, 1);
  return changes(OK);
}

function gameConfig(h: HostCore, seed: string): TableConfig & { seed: string } {
  return { edition: h.settings.edition, players: h.seats.length, options: { ...h.settings.options }, seed };
}

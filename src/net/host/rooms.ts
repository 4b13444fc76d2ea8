/**
 * The rooms beside the host, wired to it in one place (docs/network.md "Inside the host"): each
 * room takes a small port declared in its own file and never imports the host. What a room reports
 * is a command (pipeline.ts): for the authority (a clock ran out), the session (a message came, a
 * link is gone), or a change of its own; the fanout runs after it.
 */
import { DealRoom } from '../deal/index.js';
import { HostDealer } from '../migration/index.js';
import { becomeStandIn, botAct, dealRound, expire, removeSeat, toSaved, turnOver } from './authority.js';
import { BotSeats } from './bot-seats.js';
import type { HostCore, Link, Seat } from './core.js';
import { EmptySeats } from './empty-seats.js';
import { fanout, resync } from './fanout.js';
import type { HostOptions } from './host-options.js';
import { HostLinks } from './host-links.js';
import { JoinGate } from './join-gate.js';
import { Pipeline } from './pipeline.js';
import { DEFAULT_LIMITS } from './link-guard.js';
import { Pacer, RENAME_EVERY_MS, RESYNC_EVERY_MS } from './pacing.js';
import { RecordDesk } from './record-desk.js';
import { detach, receive } from './session.js';
import { Spectators } from './spectators.js';
import { TableClocks } from './table-clocks.js';
import { TableNames } from './table-names.js';
import { TableSaver } from './table-saver.js';
import { ViewSync } from './view-sync.js';

export function wireRooms(h: HostCore, opts: HostOptions): void {
  const { clock } = h;
  const rooms = (h.rooms = {} as HostCore['rooms']);
  const pipeline = (h.pipeline = new Pipeline(() => fanout(h)));
  const changed = (): void => pipeline.changed();
  rooms.links = new HostLinks<Link>({
    clock,
    limits: { ...DEFAULT_LIMITS, ...opts.limits, messagesPerSecond: opts.messagesPerSecond ?? 50 },
    heartbeatMs: opts.heartbeatMs ?? 1000,
    deadAfterMs: opts.deadAfterMs ?? 4000,
    closed: () => h.closed,
    receive: (link, m) => {
      const answer = pipeline.run(() => receive(h, link, m));
      if (answer) h.send(link, answer);
    },
    gone: (link) => pipeline.run(() => detach(h, link)),
  });
  rooms.gate = new JoinGate<Link>({
    clock,
    expired: (link) => h.sendAway(link, 'denied'),
    changed,
  });
  rooms.views = new ViewSync({
    table: () => h.table,
    game: () => h.game,
    deadline: () => rooms.clocks.deadline,
    now: () => clock.now(),
  });
  rooms.clocks = new TableClocks({
    clock,
    table: () => h.table,
    settings: () => h.settings,
    game: () => h.game,
    progress: () => h.turnMark,
    connected: (seat) => h.seats[seat]?.link != null,
    replaceable: (seat) => h.seats[seat]?.kind === 'human' && !h.seats[seat].standIn && seat !== h.hostSeat,
    raceOver: () => pipeline.run(() => expire(h)),
    turnOver: (seat) => pipeline.run(() => turnOver(h, seat)),
    standIn: (seat) => pipeline.run(() => becomeStandIn(h, seat)),
  });
  rooms.bots = new BotSeats({
    clock,
    table: () => h.table,
    subscribe: (listener) => {
      h.listeners.add(listener);
      return () => h.listeners.delete(listener);
    },
    newBot: (level, seat) => opts.createBot(level, `${h.seed()}:${seat}`),
    act: (seat, action) => pipeline.run(() => botAct(h, seat, action)),
  });
  rooms.dealer = new HostDealer<Link>((link, m) => rooms.links.sendText(link, JSON.stringify(m)), changed);
  rooms.deals = new DealRoom<Link>({
    clock,
    code: h.code,
    askable: () =>
      [...rooms.links].flatMap((link) => {
        const seat = link.seat === null ? null : h.seats[link.seat];
        return seat && link.seat !== h.hostSeat && seat.kind === 'human' && !seat.standIn && link.conn.open
          ? [{ link, seat: link.seat! }]
          : [];
      }),
    audience: () => [...rooms.links].filter((link) => link.seat !== null || link.watcher !== null),
    send: (link, m) => h.send(link, m),
    deal: (game, round, seed) => dealRound(h, game, round, seed),
    table: () => h.table,
    changed,
    ...(opts.dealSecret ? { secret: opts.dealSecret } : {}),
    noted: (note) => rooms.dealer.noteDeal(note),
  });
  rooms.saver = new TableSaver(opts.store ?? null, () => toSaved(h));
  rooms.renames = new Pacer<Link>(RENAME_EVERY_MS, changed);
  rooms.resyncs = new Pacer<Link>(RESYNC_EVERY_MS, (link) => resync(h, link));
  rooms.watchers = new Spectators<Link>(
    {
      code: h.code,
      send: (link, m) => h.send(link, m),
      sendAway: (link, reason) => h.sendAway(link, reason),
      joined: (link) => {
        rooms.links.joined(link);
        rooms.views.resume(link.view);
      },
      resync: (link) => rooms.resyncs.ask(link, clock),
      record: (link) => rooms.records.ask(link),
      close: (link) => {
        link.conn.close();
        h.forget(link);
      },
      changed,
      name: (asked, self) => rooms.names.forWatcher(asked, self),
      renamed: (link) => rooms.renames.ask(link, clock),
    },
    opts.maxWatchers,
  );
  rooms.names = new TableNames({ seats: () => h.seats, watchers: () => rooms.watchers.all });
  const recordOf = opts.engine.recordOf?.bind(opts.engine);
  rooms.records = new RecordDesk<Link>({
    table: () => h.table,
    game: () => h.game,
    names: () => h.seats.map((s) => s.name),
    own: (link) => link.conn.local === true && link.seat === h.hostSeat,
    ...(recordOf ? { recordOf } : {}),
    send: (link, m) => h.send(link, m),
  });
  rooms.empty = new EmptySeats<Seat>({
    clock: () => clock,
    free: (seat) => {
      if (!seat.link && !h.started) pipeline.run(() => removeSeat(h, h.seats.indexOf(seat), false));
    },
  });
}

/** Every room's timers stopped. */
export function stopRooms(h: HostCore): void {
  const { deals, clocks, bots, links, gate, empty, renames, resyncs } = h.rooms;
  deals.stop();
  clocks.stop();
  bots.stop();
  links.stop();
  gate.stop();
  empty.stop();
  for (const pacer of [renames, resyncs]) pacer.stop(h.clock);
}

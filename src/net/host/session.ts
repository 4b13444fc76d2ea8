/**
 * Who is at the table (docs/network.md "What goes over the wire"): the links, each one's hello
 * and seat token, the door, the spectators. A message from a link, parsed at the edge
 * (wire/protocol.ts), is taken here as a command (pipeline.ts): it returns what to answer the link
 * once the fanout ran; a seat's actions are accepted only from the link that holds it.
 */
import { channelOf, type GuestMessage, type HostMessage } from '../wire/index.js';
import { act, becomeStandIn, endStandIn, nameFor, removeSeat, seatNewcomer } from './authority.js';
import { MAX_SEATS, type HostCore, type Link } from './core.js';
import { type Applied, CHANGED, changes, keeps, KEPT } from './pipeline.js';
import { isChatMessage, receiveChat } from './chat.js';
import { cameLate, sameHello } from './hello-order.js';
import { askSeat } from './seat-asks.js';

type Answer = Applied<HostMessage | null>;
const SILENT: Answer = keeps(null);
const error = (code: string): Answer => keeps({ v: 1, t: 'error', code });

export function receive(h: HostCore, link: Link, m: Exclude<GuestMessage, { t: 'ping' | 'pong' }>): Answer {
  const { clock } = h;
  const { deals, records, renames, resyncs, watchers } = h.rooms;
  if (m.t === 'hello') {
    // one hello per link: a watching link is no more a blank one (a seat token then would leave
    // it watching and seated at once)
    if (link.seat !== null || link.watcher) return error('already-joined');
    link.from = m.client !== undefined && m.attempt !== undefined ? { client: m.client, attempt: m.attempt } : null;
    const twin = link.from ? h.rooms.links.find((l) => l !== link && sameHello(l, link)) : null;
    if (twin) return twinHello(h, twin, link);
    return hello(h, link, m.name, m.token, m.device === true, m.since, m.game);
  }
  if (isChatMessage(m)) return receiveChat(h, link, m);
  if (link.watcher) {
    if (m.t === 'seat-ask') return askSeat(h, link, m.on);
    watchers.receive(link, m);
    return SILENT;
  }
  if (link.seat === null) return error('not-joined');
  const seat = h.seats[link.seat]!;
  switch (m.t) {
    case 'act':
      return act(h, link.seat, seat, m.seq, m.action);
    case 'name':
      seat.name = nameFor(h, m.name, link.seat);
      renames.ask(link, clock);
      return SILENT;
    case 'resync':
      resyncs.ask(link, clock);
      return SILENT;
    case 'record':
      records.ask(link);
      return SILENT;
    case 'leave':
      return { result: null, changed: leave(h, link).changed };
    case 'deal-seal':
    case 'deal-give': {
      const refused = deals.receive(link.seat, m);
      return refused ? error(refused) : SILENT;
    }
    case 'mig-signer':
      if (link.signer === m.key) return SILENT;
      link.signer = m.key;
      return changes(null);
    case 'seat-ask':
      return error('seated');
  }
}

/**
 * `link` says the hello `twin` said: the same connection of the same client. Over one channel
 * taken in twice (two links over it; docs/network.md "What goes over the wire"), it is the same
 * message: the second link is let go without a word, since a word would reach the client on its
 * one channel and end it. A hello said again on a channel of its own (a client never does that)
 * is sent away.
 */
function twinHello(h: HostCore, twin: Link, link: Link): Answer {
  if (channelOf(twin.conn) !== channelOf(link.conn)) h.sendAway(link, 'replaced');
  else h.forget(link);
  return SILENT;
}

function hello(
  h: HostCore,
  link: Link,
  name: string,
  token: string | undefined,
  device: boolean,
  since?: number,
  game?: number,
): Answer {
  const { gate, links, views, watchers } = h.rooms;
  const away = (reason: string): Answer => {
    h.sendAway(link, reason);
    return SILENT;
  };
  if (gate.isBanned(token)) return away('kicked');
  let index = token === undefined ? -1 : h.seats.findIndex((s) => s.token === token && s.kind === 'human');
  // after a takeover, a player comes back with the token of the old host (migration/shares.ts)
  if (index < 0 && token !== undefined && h.seatOfOldToken) {
    const old = h.seatOfOldToken(token);
    if (old !== null && h.seats[old]?.kind === 'human' && h.seats[old].claimable) index = old;
  }
  // the host's seat is taken only from the host's own page
  if (index === h.hostSeat && !link.conn.local) index = -1;
  const seat = index >= 0 ? h.seats[index]! : null;
  // A token from the browser-wide store may belong to another live tab: it does not take a seat
  // that is connected (a same-tab token does: that tab reloaded, its old link is dead).
  const liveElsewhere = seat !== null && device && seat.link !== null && seat.link.conn.open;
  if (seat && !liveElsewhere) {
    if (seat.link && seat.link !== link) {
      // its client left this connection for the seat's: the one it uses now keeps the seat
      if (cameLate(seat.link, link)) return away('replaced');
      h.sendAway(seat.link, 'replaced');
    }
    h.bind(link, index);
    seat.name = nameFor(h, name, index);
    endStandIn(h, index);
    views.resume(link.view, since, game);
    h.send(link, { v: 1, t: 'welcome', seat: index, token: seat.token, code: h.code, lastSeq: seat.lastSeq });
    return changes(null);
  }
  if (liveElsewhere) return away('seat-taken');
  // a returning spectator is recognized by its token
  if (watchers.rejoin(link, token)) return SILENT;
  const verdict = gate.verdict(name, token);
  if (verdict === 'enter') {
    // no seat to give (the game runs, or every seat is taken): the newcomer watches
    if (h.started || h.seats.length >= MAX_SEATS) {
      watchers.watch(link, name);
      return SILENT;
    }
    return { result: null, changed: seatNewcomer(h, link, name).changed };
  }
  if (verdict !== 'ask') return away(verdict);
  links.hold(link);
  gate.ask(link, name);
  return error('awaiting-approval');
}

function leave(h: HostCore, link: Link): Applied<unknown> {
  const index = link.seat!;
  if (index === h.hostSeat) return KEPT;
  if (!h.table) return removeSeat(h, index, false);
  h.unbind(link);
  link.conn.close();
  h.forget(link);
  return becomeStandIn(h, index);
}

/** `link`'s connection is gone (closed, or silent past the heartbeat's limit). */
export function detach(h: HostCore, link: Link): Applied<void> {
  if (!h.forget(link)) return KEPT;
  if (link.watcher) {
    h.rooms.watchers.dropped(link);
    return h.closed ? KEPT : CHANGED;
  }
  const index = link.seat;
  if (index === null) return KEPT;
  const seat = h.seats[index];
  if (!seat || seat.link !== link) return KEPT;
  h.unbind(link);
  if (h.closed) return KEPT;
  if (h.table && index !== h.hostSeat && seat.kind === 'human') h.rooms.clocks.left(index);
  else if (!h.started && seat.kind === 'human') h.rooms.empty.left(seat);
  return CHANGED;
}

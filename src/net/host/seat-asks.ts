/**
 * Spectators who ask to play (docs/network.md "Spectators who take a seat"): a spectator asks, or
 * takes its request back; the host may refuse one, which is then told so in its lobby and may not
 * ask again at this table. Where and when an asker sits down is the authority's
 * (authority.ts `seatAskers`): in the lobby at once, in a game as the next round starts.
 */
import type { Result } from '../../game/index.js';
import type { HostMessage } from '../wire/index.js';
import { seatAskers } from './authority.js';
import type { HostCore, Link } from './core.js';
import { type Applied, changes, keeps, refuse } from './pipeline.js';

/** `link`'s spectator asks to play (`on`) or takes its request back. */
export function askSeat(h: HostCore, link: Link, on: boolean): Applied<HostMessage | null> {
  const watcher = link.watcher!;
  const { watchers, renames } = h.rooms;
  if (watcher.ask === 'refused') return keeps({ v: 1, t: 'error', code: 'seat-refused' });
  if (!watchers.setAsk(watcher, on)) return keeps(null);
  if (on && !h.table && !h.started && seatAskers(h)) return changes(null);
  // the lobbies learn it at the renames' pace: asking and taking it back, again and again, costs
  // the host one lobby a second
  renames.ask(link, h.clock);
  return keeps(null);
}

/** The host refuses spectator `id`'s request to play. */
export function refuseSeatAsk(h: HostCore, id: number): Applied<Result> {
  const watcher = Number.isInteger(id) ? h.rooms.watchers.byId(id) : null;
  if (!watcher) return refuse('no-watcher');
  if (typeof watcher.ask !== 'number') return refuse('not-asking');
  watcher.ask = 'refused';
  return changes({ ok: true });
}

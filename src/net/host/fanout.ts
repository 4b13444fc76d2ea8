/**
 * What goes out after a command that changed the table (docs/network.md "Inside the host"); only
 * the pipeline (pipeline.ts) runs it, once per command. In this order: the views marked stale, the clocks (the windows in force go into the views), the deal (a round's
 * commitment reaches everyone before its cards do), each connection's lobby and view, the guests'
 * migration kits, the save, then every subscriber (the bot seats, the host's page, tests). Each
 * step runs on its own: one that fails (an engine bug, a dead channel) must not stop the others.
 */
import { SPECTATOR } from '../../game/index.js';
import type { LobbyState } from '../terms/index.js';
import { lobbyOf } from './lobby-view.js';
import type { HostCore, Link } from './core.js';
import type { Watcher } from './spectators.js';
import { syncChat } from './chat.js';

export function fanout(h: HostCore): void {
  if (h.closed) return;
  const { views, clocks, deals, links, saver } = h.rooms;
  views.changed();
  step(() => clocks.update());
  step(() => deals.sync());
  for (const link of links) {
    if (link.seat === null && !link.watcher) continue;
    step(() => sendLobby(h, link));
    step(() => syncChat(h, link));
    step(
      () => sendView(h, link),
      () => views.restart(link.view),
    );
  }
  step(() => syncDealer(h));
  saver.save();
  for (const l of [...h.listeners]) step(l);
}

/** The lobby as `seat` sees it (null: as nobody in particular, or as spectator `watcher`). */
export function lobbyFor(h: HostCore, seat: number | null, watcher?: Watcher<Link> | null): LobbyState {
  const { deals, gate, watchers } = h.rooms;
  return lobbyOf(
    {
      code: h.code,
      settings: h.settings,
      seats: h.seats,
      hostSeat: h.hostSeat,
      epoch: h.epoch,
      started: h.table !== null,
      dealing: deals.starting,
      locked: gate.locked,
      requests: () => gate.requests(),
      watchers: watchers.all,
      connected: watchers.connected,
    },
    seat,
    watcher ?? undefined,
  );
}

/** `link` asked for a whole view again. */
export function resync(h: HostCore, link: Link): void {
  h.rooms.views.restart(link.view);
  sendView(h, link);
}

function sendLobby(h: HostCore, link: Link): void {
  const text = JSON.stringify(lobbyFor(h, link.seat, link.watcher));
  if (text === link.lobby) return;
  link.lobby = text;
  h.rooms.links.sendText(link, `{"v":1,"t":"lobby","lobby":${text}}`);
}

function sendView(h: HostCore, link: Link): void {
  const seat = link.watcher ? SPECTATOR : link.seat;
  if (seat === null) return;
  const message = h.rooms.views.next(link.view, seat);
  if (message) h.send(link, message);
}

/** Each human guest's migration kit, up to date: the shares go to the guests present, and every
 * human seat's token is known by its digest (docs/migration.md "Keys that open one round"). */
function syncDealer(h: HostCore): void {
  const guest = (seat: number | null): seat is number =>
    seat !== null && seat !== h.hostSeat && h.seats[seat]?.kind === 'human';
  const guests = [...h.rooms.links].flatMap((link) => (guest(link.seat) ? [{ link, seat: link.seat }] : []));
  const holders = h.seats.flatMap((s, i) => (guest(i) && s.link ? [i] : []));
  const tokens: Record<number, string> = {};
  const signers: Record<number, string> = {};
  h.seats.forEach((s, i) => {
    if (s.kind === 'human') tokens[i] = s.token;
    if (s.link?.signer) signers[i] = s.link.signer;
  });
  h.rooms.dealer.sync(guests, { holders, tokens, signers, quorum: h.settings.shareQuorum });
}

function step(run: () => void, recover?: () => void): void {
  try {
    run();
  } catch {
    recover?.();
  }
}

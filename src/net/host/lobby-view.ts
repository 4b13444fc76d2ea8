/**
 * The lobby as one player sees it, built from the host's state on every change (fanout.ts `lobbyFor`,
 * sent to a connection only when it changed): the seats (who plays, who is away, who is played by a
 * stand-in), the settings, the door and how many watch. Only the host's own lobby names the
 * newcomers waiting for its answer and the spectators it may seat. A pure function of what the host
 * hands it: nothing here holds state.
 */
import type { BotLevel } from '../../bots/index.js';
import type { HostSettings, LinkPath, LobbyState, SeatInfo } from '../terms/index.js';
import { STAND_IN_LEVEL } from '../terms/index.js';

/** A seat as the lobby shows it (the host's seats carry more: tokens, links, intents). */
export interface LobbySeat {
  name: string;
  kind: 'human' | 'bot';
  level?: BotLevel;
  standIn: boolean;
  link: { conn: { path?: LinkPath | null } } | null;
}

/** What the lobby is built from. */
export interface LobbyTable {
  code: string;
  settings: HostSettings;
  seats: readonly LobbySeat[];
  hostSeat: number;
  epoch: number;
  started: boolean;
  dealing: boolean;
  locked: boolean;
  /** Newcomers waiting for the host's answer (join-gate.ts). */
  requests(): { id: number; name: string }[];
  /** Everyone watching (spectators.ts): the connected ones are counted, and named to the host;
   * `ask`: a request to play (the order asked in), refused, or none. */
  watchers: readonly { id: number; name: string; link: unknown; ask: number | 'refused' | null }[];
  /** Spectators with a live connection. */
  connected: number;
}

/** The lobby that `seat` (null: no seat) is sent; `watcher`: the spectator it is sent to. */
export function lobbyOf(t: LobbyTable, seat: number | null, watcher?: LobbyTable['watchers'][number]): LobbyState {
  const { edition, options, raceMs, turnMs, standInMs, hostWaitMs, shareQuorum } = t.settings;
  const host = seat !== null && seat === t.hostSeat;
  const lobby: LobbyState = {
    code: t.code,
    seats: t.seats.map((s, i) => seatInfo(s, i, seat)),
    edition,
    options: { ...options },
    raceMs,
    turnMs,
    standInMs,
    hostWaitMs,
    shareQuorum,
    hostSeat: t.hostSeat,
    epoch: t.epoch,
    started: t.started,
    ...(t.dealing ? { dealing: true } : {}),
    watchers: t.connected,
    locked: t.locked,
    ...(host ? { requests: t.requests() } : {}),
  };
  const line = t.watchers
    .filter((w) => w.link && typeof w.ask === 'number')
    .sort((a, b) => (a.ask as number) - (b.ask as number));
  const place = (w: LobbyTable['watchers'][number]) => line.indexOf(w) + 1;
  // only the host seats spectators: only its lobby names them
  if (host)
    lobby.watching = t.watchers
      .filter((w) => w.link)
      .map((w) => ({ id: w.id, name: w.name, ...(place(w) > 0 ? { asks: place(w) } : {}) }));
  if (watcher?.ask === 'refused') lobby.seatAsk = { refused: true };
  else if (watcher && place(watcher) > 0) lobby.seatAsk = { place: place(watcher) };
  return lobby;
}

function seatInfo(s: LobbySeat, index: number, viewer: number | null): SeatInfo {
  const info: SeatInfo = {
    seat: index,
    name: s.name,
    kind: s.kind,
    connected: s.kind === 'bot' || s.link !== null,
    standIn: s.standIn,
    you: index === viewer,
  };
  const path = s.link?.conn.path;
  if (path) info.link = path;
  if (s.kind === 'bot') info.bot = s.level;
  else if (s.standIn) info.bot = STAND_IN_LEVEL;
  return info;
}

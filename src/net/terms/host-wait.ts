/**
 * How long guests wait for a host that went silent before the table moves to one of them (a lobby
 * setting; this is its default). A host whose page reloads or whose phone wakes up is usually back
 * well within it (its table resumes from its save); the guests' screens count this wait down so
 * that nobody is left staring at a table that no longer answers.
 */
import type { LobbyState } from './lobby.js';

/** What a client knows of its table (guest/state.ts ClientState has these fields). */
interface Seen {
  lobby: LobbyState | null;
  hostLostAt?: number | null;
}

export const DEFAULT_HOST_WAIT_MS = 15_000;

/** How long this table's guests wait for a host that went away (a lobby setting). */
export function hostWaitMs(state: Pick<Seen, 'lobby'>): number {
  return state.lobby?.hostWaitMs ?? DEFAULT_HOST_WAIT_MS;
}

/** When the wait for the lost host ends (ms since epoch, this device's clock), or null while the
 * host is there. */
export function hostWaitEnds(state: Seen): number | null {
  return typeof state.hostLostAt === 'number' ? state.hostLostAt + hostWaitMs(state) : null;
}

/** The seat whose page runs the table: 0, the table's creator, until a migration moves it. */
export function hostSeatOf(state: Pick<Seen, 'lobby'>): number {
  return state.lobby?.hostSeat ?? 0;
}

/** The host's name as the lobby last showed it. */
export function hostName(state: Pick<Seen, 'lobby'>): string | null {
  const host = hostSeatOf(state);
  return state.lobby?.seats.find((s) => s.seat === host)?.name ?? null;
}

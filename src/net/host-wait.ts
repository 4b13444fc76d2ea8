/**
 * How long guests wait for a host that went silent before they stop counting down. A host whose
 * page reloads or whose phone wakes up is usually back well within it (its table resumes from its
 * save); the guests' screens count this wait down so that nobody is left staring at a table that
 * no longer answers.
 */
import type { ClientState } from './types.js';

export const DEFAULT_HOST_WAIT_MS = 15_000;

/** When the wait for the lost host ends (ms since epoch, this device's clock), or null while the
 * host is there. */
export function hostWaitEnds(state: Pick<ClientState, 'hostLostAt'>, waitMs = DEFAULT_HOST_WAIT_MS): number | null {
  return typeof state.hostLostAt === 'number' ? state.hostLostAt + waitMs : null;
}

/** The host's name as the lobby last showed it (seat 0 is always the host's own). */
export function hostName(state: Pick<ClientState, 'lobby'>): string | null {
  return state.lobby?.seats.find((s) => s.seat === 0)?.name ?? null;
}

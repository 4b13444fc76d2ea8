/**
 * Lobby seats whose link closed: before the game
 * starts, such a seat frees itself once it has stayed empty `LOBBY_SEAT_WAIT_MS`, unless its
 * player came back with its token meanwhile. During a game a seat is never freed here: the engine's
 * seats are fixed, and an away seat is played by a stand-in (table-clocks.ts).
 */
import type { Clock } from '../wire/index.js';

/**
 * Long enough for a reload to come back with its token: a page that reloads on a slow phone takes
 * a few seconds to load and reach the signaling server again (PeerJS then opens its channel in
 * 20-100 ms on a LAN), and a client that lost its link retries after 0.25, 0.75, 1.75, 3.75 and
 * 5.75 s (guest/retry-pace.ts `BACKOFF_MS`): five tries within the wait. Short enough that seats a stranger
 * opened and left are free again before friends run out of room (docs/security.md "Lobby seats
 * left empty").
 */
export const LOBBY_SEAT_WAIT_MS = 10_000;

export interface EmptySeatsPort<S> {
  clock(): Clock;
  /** `seat` stayed empty the whole wait: the host frees it if it still may (in the lobby, unlinked). */
  free(seat: S): void;
}

export class EmptySeats<S extends object> {
  /** One timer per seat left empty: at most one per seat of the table. */
  private readonly timers = new Map<S, unknown>();

  constructor(private readonly port: EmptySeatsPort<S>) {}

  /** `seat`'s link closed in the lobby: the wait starts (again, from now, if it had before). */
  left(seat: S): void {
    this.cancel(seat);
    const timer = this.port.clock().setTimeout(() => {
      this.timers.delete(seat);
      this.port.free(seat);
    }, LOBBY_SEAT_WAIT_MS);
    this.timers.set(seat, timer);
  }

  stop(): void {
    for (const seat of [...this.timers.keys()]) this.cancel(seat);
  }

  private cancel(seat: S): void {
    const timer = this.timers.get(seat);
    if (timer === undefined) return;
    this.port.clock().clearTimeout(timer);
    this.timers.delete(seat);
  }
}

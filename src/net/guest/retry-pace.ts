/**
 * How a client paces its tries to reach its table: after a drop or a failed connection, and when a
 * newcomer finds the door full for a moment (`busy`, join-gate.ts). Friends who open the invite
 * together can outrun the door's burst; each one that is turned away comes back by itself, without
 * a word on the screen, at a pace that spreads them out, and is told `busy` only once its tries are
 * spent (about a minute: by then the table is being flooded, not joined).
 */

/** A guest tries at least this often during the first half minute after a drop: a host whose
 * phone slept a moment (docs/network.md "Phones that sleep") finds its guests back within 2 s of
 * waking, well inside the table's wait (15 s by default) before a handover. */
export const SOON_MS = 2000;
/** Waits between tries after a drop or a failed connection: quick first (a reload, a blip), every
 * 2 s for about 30 s, then every 5 s, so that a host gone for good is not asked for every
 * second by every guest; the tries last about five minutes in all. */
export const BACKOFF_MS = [250, 500, 1000, ...Array<number>(13).fill(SOON_MS), 3000, 5000];
export const MAX_RECONNECTS = 70;
/** A first join that cannot connect says why after this many tries (a wrong code should not keep
 * anyone waiting). */
export const FIRST_TRIES = 3;

/** Waits after each `busy`: the door lets one more in every 2 s after its burst. */
export const BUSY_WAITS_MS = [1000, 1500, 2000, 3000, 4000, 5000];
/** Tries after a `busy` before the player is told: about 56 s of waiting in all. */
export const BUSY_TRIES = 15;

/** A newcomer's tries after `busy`. */
export class BusyRetry {
  private tries = 0;

  /** `random`: spreads the waits (±25 %) so that newcomers turned away together do not all come
   * back at the same moment. */
  constructor(private readonly random: () => number = Math.random) {}

  /** The wait before trying again, or null when the tries are spent. */
  next(): number | null {
    if (this.tries >= BUSY_TRIES) return null;
    const base = BUSY_WAITS_MS[Math.min(this.tries, BUSY_WAITS_MS.length - 1)]!;
    this.tries++;
    return Math.round(base * (0.75 + 0.5 * this.random()));
  }
}

/**
 * What a guest may ask as often as it likes but the host answers at a pace (docs/security.md
 * "Renames and resyncs at a pace"): a rename is sent to every peer in the lobby and saved, a resync
 * is a whole view. The first request is answered at once; those that follow within the pace are
 * answered together, once, when it has passed. Nothing is dropped: the last request is always
 * answered.
 */
import type { Clock } from '../wire/index.js';

/** At most one lobby (and save) for a connection's renames, and one whole view for its resyncs,
 * each second. */
export const RENAME_EVERY_MS = 1000;
export const RESYNC_EVERY_MS = 1000;

interface Slot {
  last: number;
  timer: unknown;
}

/** Runs `run(key)` for each key at most once every `everyMs`, coalescing what comes between. */
export class Pacer<K extends object> {
  /** Keys met lately, by a weak reference: a connection the host forgot takes its slot with it. */
  private readonly slots = new WeakMap<K, Slot>();
  private readonly waiting = new Map<K, Slot>();

  constructor(
    private readonly everyMs: number,
    private readonly run: (key: K) => void,
  ) {}

  /** `key` asks: answered now, or once at the end of its pace (a request already waiting covers it),
   * on `clock` (the host's). */
  ask(key: K, clock: Clock): void {
    let slot = this.slots.get(key);
    if (!slot) this.slots.set(key, (slot = { last: -Infinity, timer: null }));
    if (slot.timer !== null) return;
    const wait = slot.last + this.everyMs - clock.now();
    if (wait <= 0) return this.fire(key, slot, clock);
    const s = slot;
    s.timer = clock.setTimeout(() => this.fire(key, s, clock), wait);
    this.waiting.set(key, s);
  }

  stop(clock: Clock): void {
    for (const slot of this.waiting.values()) clock.clearTimeout(slot.timer);
    this.waiting.clear();
  }

  private fire(key: K, slot: Slot, clock: Clock): void {
    slot.timer = null;
    this.waiting.delete(key);
    slot.last = clock.now();
    this.run(key);
  }
}

/**
 * The host's saving: the table written to the host's store after every change, so that a reloaded
 * page takes it back (index.ts, `resume`). A store that fails (full, unavailable) never stops the game.
 */
import type { SavedTable } from './saved.js';

export interface HostStore {
  save(saved: SavedTable): void;
  clear(): void;
  /** A save the host refused (`corrupt-save: <why>`): kept aside where the saves of live tables
   * never write, neither overwritten nor deleted, for a maintainer to look at (storage.ts). */
  keepAside?(raw: unknown, why: string): void;
}

/** A save refused with `error`, kept aside in `store` (a store that fails keeps nothing: the
 * error still says why). */
export function keepAsideRefused(store: HostStore | null | undefined, raw: unknown, error: unknown): void {
  try {
    store?.keepAside?.(raw, error instanceof Error ? error.message : String(error));
  } catch {
    // storage full or unavailable
  }
}

/**
 * A save that holds nothing new is written again only this long after the last write, to keep its
 * `savedAt` near the time the host was last seen alive (host-page.ts compares it with the guests'
 * wait to tell a reload from a table that may have moved on).
 */
export const SAVE_REFRESH_MS = 5000;

export class TableSaver {
  private stopped = false;
  /** What was last written, `savedAt` aside, and when. */
  private written = '';
  private writtenAt = -Infinity;

  constructor(
    private readonly store: HostStore | null,
    private readonly snapshot: () => SavedTable,
  ) {}

  /** Writes the table when something saved changed (a reconnection, a spectator, a rename to the
   * same name change nothing saved: docs/security.md "Renames and resyncs at a pace"). */
  save(): void {
    if (!this.store || this.stopped) return;
    try {
      const saved = this.snapshot();
      const text = JSON.stringify({ ...saved, savedAt: 0 });
      if (text === this.written && saved.savedAt - this.writtenAt < SAVE_REFRESH_MS) return;
      this.store.save(saved);
      this.written = text;
      this.writtenAt = saved.savedAt;
    } catch {
      // storage full or unavailable: the game goes on, unsaved
    }
  }

  /** The table ended: its save goes. */
  clear(): void {
    this.stopped = true;
    this.store?.clear();
  }

  /** The page goes away and will resume: the save stays as it is. */
  stop(): void {
    this.stopped = true;
  }
}

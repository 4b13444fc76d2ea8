/** Where a guest keeps its seat token between connections (and reloads: page/storage.ts); the
 * hello carries what it holds. */
export interface SeatMemory {
  load(): { token: string; device: boolean } | null;
  save(token: string, seat: number, name: string): void;
  clear(): void;
}

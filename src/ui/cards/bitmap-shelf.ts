/**
 * The card drawings' bitmaps (card-bitmap.ts) kept in this browser from one visit to the next, in
 * IndexedDB: a returning player's table draws its cards as bitmaps from its first frame, where each
 * SVG drawing would be read as a document of its own, then painted (docs/smoothness-passes.md
 * "Twenty-first pass: the bitmaps kept between visits (sixteenth session)").
 *
 * A bitmap is filed under its width and the SHA-256 of the drawing it was made from: a drawing that
 * a new version of the game changes never meets an old bitmap, and two drawings never share one.
 * What the storage gives back is taken only as a PNG `data:` URL of a bounded length; anything else
 * is thrown away. Storage that fails or is refused (a private window, a full disk) only means the
 * cards are drawn as before.
 */

/** The most bitmaps kept, every width together: a few editions in two languages at two densities. */
export const SHELF_KEPT = 600;
/** A bitmap's `data:` URL at most (one at 2.5 pixels a CSS pixel weighs some 10,000 characters). */
export const LONGEST_BITMAP = 300_000;

const STORE = 'bitmaps';
const BY_AGE = 'at';

/** A kept bitmap: `${width}:${digest}`, its PNG `data:` URL, when it was kept (ms, this browser's). */
interface ShelfRecord {
  key: string;
  png: string;
  at: number;
}

export interface BitmapShelf {
  /** The bitmaps kept at this width, by the digest of their drawing; empty where none can be read. */
  read(width: number): Promise<Map<string, string>>;
  /** Keeps a bitmap made at this width (the storage's failures are the storage's). */
  put(width: number, digest: string, png: string): void;
  /** Forgets a bitmap the page could not draw. */
  drop(width: number, digest: string): void;
}

/** A PNG `data:` URL (its first bytes the PNG signature) of a length a bitmap can have. */
export function isBitmapUrl(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= LONGEST_BITMAP &&
    value.startsWith('data:image/png;base64,iVBORw0KGgo') &&
    /^[A-Za-z0-9+/]+=*$/.test(value.slice('data:image/png;base64,'.length))
  );
}

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('the storage refused'));
  });

/** The shelf in IndexedDB's database `name`; null where the page has no IndexedDB. */
export function indexedShelf(name = 'uno-card-bitmaps'): BitmapShelf | null {
  if (typeof indexedDB === 'undefined') return null;
  let opening: Promise<IDBDatabase> | null = null;
  const open = (): Promise<IDBDatabase> => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => {
        const store = request.result.createObjectStore(STORE, { keyPath: 'key' });
        store.createIndex(BY_AGE, 'at');
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('the storage could not be opened'));
      // another tab holds an older version open: read nothing rather than wait on it
      request.onblocked = () => reject(new Error('the storage is held by another tab'));
    });
    opening.catch(() => undefined);
    return opening;
  };
  const write = (work: (store: IDBObjectStore) => void): void => {
    open().then(
      (db) => {
        try {
          work(db.transaction(STORE, 'readwrite').objectStore(STORE));
        } catch {
          // a closed or full storage: the bitmap is made again next visit
        }
      },
      () => undefined,
    );
  };
  return {
    async read(width) {
      const found = new Map<string, string>();
      try {
        const db = await open();
        const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
        const range = IDBKeyRange.bound(`${width}:`, `${width}:\uffff`);
        const records = (await done(store.getAll(range))) as unknown[];
        for (const record of records) {
          const { key, png } = (record ?? {}) as Partial<ShelfRecord>;
          if (typeof key !== 'string') continue;
          if (isBitmapUrl(png)) found.set(key.slice(`${width}:`.length), png);
          else store.delete(key);
        }
        const extra = (await done(store.count())) - SHELF_KEPT;
        if (extra > 0) {
          // the oldest go: bitmaps of drawings an older version made, or of a screen no longer used
          let left = extra;
          const cursor = store.index(BY_AGE).openKeyCursor();
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at || left-- <= 0) return;
            store.delete(at.primaryKey);
            at.continue();
          };
        }
      } catch {
        // nothing kept can be read: every card starts as its drawing
      }
      return found;
    },
    put(width, digest, png) {
      if (!isBitmapUrl(png)) return;
      const record: ShelfRecord = { key: `${width}:${digest}`, png, at: Date.now() };
      write((store) => store.put(record));
    },
    drop(width, digest) {
      write((store) => store.delete(`${width}:${digest}`));
    },
  };
}

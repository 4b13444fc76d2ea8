// bitmap-shelf.ts: the card bitmaps kept in IndexedDB from one visit to the next, by width and
// drawing; what comes back from the storage is taken only as a PNG data URL, and the shelf keeps a
// bounded number of bitmaps, the oldest going first.
import { expect } from '@open-wc/testing';
import { LONGEST_BITMAP, SHELF_KEPT, indexedShelf, isBitmapUrl } from '../../../../src/ui/cards/bitmap-shelf.js';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
/** Another bitmap's URL, as the shelf reads one (it checks the form, not the picture). */
const png = (n: number) => `${PNG.slice(0, -2)}${'AAAA'.repeat(n)}==`;

let names = 0;
/** A database of its own for each test. */
const freshName = () => `uno-card-bitmaps-test-${Date.now()}-${names++}`;

/** Waits for the shelf's writes (they are not awaited by design) by reading until `check` holds. */
async function readUntil(
  read: () => Promise<Map<string, string>>,
  check: (found: Map<string, string>) => boolean,
): Promise<Map<string, string>> {
  for (let i = 0; i < 100; i++) {
    const found = await read();
    if (check(found)) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the shelf never showed what was put');
}

const openRaw = (name: string) =>
  new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error!);
  });

/** Writes records straight into the shelf's store, as another version or a damaged disk might. */
async function writeRaw(name: string, records: unknown[]): Promise<void> {
  const db = await openRaw(name);
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('bitmaps', 'readwrite');
    for (const record of records) tx.objectStore('bitmaps').put(record);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error!);
  });
  db.close();
}

/** Every key the store holds, whatever the width. */
async function rawKeys(name: string): Promise<string[]> {
  const db = await openRaw(name);
  const request = db.transaction('bitmaps').objectStore('bitmaps').getAllKeys();
  const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error!);
  });
  db.close();
  return keys.map(String);
}

describe('the shelf of card bitmaps', () => {
  it('gives back what was kept at the width asked, by drawing, and forgets what it is told to', async () => {
    const shelf = indexedShelf(freshName())!;
    expect((await shelf.read(208)).size, 'an empty shelf').to.equal(0);
    shelf.put(208, 'aa', PNG);
    shelf.put(208, 'bb', png(1));
    shelf.put(260, 'aa', png(2));
    const found = await readUntil(
      () => shelf.read(208),
      (m) => m.size === 2,
    );
    expect([...found].sort()).to.deep.equal([
      ['aa', PNG],
      ['bb', png(1)],
    ]);
    expect([...(await shelf.read(260))]).to.deep.equal([['aa', png(2)]]);
    shelf.drop(208, 'aa');
    await readUntil(
      () => shelf.read(208),
      (m) => !m.has('aa'),
    );
    expect([...(await shelf.read(208))]).to.deep.equal([['bb', png(1)]]);
  });

  it('refuses to keep anything but a PNG data URL', async () => {
    const shelf = indexedShelf(freshName())!;
    shelf.put(104, 'svg', 'data:image/svg+xml,<svg/>');
    shelf.put(104, 'long', PNG + 'A'.repeat(LONGEST_BITMAP));
    shelf.put(104, 'ok', PNG);
    const found = await readUntil(
      () => shelf.read(104),
      (m) => m.has('ok'),
    );
    expect([...found.keys()]).to.deep.equal(['ok']);
  });

  it('throws away what the storage holds that is not a bitmap', async () => {
    const name = freshName();
    const shelf = indexedShelf(name)!;
    await shelf.read(104); // the store is made
    await writeRaw(name, [
      { key: '104:text', png: 'not a picture', at: 1 },
      { key: '104:number', png: 42, at: 1 },
      { key: '104:none', at: 1 },
      { key: '104:quote', png: `${PNG}"); background: url("https://elsewhere.example/x.png`, at: 1 },
      { key: '104:fine', png: PNG, at: 1 },
    ]);
    expect([...(await shelf.read(104)).keys()]).to.deep.equal(['fine']);
    expect(await rawKeys(name), 'gone from the storage, not only left out').to.deep.equal(['104:fine']);
  });

  it(`keeps the newest ${SHELF_KEPT} bitmaps`, async () => {
    const name = freshName();
    const shelf = indexedShelf(name)!;
    await shelf.read(104);
    const records = Array.from({ length: SHELF_KEPT + 25 }, (_, i) => ({
      key: `104:${String(i).padStart(4, '0')}`,
      png: PNG,
      at: 1_000 + i,
    }));
    await writeRaw(name, records);
    expect((await shelf.read(104)).size, 'all of them, this time').to.equal(SHELF_KEPT + 25);
    const left = await readUntil(
      () => shelf.read(104),
      (m) => m.size === SHELF_KEPT,
    );
    expect(left.has('0000'), 'the oldest went').to.equal(false);
    expect(left.has('0024')).to.equal(false);
    expect(left.has('0025'), 'the newest stayed').to.equal(true);
    expect(left.has(String(SHELF_KEPT + 24).padStart(4, '0'))).to.equal(true);
  });

  it('reads a PNG data URL as a bitmap, and nothing else', () => {
    expect(isBitmapUrl(PNG)).to.equal(true);
    expect(isBitmapUrl('data:image/png;base64,AAAA'), 'not a PNG signature').to.equal(false);
    expect(isBitmapUrl(`${PNG}"`), 'a quote would end the rule').to.equal(false);
    expect(isBitmapUrl(PNG + 'A'.repeat(LONGEST_BITMAP))).to.equal(false);
    expect(isBitmapUrl(null)).to.equal(false);
  });
});

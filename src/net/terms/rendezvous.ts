/**
 * Which of several servers a table uses, with nothing shared between servers or peers
 * (docs/deploy.md "More than one server"): rendezvous (highest random weight) hashing of the
 * table's code orders the servers the same way on every page, so every peer of a table meets on
 * the same signaling server, skips one that does not answer in the same order, and a server added
 * or removed moves only the tables that hashed to it.
 */

/** A 32-bit hash with full avalanche (FNV-1a, then murmur3's finalizer): no crypto.subtle, which a
 * plain-http LAN page lacks (field-notes), and the same on every browser. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * `items` in the order the table `key` tries them: by descending weight hash32(key, item's name),
 * ties (never seen, but possible) by name. `name` must be what every page calls the item (its URL).
 */
export function rendezvousOrder<T>(key: string, items: readonly T[], name: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, id: name(item), weight: hash32(`${key}\u0000${name(item)}`) }))
    .sort((a, b) => b.weight - a.weight || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((w) => w.item);
}

/** The code a table's servers are chosen by: a moved table's id (`CODE-epoch`) stays on its code's
 * server, so a successor host is found where the guests already look. */
export function tableKey(id: string): string {
  const dash = id.indexOf('-');
  return dash < 0 ? id : id.slice(0, dash);
}

/** A field an action carries itself (never one from its prototype): what a peer sent is read so. */
export function own(o: object, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(o, key) ? (o as Record<string, unknown>)[key] : undefined;
}

/** A seat number of a table of `players`. */
export function isSeat(value: unknown, players: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < players;
}

/** A plain object holding exactly `keys`, each its own (a saved value checked before use). */
export function hasExactly(value: unknown, keys: readonly string[]): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((k) => Object.prototype.hasOwnProperty.call(value, k));
}

/** A card number, 0 to 9. */
export function isNumberFace(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9;
}

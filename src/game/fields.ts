/** A field an action carries itself (never one from its prototype): what a peer sent is read so. */
export function own(o: object, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(o, key) ? (o as Record<string, unknown>)[key] : undefined;
}

/** A seat number of a table of `players`. */
export function isSeat(value: unknown, players: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < players;
}

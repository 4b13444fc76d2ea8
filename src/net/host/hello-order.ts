/**
 * Which of a client's connections said hello (the hello's `client` and `attempt`, protocol.ts). A
 * client that drops a connection and opens another may have its old hello reach the host after
 * the new one (held by a takeover's door, or slower on its way): that late hello must not take the
 * seat back from the connection the client uses now, which would send that one away as
 * `replaced`, and the client would end.
 */
export interface HelloFrom {
  client: string;
  attempt: number;
}

/** A link as seen here: where its hello came from, when it said one. */
export interface HelloLink {
  from?: HelloFrom | null;
}

/** True when both hellos come from one connection of one client: the same hello, seen twice. */
export function sameHello(a: HelloLink, b: HelloLink): boolean {
  return !!a.from && !!b.from && a.from.client === b.from.client && a.from.attempt === b.from.attempt;
}

/** True when `next`'s hello comes from a connection its client had already left for `current`'s. */
export function cameLate(current: HelloLink, next: HelloLink): boolean {
  const a = current.from;
  const b = next.from;
  return !!a && !!b && a.client === b.client && b.attempt < a.attempt;
}

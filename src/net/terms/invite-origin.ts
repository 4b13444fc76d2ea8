/**
 * Where an invitation points. A host who opens `npm start`'s first address (http://localhost:8080/)
 * used to invite friends to `localhost`, which sends their phones to themselves (issue 30 point 7).
 * The server knows this machine's LAN addresses (server/lan.mjs) and says them in its settings file
 * (`lan` in peerjs-config.json); a page on a loopback address invites to the first of them, on the
 * same scheme, port and path. Without one (a static deployment, a server with no LAN) the link stays
 * and the lobby warns that friends cannot open it.
 */

/** A host name that only this machine reaches. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || h === '::1';
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** The LAN addresses of a settings file's `lan` field: IPv4 ones, not loopback, at most eight;
 * anything else is dropped. */
export function cleanLan(x: unknown): string[] {
  if (!Array.isArray(x)) return [];
  return x.filter((a): a is string => typeof a === 'string' && IPV4.test(a) && !isLoopbackHost(a)).slice(0, 8);
}

export interface InviteBase {
  origin: string;
  pathname: string;
  /** `page`: the page's own address; `lan`: the LAN address in place of a loopback one;
   * `loopback`: a loopback address and no other known, which no friend can open. */
  via: 'page' | 'lan' | 'loopback';
}

export function inviteBase(
  loc: { protocol: string; hostname: string; port: string; origin: string; pathname: string },
  lan: readonly string[],
): InviteBase {
  if (!isLoopbackHost(loc.hostname)) return { origin: loc.origin, pathname: loc.pathname, via: 'page' };
  const address = lan[0];
  if (!address) return { origin: loc.origin, pathname: loc.pathname, via: 'loopback' };
  return { origin: `${loc.protocol}//${address}${loc.port ? `:${loc.port}` : ''}`, pathname: loc.pathname, via: 'lan' };
}

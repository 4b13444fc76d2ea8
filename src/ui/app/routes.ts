/**
 * The app's hash routes: `#/` home, `#/join/CODE` a join link, `#/table` while seated at a table.
 * A hash route needs nothing from the server, so the built app works from any static host.
 */
export type Route = { name: 'home' } | { name: 'join'; code: string } | { name: 'table' };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '');
  const join = /^\/join\/([^/?#]+)/.exec(path);
  if (join) return { name: 'join', code: decoded(join[1]!) };
  if (path === '/table') return { name: 'table' };
  return { name: 'home' };
}

export function routeHash(route: Route): string {
  switch (route.name) {
    case 'join':
      return `#/join/${encodeURIComponent(route.code)}`;
    case 'table':
      return '#/table';
    default:
      return '#/';
  }
}

/** A link's code as typed: a broken escape (`%E0`) is kept as it came, and the join screen then
 * says the code is not one, instead of the app failing to start. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The player's name, remembered in localStorage so a returning player need not type it again. */
const KEY = 'uno.name';
/** The host's limit (MAX_NAME in src/net/protocol.ts; a test holds them equal): the home field and
 * the lobby's rename allow no more, so the name remembered is the name the table shows. */
export const NAME_MAX = 24;

export function loadName(): string {
  try {
    return (globalThis.localStorage?.getItem(KEY) ?? '').slice(0, NAME_MAX);
  } catch {
    return ''; // storage refused (private mode): start empty
  }
}

export function saveName(name: string): void {
  try {
    globalThis.localStorage?.setItem(KEY, name.slice(0, NAME_MAX));
  } catch {
    /* not remembered; the name still holds for this visit */
  }
}

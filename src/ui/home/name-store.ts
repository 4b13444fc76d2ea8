/** The player's name, remembered in localStorage so a returning player need not type it again. */
const KEY = 'uno.name';
export const NAME_MAX = 20;

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

/**
 * Stable values for the table's children: Lit re-renders an element whenever a property gets a
 * value that is not `===` the last, and a derived array is a new one at every render. These keep
 * the last array while its items are the same, so an unchanged seat chip or hand is left alone.
 * Why, measured: docs/smoothness.md "JS per table update: stable arrays".
 */

/** The same items, in the same order (`===` each). */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The last array given under each key, returned again while a new one holds the same items. */
export class StableArrays {
  private readonly last = new Map<string, unknown[]>();

  keep<T>(key: string, next: T[]): T[] {
    const prev = this.last.get(key) as T[] | undefined;
    if (prev && sameItems(prev, next)) return prev;
    this.last.set(key, next);
    return next;
  }
}

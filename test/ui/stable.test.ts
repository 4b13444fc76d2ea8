import { describe, expect, it } from 'vitest';
import { StableArrays, sameItems } from '../../src/ui/table/stable.js';

describe('stable arrays for the table', () => {
  it('compares items one by one', () => {
    expect(sameItems([1, 2], [1, 2])).toBe(true);
    expect(sameItems([1, 2], [2, 1])).toBe(false);
    expect(sameItems([1], [1, 1])).toBe(false);
    expect(sameItems([], [])).toBe(true);
  });

  it('gives back the last array while the items are the same, per key', () => {
    const s = new StableArrays();
    const first = s.keep('a', ['U', 'N']);
    expect(s.keep('a', ['U', 'N'])).toBe(first);
    expect(s.keep('b', ['U', 'N'])).not.toBe(first);
    const changed = s.keep('a', ['U']);
    expect(changed).toEqual(['U']);
    expect(s.keep('a', ['U'])).toBe(changed);
  });
});

// bench:ui --replay --forced (scripts/bench-ui-figures.mjs): the style and layout each replayed
// update left the browser, forced at once, summed up over the updates that were timed.
import { describe, expect, it } from 'vitest';
import { forcedFigures } from '../../scripts/bench-ui-figures.mjs';

describe('bench:ui --forced', () => {
  it('gives the median, the 90th percentile and the mean of the updates timed', () => {
    const ms = [3, 1, 2, 10, 4, 5, 6, 7, 8, 9];
    expect(forcedFigures(ms)).toEqual({ updates: 10, p50: 5, p90: 9, mean: 5.5 });
  });

  it('leaves out an update that was not timed (NaN), and says so in its count', () => {
    expect(forcedFigures([2, Number.NaN, 4])).toEqual({ updates: 2, p50: 2, p90: 4, mean: 3 });
    expect(forcedFigures([Number.NaN]).updates).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { parseRoute } from '../../src/ui/app/routes.js';

describe('a link read as a route', () => {
  it('reads a join link, its code decoded', () => {
    expect(parseRoute('#/join/KQ7M')).toEqual({ name: 'join', code: 'KQ7M' });
    expect(parseRoute('#/join/K%20Q7M')).toEqual({ name: 'join', code: 'K Q7M' });
  });

  it('keeps a broken escape as it came instead of throwing at start', () => {
    expect(parseRoute('#/join/%E0')).toEqual({ name: 'join', code: '%E0' });
  });

  it('reads anything else as home or the table', () => {
    expect(parseRoute('#/table')).toEqual({ name: 'table' });
    expect(parseRoute('#/nowhere')).toEqual({ name: 'home' });
    expect(parseRoute('')).toEqual({ name: 'home' });
  });
});

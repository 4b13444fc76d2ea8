/** Issue 28: one rule, one file, named as its test (src/game/rules/ and test/game/rules/). */
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the rules', () => {
  it('each rules file has its test file of the same name', () => {
    const rules = readdirSync('src/game/rules').filter((f) => f.endsWith('.ts') && f !== 'index.ts');
    expect(rules.length).toBeGreaterThan(10);
    const untested = rules.filter((f) => !existsSync(`test/game/rules/${f.replace(/\.ts$/, '.test.ts')}`));
    expect(untested).toEqual([]);
  });
});

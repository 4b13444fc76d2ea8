/** Issue 28: one rule, one file, named as its test (src/game/rules/ and test/game/rules/). */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the rules', () => {
  it('each rules file has its test file of the same name', () => {
    const rules = readdirSync('src/game/rules').filter((f) => f.endsWith('.ts') && f !== 'index.ts');
    expect(rules.length).toBeGreaterThan(10);
    const untested = rules.filter((f) => !existsSync(`test/game/rules/${f.replace(/\.ts$/, '.test.ts')}`));
    expect(untested).toEqual([]);
  });
});

/** The imports a module's source names (static ones). */
function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^;]*?from '([^']+)';/gms)].map((m) => m[1]!);
}

const tsIn = (dir: string): string[] => readdirSync(dir).filter((f) => f.endsWith('.ts'));

describe('one way down: the table facade, the chart, the rules, the notation', () => {
  it('the chart reaches the engine through the rules door only', () => {
    for (const file of tsIn('machines')) {
      const outside = importsOf(`machines/${file}`).filter((i) => i.startsWith('../'));
      expect(outside.filter((i) => i !== '../src/game/rules/index.js')).toEqual([]);
    }
  });

  it('the rules never import the chart, the table facade, the views or the engine door', () => {
    for (const file of tsIn('src/game/rules')) {
      const up = importsOf(`src/game/rules/${file}`).filter((i) =>
        /machines|\.\.\/(table|save-check|view|index|record)\.js$/.test(i),
      );
      expect(up, file).toEqual([]);
    }
  });

  it('the notation stands alone: it imports only its own files and the types', () => {
    for (const file of tsIn('src/game/notation')) {
      const imports = importsOf(`src/game/notation/${file}`);
      expect(
        imports.filter((i) => !i.startsWith('./') && i !== '../types.js'),
        file,
      ).toEqual([]);
    }
  });
});

/**
 * Issue 28: src/net keeps its boundaries (docs/network.md "Rules the lint keeps"): the rest of src/
 * through src/net/index.ts only, each folder through its door and downwards, no module loaded on
 * demand that imports back its loader. The rules are dependency-cruiser's (.dependency-cruiser.cjs),
 * run here on small repositories made for each breach.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cruise, type IFlattenedRuleSet } from 'dependency-cruiser';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
  forbidden: IFlattenedRuleSet['forbidden'];
};
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A repository of `files` (path → text) in a temporary directory. */
function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'uno-net-layout-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** Each breach of the project's rules in `root`'s src/, as "rule: from → to". */
async function breaches(root: string): Promise<string[]> {
  const result = await cruise(['src'], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser gave text, not a result');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('the layout of src/net', () => {
  it('catches the UI past the door, and a folder past its door or upwards', async () => {
    const root = repo({
      'src/net/index.ts': "export * from './wire/index.js';\n",
      'src/net/wire/index.ts': "export * from './a.js';\n",
      'src/net/wire/a.ts': 'export const a = 1;\n',
      'src/net/host/index.ts': 'export const h = 1;\n',
      'src/net/host/x.ts': "import { a } from '../wire/a.js';\nexport const x = a;\n",
      'src/net/deal/index.ts': "import { h } from '../host/index.js';\nexport const d = h;\n",
      'src/net/deal/up.ts': "import { a } from '../index.js';\nexport const u = a;\n",
      'src/ui/screen.ts': "import { a } from '../net/wire/index.js';\nexport const s = a;\n",
      'src/ui/fine.ts': "import { a } from '../net/index.js';\nexport const f = a;\n",
    });
    const found = await breaches(root);
    expect(found).toContain('net-through-its-doors: src/ui/screen.ts → src/net/wire/index.ts');
    expect(found).toContain('net-folder-door: src/net/host/x.ts → src/net/wire/a.ts');
    expect(found).toContain('net-downwards: src/net/deal/index.ts → src/net/host/index.ts');
    expect(found).toContain('net-downwards: src/net/deal/up.ts → src/net/index.ts');
    expect(found.filter((f) => f.includes('src/ui/fine.ts'))).toEqual([]);
    expect(found).toHaveLength(4);
  });

  it('catches a module loaded on demand that imports back the door loading it', async () => {
    const root = repo({
      'src/net/migration/index.ts':
        "export * from './rule.js';\nexport const load = () => import('./late/index.js');\n",
      'src/net/migration/rule.ts': 'export const rule = 1;\n',
      'src/net/migration/late/index.ts': "export * from './claims.js';\n",
      'src/net/migration/late/claims.ts': "import { rule } from '../index.js';\nexport const c = rule;\n",
    });
    expect(await breaches(root)).toContain(
      'net-lazy-loop: src/net/migration/index.ts → src/net/migration/late/index.ts',
    );
  });
});

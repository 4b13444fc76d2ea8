/**
 * Issue 28: src/net keeps its boundaries (docs/network.md "The layout of src/net"): the rest of
 * src/ through src/net/index.ts only, each folder through its door and downwards (circles:
 * .dependency-cruiser.cjs).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { netProblems } from '../../scripts/lint-net.mjs';

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

describe('the layout of src/net', () => {
  it('holds in this repository', () => {
    expect(netProblems()).toEqual([]);
  });

  it('catches the UI past the door, and a folder past its door or upwards', () => {
    const root = repo({
      'src/net/index.ts': "export * from './wire/index.js';\n",
      'src/net/wire/index.ts': "export * from './a.js';\n",
      'src/net/wire/a.ts': "import { b } from './b.js';\nexport const a = b;\n",
      'src/net/wire/b.ts': "import type { a } from './a.js';\nexport const b = 1 as typeof a;\n",
      'src/net/host/index.ts': 'export const h = 1;\n',
      'src/net/host/x.ts': "import { a } from '../wire/a.js';\nexport const x = a;\n",
      'src/net/deal/index.ts': "import { h } from '../host/index.js';\nexport const d = h;\n",
      'src/ui/screen.ts': "import { a } from '../net/wire/index.js';\nexport const s = a;\n",
    });
    const problems = netProblems(root);
    expect(problems).toContain('src/ui/screen.ts: reaches src/net/wire/index.ts, not src/net/index.ts');
    expect(problems).toContain("src/net/host/x.ts: reaches src/net/wire/a.ts, not its folder's index.ts");
    expect(problems).toContain('src/net/deal/index.ts: deal/ may not import host/');
  });

  it('catches a module loaded on demand that imports back the door loading it', () => {
    const root = repo({
      'src/net/migration/index.ts':
        "export * from './rule.js';\nexport const load = () => import('./late/index.js');\n",
      'src/net/migration/rule.ts': 'export const rule = 1;\n',
      'src/net/migration/late/index.ts': "export * from './claims.js';\n",
      'src/net/migration/late/claims.ts': "import { rule } from '../index.js';\nexport const c = rule;\n",
    });
    expect(netProblems(root)).toContain(
      'src/net/migration/index.ts: loads src/net/migration/late/index.ts on demand, which imports it back',
    );
  });
});

/**
 * Issue 28, rule 8: a comment that points at the docs names a heading that exists, so the next
 * reader lands where the comment meant (scripts/lint-doc-links.mjs, run by `npm run lint`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docLinkProblems } from '../../scripts/lint-doc-links.mjs';

const MD = '.md';
const root = mkdtempSync(join(tmpdir(), 'uno-doc-links-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('links from comments to the docs', () => {
  it('all resolve in this repository', () => {
    expect(docLinkProblems()).toEqual([]);
  });

  it('a heading or a doc that does not exist is named, with its file and line, wrapped or not', () => {
    mkdirSync(join(root, 'docs'));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'docs', 'rules.md'), '# Rules\n\n## Power Grab (004)\n');
    writeFileSync(
      join(root, 'src', 'a.ts'),
      // written in pieces, so that this file's own lines are no references
      [
        `// docs/rules${MD} "Power Grab": a heading named by its beginning`,
        `// rules${MD}, "Stacking": no such heading`,
        `// ui${MD} "Cards": no such doc`,
        `/** wrapped over a comment's lines: docs/rules${MD} "Power`,
        ` * Grab (004)", then docs/rules${MD}`,
        ` * "Power Play" */`,
      ].join('\n'),
    );
    expect(docLinkProblems(root, ['src'])).toEqual([
      'src/a.ts:2: docs/rules.md has no heading "Stacking"',
      'src/a.ts:3: docs/ui.md does not exist',
      'src/a.ts:5: docs/rules.md has no heading "Power Play"',
    ]);
  });
});

/**
 * Issue 28, rule 5: the screens take their colours from the theme's tokens (src/ui/theme/), so one
 * palette changes the whole app (scripts/lint-colors.mjs, run by `npm run lint`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { colorProblems } from '../../scripts/lint-colors.mjs';

const root = mkdtempSync(join(tmpdir(), 'uno-colors-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// written in pieces, so that this file's own lines hold no colour
const HASH = '#';

describe('colours in src/ui', () => {
  it('are all tokens in this repository', () => {
    expect(colorProblems()).toEqual([]);
  });

  it('a hex, rgb() or hsl() outside the theme is named, with its file and line; tokens are not', () => {
    mkdirSync(join(root, 'src/ui/lobby'), { recursive: true });
    mkdirSync(join(root, 'src/ui/theme'), { recursive: true });
    writeFileSync(join(root, 'src/ui/theme/tokens.ts'), `--red: ${HASH}d72600;\n`);
    writeFileSync(
      join(root, 'src/ui/lobby/a.ts'),
      [
        `color: ${HASH}fff;`,
        `box-shadow: 0 0 4px rgb(0 0 0 / 0.3);`,
        `background: var(--paper);`,
        `box-shadow: 0 0 4px rgb(from var(--shade) r g b / 0.3);`,
        `// a comment may say ${HASH}d72600`,
        `border-color: hsla(0, 0%, 100%, 0.5);`,
        `location.hash = '${HASH}/join/ABCD';`,
      ].join('\n'),
    );
    expect(colorProblems(root)).toEqual([
      `src/ui/lobby/a.ts:1: a colour written out (${HASH}fff): use a token of src/ui/theme/`,
      'src/ui/lobby/a.ts:2: a colour written out (rgb(): use a token of src/ui/theme/',
      'src/ui/lobby/a.ts:6: a colour written out (hsla(): use a token of src/ui/theme/',
    ]);
  });
});

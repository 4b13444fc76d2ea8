// Colours come only from the theme's tokens (issue 28, rule 5; docs/table-ui.md "The theme"): in
// src/ui, outside src/ui/theme/, no colour is written out. A translucent colour is a token with an
// alpha, `rgb(from var(--shade) r g b / 0.4)`, which this allows; drawings that cannot read a
// custom property take their values from src/ui/theme/art.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sourceFiles } from './source-files.mjs';

const HEX = /(?<![\w&/])#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})\b/;
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\((?!\s*from\b)/;

/** Every colour written out in src/ui outside its theme, as `file:line: …`. */
export function colorProblems(root = process.cwd()) {
  const ui = join(root, 'src/ui');
  if (!existsSync(ui)) return [];
  const problems = [];
  for (const file of sourceFiles(ui)) {
    const path = relative(root, file);
    if (path.startsWith(join('src', 'ui', 'theme'))) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        // a comment may name a colour; only code is checked
        const code = /^\s*(\*|\/\*|\/\/)/.test(line) ? '' : line.replace(/\/\/.*$/, '');
        const found = code.match(HEX) ?? code.match(FUNCTION);
        if (found) problems.push(`${path}:${i + 1}: a colour written out (${found[0]}): use a token of src/ui/theme/`);
      });
  }
  return problems;
}

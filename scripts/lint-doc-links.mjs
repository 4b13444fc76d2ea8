// A comment that points at the docs names a file of docs/ and one of its headings, and both exist
// (issue 28, rule 8): `docs/network.md "Saving a game"`, or `rules.md, "A turn"` for docs/rules.md.
// A heading may be named by its beginning ("Power Grab" for "Power Grab (004)").
import { existsSync, readFileSync } from 'node:fs';
import { sourceFiles } from './source-files.mjs';
import { join, relative } from 'node:path';

// A reference may run over two lines of a comment, the file on one and the heading's end on the
// next: the line break and the next line's comment marker (a JSDoc `*` or a `//`: the files read
// are TypeScript and JavaScript) read as one space.
const MARKER = String.raw`\*(?!\/)|\/\/`;
const REFERENCE = new RegExp(String.raw`(?:docs\/)?([\w.-]+\.md),?(?:\s|${MARKER})+["“]([^"”]{1,200}?)["”]`, 'g');
const CONTINUATION = new RegExp(String.raw`\s*\n\s*(?:${MARKER})?\s*`, 'g');

/** Every reference to a doc or heading that does not exist, as `file:line: …`. */
export function docLinkProblems(root = process.cwd(), dirs = ['src', 'machines', 'scripts', 'server', 'test']) {
  const headings = new Map();
  const headingsOf = (doc) => {
    if (!headings.has(doc)) {
      const path = join(root, 'docs', doc);
      const text = existsSync(path) ? readFileSync(path, 'utf8') : null;
      const found = text?.split('\n').flatMap((l) => (/^#+ /.test(l) ? [l.replace(/^#+\s+/, '').trim()] : []));
      headings.set(doc, found ?? null);
    }
    return headings.get(doc);
  };
  const problems = [];
  for (const dir of dirs) {
    if (!existsSync(join(root, dir))) continue;
    for (const file of sourceFiles(join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(REFERENCE)) {
        const [, doc, written] = match;
        const heading = written.replace(CONTINUATION, ' ').trim();
        const found = headingsOf(doc);
        const where = `${relative(root, file)}:${text.slice(0, match.index).split('\n').length}`;
        if (!found) problems.push(`${where}: docs/${doc} does not exist`);
        else if (!found.some((h) => h.startsWith(heading)))
          problems.push(`${where}: docs/${doc} has no heading "${heading}"`);
      }
    }
  }
  return problems;
}

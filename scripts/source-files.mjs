// The source files under a folder, for the project's own lint checks (lint.mjs and its helpers).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file below `dir` whose name matches `ending` (TypeScript and JavaScript by default). */
export function* sourceFiles(dir, ending = /\.(ts|mjs|js)$/) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* sourceFiles(p, ending);
    else if (ending.test(name)) yield p;
  }
}

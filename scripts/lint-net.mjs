// The network layer's boundaries (docs/network.md "The layout of src/net"): the rest of src/
// reaches src/net only through src/net/index.ts (the first page: page/index.ts); a folder of
// src/net reaches another only through its door (index.ts, or a sub-folder's index.ts), and only
// downwards (terms, wire, then peer and deal, then migration, then guest and host, then page).
// Circles of static imports are dependency-cruiser's (.dependency-cruiser.cjs "no-circular"); a
// module loaded on demand that imports back the module loading it is a circle too, checked here.
import { readFileSync } from 'node:fs';
import { sourceFiles } from './source-files.mjs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const RANK = { terms: 0, wire: 1, peer: 2, deal: 2, migration: 3, guest: 4, host: 4, page: 5 };

/** Static imports and re-exports of `file`, resolved to paths under the repository. */
function staticImports(file) {
  const text = readFileSync(file, 'utf8');
  const out = [];
  for (const m of text.matchAll(/^(?:import|export)\s[^;]*?from\s*'(\.{1,2}\/[^']+)'/gms))
    out.push(resolve(dirname(file), m[1].replace(/\.js$/, '.ts')));
  for (const m of text.matchAll(/^import\s*'(\.{1,2}\/[^']+)'/gm))
    out.push(resolve(dirname(file), m[1].replace(/\.js$/, '.ts')));
  return out;
}

/** The modules `file` loads on demand (`import('./x.js')`). */
function dynamicImports(file) {
  const text = readFileSync(file, 'utf8');
  const paths = [...text.matchAll(/\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)].map((m) => m[1]);
  return [...new Set(paths)].map((p) => resolve(dirname(file), p.replace(/\.js$/, '.ts')));
}

/** Every module `start` reaches by static imports, itself included. */
function reached(start) {
  const seen = new Set([start]);
  const todo = [start];
  while (todo.length) {
    let next;
    try {
      next = staticImports(todo.pop());
    } catch {
      continue;
    }
    for (const t of next) if (!seen.has(t)) (seen.add(t), todo.push(t));
  }
  return seen;
}

export function netProblems(root = process.cwd()) {
  const src = resolve(root, 'src');
  const net = join(src, 'net');
  const problems = [];
  const rel = (p) => relative(root, p);
  const folderOf = (p) => relative(net, p).split(sep).slice(0, -1);
  const isDoor = (p) => p.endsWith(`${sep}index.ts`);
  for (const file of sourceFiles(src, /\.ts$/)) {
    const inNet = file.startsWith(net + sep);
    const imports = staticImports(file);
    for (const target of imports) {
      if (!target.startsWith(net + sep)) {
        if (inNet && target.startsWith(join(src, 'ui') + sep)) problems.push(`${rel(file)}: net imports the UI`);
        continue;
      }
      if (!inNet) {
        // the first page's own, smaller door: page/index.ts reaches neither the protocol nor a transport
        if (target !== join(net, 'index.ts') && target !== join(net, 'page', 'index.ts'))
          problems.push(`${rel(file)}: reaches ${rel(target)}, not src/net/index.ts`);
        continue;
      }
      const [from] = folderOf(file);
      const to = folderOf(target);
      if (!from || to[0] === from) continue;
      if (!isDoor(target)) problems.push(`${rel(file)}: reaches ${rel(target)}, not its folder's index.ts`);
      else if (!(RANK[to[0]] < RANK[from])) problems.push(`${rel(file)}: ${from}/ may not import ${to[0]}/`);
    }
    if (inNet)
      for (const lazy of dynamicImports(file))
        if (reached(lazy).has(file)) problems.push(`${rel(file)}: loads ${rel(lazy)} on demand, which imports it back`);
  }
  return problems;
}

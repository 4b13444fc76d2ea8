/**
 * What a built page makes the browser download before it can run: the scripts and modulepreloads of
 * dist/index.html and every chunk they import statically, gzip-compressed. Dynamic imports (the
 * screens, hosting, joining, PeerJS) are not counted: they load on demand.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget for the first load (point 4 of issue 14). */
export const FIRST_LOAD_BUDGET = 60 * 1024;

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** Static imports of a minified ES chunk: `import … from "./x.js"` and `import "./x.js"`, not `import(…)`. */
function staticImports(code) {
  const out = [];
  const re = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
  for (let m = re.exec(code); m; m = re.exec(code)) out.push(m[1]);
  return out;
}

/** `{ firstLoad: [{ file, raw, gzip }], firstLoadGzip, chunks: [{ file, raw, gzip, first }] }` for dist `dir`. */
export function firstLoadReport(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const roots = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1].replace(/^\.?\//, '')); // '/assets/x.js' or './assets/x.js' (relative base)
  const first = new Set();
  const visit = (file) => {
    if (first.has(file)) return;
    first.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    const base = file.slice(0, file.lastIndexOf('/') + 1);
    for (const spec of staticImports(code)) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      visit(spec.startsWith('/') ? spec.slice(1) : new URL(spec, `file:///${base}`).pathname.slice(1));
    }
  };
  for (const r of roots) visit(r);
  const chunks = readdirSync(join(dir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const bytes = readFileSync(join(dir, 'assets', f));
      const file = `assets/${f}`;
      return { file, raw: bytes.length, gzip: gzipSize(bytes), first: first.has(file) };
    })
    .sort((a, b) => Number(b.first) - Number(a.first) || b.gzip - a.gzip);
  const firstLoad = chunks.filter((c) => c.first);
  return { firstLoad, firstLoadGzip: firstLoad.reduce((n, c) => n + c.gzip, 0), chunks };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// `node scripts/first-load.mjs [dist]` (run by `npm run build`): prints the split, fails over budget
if (import.meta.url === `file://${process.argv[1]}`) {
  const report = firstLoadReport(process.argv[2] ?? 'dist');
  console.log('\nJavaScript, gzip (first load: what index.html loads before the home screen runs)');
  for (const c of report.chunks) {
    console.log(
      `  ${c.first ? 'first  ' : 'later  '}${kb(c.gzip).padStart(9)}  ${kb(c.raw).padStart(9)} raw  ${c.file}`,
    );
  }
  const ok = report.firstLoadGzip <= FIRST_LOAD_BUDGET;
  console.log(
    `First load: ${kb(report.firstLoadGzip)} gzip (budget ${kb(FIRST_LOAD_BUDGET)}) ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  if (!ok) process.exitCode = 1;
}

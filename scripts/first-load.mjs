/**
 * What a built page makes the browser download before it can run: the scripts and modulepreloads of
 * dist/index.html and every chunk they import statically, gzip-compressed, and the strings of one
 * language that those chunks import dynamically (`<part>.<lang>-<hash>.js`: the page shows home
 * once they are there, src/main.ts), counted for the heavier language. Other dynamic imports (the
 * screens, hosting, joining, PeerJS) are not counted: they load on demand.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The issue's budget for the first load (point 4 of issue 14). */
export const FIRST_LOAD_BUDGET = 60 * 1024;

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** Static imports of a minified ES chunk: `import … from "./x.js"` and `import "./x.js"`, not `import(…)`. */
function staticImports(code) {
  const out = [];
  const re = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
  for (let m = re.exec(code); m; m = re.exec(code)) out.push(m[1]);
  return out;
}

/** Dynamic imports of one language's strings: `import("./app.en-x1Y2.js")` gives ['en', 'assets/app.en-x1Y2.js']. */
function stringsImports(code, base) {
  const out = [];
  const re = /import\(\s*[`'"](\.\/[\w-]+\.(en|fr)-[\w-]+\.js)[`'"]\s*\)/g;
  for (let m = re.exec(code); m; m = re.exec(code))
    out.push([m[2], new URL(m[1], `file:///${base}`).pathname.slice(1)]);
  return out;
}

/**
 * `{ firstLoad: [{ file, raw, gzip }], strings: { en, fr }, firstLoadGzip, chunks: [{ file, raw, gzip, first, lang }] }`
 * for dist `dir`: `firstLoad` the static chunks, `strings[lang]` the files and gzip of one language's
 * strings loaded with them, `firstLoadGzip` both together for the heavier language.
 */
export function firstLoadReport(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const roots = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1].replace(/^\.?\//, '')); // '/assets/x.js' or './assets/x.js' (relative base)
  const first = new Set();
  const langOf = new Map();
  const visit = (file) => {
    if (first.has(file)) return;
    first.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    const base = file.slice(0, file.lastIndexOf('/') + 1);
    for (const [lang, strings] of stringsImports(code, base)) langOf.set(strings, lang);
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
      return { file, raw: bytes.length, gzip: gzipSize(bytes), first: first.has(file), lang: langOf.get(file) ?? null };
    })
    .sort((a, b) => Number(b.first) - Number(a.first) || Number(!!b.lang) - Number(!!a.lang) || b.gzip - a.gzip);
  const firstLoad = chunks.filter((c) => c.first);
  const sum = (list) => list.reduce((n, c) => n + c.gzip, 0);
  const strings = Object.fromEntries(
    ['en', 'fr'].map((lang) => {
      const files = chunks.filter((c) => c.lang === lang);
      return [lang, { files: files.map((c) => c.file), gzip: sum(files) }];
    }),
  );
  const firstLoadGzip = sum(firstLoad) + Math.max(strings.en.gzip, strings.fr.gzip);
  return { firstLoad, strings, firstLoadGzip, chunks };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// `node scripts/first-load.mjs [dist]` (run by `npm run build`): prints the split, fails over budget
if (import.meta.url === `file://${process.argv[1]}`) {
  const report = firstLoadReport(process.argv[2] ?? 'dist');
  console.log(
    '\nJavaScript, gzip (first load: what index.html loads before the home screen runs, strings in one language)',
  );
  for (const c of report.chunks) {
    console.log(
      `  ${c.first ? 'first   ' : c.lang ? `first ${c.lang}` : 'later   '}${kb(c.gzip).padStart(9)}  ${kb(c.raw).padStart(9)} raw  ${c.file}`,
    );
  }
  const { en, fr } = report.strings;
  console.log(`Strings of the first page, one language: en ${kb(en.gzip)}, fr ${kb(fr.gzip)}`);
  const ok = report.firstLoadGzip <= FIRST_LOAD_BUDGET;
  console.log(
    `First load: ${kb(report.firstLoadGzip)} gzip (budget ${kb(FIRST_LOAD_BUDGET)}) ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  if (!ok) process.exitCode = 1;
}

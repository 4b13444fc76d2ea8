/**
 * npm run chart [-- --out docs --layout src/generated/chart-layout.generated.ts --check]
 * Draws the table's statechart from machines/table.ts: docs/statechart.svg, docs/statechart.md
 * (mermaid) and the in-app view's layout module, all laid out here by elkjs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { chartGraph } from './chart-graph.js';
import { layoutChart, layoutModuleOf, markdownOf, svgOf } from './chart-render.js';

const USAGE = `Usage: npm run chart -- [options]

Draws the table's statechart (machines/table.ts), laid out by elkjs.

Options:
  --out <dir>      where statechart.svg and statechart.md go (default: docs)
  --layout <file>  the in-app view's layout module (default: src/generated/chart-layout.generated.ts)
  --check          write nothing; exit 1 when a file differs from a fresh drawing
  -h, --help       this text
`;

/** The files a fresh run writes, by path. */
export async function chartFiles(
  out = 'docs',
  layoutFile = 'src/generated/chart-layout.generated.ts',
): Promise<Map<string, string>> {
  const graph = chartGraph();
  const layout = await layoutChart(graph);
  // The project's formatter writes the text files as it would (npm run format:check passes).
  const pretty = async (path: string, text: string) => format(text, { ...(await resolveConfig(path)), filepath: path });
  const md = join(out, 'statechart.md');
  return new Map([
    [join(out, 'statechart.svg'), svgOf(layout)],
    [md, await pretty(md, markdownOf(graph))],
    [layoutFile, await pretty(layoutFile, layoutModuleOf(layout))],
  ]);
}

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        out: { type: 'string', default: 'docs' },
        layout: { type: 'string', default: 'src/generated/chart-layout.generated.ts' },
        check: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (err) {
    process.stderr.write(`chart: ${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values } = args;
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (!values.out || !values.layout || !values.layout.endsWith('.ts')) {
    process.stderr.write('chart: --out needs a directory and --layout a .ts file\n');
    return 2;
  }
  const files = await chartFiles(values.out, values.layout);
  if (values.check) {
    const stale = [...files].filter(([path, text]) => read(path) !== text).map(([path]) => path);
    if (stale.length) process.stderr.write(`chart: stale (run npm run chart): ${stale.join(', ')}\n`);
    else process.stdout.write('chart: up to date\n');
    return stale.length ? 1 : 0;
  }
  for (const [path, text] of files) {
    writeFileSync(path, text);
    process.stdout.write(`chart: wrote ${path}\n`);
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`chart: ${(err as Error).stack ?? String(err)}\n`);
      process.exit(1);
    },
  );
}

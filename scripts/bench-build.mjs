// The build a browser bench measures (bench:ui, bench-expert): the one `--dist` names, or a fresh
// `vite build` in a folder of its own, so a bench never serves a stale dist/ by mistake.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';

/**
 * @param {string | undefined} distOption the bench's --dist
 * @param {string} prefix the fresh build's folder name in the system's temporary folder
 * @param {(line: string) => void} log
 * @returns {Promise<{ dist: string, remove(): void }>} `remove` deletes a fresh build and leaves
 *   a given one as it is
 */
export async function benchBuild(distOption, prefix, log) {
  if (distOption) return { dist: resolve(distOption), remove: () => {} };
  const dist = mkdtempSync(join(tmpdir(), prefix));
  log('Building the app (vite build)…');
  await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  return { dist, remove: () => rmSync(dist, { recursive: true, force: true }) };
}

/**
 * Builds the app once into a temporary folder (so it never races a `dist/` someone else is
 * building) and serves it with signaling on 127.0.0.1, as `npm start` would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dist = mkdtempSync(join(tmpdir(), 'uno-e2e-'));
  await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  // The server runs in a thread of its own: terminating it stops the `peer` package's timers,
  // which close() cannot reach, so the run ends as soon as the tests do.
  const worker = new Worker(new URL('./serve-worker.mjs', import.meta.url), { workerData: { dist } });
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('message', (m: { url?: string; error?: string }) =>
      m.url ? resolve(m.url) : reject(new Error(`e2e server: ${m.error ?? 'no address'}`)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`e2e server thread exited (${code}) before serving`)));
  });
  project.provide('baseUrl', url);
  return async () => {
    await worker.terminate();
    rmSync(dist, { recursive: true, force: true });
  };
}

/**
 * Builds the app once into a temporary folder (so it never races a `dist/` someone else is
 * building) and serves it with signaling on 127.0.0.1, as `npm start` would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';

interface Served {
  url: string;
  close(): Promise<void>;
}
type StartServer = (opts: { port: number; host: string; dist: string }) => Promise<Served>;
// server/serve.mjs is plain JavaScript with no declaration file: type the one function used here.
const SERVE_MODULE = '../../server/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dist = mkdtempSync(join(tmpdir(), 'uno-e2e-'));
  await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  const { startServer } = (await import(SERVE_MODULE)) as { startServer: StartServer };
  const server = await startServer({ port: 0, host: '127.0.0.1', dist });
  project.provide('baseUrl', server.url);
  return async () => {
    // Open signaling sockets can hold close() up; the process ends with the run anyway.
    await Promise.race([server.close(), new Promise((r) => setTimeout(r, 3000))]);
    rmSync(dist, { recursive: true, force: true });
  };
}

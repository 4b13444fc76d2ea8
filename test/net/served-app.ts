import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/serve.mjs';

export interface ServedApp {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** `npm start`'s server on a free loopback port, serving a one-line page from `dist`,
 * for the suite's life. */
export function servedApp(): { readonly server: ServedApp; readonly dist: string } {
  const held = { server: null as unknown as ServedApp, dist: '' };
  beforeAll(async () => {
    held.dist = mkdtempSync(join(tmpdir(), 'uno-dist-'));
    writeFileSync(join(held.dist, 'index.html'), '<!doctype html><title>UNO</title>');
    held.server = await startServer({ port: 0, host: '127.0.0.1', dist: held.dist });
  });
  afterAll(async () => {
    await held.server?.close();
    rmSync(held.dist, { recursive: true, force: true });
  });
  return held;
}

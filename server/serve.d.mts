// Types of serve.mjs for the TypeScript tests that start the server.
export function lanAddresses(): string[];
export function startServer(opts?: {
  port?: number;
  host?: string;
  dist?: string;
  iceServers?: unknown[] | (() => unknown[]);
  tries?: number;
  lan?: string[];
  tls?: { key: string; cert: string };
  config?: Record<string, unknown>;
  concurrentLimit?: number;
  routes?: (app: import('express').Express) => void;
}): Promise<{ url: string; port: number; close(): Promise<void> }>;

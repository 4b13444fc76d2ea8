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
}): Promise<{ url: string; port: number; close(): Promise<void> }>;

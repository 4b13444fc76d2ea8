// Types of turn-credentials.mjs for the TypeScript tests and the NAT lab.
import type { IncomingMessage, ServerResponse } from 'node:http';
export const CREDENTIALS_PATH: string;
export const CREDENTIALS_TTL_S: number;
export const CREDENTIALS_BURST: number;
export const CREDENTIALS_PER_MINUTE: number;
export const CREDENTIALS_MAX_CLIENTS: number;
export function restCredential(secret: string, nowS: number, ttlS?: number): { username: string; credential: string };
export function clientKey(address: string | undefined): string;
export function forwardedAddress(trusted: string[]): (req: IncomingMessage) => string;
export interface RateLimiter {
  take(key: string, nowMs: number): boolean;
  waitS(key: string, nowMs: number): number;
  readonly size: number;
}
export function createRateLimiter(opts?: { burst?: number; perMinute?: number; maxClients?: number }): RateLimiter;
export function credentialsHandler(opts: {
  secret: string;
  urls: string[] | (() => string[]);
  ttlS?: number;
  now?: () => number;
  limiter?: RateLimiter;
  allowOrigin?: string;
  clientAddress?: (req: IncomingMessage) => string;
}): (req: IncomingMessage, res: ServerResponse) => void;

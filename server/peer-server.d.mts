import type { Server } from 'node:http';
import type { Express } from 'express';

export const PEER_MOUNT: string;
export const PEER_KEY: string;
export const CONFIG_PATH: string;
export function peerMiddleware(
  httpServer: Server,
  opts?: { iceServers?: unknown[] | (() => unknown[]); lan?: string[] },
): Express;
export function iceFromEnv(env?: Record<string, string | undefined>): unknown[];
export function parseIceEnv(env?: Record<string, string | undefined>): { servers: unknown[] | null; error?: string };

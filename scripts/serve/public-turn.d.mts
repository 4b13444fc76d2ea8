// Types of public-turn.mjs for the TypeScript tests and the NAT lab.
export const PUBLIC_TURN_REALM: string;
export const PUBLIC_TURN_PORT: number;
export const PUBLIC_TURNS_PORT: number;
export const PUBLIC_USER_QUOTA: number;
export const PUBLIC_TOTAL_QUOTA: number;
export const PUBLIC_MAX_BPS: number;
export const DENIED_PEER_RANGES: readonly string[];
export function peerRange(text: string): string;
export interface PublicTurnOptions {
  secret: string;
  port?: number;
  tlsPort?: number;
  cert?: string;
  key?: string;
  realm?: string;
  ownAddresses?: string[];
  deny?: string[];
  allow?: string[];
  listenIps?: string[];
  relayIps?: string[];
  externalIp?: string;
  userQuota?: number;
  totalQuota?: number;
  maxBps?: number;
}
export function publicTurnConfig(opts: PublicTurnOptions): { args: string[]; configText: string; tls: boolean };
export function newTurnSecret(): string;
export function startPublicTurn(
  opts: PublicTurnOptions & { binary: string },
): Promise<{ port: number; tlsPort: number | null; secret: string; close(): void }>;

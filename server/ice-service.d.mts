// Types of ice-service.mjs for the TypeScript tests.
export const DEFAULT_ICE_PORT: number;
export function lanSubnets(): { address: string; netmask: string }[];
export function freeIcePort(start: number, tries?: number): Promise<number | null>;
export function icePortFromEnv(env?: Record<string, string | undefined>): number;
export function startIceService(opts?: {
  port?: number;
  addresses?: string[];
  subnets?: { address: string; netmask: string }[];
  turnserver?: string | null;
  now?: () => number;
}): Promise<{
  kind: 'coturn' | 'stun';
  port: number;
  note: string;
  iceServers(): RTCIceServer[];
  close(): Promise<void>;
}>;

// Types of coturn.mjs for the TypeScript tests.
export const TURN_REALM: string;
export const CREDENTIAL_TTL_S: number;
export const USER_QUOTA: number;
export const TOTAL_QUOTA: number;
export function findTurnserver(env?: Record<string, string | undefined>): string | null;
export function turnCredentials(
  secret: string,
  nowS: number,
  ttlS?: number,
  user?: string,
): { username: string; credential: string };
export function subnetRange(address: string, netmask: string): string;
export function waitForStun(port: number, ms?: number): Promise<boolean>;
export function startCoturn(opts: {
  binary: string;
  port: number;
  subnets: { address: string; netmask: string }[];
}): Promise<{ port: number; secret: string; close(): void }>;

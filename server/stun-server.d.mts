// Types of stun-server.mjs for the TypeScript tests.
export function bindingResponse(request: Buffer, address: string, port: number): Buffer | null;
export function readXorMappedAddress(response: Buffer): { address: string; port: number } | null;
export function bindingRequest(): Buffer;
export function startStunServer(opts?: {
  port?: number;
  host?: string;
}): Promise<{ port: number; close(): Promise<void> }>;

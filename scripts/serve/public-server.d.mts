// Types of public-server.mjs for the TypeScript tests and the NAT lab.
export const PUBLIC_PEER_LIMIT: number;
export function startPublicServer(opts: {
  port?: number;
  host?: string;
  dist?: string;
  publicHost: string;
  turnPort?: number;
  tlsPort?: number;
  cert?: string;
  key?: string;
  deny?: string[];
  relayIps?: string[];
  externalIp?: string;
  turnserver?: string | null;
  secret?: string;
  ttlS?: number;
  peerLimit?: number;
  relayAllow?: string[];
  trustProxy?: string[];
}): Promise<{
  url: string;
  port: number;
  relay: 'coturn' | 'stun';
  note: string;
  turnPort: number;
  tlsPort: number | null;
  secret: string;
  close(): Promise<void>;
}>;

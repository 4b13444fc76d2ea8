// Types of banner.mjs for the TypeScript tests.
export function iceLine(ice: {
  own?: unknown[] | null;
  service?: { kind: 'coturn' | 'stun'; port: number; note: string } | null;
  failed?: string;
  lan: boolean;
}): string;
export function banner(opts: {
  scheme: 'http' | 'https';
  port: number;
  addresses: string[];
  ice: string;
  fingerprint?: string;
}): string;
export function terminalQr(text: string, colors: boolean): string;

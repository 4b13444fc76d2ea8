// Types of https-cert.mjs for the TypeScript tests.
export function fingerprint(certPem: string): string;
export function loadOrMakeCert(opts: { dir?: string; addresses: string[] }): Promise<{
  key: string;
  cert: string;
  fingerprint: string;
  made: boolean;
  warning?: string;
}>;

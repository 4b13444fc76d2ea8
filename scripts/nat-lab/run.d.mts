export interface NatCase {
  nat: string;
  kinds: { a: string; b: string };
  host: string;
  relay: boolean;
  policy?: string;
  denyPrivate?: boolean;
  expect: Record<string, unknown>;
}
export interface NatResult {
  nat: string;
  connected: boolean;
  path: 'lan' | 'direct' | 'relay' | null;
  protocol: string | null;
  connectMs: number | null;
  failMs: number | null;
  message: string | null;
  refused: boolean;
  roundPlayed: boolean;
  code: string | null;
  /** How the host's lobby shows the guest's seat (SeatInfo.link). */
  hostSees: string | null;
  /** "Test my connection" on the guest's page, where the case runs it. */
  natGuess: string | null;
  tested: { url: string; kind: string; protocol: string; answered: boolean }[] | null;
  missed: string[];
}
export const NAT_CASES: NatCase[];
export const OPEN_RELAY_CONTROL: NatCase;
export function missed(c: NatCase, r: NatResult): string[];
export function runNatLab(opts?: {
  cases?: NatCase[];
  log?: (...a: unknown[]) => void;
}): Promise<
  | { skipped: string; results?: undefined; namespaces?: undefined }
  | { skipped?: undefined; results: NatResult[]; namespaces: string[] }
>;
export function natLine(r: NatResult): string;

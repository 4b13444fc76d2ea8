export const PUBLIC_IP: string;
export function labBlocker(env?: Record<string, string | undefined>): string | null;
export type NatKind = 'cone' | 'symmetric' | 'udp-blocked';
export function buildLab(kinds: { a: NatKind; b: NatKind }): {
  ns: Record<'pub' | 'ra' | 'rb' | 'a' | 'b' | 'op', string>;
  home(side: string): string;
  remove(): void;
};

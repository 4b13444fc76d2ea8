/**
 * Table codes: the host's PeerJS id made short and readable. Six characters from an alphabet
 * without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B), so a code read aloud or typed from a screen
 * arrives intact.
 */

export const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const CODE_LENGTH = 6;
/** The PeerJS id of a table's host: a fixed prefix keeps our ids apart on a shared broker. */
export const PEER_ID_PREFIX = 'uno-p2p-table-';

export function randomCode(): string {
  const bytes = new Uint8Array(CODE_LENGTH);
  let code = '';
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 25).
  const limit = 256 - (256 % CODE_ALPHABET.length);
  while (code.length < CODE_LENGTH) {
    crypto.getRandomValues(bytes);
    for (const b of bytes) {
      if (b < limit && code.length < CODE_LENGTH) code += CODE_ALPHABET[b % CODE_ALPHABET.length];
    }
  }
  return code;
}

export function isCode(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== CODE_LENGTH) return false;
  for (const ch of value) if (!CODE_ALPHABET.includes(ch)) return false;
  return true;
}

export function peerIdFor(code: string): string {
  return PEER_ID_PREFIX + code;
}

/**
 * Accepts what a person pastes or types: lower case, spaces, dashes, or a whole join link
 * (`…#/join/CODE`). Returns the code, or null if it cannot be one.
 */
export function normalizeCode(input: string): string | null {
  if (typeof input !== 'string' || input.length > 2048) return null;
  let text = input.trim();
  const link = /#\/join\/([^/?#\s]+)/i.exec(text);
  if (link) text = decodeURIComponent(link[1]!);
  const code = text.toUpperCase().replace(/[\s\-_.]/g, '');
  return isCode(code) ? code : null;
}

/** `<origin><path>#/join/CODE`, for the link to share and the QR code. */
export function joinLink(code: string, base?: { origin: string; pathname: string }): string {
  const loc = base ?? (typeof location !== 'undefined' ? location : { origin: 'http://localhost', pathname: '/' });
  return `${loc.origin}${loc.pathname}#/join/${code}`;
}

/** A secret seat token or a seed: 128 random bits as hex. */
export function randomToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

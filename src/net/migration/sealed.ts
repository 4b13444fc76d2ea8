/**
 * Encryption of what the guests keep but must not read: the table's seed and the few log steps
 * that carry hidden information. XChaCha20-Poly1305 from @noble/ciphers (audited; a plain-http LAN
 * page has no `crypto.subtle`), a random 24-byte nonce per message, so a wrong key or a changed
 * byte fails to open instead of giving garbage.
 */
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { bytesToHex, bytesToUtf8, hexToBytes, randomBytes, utf8ToBytes } from '@noble/ciphers/utils.js';

export const KEY_BYTES = 32;
const NONCE_BYTES = 24;

/** A fresh random key. */
export function newKey(): Uint8Array {
  return randomBytes(KEY_BYTES);
}

/** `text` sealed under `key`, as hex (nonce then ciphertext). `context` is bound in as associated
 * data: a sealed step moved to another place of the log, or to another table, does not open. */
export function seal(key: Uint8Array, text: string, context: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const box = xchacha20poly1305(key, nonce, utf8ToBytes(context)).encrypt(utf8ToBytes(text));
  return bytesToHex(nonce) + bytesToHex(box);
}

/** The text sealed under `key`, or null when the key, the context or any byte is wrong. */
export function open(key: Uint8Array, sealed: string, context: string): string | null {
  if (typeof sealed !== 'string' || sealed.length < (NONCE_BYTES + 16) * 2 || !/^[0-9a-f]*$/.test(sealed)) return null;
  try {
    const bytes = hexToBytes(sealed);
    const nonce = bytes.subarray(0, NONCE_BYTES);
    const box = bytes.subarray(NONCE_BYTES);
    return bytesToUtf8(xchacha20poly1305(key, nonce, utf8ToBytes(context)).decrypt(box));
  } catch {
    return null;
  }
}

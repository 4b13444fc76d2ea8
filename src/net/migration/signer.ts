/**
 * A seat's signing key for a succession (docs/migration.md "Who takes over"): each guest page makes
 * its own Ed25519 key pair and tells its host the public half, which the host passes on with every
 * deal to the holders only. A new host then proves who it is by signing a fresh challenge sent by
 * each guest that connects: a claim once shown opens no other door, and no page but the seat's own
 * can make one. The same public key names the successor's private doors, the peer ids it moves to
 * when the table's id is held by another page: only a holder of the deal can work them out.
 *
 * @noble/curves (audited, pure JS): plain-http LAN pages have no `crypto.subtle`.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export interface SeatSigner {
  /** The public key, hex (64 digits): what the host tells the holders. */
  readonly key: string;
  /** The signature of `text`, hex (128 digits). */
  sign(text: string): string;
}

const HEX64 = /^[0-9a-f]{64}$/;
const HEX128 = /^[0-9a-f]{128}$/;

/** A new key pair, its secret kept in this page's memory only (a reloaded page makes another). */
export function newSigner(): SeatSigner {
  const { secretKey, publicKey } = ed25519.keygen();
  return { key: bytesToHex(publicKey), sign: (text) => bytesToHex(ed25519.sign(utf8ToBytes(text), secretKey)) };
}

/** Whether `sig` is `key`'s signature of `text` (RFC 8032, strict: a weak key proves nothing).
 * Never throws: whatever is malformed is false. */
export function verifySignature(key: unknown, text: string, sig: unknown): boolean {
  if (typeof key !== 'string' || !HEX64.test(key) || typeof sig !== 'string' || !HEX128.test(sig)) return false;
  try {
    return ed25519.verify(hexToBytes(sig), utf8ToBytes(text), hexToBytes(key), { zip215: false });
  } catch {
    return false;
  }
}

/** A fresh challenge (hex), one per connection. */
export function newNonce(): string {
  return bytesToHex(ed25519.utils.randomSecretKey());
}

/**
 * The peer id of `door` for the successor whose public key is `key`, at host epoch `epoch`: door
 * 0 is the table's own id (`tablePeerId`, where spectators and reloaded pages look); the others
 * hang on the key, which only the holders of a deal are told: a stranger cannot guess them.
 */
export function doorPeerId(home: string, key: string, epoch: number, door: number): string {
  if (door === 0) return home;
  const tag = bytesToHex(sha256(utf8ToBytes(`uno-door|${key}|${epoch}|${door}`))).slice(0, 20);
  return `${home}-${tag}`;
}

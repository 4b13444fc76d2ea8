// The self-signed certificate of `npm start -- --https`: made at the first start for this machine's
// names and LAN addresses, kept in a git-ignored folder (.cert/) so a phone that accepted it once
// does not have to again, and made anew when the addresses change or it nears its end.
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import selfsigned from 'selfsigned';

const VALID_DAYS = 365;

/** What a file system error means to someone who has to fix it. */
function plainly(err) {
  const words = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    ENOTDIR: 'it is a file, not a folder',
    EEXIST: 'it is a file, not a folder',
    EISDIR: 'a folder stands where a file should',
    EROFS: 'the disk is read-only',
    ENOSPC: 'the disk is full',
  };
  const code = err?.code;
  return words[code] ? `${words[code]}, ${code}` : (code ?? (err instanceof Error ? err.message : String(err)));
}
const RENEW_BEFORE_MS = 7 * 24 * 3600 * 1000;

/** The certificate's SHA-256 fingerprint, as browsers show it (AB:CD:…). */
export function fingerprint(certPem) {
  return new X509Certificate(certPem).fingerprint256;
}

/** Whether the kept pair still serves: the key is the certificate's, which names every address. */
function covers(certPem, keyPem, addresses) {
  const x509 = new X509Certificate(certPem);
  if (!x509.checkPrivateKey(createPrivateKey(keyPem))) return false;
  // exact entries: "IP Address:192.168.1.2" must not pass for 192.168.1.25
  const names = new Set((x509.subjectAltName ?? '').split(/,\s*/));
  const fresh = Date.parse(x509.validTo) - Date.now() > RENEW_BEFORE_MS;
  return fresh && addresses.every((a) => names.has(`IP Address:${a}`));
}

async function make(addresses) {
  const notBeforeDate = new Date();
  const notAfterDate = new Date(notBeforeDate.getTime() + VALID_DAYS * 24 * 3600 * 1000);
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'UNO on the LAN' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [{ type: 2, value: 'localhost' }, ...['127.0.0.1', ...addresses].map((ip) => ({ type: 7, ip }))],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

/**
 * The certificate for `addresses`, read from `dir` or made (and written there).
 * @param {{ dir?: string, addresses: string[] }} opts
 * @returns {Promise<{ key: string, cert: string, fingerprint: string, made: boolean, warning?: string }>}
 *   warning: why the certificate could not be kept (it still serves, for this start only)
 */
export async function loadOrMakeCert({ dir = '.cert', addresses }) {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  let reason = '';
  try {
    const key = readFileSync(keyFile, 'utf8');
    const cert = readFileSync(certFile, 'utf8');
    if (covers(cert, key, addresses)) return { key, cert, fingerprint: fingerprint(cert), made: false };
    reason = 'the one there did not match its key, cover every LAN address, or was about to expire';
  } catch (err) {
    if (err?.code !== 'ENOENT') reason = `the one there could not be read (${plainly(err)})`;
  }
  const made = await make(addresses);
  let warning;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(keyFile, made.key, { mode: 0o600 });
    writeFileSync(certFile, made.cert);
  } catch (err) {
    warning = `the certificate could not be saved in ${dir}/ (${plainly(err)}): phones will have to accept a new one at the next start`;
  }
  if (reason && !warning) warning = `a new certificate was made in ${dir}/: ${reason}`;
  return { ...made, fingerprint: fingerprint(made.cert), made: true, ...(warning ? { warning } : {}) };
}

// What `npm start` prints once it serves: the addresses to open, which STUN/TURN server runs and
// what that means for phones, the certificate to accept under --https, and a QR code of the first
// LAN address.
import qrcode from 'qrcode-generator';

/**
 * The STUN/TURN line.
 * @param {{ own?: unknown[] | null, service?: { kind: 'coturn' | 'stun', port: number, note: string } | null,
 *   failed?: string, lan: boolean }} ice
 *   own: the user's ICE servers; service: what runs here; failed: why nothing runs; lan: whether
 *   this machine has a LAN address at all
 */
export function iceLine({ own, service, failed, lan }) {
  if (own) return `your own (ICE): ${own.length} server(s)`;
  if (!lan) return 'not started: no LAN address, and this machine needs none to reach itself';
  if (failed) return `none (${failed}): phones may fail to connect`;
  if (!service) return 'none';
  if (service.kind === 'coturn') return `STUN and TURN (coturn) on UDP and TCP ${service.port}`;
  return (
    `STUN only (from Node) on UDP and TCP ${service.port}; no TURN relay: install coturn ` +
    `(sudo apt-get install -y coturn) for phones behind client isolation or on iOS` +
    (service.note ? ` (${service.note})` : '')
  );
}

/**
 * The banner's text, QR code aside.
 * @param {{ scheme: 'http' | 'https', port: number, addresses: string[], ice: string,
 *   fingerprint?: string }} opts
 */
export function banner({ scheme, port, addresses, ice, fingerprint }) {
  const lines = ['', 'UNO is served, with its own signaling (PeerJS at /peerjs), on every interface:'];
  lines.push(`  this machine:  ${scheme}://localhost:${port}/`);
  for (const a of addresses) lines.push(`  on the LAN:    ${scheme}://${a}:${port}/`);
  if (addresses.length === 0) lines.push('  (no LAN address found: only this machine can connect)');
  lines.push(`  STUN/TURN:     ${ice}`);
  if (fingerprint) {
    lines.push(
      '',
      'HTTPS with a self-signed certificate (kept in .cert/), SHA-256 fingerprint:',
      `  ${fingerprint}`,
      '  On a phone the browser warns once: check the fingerprint (the padlock or "Not secure" > certificate),',
      '  then choose "Advanced" > "Proceed" (Chrome) or "Show details" > "visit this website" (Safari).',
    );
  }
  return lines.join('\n');
}

/**
 * `text` as a QR code in the terminal, two characters per module so it stays square. With colors
 * (a terminal) they are set explicitly, black modules on a white quiet zone of four modules as
 * scanners expect, so it reads the same on light and dark themes; without (a log file, NO_COLOR)
 * light modules are full blocks, which reads right on the usual dark background.
 */
export function terminalQr(text, colors) {
  const qr = qrcode(0, 'L');
  qr.addData(text);
  qr.make();
  const light = colors ? '\x1b[107m  ' : '\u2588\u2588';
  const dark = colors ? '\x1b[40m  ' : '  ';
  const end = colors ? '\x1b[0m' : '';
  const rows = qr.getModuleCount();
  const margin = 4;
  const lines = [];
  for (let r = -margin; r < rows + margin; r++) {
    let line = '';
    for (let c = -margin; c < rows + margin; c++) {
      line += r >= 0 && c >= 0 && r < rows && c < rows && qr.isDark(r, c) ? dark : light;
    }
    lines.push(line + end);
  }
  return lines.join('\n');
}

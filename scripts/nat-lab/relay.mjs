// coturn as the lab's internet relay, with the rules an internet relay must keep (issue 29 point
// 2): TURN REST credentials, UDP and TCP, and no relaying towards private, loopback, link-local
// or multicast addresses, so a guest cannot use it to reach the operator's own network.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { turnCredentials } from '../../server/coturn.mjs';

/** Peer addresses an internet relay refuses (RFC 1918, CGNAT, loopback, link-local, ULA, …). */
export const DENIED_PEERS = [
  '0.0.0.0-0.255.255.255',
  '10.0.0.0-10.255.255.255',
  '100.64.0.0-100.127.255.255',
  '127.0.0.0-127.255.255.255',
  '169.254.0.0-169.254.255.255',
  '172.16.0.0-172.31.255.255',
  '192.0.0.0-192.0.0.255',
  '192.168.0.0-192.168.255.255',
  '224.0.0.0-255.255.255.255',
  'fc00::-fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
  'fe80::-febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
];

/**
 * Starts coturn in the namespace `ns` on `address`:3478 (UDP and TCP). Resolves once it listens.
 * `stunOnly`: a second STUN server, for the NAT guess of "Test my connection".
 * `denyPrivate: false` only for the lab's control run (run.mjs OPEN_RELAY_CONTROL).
 * `refusals()` counts the permissions it refused towards a denied peer (its 403 lines).
 */
export async function startLabRelay({
  ns,
  address,
  denyPrivate = true,
  port = 3478,
  stunOnly = false,
  binary = process.env.TURNSERVER || '/usr/bin/turnserver',
}) {
  const secret = randomBytes(24).toString('base64url');
  const folder = mkdtempSync(join(tmpdir(), 'uno-natlab-turn-'));
  const config = join(folder, 'turnserver.conf');
  writeFileSync(config, `static-auth-secret=${secret}\n`, { mode: 0o600 });
  const args = [
    '-c',
    config,
    '--listening-ip',
    address,
    '--relay-ip',
    address,
    `--listening-port=${port}`,
    ...(stunOnly ? ['--stun-only'] : []),
    '--realm',
    'uno.lab',
    '--use-auth-secret',
    '--fingerprint',
    '--no-tls',
    '--no-dtls',
    '--no-cli',
    '--no-software-attribute',
    '--no-multicast-peers',
    '--no-tcp-relay',
    ...(denyPrivate ? DENIED_PEERS.map((range) => `--denied-peer-ip=${range}`) : []),
    '--user-quota=80',
    '--total-quota=400',
    '--max-allocate-lifetime=3600',
    `--pidfile=${join(folder, 'pid')}`,
    '--log-file=stdout',
    '--simple-log',
  ];
  const child = spawn('ip', ['netns', 'exec', ns, binary, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  let listening = false;
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(line.trim());
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const deadline = Date.now() + 8000;
  while (!listening && Date.now() < deadline) {
    listening = lines.some((l) => /TCP listener opened on|UDP listener opened on|Total General servers/i.test(l));
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!listening) {
    rmSync(folder, { recursive: true, force: true });
    child.kill('SIGKILL');
    throw new Error(`coturn did not start in the lab: ${lines.slice(-4).join(' | ')}`);
  }
  return {
    /** ICE servers for a page: STUN, and TURN over UDP and TCP with a fresh credential. */
    iceServers(withRelay) {
      const stun = { urls: `stun:${address}:${port}` };
      if (!withRelay) return [stun];
      const { username, credential } = turnCredentials(secret, Date.now() / 1000, 3600);
      return [
        stun,
        {
          urls: [`turn:${address}:${port}?transport=udp`, `turn:${address}:${port}?transport=tcp`],
          username,
          credential,
        },
      ];
    },
    /** coturn's lines for each permission refused towards a denied peer. */
    refusals: () => lines.filter((l) => /peer IP \S+ denied/i.test(l)),
    log: () => lines.slice(),
    close() {
      rmSync(folder, { recursive: true, force: true });
      child.kill('SIGTERM');
      setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 1000).unref();
    },
  };
}

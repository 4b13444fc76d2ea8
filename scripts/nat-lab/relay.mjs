// coturn as the lab's internet relay, configured as `npm start -- --public` configures it
// (scripts/serve/public-turn.mjs `publicTurnConfig`): TURN REST credentials, UDP and TCP, and no
// relaying towards private, loopback, link-local or CGNAT addresses nor the relay's own, so a
// guest cannot use it to reach the operator's own network.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { turnCredentials } from '../../server/coturn.mjs';
import { publicTurnConfig } from '../serve/public-turn.mjs';

/**
 * Starts coturn in the namespace `ns` on `address`:3478 (UDP and TCP). Resolves once it listens.
 * `stunOnly`: a second STUN server, for the NAT guess of "Test my connection".
 * `denyPrivate: false` only for the lab's control run (run.mjs OPEN_RELAY_CONTROL).
 * `refusals()` counts the permissions it refused towards a denied peer (its 403 lines).
 */
export async function startLabRelay({
  ns,
  address,
  ownAddresses = [address],
  denyPrivate = true,
  port = 3478,
  stunOnly = false,
  binary = process.env.TURNSERVER || '/usr/bin/turnserver',
}) {
  const secret = randomBytes(24).toString('base64url');
  const folder = mkdtempSync(join(tmpdir(), 'uno-natlab-turn-'));
  const config = join(folder, 'turnserver.conf');
  writeFileSync(config, `static-auth-secret=${secret}\n`, { mode: 0o600 });
  const { args: relayArgs } = publicTurnConfig({
    secret,
    port,
    realm: 'uno.lab',
    listenIps: [address],
    relayIps: [address],
    ownAddresses,
    // the control run only (run.mjs OPEN_RELAY_CONTROL): the operator's network let through
    allow: denyPrivate ? [] : ['10.99.0.0/24'],
  });
  const args = [
    '-c',
    config,
    ...relayArgs,
    ...(stunOnly ? ['--stun-only'] : []),
    // its own pid file and user database, not the system's (/var/run, /var/lib/turn)
    `--pidfile=${join(folder, 'pid')}`,
    `--db=${join(folder, 'turndb')}`,
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

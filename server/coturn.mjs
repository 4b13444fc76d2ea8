// Debian's coturn (`turnserver`) as the LAN's TURN relay, started and stopped with `npm start`.
// No Node TURN package is maintained well enough to relay strangers' traffic, so a real relay is
// used when one is installed (`apt-get install -y coturn`); see docs/network.md.
//
// It is no open relay: credentials follow the TURN REST scheme (a secret made at each start, kept in
// memory and handed to coturn in a private file it reads once; each username carries its expiry), every peer address outside this machine's
// own LAN subnets and loopback is refused, and each user's allocations are capped in number and
// lifetime.
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bindingRequest, readXorMappedAddress } from './stun-server.mjs';

export const TURN_REALM = 'uno.lan';
/** How long a handed-out TURN credential stays valid: a long evening of play. */
export const CREDENTIAL_TTL_S = 12 * 3600;
/**
 * Allocations one credential may hold at once. A page's credential serves every connection it
 * opens, and Chromium makes one allocation per TURN URL (UDP and TCP) for each: a phone hosting a
 * full table holds up to 40 channels (players and spectators, CHANNEL_LIMITS.maxChannels in
 * src/net/channel-guard.ts), so 80; a guest needs 2.
 */
export const USER_QUOTA = 80;
/** Allocations of everyone at once: a few full tables on one LAN. */
export const TOTAL_QUOTA = 400;
const MAX_ALLOCATE_LIFETIME_S = 3600;

/**
 * coturn's command line for a relay of this project, the LAN one or the internet one
 * (scripts/serve/public-turn.mjs): TURN REST credentials (`use-auth-secret`, the secret in the
 * config file, never here), UDP relays only, peers as `denied` and `allowed` say (coturn's allowed
 * list wins over its denied one), quotas, a log on stdout; `more` holds what one relay adds.
 * @param {{ port: number, realm: string, denied: string[], allowed: string[], userQuota: number,
 *   totalQuota: number, more?: string[] }} opts ranges as coturn reads them (`a-b`)
 */
export function relayArgs({ port, realm, denied, allowed, userQuota, totalQuota, more = [] }) {
  return [
    `--listening-port=${port}`,
    `--realm=${realm}`,
    '--use-auth-secret',
    '--fingerprint',
    '--no-cli',
    '--no-software-attribute',
    '--no-multicast-peers',
    // browsers relay UDP only; a TCP relay would let a client open TCP connections wherever the
    // relay reaches (the LAN, or anywhere for the internet one)
    '--no-tcp-relay',
    // no browser speaks TURN over DTLS
    '--no-dtls',
    ...denied.map((range) => `--denied-peer-ip=${range}`),
    ...allowed.map((range) => `--allowed-peer-ip=${range}`),
    `--user-quota=${userQuota}`,
    `--total-quota=${totalQuota}`,
    `--max-allocate-lifetime=${MAX_ALLOCATE_LIFETIME_S}`,
    ...more,
    '--log-file=stdout',
    '--simple-log',
  ];
}

/** The path of coturn's `turnserver` when it is installed, else null. */
export function findTurnserver(env = process.env) {
  const candidates = [env.TURNSERVER, '/usr/bin/turnserver', '/usr/local/bin/turnserver'].filter(Boolean);
  for (const path of candidates) {
    const probe = spawnSync(path, ['--help'], { stdio: 'ignore', timeout: 5000 });
    if (!probe.error) return path;
  }
  return null;
}

/**
 * Time-limited TURN REST credentials (the scheme coturn's `use-auth-secret` checks): the username
 * is the expiry time and a user name, the password their HMAC-SHA1 under the shared secret.
 * coturn counts its per-user quota by the part after the colon, so each credential gets a name of
 * its own: with one shared name, every page on the LAN would share one quota.
 * @param {string} secret
 * @param {number} nowS the current time in seconds
 */
export function turnCredentials(secret, nowS, ttlS = CREDENTIAL_TTL_S, user = randomBytes(9).toString('base64url')) {
  const username = `${Math.floor(nowS) + ttlS}:${user}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** An IPv4 subnet (address and netmask) as coturn's `first-last` range. */
export function subnetRange(address, netmask) {
  const toInt = (ip) => ip.split('.').reduce((n, part) => (n << 8) + Number(part), 0) >>> 0;
  const toIp = (n) => [24, 16, 8, 0].map((s) => (n >>> s) & 255).join('.');
  const mask = toInt(netmask);
  const first = (toInt(address) & mask) >>> 0;
  const last = (first | (~mask >>> 0)) >>> 0;
  return `${toIp(first)}-${toIp(last)}`;
}

/** Sends Binding requests to 127.0.0.1:`port` until one is answered, or gives up after `ms`. */
export function waitForStun(port, ms = 8000) {
  return new Promise((resolve) => {
    const socket = dgram.createSocket('udp4');
    const end = Date.now() + ms;
    let timer;
    const finish = (ok) => {
      clearInterval(timer);
      socket.close();
      resolve(ok);
    };
    socket.on('message', (msg) => {
      if (readXorMappedAddress(msg)) finish(true);
    });
    socket.on('error', () => {
      // nothing listens yet (ICMP port unreachable): the next probe tries again
    });
    const probe = () => {
      if (Date.now() > end) return finish(false);
      socket.send(bindingRequest(), port, '127.0.0.1');
    };
    timer = setInterval(probe, 200);
    probe();
  });
}

/**
 * Runs `binary` (coturn) with `args` and a config file holding `configText` (the secret), and
 * resolves once it answers STUN on `port`; rejects with coturn's own reason (its last `ERROR:`
 * line, else its last log lines) when it does not. Both relays, the LAN one and the internet one
 * (scripts/serve/public-turn.mjs), start through here.
 * @param {{ binary: string, args: string[], configText: string, port: number }} opts
 * @returns {Promise<{ close(): void }>}
 */
export async function launchCoturn({ binary, args, configText, port }) {
  // The secret goes in a file only this user can read, removed once coturn has read it: on the
  // command line any local user could read it with `ps`.
  const folder = mkdtempSync(join(tmpdir(), 'uno-coturn-'));
  const config = join(folder, 'turnserver.conf');
  writeFileSync(config, configText, { mode: 0o600 });
  const child = spawn(binary, ['-c', config, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const log = [];
  let error = '';
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      // coturn says why it stops in an `ERROR:` line, then prints its whole usage
      const why = /ERROR:\s*(?:main:\s*)?(.+)/.exec(line);
      if (why) error = why[1].trim();
      if (line.trim()) log.push(line.trim());
    }
    log.splice(0, Math.max(0, log.length - 4));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  child.on('exit', () => (exited = true));
  child.on('error', (err) => {
    exited = true;
    log.push(err.message);
  });
  const stop = () => {
    if (!exited) child.kill('SIGTERM');
  };
  // a Ctrl+C or a crash of Node must not leave a relay running behind it
  process.once('exit', stop);
  const ready = await waitForStun(port);
  // coturn has read its config (it answers): the secret leaves the disk
  rmSync(folder, { recursive: true, force: true });
  if (!ready || exited) {
    stop();
    throw new Error(`coturn did not start: ${error || log.join(' | ') || `no answer on port ${port}`}`);
  }
  return {
    close: () => {
      process.off('exit', stop);
      stop();
    },
  };
}

/**
 * Starts coturn on `port` (UDP and TCP) for the given LAN subnets.
 * @param {{ binary: string, port: number, subnets: { address: string, netmask: string }[] }} opts
 * @returns {Promise<{ port: number, secret: string, close(): void }>} rejects with the reason
 *   (coturn's last log lines) when it does not answer within a few seconds
 */
export async function startCoturn({ binary, port, subnets }) {
  const secret = randomBytes(24).toString('base64url');
  const allowed = [...subnets.map((s) => subnetRange(s.address, s.netmask)), '127.0.0.1'];
  const args = relayArgs({
    port,
    realm: TURN_REALM,
    // deny every peer, then allow this machine's subnets
    denied: ['0.0.0.0-255.255.255.255', '::-ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
    allowed,
    userQuota: USER_QUOTA,
    totalQuota: TOTAL_QUOTA,
    more: ['--no-tls', '--allow-loopback-peers'],
  });
  const { close } = await launchCoturn({ binary, args, configText: `static-auth-secret=${secret}\n`, port });
  return { port, secret, close };
}

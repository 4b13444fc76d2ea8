// The NAT lab's networks (docs/network.md "The NAT lab"): network namespaces joined by veth pairs,
// with Linux routers doing NAT. Every address lives inside namespaces made here (198.18.0.0/15,
// kept for benchmarks, as "the internet"; 10.x inside homes) and `remove()` deletes them all: no
// packet can leave this machine, since no namespace has a link to the machine's own network.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/** The address of the "public" namespace's server and relay, as the internet sees it. */
export const PUBLIC_IP = '198.18.0.1';

const ip = (...args) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });
const inNs = (ns, cmd, ...args) =>
  execFileSync('ip', ['netns', 'exec', ns, cmd, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });

/**
 * Why the lab cannot run here (a sentence), or null when it can: it needs root, `ip netns`,
 * iptables and coturn.
 */
export function labBlocker(env = process.env) {
  if (process.platform !== 'linux') return 'the NAT lab needs Linux network namespaces';
  if (typeof process.getuid === 'function' && process.getuid() !== 0)
    return 'the NAT lab needs root (network namespaces and iptables)';
  if (spawnSync('ip', ['netns', 'list'], { stdio: 'ignore' }).status !== 0)
    return 'the NAT lab needs `ip netns` (iproute2) and the right to use it';
  if (spawnSync('iptables', ['-V'], { stdio: 'ignore' }).status !== 0)
    return 'the NAT lab needs iptables (sudo apt-get install -y iptables)';
  const turn = env.TURNSERVER || '/usr/bin/turnserver';
  if (spawnSync(turn, ['--help'], { stdio: 'ignore', timeout: 5000 }).error)
    return 'the NAT lab needs coturn (sudo apt-get install -y coturn)';
  const chromium = env.CHROMIUM_REAL || '/usr/lib/chromium/chromium';
  if (spawnSync('test', ['-x', chromium]).status !== 0) return `the NAT lab needs Chromium at ${chromium}`;
  return null;
}

/** The labs built and not yet removed: a run stopped by a signal removes them on its way out. */
const live = new Set();
const onSignal = (signal) => {
  for (const lab of [...live]) lab.remove();
  process.exit(signal === 'SIGINT' ? 130 : 143);
};
function track(lab, on) {
  if (on) live.add(lab);
  else live.delete(lab);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.off(signal, onSignal);
    if (live.size) process.on(signal, onSignal);
  }
}

/**
 * How a home's router treats UDP:
 * - `cone`: endpoint-independent mapping (most home routers);
 * - `symmetric`: address-and-port-dependent (`MASQUERADE --random-fully`);
 * - `udp-blocked`: cone for TCP, and no UDP leaves.
 * @typedef {'cone' | 'symmetric' | 'udp-blocked'} NatKind
 */

/**
 * Builds the lab: a "public" namespace holding PUBLIC_IP, two homes (`a`, `b`) each behind a
 * router of the given kind, and an operator's private network (`op`, 10.99.0.0/24) wired to the
 * public namespace without NAT, which nothing but the relay's own process could reach.
 * @param {{ a: NatKind, b: NatKind }} kinds
 */
export function buildLab(kinds) {
  const tag = randomBytes(3).toString('hex');
  const ns = {
    pub: `unolab-${tag}-pub`,
    ra: `unolab-${tag}-ra`,
    rb: `unolab-${tag}-rb`,
    a: `unolab-${tag}-a`,
    b: `unolab-${tag}-b`,
    op: `unolab-${tag}-op`,
  };
  const made = [];
  const lab = {
    ns,
    /** The namespace a home's pages run in. */
    home: (side) => ns[side],
    remove() {
      for (const name of made.splice(0).reverse()) spawnSync('ip', ['netns', 'del', name], { stdio: 'ignore' });
      track(lab, false);
    },
  };
  track(lab, true);
  try {
    for (const name of Object.values(ns)) {
      ip('netns', 'add', name);
      made.push(name);
      // IPv4 only, so that nothing in a home changes once it is built: an IPv6 link-local address
      // ends its duplicate-address check 1 to 2 s after its link is up, and a Chromium already
      // loading the page takes that for a network change and drops its requests
      // (net::ERR_NETWORK_CHANGED): docs/network.md "A page that never loaded"
      inNs(name, 'sysctl', '-qw', 'net.ipv6.conf.all.disable_ipv6=1', 'net.ipv6.conf.default.disable_ipv6=1');
      ip('-n', name, 'link', 'set', 'lo', 'up');
    }
    ip('-n', ns.pub, 'addr', 'add', `${PUBLIC_IP}/32`, 'dev', 'lo');
    inNs(ns.pub, 'sysctl', '-qw', 'net.ipv4.ip_forward=1');
    const link = (n1, if1, addr1, n2, if2, addr2) => {
      ip('link', 'add', if1, 'netns', n1, 'type', 'veth', 'peer', 'name', if2, 'netns', n2);
      ip('-n', n1, 'addr', 'add', addr1, 'dev', if1);
      ip('-n', n2, 'addr', 'add', addr2, 'dev', if2);
      ip('-n', n1, 'link', 'set', if1, 'up');
      ip('-n', n2, 'link', 'set', if2, 'up');
    };
    const homes = { a: { router: ns.ra, net: 1 }, b: { router: ns.rb, net: 2 } };
    for (const [side, { router, net }] of Object.entries(homes)) {
      link(ns.pub, `to-${side}`, `198.18.${net}.1/24`, router, 'wan', `198.18.${net}.2/24`);
      link(router, 'lan', `10.${net}.0.1/24`, ns[side], 'eth0', `10.${net}.0.2/24`);
      ip('-n', router, 'route', 'add', 'default', 'via', `198.18.${net}.1`);
      ip('-n', ns[side], 'route', 'add', 'default', 'via', `10.${net}.0.1`);
      inNs(router, 'sysctl', '-qw', 'net.ipv4.ip_forward=1');
      const kind = kinds[side];
      inNs(
        router,
        'iptables',
        '-t',
        'nat',
        '-A',
        'POSTROUTING',
        '-o',
        'wan',
        '-j',
        'MASQUERADE',
        ...(kind === 'symmetric' ? ['--random-fully'] : []),
      );
      // field-notes "The internet, simulated": an unsolicited UDP check that reaches the router
      // before its own peer has sent would take the mapped port in conntrack; dropped here, the
      // router maps as a clean endpoint-independent NAT
      inNs(router, 'iptables', '-A', 'INPUT', '-i', 'wan', '-p', 'udp', '-j', 'DROP');
      if (kind === 'udp-blocked') inNs(router, 'iptables', '-A', 'FORWARD', '-p', 'udp', '-j', 'DROP');
    }
    link(ns.pub, 'to-op', '10.99.0.1/24', ns.op, 'eth0', '10.99.0.2/24');
    ip('-n', ns.op, 'route', 'add', 'default', 'via', '10.99.0.1');
    // the operator's network is private: the internet (the homes) cannot route into it
    inNs(ns.pub, 'iptables', '-A', 'FORWARD', '-d', '10.99.0.0/24', '-j', 'DROP');
    inNs(ns.pub, 'iptables', '-A', 'FORWARD', '-s', '10.99.0.0/24', '-j', 'DROP');
  } catch (err) {
    lab.remove();
    throw new Error(`the NAT lab could not be built: ${String(err.stderr ?? err.message).trim()}`, { cause: err });
  }
  return lab;
}

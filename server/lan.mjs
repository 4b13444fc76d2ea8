// This machine's addresses on its LANs: what the banner prints (the QR code takes the first), where
// the pages are told to find STUN and TURN, and the subnets the relay may relay to.
import os from 'node:os';

// Interfaces of containers, virtual machines and VPNs: their addresses are no phone's way in.
const VIRTUAL = /^(docker|br-|veth|virbr|vmnet|vboxnet|cni|flannel|lxc|lxd|podman|tun|tap|wg|tailscale|zt|utun)/i;

/**
 * Every IPv4 interface another device could reach, the likeliest for a phone first: physical ones
 * (Wi-Fi, Ethernet) in the system's order, then virtual ones, then link-local (169.254.x.x).
 * @param {ReturnType<typeof os.networkInterfaces>} [interfaces]
 * @returns {{ name: string, address: string, netmask: string }[]}
 */
export function lanInterfaces(interfaces = os.networkInterfaces()) {
  const found = [];
  for (const [name, list] of Object.entries(interfaces)) {
    for (const a of list ?? []) {
      if (a.family === 'IPv4' && !a.internal) found.push({ name, address: a.address, netmask: a.netmask });
    }
  }
  const rank = (i) => (i.address.startsWith('169.254.') ? 2 : VIRTUAL.test(i.name) ? 1 : 0);
  return found
    .map((i, at) => ({ i, at }))
    .sort((a, b) => rank(a.i) - rank(b.i) || a.at - b.at)
    .map(({ i }) => i);
}

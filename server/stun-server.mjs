// A STUN server (RFC 5389 Binding only) on UDP and TCP, for a LAN with no internet: a browser that
// asks it learns its own LAN address (a `typ srflx` candidate), which a phone can reach where it
// cannot resolve the `.local` names Chrome hands out. It answers Binding requests and nothing else,
// keeps no state per client, and lets no stranger hold memory: TCP connections are few, short and
// read at most one small frame at a time.
import dgram from 'node:dgram';
import net from 'node:net';
import { randomBytes } from 'node:crypto';

const MAGIC_COOKIE = 0x2112a442;
const BINDING_REQUEST = 0x0001;
const BINDING_SUCCESS = 0x0101;
const XOR_MAPPED_ADDRESS = 0x0020;
const SOFTWARE = 0x8022;
const HEADER = 20;
/** Larger than any Binding request a browser sends; a longer frame is not ours. */
const MAX_MESSAGE = 548;
const MAX_TCP_CLIENTS = 64;
const TCP_IDLE_MS = 10_000;

/**
 * The Binding success response to `request` for a client seen at `address`:`port`, or null when
 * `request` is not a STUN Binding request.
 * @param {Buffer} request
 * @param {string} address
 * @param {number} port
 */
export function bindingResponse(request, address, port) {
  if (request.length < HEADER || request.length > MAX_MESSAGE) return null;
  if ((request[0] ?? 0xff) & 0xc0) return null; // the two first bits of a STUN message are zero
  if (request.readUInt16BE(0) !== BINDING_REQUEST) return null;
  if (request.readUInt32BE(4) !== MAGIC_COOKIE) return null;
  if (request.readUInt16BE(2) !== request.length - HEADER) return null;
  const family = net.isIPv4(address) ? 1 : net.isIPv6(address) ? 2 : 0;
  if (family === 0) return null;
  const transactionId = request.subarray(8, HEADER);
  const addr = family === 1 ? ipv4Bytes(address) : ipv6Bytes(address);
  // X-Address = address XOR (magic cookie, then the transaction id for IPv6)
  const mask = Buffer.concat([Buffer.from([0x21, 0x12, 0xa4, 0x42]), transactionId]);
  const xored = Buffer.from(addr.map((b, i) => b ^ (mask[i] ?? 0)));
  const xorAttr = Buffer.alloc(4 + 4 + xored.length);
  xorAttr.writeUInt16BE(XOR_MAPPED_ADDRESS, 0);
  xorAttr.writeUInt16BE(4 + xored.length, 2);
  xorAttr.writeUInt8(0, 4);
  xorAttr.writeUInt8(family, 5);
  xorAttr.writeUInt16BE(port ^ (MAGIC_COOKIE >>> 16), 6);
  xored.copy(xorAttr, 8);
  const name = Buffer.from('uno-lan');
  const soft = Buffer.alloc(4 + 8);
  soft.writeUInt16BE(SOFTWARE, 0);
  soft.writeUInt16BE(name.length, 2);
  name.copy(soft, 4);
  const body = Buffer.concat([xorAttr, soft]);
  const header = Buffer.alloc(HEADER);
  header.writeUInt16BE(BINDING_SUCCESS, 0);
  header.writeUInt16BE(body.length, 2);
  header.writeUInt32BE(MAGIC_COOKIE, 4);
  transactionId.copy(header, 8);
  return Buffer.concat([header, body]);
}

/**
 * Reads the XOR-MAPPED-ADDRESS of a Binding success response (what a client does).
 * @param {Buffer} response
 * @returns {{ address: string, port: number } | null}
 */
export function readXorMappedAddress(response) {
  if (response.length < HEADER || response.readUInt16BE(0) !== BINDING_SUCCESS) return null;
  const end = Math.min(response.length, HEADER + response.readUInt16BE(2));
  for (let at = HEADER; at + 4 <= end;) {
    const type = response.readUInt16BE(at);
    const length = response.readUInt16BE(at + 2);
    if (type === XOR_MAPPED_ADDRESS && at + 4 + length <= end) {
      const family = response.readUInt8(at + 5);
      const port = response.readUInt16BE(at + 6) ^ (MAGIC_COOKIE >>> 16);
      const mask = Buffer.concat([response.subarray(4, 8), response.subarray(8, HEADER)]);
      const size = family === 1 ? 4 : 16;
      const bytes = [...response.subarray(at + 8, at + 8 + size)].map((b, i) => b ^ (mask[i] ?? 0));
      const address =
        family === 1
          ? bytes.join('.')
          : Array.from({ length: 8 }, (_, i) =>
              (((bytes[2 * i] ?? 0) << 8) | (bytes[2 * i + 1] ?? 0)).toString(16),
            ).join(':');
      return { address, port };
    }
    at += 4 + Math.ceil(length / 4) * 4;
  }
  return null;
}

/** A Binding request with a random transaction id (for probes and tests). */
export function bindingRequest() {
  const header = Buffer.alloc(HEADER);
  header.writeUInt16BE(BINDING_REQUEST, 0);
  header.writeUInt16BE(0, 2);
  header.writeUInt32BE(MAGIC_COOKIE, 4);
  randomBytes(12).copy(header, 8);
  return header;
}

function ipv4Bytes(address) {
  return Buffer.from(address.split('.').map(Number));
}

function ipv6Bytes(address) {
  const [head = '', tail = ''] = address.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h;
  const out = Buffer.alloc(16);
  groups.forEach((g, i) => out.writeUInt16BE(parseInt(g, 16) || 0, i * 2));
  return out;
}

/** An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, a dual-stack socket's view) as plain IPv4. */
function plain(address) {
  return address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
}

function bindUdp(port, host) {
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket('udp4');
    socket.once('error', reject);
    socket.bind(port, host, () => {
      socket.off('error', reject);
      resolve(socket);
    });
  });
}

function listenTcp(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
}

/**
 * Serves STUN Binding on UDP and TCP, both on `port` (0 = any free port, then TCP takes the same).
 * @param {{ port?: number, host?: string }} [opts]
 * @returns {Promise<{ port: number, close(): Promise<void> }>}
 */
export async function startStunServer({ port = 3478, host = '0.0.0.0' } = {}) {
  const udp = await bindUdp(port, host);
  const bound = udp.address().port;
  udp.on('message', (msg, rinfo) => {
    const reply = bindingResponse(msg, plain(rinfo.address), rinfo.port);
    if (reply) udp.send(reply, rinfo.port, rinfo.address);
  });
  udp.on('error', () => {
    // an unreachable client's ICMP error must not stop the server
  });

  const tcp = net.createServer({ pauseOnConnect: false });
  tcp.maxConnections = MAX_TCP_CLIENTS;
  tcp.on('connection', (socket) => {
    socket.setTimeout(TCP_IDLE_MS, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      // RFC 5389 over TCP: messages follow each other; the header gives each one's length
      while (pending.length >= HEADER) {
        const size = HEADER + pending.readUInt16BE(2);
        if (size > MAX_MESSAGE) return socket.destroy();
        if (pending.length < size) return;
        const reply = bindingResponse(
          pending.subarray(0, size),
          plain(socket.remoteAddress ?? ''),
          socket.remotePort ?? 0,
        );
        pending = pending.subarray(size);
        if (!reply) return socket.destroy();
        socket.write(reply);
      }
    });
  });
  try {
    await listenTcp(tcp, bound, host);
  } catch (err) {
    udp.close();
    throw err;
  }
  return {
    port: bound,
    close: () =>
      new Promise((resolve) => {
        udp.close();
        tcp.close(() => resolve());
      }),
  };
}

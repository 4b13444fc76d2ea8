/**
 * Just enough of a TURN client (RFC 5766 over UDP, long-term credentials) to ask the relay of
 * `npm start` what a stranger or a phone would: an allocation, with or without valid credentials,
 * and permissions towards peers. Each client is one UDP socket, so one 5-tuple, so at most one
 * allocation.
 */
import dgram from 'node:dgram';
import { createHash, createHmac, randomBytes } from 'node:crypto';

const MAGIC_COOKIE = 0x2112a442;
const ALLOCATE = 0x0003;
const CREATE_PERMISSION = 0x0008;
const USERNAME = 0x0006;
const MESSAGE_INTEGRITY = 0x0008;
const ERROR_CODE = 0x0009;
const XOR_PEER_ADDRESS = 0x0012;
const REALM = 0x0014;
const NONCE = 0x0015;
const XOR_RELAYED_ADDRESS = 0x0016;
const REQUESTED_TRANSPORT = 0x0019;
const PROTOCOL = { udp: 17, tcp: 6 };

type Attribute = [type: number, value: Buffer];

interface Answer {
  /** true for a success response, false for an error response */
  ok: boolean;
  /** the error code (401, 403, 486…) of an error response */
  code: number;
  attributes: Map<number, Buffer>;
}

/** The outcome of a request: `ok`, or the error code the relay answered with. */
export type Outcome = 'ok' | number;

function pad(b: Buffer): Buffer {
  return b.length % 4 === 0 ? b : Buffer.concat([b, Buffer.alloc(4 - (b.length % 4))]);
}

function attribute([type, value]: Attribute): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(type, 0);
  head.writeUInt16BE(value.length, 2);
  return Buffer.concat([head, pad(value)]);
}

/** A request with its attributes, signed with MESSAGE-INTEGRITY under `key` when given. */
function encode(method: number, id: Buffer, attributes: Attribute[], key?: Buffer): Buffer {
  const body = Buffer.concat(attributes.map(attribute));
  const header = Buffer.alloc(20);
  header.writeUInt16BE(method, 0);
  header.writeUInt32BE(MAGIC_COOKIE, 4);
  id.copy(header, 8);
  if (!key) {
    header.writeUInt16BE(body.length, 2);
    return Buffer.concat([header, body]);
  }
  // RFC 5389 15.4: the HMAC covers the message with its length already counting the integrity
  header.writeUInt16BE(body.length + 24, 2);
  const mac = createHmac('sha1', key)
    .update(Buffer.concat([header, body]))
    .digest();
  return Buffer.concat([header, body, attribute([MESSAGE_INTEGRITY, mac])]);
}

function decode(message: Buffer): Answer | null {
  if (message.length < 20 || message.readUInt32BE(4) !== MAGIC_COOKIE) return null;
  const type = message.readUInt16BE(0);
  const attributes = new Map<number, Buffer>();
  const end = Math.min(message.length, 20 + message.readUInt16BE(2));
  for (let at = 20; at + 4 <= end;) {
    const length = message.readUInt16BE(at + 2);
    attributes.set(message.readUInt16BE(at), message.subarray(at + 4, at + 4 + length));
    at += 4 + Math.ceil(length / 4) * 4;
  }
  const error = attributes.get(ERROR_CODE);
  const code = error && error.length >= 4 ? (error[2]! & 7) * 100 + error[3]! : 0;
  return { ok: (type & 0x0110) === 0x0100, code, attributes };
}

function xorAddress(address: string, port: number): Buffer {
  const out = Buffer.alloc(8);
  out.writeUInt8(1, 1); // IPv4
  out.writeUInt16BE(port ^ (MAGIC_COOKIE >>> 16), 2);
  address
    .split('.')
    .forEach((part, i) => out.writeUInt8(Number(part) ^ ((MAGIC_COOKIE >>> (24 - 8 * i)) & 255), 4 + i));
  return out;
}

function readXorAddress(value: Buffer): { address: string; port: number } {
  const port = value.readUInt16BE(2) ^ (MAGIC_COOKIE >>> 16);
  const address = [0, 1, 2, 3].map((i) => value[4 + i]! ^ ((MAGIC_COOKIE >>> (24 - 8 * i)) & 255)).join('.');
  return { address, port };
}

export class TurnClient {
  private readonly socket = dgram.createSocket('udp4');
  private auth: { username: string; realm: Buffer; nonce: Buffer; key: Buffer } | null = null;
  /** Where the relay relays from, once allocated. */
  relayed: { address: string; port: number } | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  private ask(method: number, attributes: Attribute[], key?: Buffer): Promise<Answer> {
    const id = randomBytes(12);
    const request = encode(method, id, attributes, key);
    return new Promise((resolve, reject) => {
      let tries = 0;
      const onMessage = (message: Buffer) => {
        if (!message.subarray(8, 20).equals(id)) return;
        const answer = decode(message);
        if (!answer) return;
        clearInterval(timer);
        this.socket.off('message', onMessage);
        resolve(answer);
      };
      const send = () => {
        if (tries++ === 5) {
          clearInterval(timer);
          this.socket.off('message', onMessage);
          reject(new Error(`no answer from the relay at ${this.host}:${this.port}`));
          return;
        }
        this.socket.send(request, this.port, this.host);
      };
      this.socket.on('message', onMessage);
      const timer = setInterval(send, 500);
      send();
    });
  }

  private signed(attributes: Attribute[]): Attribute[] {
    const a = this.auth!;
    return [[USERNAME, Buffer.from(a.username)], [REALM, a.realm], [NONCE, a.nonce], ...attributes];
  }

  /** Asks for a relay (UDP unless told); without `credentials`, only the first, unauthenticated
   * request goes. */
  async allocate(
    credentials?: { username: string; credential: string },
    relay: 'udp' | 'tcp' = 'udp',
  ): Promise<Outcome> {
    const transport: Attribute = [REQUESTED_TRANSPORT, Buffer.from([PROTOCOL[relay], 0, 0, 0])];
    const first = await this.ask(ALLOCATE, [transport]);
    if (first.ok || first.code !== 401 || !credentials) return first.ok ? 'ok' : first.code;
    const realm = first.attributes.get(REALM) ?? Buffer.alloc(0);
    const nonce = first.attributes.get(NONCE) ?? Buffer.alloc(0);
    const key = createHash('md5')
      .update(`${credentials.username}:${realm.toString()}:${credentials.credential}`)
      .digest();
    this.auth = { username: credentials.username, realm, nonce, key };
    const answer = await this.ask(ALLOCATE, this.signed([transport]), key);
    const relayed = answer.attributes.get(XOR_RELAYED_ADDRESS);
    if (answer.ok && relayed) this.relayed = readXorAddress(relayed);
    return answer.ok ? 'ok' : answer.code;
  }

  /** Asks the relay to let `address` send to this client's allocation (and be sent to). */
  async permit(address: string): Promise<Outcome> {
    if (!this.auth) throw new Error('allocate first');
    const answer = await this.ask(
      CREATE_PERMISSION,
      this.signed([[XOR_PEER_ADDRESS, xorAddress(address, 9)]]),
      this.auth.key,
    );
    return answer.ok ? 'ok' : answer.code;
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * The STUN server `npm start` runs when coturn is not installed: a Binding request over UDP and over
 * TCP is answered with the sender's own address in XOR-MAPPED-ADDRESS; anything else gets no answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dgram from 'node:dgram';
import net from 'node:net';
import { bindingRequest, bindingResponse, readXorMappedAddress, startStunServer } from '../../server/stun-server.mjs';

let server: { port: number; close(): Promise<void> };

beforeAll(async () => {
  server = await startStunServer({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
});

function askUdp(message: Buffer, port: number): Promise<{ reply: Buffer; localPort: number } | null> {
  return new Promise((resolve) => {
    const socket = dgram.createSocket('udp4');
    const timer = setTimeout(() => {
      socket.close();
      resolve(null);
    }, 3000);
    socket.on('message', (reply) => {
      clearTimeout(timer);
      const localPort = socket.address().port;
      socket.close();
      resolve({ reply, localPort });
    });
    socket.send(message, port, '127.0.0.1');
  });
}

describe('STUN Binding (RFC 5389)', () => {
  it('answers a UDP Binding request with the sender address in XOR-MAPPED-ADDRESS', async () => {
    const request = bindingRequest();
    const got = await askUdp(request, server.port);
    expect(got).not.toBeNull();
    expect(got!.reply.subarray(8, 20).equals(request.subarray(8, 20))).toBe(true); // same transaction
    expect(readXorMappedAddress(got!.reply)).toEqual({ address: '127.0.0.1', port: got!.localPort });
  });

  it('answers over TCP on the same port', async () => {
    const socket = net.connect(server.port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    const reply = await new Promise<Buffer>((resolve) => {
      socket.once('data', resolve);
      socket.write(bindingRequest());
    });
    expect(readXorMappedAddress(reply)).toEqual({ address: '127.0.0.1', port: socket.localPort });
    socket.destroy();
  });

  it('stays silent on what is not a Binding request', async () => {
    expect(await askUdp(Buffer.from('hello, is this STUN?'), server.port)).toBeNull();
    const notBinding = bindingRequest();
    notBinding.writeUInt16BE(0x0003, 0); // an Allocate: TURN, which this server does not do
    expect(bindingResponse(notBinding, '1.2.3.4', 5)).toBeNull();
    const wrongLength = Buffer.concat([bindingRequest(), Buffer.alloc(4)]);
    expect(bindingResponse(wrongLength, '1.2.3.4', 5)).toBeNull();
  });

  it('encodes IPv6 senders too', () => {
    const reply = bindingResponse(bindingRequest(), '2001:db8::1', 4321)!;
    expect(readXorMappedAddress(reply)).toEqual({ address: '2001:db8:0:0:0:0:0:1', port: 4321 });
  });
});

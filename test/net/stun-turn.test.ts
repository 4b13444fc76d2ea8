/**
 * The LAN's STUN/TURN service of `npm start`: whichever runs (coturn when installed, else Node's
 * STUN), a Binding request to the served port reads back the sender's address; the pages are handed
 * stun: (and, with coturn, turn: with fresh time-limited credentials) URLs at every LAN address; a
 * busy port moves to the next free one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dgram from 'node:dgram';
import { createHmac } from 'node:crypto';
import { bindingRequest, readXorMappedAddress } from '../../server/stun-server.mjs';
import { freeIcePort, icePortFromEnv, startIceService } from '../../server/ice-service.mjs';

type Service = Awaited<ReturnType<typeof startIceService>>;
let service: Service;
const addresses = ['192.0.2.50', '10.1.2.3'];

beforeAll(async () => {
  const start = 20000 + Math.floor(Math.random() * 20000);
  service = await startIceService({
    port: start,
    addresses,
    subnets: [{ address: '192.0.2.50', netmask: '255.255.255.0' }],
    now: () => 1_000_000,
  });
}, 30_000);
afterAll(async () => {
  await service?.close();
});

describe('STUN/TURN served by npm start', () => {
  it('answers a Binding request on the served port with XOR-MAPPED-ADDRESS', async () => {
    const socket = dgram.createSocket('udp4');
    const reply = await new Promise<Buffer | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), 5000);
      socket.on('message', (m) => {
        clearTimeout(timer);
        resolve(m);
      });
      socket.send(bindingRequest(), service.port, '127.0.0.1');
    });
    const localPort = socket.address().port;
    socket.close();
    expect(readXorMappedAddress(reply!)).toEqual({ address: '127.0.0.1', port: localPort });
  });

  it('hands the pages STUN (and with coturn TURN) URLs at every LAN address', () => {
    const list = service.iceServers();
    expect(list[0]!.urls).toEqual(addresses.map((a) => `stun:${a}:${service.port}`));
    if (service.kind === 'coturn') {
      const turn = list[1]!;
      expect(turn.urls).toContain(`turn:192.0.2.50:${service.port}?transport=udp`);
      expect(turn.urls).toContain(`turn:10.1.2.3:${service.port}?transport=tcp`);
      // TURN REST: the username is the expiry (12 h after now), the password its HMAC
      expect(turn.username).toBe(`${1_000_000 + 12 * 3600}:uno`);
      expect(turn.credential).toMatch(/^[A-Za-z0-9+/]{27}=$/);
      expect(turn.credential).not.toBe(createHmac('sha1', '').update(turn.username!).digest('base64'));
    } else {
      expect(list).toHaveLength(1);
    }
  });

  it('takes the next free port when the asked one is busy, and reads ICE_PORT strictly', async () => {
    expect(await freeIcePort(service.port)).toBeGreaterThan(service.port);
    expect(icePortFromEnv({})).toBe(3478);
    expect(icePortFromEnv({ ICE_PORT: '4000' })).toBe(4000);
    expect(() => icePortFromEnv({ ICE_PORT: 'abc' })).toThrow(/ICE_PORT must be a port number/);
  });
});

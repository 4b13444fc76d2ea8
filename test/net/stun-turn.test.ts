/**
 * The LAN's STUN/TURN service of `npm start`: whichever runs (coturn when installed, else Node's
 * STUN), a Binding request to the served port reads back the sender's address; the pages are handed
 * stun: (and, with coturn, turn: with fresh time-limited credentials) URLs at every LAN address; a
 * busy port moves to the next free one. With coturn, the relay is no open relay: no allocation
 * without the served credentials while they last, no peer outside the LAN subnets and loopback,
 * and a cap on what one credential holds.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import dgram from 'node:dgram';
import { createHmac } from 'node:crypto';
import { bindingRequest, readXorMappedAddress } from '../../server/stun-server.mjs';
import { freeIcePort, icePortFromEnv, startIceService } from '../../server/ice-service.mjs';
import { CREDENTIAL_TTL_S, USER_QUOTA, findTurnserver } from '../../server/coturn.mjs';
import { TurnClient, type Outcome } from './turn-client.js';

type Service = Awaited<ReturnType<typeof startIceService>>;
let service: Service;
const addresses = ['192.0.2.50', '10.1.2.3'];
/** The service's clock, in seconds: fixed for the URLs' test, the real one against the relay. */
let clock = 1_000_000;

beforeAll(async () => {
  const start = 20000 + Math.floor(Math.random() * 20000);
  service = await startIceService({
    port: start,
    addresses,
    subnets: [{ address: '192.0.2.50', netmask: '255.255.255.0' }],
    now: () => clock,
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
      // TURN REST: the username is the expiry (12 h after now) and a name of its own (coturn's
      // quota is per name), the password their HMAC
      expect(turn.username).toMatch(new RegExp(`^${1_000_000 + 12 * 3600}:[A-Za-z0-9_-]{12}$`));
      expect(service.iceServers()[1]!.username).not.toBe(turn.username);
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

describe.runIf(findTurnserver() !== null)('the TURN relay (coturn) is no open relay', () => {
  const clients: TurnClient[] = [];
  const client = () => {
    const c = new TurnClient('127.0.0.1', service.port);
    clients.push(c);
    return c;
  };
  afterEach(() => {
    for (const c of clients.splice(0)) c.close();
  });
  /** The TURN credentials a page fetching /peerjs-config.json at `atS` would get. */
  const served = (atS = Date.now() / 1000) => {
    clock = atS;
    const turn = service.iceServers()[1]!;
    return { username: turn.username!, credential: turn.credential as string };
  };

  it('relays for a page holding the served credentials', async () => {
    expect(service.kind).toBe('coturn');
    const c = client();
    expect(await c.allocate(served())).toBe('ok');
    expect(c.relayed?.port).toBeGreaterThan(0);
  });

  it('refuses no credentials, forged ones, and served ones past their time (401)', async () => {
    expect(await client().allocate()).toBe(401);
    const good = served();
    expect(await client().allocate({ ...good, credential: 'not the HMAC' })).toBe(401);
    const guessed = createHmac('sha1', 'a guessed secret').update(good.username).digest('base64');
    expect(await client().allocate({ username: good.username, credential: guessed })).toBe(401);
    const stale = served(Date.now() / 1000 - CREDENTIAL_TTL_S - 60);
    expect(await client().allocate(stale)).toBe(401);
  });

  it("relays only to this machine's LAN subnets and loopback (403 elsewhere)", async () => {
    const c = client();
    expect(await c.allocate(served())).toBe('ok');
    expect(await c.permit('192.0.2.77')).toBe('ok'); // the subnet 192.0.2.50/24 given above
    expect(await c.permit('127.0.0.1')).toBe('ok');
    expect(await c.permit('8.8.8.8')).toBe(403);
    expect(await c.permit('192.168.1.1')).toBe(403);
    expect(await c.permit('10.1.2.3')).toBe(403); // an address to reach us by, not a subnet of ours
    // and no TCP relay (RFC 6062), which browsers never ask for: 442, unsupported transport
    expect(await client().allocate(served(), 'tcp')).toBe(442);
  });

  it('caps the allocations one credential holds (486 beyond), not those of the others', async () => {
    const creds = served();
    // On a loaded machine coturn once answered one of the first 80 with an error other than the
    // quota's (the CI run on d9736b7); a browser's ICE agent asks again, and so does this page. The
    // quota answers 486, which is never asked again.
    const allocate = async (credentials: { username: string; credential: string }): Promise<Outcome> => {
      let outcome: Outcome = 'ok';
      for (let attempt = 0; attempt < 3; attempt++) {
        outcome = await client().allocate(credentials);
        if (outcome === 'ok' || outcome === 486) return outcome;
      }
      return outcome;
    };
    const outcomes: Outcome[] = [];
    for (let i = 0; i <= USER_QUOTA; i++) outcomes.push(await allocate(creds));
    const refused = outcomes.slice(0, USER_QUOTA).flatMap((o, i) => (o === 'ok' ? [] : [`#${i}: ${o}`]));
    expect(refused).toEqual([]);
    expect(outcomes[USER_QUOTA]).toBe(486);
    // the cap is this page's: another page's credential still gets its relay
    expect(await allocate(served())).toBe('ok');
  });
});

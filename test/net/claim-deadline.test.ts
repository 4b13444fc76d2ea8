import { describe, expect, it } from 'vitest';
import { createGameClient } from '../../src/net/guest/client.js';
import { createManualClock } from '../../src/net/wire/clock.js';
import { createMemoryPair, type Connection } from '../../src/net/wire/transport.js';
import { settle } from './harness.js';

const PING = JSON.stringify({ v: 1, t: 'ping' });
const PONG = JSON.stringify({ v: 1, t: 'pong' });
const said = (texts: string[], t: string) => texts.some((x) => x.includes(`"t":"${t}"`));

describe("a new host's claim", () => {
  it('a connection whose claim never comes is left after a few seconds and the next one says hello', async () => {
    const clock = createManualClock();
    // a new host's door, as the guest reaches it after a migration: it answers pings, and shows
    // its claim only when `claim` says so
    const doors: { end: Connection; heard: string[] }[] = [];
    const handle = createGameClient({ name: 'Cy', isHost: false, clock, connect: () => new Promise(() => undefined) });
    const judged: string[] = [];
    handle.steer(
      {
        isHost: false,
        reconnect: true,
        connect: async () => {
          const [guest, host] = createMemoryPair();
          const door = { end: host, heard: [] as string[] };
          host.onMessage((t) => {
            door.heard.push(t);
            if (t === PING) host.send(PONG);
          });
          doors.push(door);
          return guest;
        },
        admit: () => ({
          challenge: JSON.stringify({ v: 1, t: 'mig-challenge', nonce: 'ab'.repeat(32) }),
          judge: async (text) => {
            judged.push(text);
            return { ok: true, then: [] };
          },
        }),
      },
      true,
    );
    await settle();
    expect(doors).toHaveLength(1);
    // its claim lost on the way: the guest hears pongs, nothing else
    for (let i = 0; i < 38; i++) {
      clock.advance(100);
      await settle();
    }
    expect(doors).toHaveLength(1);
    expect(doors[0]!.end.open).toBe(true);
    for (let i = 0; i < 6; i++) {
      clock.advance(100);
      await settle();
    }
    expect(doors[0]!.end.open, 'left past the claim deadline').toBe(false);
    clock.advance(300);
    await settle();
    expect(doors).toHaveLength(2);
    doors[1]!.end.send(JSON.stringify({ v: 1, t: 'mig-claim' }));
    await settle();
    expect(judged).toHaveLength(1);
    expect(said(doors[1]!.heard, 'hello')).toBe(true);
    expect(said(doors[0]!.heard, 'hello')).toBe(false);
    // once its hello is out, no deadline stands over the connection
    for (let i = 0; i < 100; i++) {
      clock.advance(100);
      await settle();
    }
    expect(doors[1]!.end.open).toBe(true);
    expect(doors).toHaveLength(2);
    handle.client.leave();
  });
});

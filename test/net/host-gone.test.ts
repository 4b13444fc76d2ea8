import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.js';
import { DEFAULT_HOST_WAIT_MS, hostName, hostWaitEnds } from '../../src/net/terms/host-wait.js';
import type { Connection } from '../../src/net/wire/transport.js';
import { createHarness, playToEnd, restoreHost, settle, type Harness } from './harness.js';

/** The host's ends of the guests' connections, which the test can silence (a tab that died
 * without closing anything: field-notes, `close` often never fires). */
function silenceable(h: Harness): { mute(): void } {
  let muted = false;
  h.net.listen('ACDEFG', (c) =>
    h.host.attach({
      get open() {
        return c.open;
      },
      send: (text) => {
        if (!muted) c.send(text);
      },
      onMessage: (l) => c.onMessage((text) => !muted && l(text)),
      onClose: (l) => c.onClose(l),
      close: () => c.close(),
    } satisfies Connection),
  );
  return { mute: () => (muted = true) };
}

async function startedTable(seed: string) {
  const h = await createHarness({ settings: { edition: 'classic' }, seed });
  const wire = silenceable(h);
  for (const name of ['Ana', 'Bo', 'Cy']) await h.addGuest(name);
  expect(h.host.start()).toEqual({ ok: true });
  await settle();
  return { h, wire };
}

const playersOf = (h: Harness) =>
  [h.hostClient, ...h.guests.map((g) => g.client)].map((client, i) => ({ client, bot: createBot('normal', `p${i}`) }));

describe('a guest whose host is gone', () => {
  it('learns it within the heartbeat window, with the time it last heard the host', async () => {
    const { h, wire } = await startedTable('host-gone-silent');
    h.clock.advance(700);
    await settle();
    const lastWord = h.clock.now();
    // the host's tab dies: nothing more comes from it, and nothing reaches it
    wire.mute();
    for (const g of h.guests) h.blocked.add(g.label);
    for (let i = 0; i < 6; i++) {
      h.clock.advance(1000);
      await settle();
    }
    for (const g of h.guests) {
      const s = g.client.state;
      expect(s.status).toBe('reconnecting');
      expect(s.hostLostAt).toBeGreaterThanOrEqual(lastWord - 1000);
      expect(s.hostLostAt).toBeLessThanOrEqual(lastWord);
      expect(hostWaitEnds(s)).toBe(s.hostLostAt! + DEFAULT_HOST_WAIT_MS);
      expect(hostName(s)).toBe('Host');
      // the table it still shows takes no action
      expect(await g.client.act({ type: 'draw' })).toEqual({ ok: false, error: 'disconnected' });
    }
    // failed retries keep the date of the loss
    const at = h.guests[0]!.client.state.hostLostAt;
    h.clock.advance(6000);
    await settle();
    expect(h.guests[0]!.client.state.hostLostAt).toBe(at);
  });

  it('sees a host that closed its channel at once', async () => {
    const { h } = await startedTable('host-gone-closed');
    for (const g of h.guests) h.blocked.add(g.label);
    h.host.suspend();
    await settle();
    for (const g of h.guests) {
      expect(g.client.state.status).toBe('reconnecting');
      expect(g.client.state.hostLostAt).toBe(h.clock.now());
    }
  });

  it('plays on with a host that reopens its page within the wait', async () => {
    const { h, wire } = await startedTable('host-gone-back');
    const players = playersOf(h);
    for (let i = 0; i < 4; i++) {
      for (const p of players) {
        const d = p.client.state.view && p.bot.decide(p.client.state.view);
        if (d) void p.client.act(d.action);
        await settle();
      }
      h.clock.advance(300);
    }
    await settle();
    wire.mute();
    for (const g of h.guests) h.blocked.add(g.label);
    h.host.suspend();
    await settle();
    for (let t = 0; t < 8_000; t += 500) {
      h.clock.advance(500);
      await settle();
    }
    expect(h.guests.every((g) => g.client.state.status === 'reconnecting')).toBe(true);
    // the page comes back from its save, under the same code, 8 s into a 15 s wait
    const resumed = restoreHost(h);
    for (const g of h.guests) h.blocked.delete(g.label);
    let waited = 0;
    for (; waited < 6000 && h.guests.some((g) => g.client.state.status !== 'playing'); waited += 100) {
      h.clock.advance(100);
      await settle();
    }
    // on the table's clock: the guests' back-off (guest/retry-pace.ts) paces their return
    console.log(`host back 8 s into its wait: every guest playing ${waited} ms after`);
    for (const [i, g] of h.guests.entries()) {
      expect(g.client.state.status).toBe('playing');
      expect(g.client.state.hostLostAt).toBeNull();
      expect(g.client.state.view).toEqual(JSON.parse(JSON.stringify(resumed.currentTable!.view(i + 1))));
    }
    await playToEnd(h, playersOf(h));
    expect(resumed.currentTable!.view(0).phase).toBe('gameOver');
  });
});

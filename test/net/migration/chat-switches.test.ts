/**
 * The host's chat switches across a takeover (issue 30; docs/migration.md "Chat switches"): a table
 * whose host turned chat off and muted a seat for everyone keeps both when a guest takes it over,
 * and the new host keeps them in its own save. The successor carries only what its old host told it,
 * and never a mute on the new host's own seat.
 */
import { describe, expect, it } from 'vitest';
import type { GameClient } from '../../../src/net/guest/state.js';
import { settle } from '../harness.js';
import { advanceUntil, kitsReady, movingTable, playUntil, type MovingTable } from './moving-table.js';

/** Every guest sees a live table again. */
const allBack = (t: MovingTable) =>
  t.pages.every((p) => p.self.client.state.status === 'playing' && p.self.client.state.hostLostAt == null);

async function say(c: GameClient, text: string): Promise<void> {
  c.chat.say(text);
  await settle();
}
const heard = (c: GameClient) => c.chat.state.lines.map((l) => `${l.from.name}: ${l.text}`);

/** Host, Ana (seat 1), Bo (2), Cy (3) and a bot; the host's screen sets `switches` before play. */
async function movedWith(seed: string, switches: { off: boolean; mute: number[] }): Promise<MovingTable> {
  const t = await movingTable({ edition: 'classic', seed });
  const own = t.hostPage().self.client.chat;
  if (switches.off) own.configure({ off: true });
  for (const seat of switches.mute) own.configure({ mute: { seat, muted: true } });
  await settle();
  expect(t.host().start()).toEqual({ ok: true });
  await kitsReady(t);
  let n = 0;
  await playUntil(t, seed, () => ++n > 20 && t.host().currentTable!.phase === 'play');
  await settle();
  t.vanish('host', 'closed');
  expect(await advanceUntil(t, () => allBack(t), 30_000), 'every guest sees a live table').toBe(true);
  expect(t.hostPage().label).toBe('g1');
  return t;
}

describe('the chat switches move with the table', () => {
  it('chat off and a seat muted for everyone: still so at the new host, and in its save', async () => {
    const t = await movedWith('chat-moves', { off: true, mute: [2] });
    const [ana, bo, cy] = ['g1', 'g2', 'g3'].map((l) => t.client(l));
    for (const c of [ana!, bo!, cy!]) expect(c.chat.state).toMatchObject({ off: true, muted: [2] });
    expect(t.host().toSaved().chat).toEqual({ off: true, muted: [2] });

    await say(cy!, 'hello?');
    expect(cy!.chat.state.refused).toBe('chat-off');
    expect(heard(bo!)).toEqual([]);

    // the new host turns chat on again: Cy talks, Bo is still muted for everyone
    ana!.chat.configure({ off: false });
    await settle();
    await say(cy!, 'back on');
    await say(bo!, 'me too');
    expect(bo!.chat.state.refused).toBe('chat-muted');
    expect(heard(ana!)).toEqual(['Cy: back on']);
    expect(t.host().toSaved().chat).toEqual({ off: false, muted: [2] });
    // and the old host, back as a guest, is told the table's switches as they are now
    const old = await t.reopen('host');
    expect(await advanceUntil(t, () => old.self.client.state.status === 'playing', 5000)).toBe(true);
    expect(old.self.client.chat.state).toMatchObject({ off: false, muted: [2] });
  });

  it('a seat the old host muted that takes the table over hosts unmuted (a host is never muted)', async () => {
    const t = await movedWith('chat-muted-successor', { off: false, mute: [1, 3] });
    const ana = t.client('g1');
    expect(ana.chat.state.muted).toEqual([3]);
    expect(t.host().toSaved().chat).toEqual({ off: false, muted: [3] });
    await say(ana, 'I host now');
    expect(ana.chat.state.refused).toBe(null);
    expect(heard(t.client('g2'))).toEqual(['Ana: I host now']);
  });

  it('a table with the switches as new stays so', async () => {
    const t = await movedWith('chat-plain', { off: false, mute: [] });
    expect(t.host().toSaved().chat).toBeUndefined();
    await say(t.client('g2'), 'gg');
    expect(heard(t.client('g3'))).toEqual(['Bo: gg']);
  });
});

/** Two players asking for the same name: each seat still has a name of its own in every lobby. */
import { describe, expect, it } from 'vitest';
import { distinctName } from '../../src/net/wire/names.js';
import { createHarness, seatNames as names, settle } from './harness.js';

describe('seat names', () => {
  it('a second Alice joins as Alice 2, a third as Alice 3, letter case aside', async () => {
    const h = await createHarness({ seed: 'names' });
    const a = await h.addGuest('Alice');
    const b = await h.addGuest('alice');
    const c = await h.addGuest('Alice');
    for (const x of [h.hostClient, a.client, b.client, c.client])
      expect(names(x)).toEqual(['Host', 'Alice', 'alice 2', 'Alice 3']);
    h.host.close();
  });

  it('renaming to a name another seat holds gives it a number; renaming to one own name keeps it', async () => {
    const h = await createHarness({ seed: 'names-rename' });
    const ana = await h.addGuest('Ana');
    const bo = await h.addGuest('Bo');
    bo.client.setName('Ana');
    await settle();
    expect(names(h.hostClient)).toEqual(['Host', 'Ana', 'Ana 2']);
    ana.client.setName('Ana');
    await settle();
    expect(names(ana.client)).toEqual(['Host', 'Ana', 'Ana 2']);
    h.hostClient.setName('Bot 1');
    await settle();
    expect(h.host.addBot('easy').ok).toBe(true);
    await settle();
    expect(names(bo.client)).toEqual(['Bot 1', 'Ana', 'Ana 2', 'Bot 1 2']);
    h.host.close();
  });

  it('a player who drops and comes back keeps its own name, without a number', async () => {
    const h = await createHarness({ seed: 'names-drop' });
    const ana = await h.addGuest('Ana');
    await h.addGuest('Bo');
    h.conns.get(ana.label)!.close();
    await settle();
    h.clock.advance(1000);
    await settle();
    expect(ana.client.state.status).toBe('lobby');
    expect(names(h.hostClient)).toEqual(['Host', 'Ana', 'Bo']);
    h.host.close();
  });

  it('a numbered name stays within the length limit', () => {
    const long = 'x'.repeat(24);
    expect(distinctName(long, [long])).toBe(`${'x'.repeat(22)} 2`);
    expect(distinctName('Ana', ['ana', 'Ana 2'])).toBe('Ana 3');
    expect(distinctName('Ana', ['Bo'])).toBe('Ana');
  });
});

import { describe, expect, it } from 'vitest';
import { createSoloClient } from '../../src/net/page/hosting.js';
import { settle } from './harness.js';

describe('createSoloClient', () => {
  it('seats the player at 0 against the chosen bots and starts, with no network', async () => {
    const client = createSoloClient({ name: 'Zoé', bots: ['easy', 'normal', 'hard'], settings: { edition: 'skull' } });
    await settle();
    const s = client.state;
    expect(s.status).toBe('playing');
    expect(s.isHost).toBe(true);
    expect(s.seat).toBe(0);
    expect(s.lobby!.seats.map((x) => x.kind)).toEqual(['human', 'bot', 'bot', 'bot']);
    expect(s.lobby!.edition).toBe('skull');
    // nobody waits on a player alone: no turn clock (a networked table has 60 s)
    expect(s.lobby!.turnMs).toBe(0);
    expect(s.deadline).toBeNull();
    expect(s.view!.hand.length).toBeGreaterThan(0);
    expect(s.view!.counts.length).toBe(4);
    expect(client.host!.tableActor()).toBeTruthy();
    client.leave();
    expect(client.state.status).toBe('closed');
  });
});

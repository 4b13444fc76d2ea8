import { describe, expect, it } from 'vitest';
import type { EditionId, Table } from '../../../src/game/types.js';
import { settle } from '../harness.js';
import { checkNoForeignCards } from '../leaks.js';
import { advanceUntil, kitsReady, movingTable, playUntil, sharesSent, type MovingTable } from './moving-table.js';

const EDITIONS: EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];
const SEATS = 5; // the host, three guests, a bot

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const viewsOf = (t: Table) => Array.from({ length: SEATS }, (_, s) => json(t.view(s)));

/** Every guest sees a live table again. */
const allBack = (t: MovingTable) =>
  t.pages.every((p) => p.self.client.state.status === 'playing' && p.self.client.state.hostLostAt == null);

describe('a table whose host goes mid-round', () => {
  for (const edition of EDITIONS) {
    it(`${edition}: a guest takes over, every seat's view is the old host's, the game ends, the old host gets its seat`, async () => {
      const seed = `takeover-${edition}`;
      const t = await movingTable({ edition, seed });
      const leaks = checkNoForeignCards(t.watched());
      expect(t.host().start()).toEqual({ ok: true });
      await kitsReady(t);
      let moves = 0;
      await playUntil(t, seed, () => ++moves > 60 && t.host().currentTable!.phase === 'play');
      await settle();
      const old = t.host().currentTable!;
      const before = { views: viewsOf(old), snapshot: JSON.stringify(old.snapshot()) };

      t.vanish('host', 'closed');
      // the guests wait the table's 15 s for their host, then seat 1 takes over
      const back = await advanceUntil(t, () => allBack(t), 30_000);
      expect(back, 'every guest sees a live table').toBe(true);
      const next = t.host();
      expect(t.hostPage().label).toBe('g1');
      const table = next.currentTable!;
      expect(JSON.stringify(table.snapshot()), 'every hand, the pile, scores, rules, towers').toBe(before.snapshot);
      expect(viewsOf(table)).toEqual(before.views);
      for (const [i, page] of t.pages.entries()) {
        const state = page.self.client.state;
        expect(state.view, `${page.label}'s view`).toEqual(before.views[i + 1]);
        expect(state.lobby!.hostSeat).toBe(1);
        expect(state.lobby!.epoch).toBe(1);
        expect(state.succession ?? null).toBeNull();
      }
      const lobby = t.client('g2').state.lobby!;
      expect(lobby.seats[0]).toMatchObject({ name: 'Host', kind: 'human', standIn: true, connected: false });
      expect(lobby.seats[4]).toMatchObject({ kind: 'bot' });

      // the old host's page opens again on its save: it finds the table moved and joins it
      const reopened = await t.reopen('host');
      expect(reopened.host, 'it hosts nothing').toBeNull();
      expect(await advanceUntil(t, () => reopened.self.client.state.status === 'playing', 5000)).toBe(true);
      const mine = reopened.self.client.state;
      expect(mine.seat).toBe(0);
      expect(mine.isHost).toBe(false);
      expect(t.client('g2').state.lobby!.seats[0]).toMatchObject({ standIn: false, connected: true });
      expect(mine.view).toEqual(json(t.host().currentTable!.view(0)));

      const takenIn = t.host().currentTable!.view(0).round;
      await playUntil(t, seed, () => t.host().currentTable!.phase === 'gameOver', 200_000);
      expect(t.host().currentTable!.phase).toBe('gameOver');
      // the round under way is revealed at its end by the new host, with the old host's secret
      // (sealed in the log the guests kept), and checks out on every guest's page, and so does
      // every round after it (docs/deal-check.md)
      await settle(20);
      const lastRound = t.host().currentTable!.view(0).round;
      for (const page of t.pages.filter((p) => p !== t.hostPage())) {
        const checks = page.self.client.state.deals ?? [];
        const taken = checks.find((c) => c.round === takenIn);
        if (lastRound - takenIn < 6)
          expect(taken, `${page.label}: the round taken over`).toMatchObject({ status: 'ok' });
        const later = checks.filter((c) => c.round > takenIn);
        // (a page keeps its latest six checks)
        expect(later.length, `${page.label} checked the rounds after the takeover`).toBe(
          Math.min(lastRound - takenIn, 6),
        );
        for (const c of later)
          expect(c, `${page.label}, round ${c.round}`).toMatchObject({ status: 'ok', problems: [] });
        expect(checks.length).toBeGreaterThan(0);
      }
      // no hand and nothing of the pile went to a guest, from either host; each share to its owner
      leaks.stop();
      expect(leaks.failures).toEqual([]);
      expect(leaks.checked).toBeGreaterThan(100);
      const shares = sharesSent(t);
      for (const [label, mine] of shares) {
        // the new host was dealt by the old one only, the old host by the new one only
        expect(mine.size, `${label} got shares from each host it had`).toBeGreaterThan(
          ['g1', 'host'].includes(label) ? 0 : 1,
        );
        for (const [other, theirs] of shares)
          if (other !== label)
            expect(
              [...mine].filter((x) => theirs.has(x)),
              `${label} and ${other}`,
            ).toEqual([]);
      }
    });
  }
});

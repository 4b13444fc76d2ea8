import { describe, expect, it } from 'vitest';
import type { EditionId, Phase } from '../../../src/game/types.js';
import type { HostSettings } from '../../../src/net/terms/lobby.js';
import { settle } from '../harness.js';
import { advanceUntil, kitsReady, movingTable, playUntil, type MovingTable, type Shape } from './moving-table.js';

/** A table under way in `phase`, on the first seed that gets there. */
async function tableIn(
  phase: Phase,
  edition: EditionId,
  settings: Partial<HostSettings>,
  shape?: Shape,
): Promise<MovingTable> {
  for (let i = 0; i < 12; i++) {
    const seed = `phase-${phase}-${i}`;
    const t = await movingTable({ edition, seed, settings });
    expect(t.host().start()).toEqual({ ok: true });
    await kitsReady(t);
    // the turn seat a guest's, so that only the clock can end the phase
    const there = () => {
      const table = t.host().currentTable!;
      if (table.phase !== phase) return false;
      // a race ends when one seat is left: two guests who do not act hold it, bot or stand-in aside
      if (phase === 'race') return [1, 2, 3].filter((s) => !table.view(0).race!.done[s]).length >= 2;
      return [1, 2, 3].includes(table.turn);
    };
    await playUntil(t, seed, there, 4000, shape).catch(() => undefined);
    await settle();
    if (there()) return t;
  }
  throw new Error(`no seed reached ${phase}`);
}

const allBack = (t: MovingTable) => t.pages.every((p) => p.self.client.state.status === 'playing');

/** The host goes; resolves once every guest sees the table again, with the old table's snapshot. */
async function migrate(t: MovingTable): Promise<string> {
  const snapshot = JSON.stringify(t.host().currentTable!.snapshot());
  t.vanish('host', 'closed');
  expect(await advanceUntil(t, () => allBack(t), 30_000, 50)).toBe(true);
  return snapshot;
}

// Wilds sent without their color by Bo (seat 2): the table waits for his color
const noColor: Shape = (a, page) =>
  page.label === 'g2' && a.type === 'play' && a.card.startsWith('W') ? { type: 'play', card: a.card } : a;

describe('a migration in a timed phase resumes that phase with its clock', () => {
  const cases: {
    phase: Phase;
    edition: EditionId;
    settings: Partial<HostSettings>;
    window: 'raceMs' | 'turnMs';
    shape?: Shape;
  }[] = [
    { phase: 'race', edition: 'house-rules', settings: { raceMs: 8000, turnMs: 0 }, window: 'raceMs' },
    { phase: 'challenge', edition: 'classic', settings: { turnMs: 20_000 }, window: 'turnMs' },
    { phase: 'color', edition: 'classic', settings: { turnMs: 20_000 }, window: 'turnMs', shape: noColor },
    { phase: 'play', edition: 'classic', settings: { turnMs: 12_000 }, window: 'turnMs' },
  ];
  for (const c of cases) {
    it(`${c.phase} (${c.window === 'raceMs' ? 'the race' : 'the turn clock'})`, async () => {
      const t = await tableIn(c.phase, c.edition, c.settings, c.shape);
      const before = t.host().currentTable!;
      const turn = before.turn;
      const snapshot = await migrate(t);
      const table = t.host().currentTable!;
      expect(JSON.stringify(table.snapshot())).toBe(snapshot);
      expect(table.phase).toBe(c.phase);
      // the window starts again, whole, on the new host's clock: every guest counts it down
      const ms = c.settings[c.window]!;
      for (const page of t.pages) {
        const { deadline } = page.self.client.state;
        expect(deadline, `${page.label}'s clock`).not.toBeNull();
        expect(deadline! - t.clock.now()).toBeGreaterThan(ms - 1000);
        expect(deadline! - t.clock.now()).toBeLessThanOrEqual(ms);
      }
      // nobody acts: the phase lasts until its window runs out, then the table moves on by itself
      // (the race is settled, a stand-in plays the turn)
      const moved = () => table.phase !== c.phase || table.turn !== turn;
      expect(await advanceUntil(t, moved, ms - 1000, 250), `${c.phase} held until its clock ran out`).toBe(false);
      expect(await advanceUntil(t, moved, 2000, 250), `${c.phase} ended with its clock`).toBe(true);
    });
  }
});

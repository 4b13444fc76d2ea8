/**
 * A variant is its rules file and its line in the chart's route table (issue 28, rule 2;
 * docs/game-rules.md "Adding a variant"): the shared code that lays a card, settles a play and
 * checks a save goes through the table's list of variants and names none of them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLAY_ROUTE, ROUTE_LINES, STEP_CHECKS, playRouteOf, restsIn, type AskedLine } from '../../machines/index.js';
import { card } from '../../src/game/notation/index.js';
import { playCards, settle, newGame, type VariantSteps } from '../../src/game/rules/index.js';
import { gameProblem } from '../../src/game/save-check.js';
import { emit, queueStep, seatAfter, stepDone, type GameState } from '../../src/game/state.js';
import type { CardCode } from '../../src/game/types.js';

/**
 * A variant of this test alone, "tithe": a 5 asks its player to give one card of their hand to
 * the next seat before the 5 acts. Its step is not in `PlaySteps` (no rules file declares it), so
 * it is written through casts: the point is the route, not the types.
 */
const TITHE = 'tithe' as never;
const titheDue = (g: GameState): boolean =>
  g.play !== null && (g.play.queued as Record<string, unknown>).tithe === true;
const titheChecks = { tithe: (v: unknown, at: { card: CardCode }) => v === true && card(at.card).number === 5 };
const TITHE_STEPS: VariantSteps<never> = {
  checks: titheChecks,
  onPlay: (g, laid) => {
    if (laid.last.number === 5 && g.hands[laid.seat]!.length > 1) queueStep(g.play!, TITHE, true as never);
  },
};
function payTithe(g: GameState, code: CardCode): void {
  const p = g.play!;
  const hand = g.hands[p.seat]!;
  hand.splice(hand.indexOf(code), 1);
  g.hands[seatAfter(g, p.seat)]!.push(code);
  stepDone(p, TITHE);
  emit(g, { type: 'pass', seat: p.seat });
}

/** The chart's lines and the tithe's one, after the 7's swap: the only place it is registered. */
const withTithe: AskedLine[] = [...ROUTE_LINES];
withTithe.splice(withTithe.findIndex((l) => l.ask.name === 'swapDue') + 1, 0, {
  ask: titheDue,
  target: 'tithe',
  step: true,
  rules: TITHE_STEPS,
});
const { route, checks } = playRouteOf(withTithe);

const DEAL = {
  hands: [
    ['R5', 'G2', 'B3'],
    ['R7', 'Y1', 'Y2'],
  ],
  discard: 'R1',
  pile: ['B9', 'B8', 'G8', 'G9'],
};

describe('A variant registered through one line of the route table', () => {
  it('is queued on a play, waits for its answer, is saved, loaded and answered, then the card acts', () => {
    const g = newGame({ edition: 'classic', players: 2, seed: 'tithe', deal: DEAL });
    expect(g.turn).toBe(0);
    playCards(g, route, 0, 'R5');
    settle(g, route);
    // queued on play: the 5 waits for its tithe, the turn has not moved
    expect(g.play?.queued).toEqual({ tithe: true });
    expect(route.waits(g)).toBe(true);
    expect(g.turn).toBe(0);

    // saved: the checks come from the variant's line; the chart's own table does not know it
    const saved = JSON.parse(JSON.stringify(g)) as GameState;
    expect(gameProblem(saved, restsIn(saved), 'play.unoClosed', DEAL, checks)).toBeNull();
    expect(gameProblem(saved, restsIn(saved), 'play.unoClosed', DEAL, STEP_CHECKS)).toBe(
      'the play holds an unknown step tithe',
    );
    const damaged = structuredClone(saved);
    (damaged.play!.queued as Record<string, unknown>).tithe = 2;
    expect(gameProblem(damaged, restsIn(damaged), 'play.unoClosed', DEAL, checks)).toBe(
      "the play's step tithe is damaged",
    );

    // loaded and answered: the tithe is paid, the step is done, the 5 acts (the turn passes)
    payTithe(saved, 'G2');
    settle(saved, route);
    expect(saved.hands).toEqual([['B3'], ['R7', 'Y1', 'Y2', 'G2']]);
    expect(saved.play).toBeNull();
    expect(saved.turn).toBe(1);
  });

  it("is unknown to the chart's own route: the same play through it queues nothing and acts at once", () => {
    const g = newGame({ edition: 'classic', players: 2, seed: 'tithe', deal: DEAL });
    playCards(g, PLAY_ROUTE, 0, 'R5');
    settle(g, PLAY_ROUTE);
    expect(g.play).toBeNull();
    expect(g.turn).toBe(1);
  });
});

/** The code of a file, its comments left out. */
function code(path: string): string {
  return readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
}

describe('The shared code names no variant', () => {
  const SHARED = ['src/game/rules/turn.ts', 'src/game/rules/order.ts', 'src/game/save-check.ts'];
  const STEPS = Object.keys(STEP_CHECKS);
  /** What the rules files export for their steps: their descriptors, and the hooks they call. */
  const STEP_FUNCTIONS = [
    'HOUSE_RULE_STEPS',
    'POWER_GRAB_STEPS',
    'SEVEN_ZERO_STEPS',
    'WILD_DRAW_FOUR_STEPS',
    'queueRule',
    'towersOnPlay',
    'queueSevenZero',
    'runSevenZero',
    'judgeOnPlay',
    'startsChallenge',
  ];

  it('knows every step a rules file declares', () => {
    expect(STEPS.sort()).toEqual(['judged', 'keep', 'race', 'rotate', 'rule', 'swap', 'towers']);
  });

  for (const path of SHARED) {
    it(`${path} queues, runs and reads no step, and calls no variant's step functions`, () => {
      const text = code(path);
      expect(text).not.toMatch(/\bqueueStep\(|\bstepDone\(/);
      for (const step of STEPS) expect(text, step).not.toMatch(new RegExp(`queued\\.${step}\\b|queued\\[`));
      for (const name of STEP_FUNCTIONS) expect(text, name).not.toMatch(new RegExp(`\\b${name}\\b`));
    });
  }
});

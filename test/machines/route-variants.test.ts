/**
 * A variant is its rules file and its line in the chart's route table (issue 28, rule 2;
 * docs/game-rules.md "Adding a variant"): the shared code that lays a card, settles a play,
 * checks a save, lists a seat's choices and judges its actions goes through the table's lines and
 * names no variant.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  PHASE_CHOICES,
  PHASE_EVENTS,
  PLAY_ROUTE,
  ROUTE_LINES,
  STEP_CHECKS,
  playRouteOf,
  restsIn,
  type AskedLine,
} from '../../machines/index.js';
import { card } from '../../src/game/notation/index.js';
import { PHASES, TURN_PHASES } from '../../src/game/phases.js';
import {
  playCards,
  refusal,
  settle,
  newGame,
  type PhaseChoices,
  type PhaseTable,
  type VariantSteps,
} from '../../src/game/rules/index.js';
import { gameProblem } from '../../src/game/save-check.js';
import { emit, queueStep, seatAfter, stepDone, type GameState } from '../../src/game/state.js';
import type { Action, CardCode, Phase } from '../../src/game/types.js';
import { buildView } from '../../src/game/view.js';

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

/**
 * The tithe's phase: its player names a card of their hand to give (answered with a `keep` naming
 * it: the point is where a phase's choices live, not a new action type).
 */
const TITHE_PHASE: PhaseChoices = {
  legal: (g, seat, out) => {
    for (const code of new Set(g.hands[seat])) out.push({ type: 'keep', card: code });
  },
  refusal: {
    keep: (g, seat, action) => (g.hands[seat]!.includes((action as { card: CardCode }).card) ? null : 'not-in-hand'),
  },
};

/** The chart's lines and the tithe's one, after the 7's swap: the only place it is registered. */
const withTithe: AskedLine[] = [...ROUTE_LINES];
withTithe.splice(withTithe.findIndex((l) => l.ask.name === 'swapDue') + 1, 0, {
  ask: titheDue,
  target: 'tithe',
  step: true,
  rules: TITHE_STEPS,
  choices: TITHE_PHASE,
});
const { route, checks, choices } = playRouteOf(withTithe);

/** `Table.send`'s judgement, with a table's choices and the events a `tithe` state would take. */
function judge(g: GameState, seat: number, action: unknown, table: PhaseTable): string | null {
  return refusal(g, 'tithe', seat, action, table, new Set(['keep', 'uno', 'catch', 'expire']));
}

/** What `seat` may choose in the tithe, as its view lists it with a table's choices. */
function legalIn(g: GameState, seat: number, table: PhaseTable): Action[] {
  return buildView(g, 'tithe' as Phase, 'tithe', seat, table).legal;
}

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

  it("brings its phase's choices by its line: listed in the turn seat's view, judged when sent", () => {
    const g = newGame({ edition: 'classic', players: 2, seed: 'tithe', deal: DEAL });
    playCards(g, route, 0, 'R5');
    settle(g, route);

    // listed: the turn seat names a card of its hand, the other seat has nothing to choose
    expect(legalIn(g, 0, choices)).toEqual([
      { type: 'keep', card: 'G2' },
      { type: 'keep', card: 'B3' },
    ]);
    expect(legalIn(g, 1, choices)).toEqual([]);

    // judged: a card held is accepted, anything else refused with the code a player would see
    expect(judge(g, 0, { type: 'keep', card: 'G2' }, choices)).toBeNull();
    expect(judge(g, 0, { type: 'keep', card: 'R7' }, choices)).toBe('not-in-hand');
    expect(judge(g, 1, { type: 'keep', card: 'R7' }, choices)).toBe('not-your-turn');
    expect(judge(g, 0, { type: 'draw' }, choices)).toBe('wrong-phase');
    expect(judge(g, 0, { type: 'react', gesture: 'clap' }, choices)).toBe('wrong-phase');
    expect(refusal(g, 'tithe', 0, { type: 'keep', card: 'G2' }, choices)).toBeNull();

    // the chart's own table has no tithe phase: nothing listed, everything refused
    expect(legalIn(g, 0, PHASE_CHOICES)).toEqual([]);
    expect(judge(g, 0, { type: 'keep', card: 'G2' }, PHASE_CHOICES)).toBe('wrong-phase');
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

describe("Each phase's choices, from its line", () => {
  /** The seat events a phase's state takes, UNO and catch aside (judged alike in every phase). */
  const seatEvents = (phase: string): string[] =>
    [...PHASE_EVENTS[phase]!].filter((t) => !['uno', 'catch', 'expire', 'nextRound'].includes(t)).sort();

  for (const phase of PHASES) {
    it(`${phase}: its choices judge exactly the actions its state takes, from the seats it says`, () => {
      const own = PHASE_CHOICES.byPhase.get(phase);
      if (phase === 'roundOver' || phase === 'gameOver') {
        expect(own).toBeUndefined();
        return;
      }
      // a phase every seat acts in is the one list's (src/game/phases.ts), not only its choices'
      expect(own!.everySeat === true, 'everySeat').toBe(!TURN_PHASES.has(phase));
      const judged = Object.keys(own!.refusal);
      // a card played is the turn's rule in every phase that takes one (turn.ts `playRefusal`)
      if (PHASE_EVENTS[phase]!.has('play')) judged.push('play');
      expect(judged.sort()).toEqual(seatEvents(phase));
    });
  }
});

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

  /** What the rules files export or keep for their phases' choices. */
  const PHASE_FUNCTIONS = [
    ...[...PHASE_CHOICES.byPhase.keys()].map((p) => `${p.toUpperCase()}_PHASE`),
    'ruleRefusal',
    'reactRefusal',
    'ruleNumbers',
    'towersRefusal',
    'keepRefusal',
    'towerChoices',
    'towersToTake',
    'swapTargetRefusal',
    'answerRefusal',
    'chooseColorRefusal',
    'canStack',
    'pushStackings',
    'topToMatch',
  ];

  it('knows every step a rules file declares', () => {
    expect(STEPS.sort()).toEqual(['judged', 'keep', 'race', 'rotate', 'rule', 'swap', 'towers']);
  });

  it("src/game/rules/legal.ts lists and judges no phase's own choices", () => {
    const text = code('src/game/rules/legal.ts');
    // no switch or test on a phase or an action of one phase
    expect(text).not.toMatch(/\bswitch\s*\(|\bcase\s+'|phase\s*[!=]==|TURN_PHASES/);
    // no variant's rules file, nor the phases' choices or judges
    expect(text).not.toMatch(/\.\/(house-rules|power-grab|seven-zero|wild-draw-four|stacking)\.js/);
    for (const name of PHASE_FUNCTIONS) expect(text, name).not.toMatch(new RegExp(`\\b${name}\\b`));
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

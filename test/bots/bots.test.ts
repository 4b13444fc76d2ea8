import { describe, expect, it } from 'vitest';
import { createTable, GESTURES } from '../../src/game/index.js';
import type { Action, EditionId, PlayerView, RuleOptions } from '../../src/game/types.js';
import { playGame, type GameLog } from '../../src/bots/arena.js';
import { BOT_LEVELS, createBot } from '../../src/bots/index.js';
import { SIM_LEVELS } from '../../src/bots/levels/index.js';
import type { Bot, BotDecision, BotLevel } from '../../src/bots/types.js';

const EDITIONS: EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];
/** A one-round game past this many actions is taken for a stall. */
const MAX_ACTIONS = 8000;

/** Is the decided action one of `legal`, once its added color / uno / also and rule text are set aside? */
function offered(view: PlayerView, action: Action): string | null {
  const same = view.legal.filter((a) => a.type === action.type);
  if (same.length === 0) return `${action.type} not offered in ${view.phase}`;
  switch (action.type) {
    case 'play': {
      if (!same.some((a) => a.type === 'play' && a.card === action.card)) return `play ${action.card} not offered`;
      if (action.card.startsWith('W') && action.color === undefined) return `Wild ${action.card} without color`;
      if (action.also && (!view.options.multiPlay || view.phase !== 'play')) return 'also without multi-play';
      const left = view.hand.length - 1 - (action.also?.length ?? 0);
      if (action.uno && left !== 1) return 'uno on a play that does not leave one card';
      return null;
    }
    case 'rule':
      if (!same.some((a) => a.type === 'rule' && a.number === action.number)) return 'rule number not offered';
      if (action.text.length === 0 || action.text.length > 80) return 'rule text length';
      return GESTURES.includes(action.gesture) ? null : 'unknown gesture';
    default:
      return same.some((a) => JSON.stringify(a) === JSON.stringify(action))
        ? null
        : `${JSON.stringify(action)} not offered`;
  }
}

interface Checked {
  log: GameLog;
  problems: string[];
  decisions: number;
}

function checkedGame(
  edition: EditionId,
  levels: (BotLevel | 'random')[],
  seed: string,
  options: Partial<RuleOptions> = {},
): Checked {
  const table = createTable({ edition, players: levels.length, seed, options: { scoring: 'none', ...options } });
  const bots = levels.map((level, s) => createBot(level, `${seed}-${s}`));
  const problems: string[] = [];
  let decisions = 0;
  const onDecision = (seat: number, view: PlayerView, decision: BotDecision): void => {
    decisions++;
    const problem = offered(view, decision.action);
    if (problem) problems.push(`seat ${seat} (${levels[seat]}): ${problem}`);
    if (!(decision.delayMs >= 0 && decision.delayMs < 10000)) problems.push(`delay ${decision.delayMs}`);
  };
  const log = playGame(table, bots, { maxActions: MAX_ACTIONS, onDecision });
  for (const r of log.refusals) problems.push(`refused ${JSON.stringify(r)}`);
  if (log.stalled) problems.push('stalled');
  if (log.winner === null) problems.push('no winner');
  return { log, problems, decisions };
}

/** The expert searches thousands of playouts a decision: a few of its games (two per edition, one per
 * option, one round taken on mid-round per edition) keep `npm test` short (its
 * strength is the simulator's to measure, docs/bots.md "Against the anchor"). */
const share = (level: string, games: number): number =>
  level === 'expert' ? Math.max(1, Math.round(games / 250)) : games;
/** Three experts searching every seat's answers (house rules, three players) take over a minute on a
 * loaded machine. */
const EXPERT_TIMEOUT = 180_000;

describe('bots play every edition to the end with legal actions only', () => {
  for (const level of SIM_LEVELS) {
    for (const edition of EDITIONS) {
      it(
        `${level}: ${share(level, 500)} one-round games of ${edition}, 2 to 4 players`,
        () => {
          const problems: string[] = [];
          for (let g = 0; g < share(level, 500); g++) {
            const players = 2 + (g % 3);
            // Greedy bots alone in skull lay every Skull at once and can circle past any bound (the
            // anchor knew no Skull): the reference opponent is seated against basic there.
            const alone = !(level === 'greedy' && edition === 'skull');
            const seats = Array.from({ length: players }, (_, s) => (alone || s === 0 ? level : 'basic'));
            const result = checkedGame(edition, seats, `${level}-${edition}-${g}`);
            problems.push(...result.problems.map((p) => `game ${g}: ${p}`));
          }
          expect(problems.slice(0, 5)).toEqual([]);
        },
        EXPERT_TIMEOUT,
      );
    }
  }
});

describe('bots play every option', () => {
  const variants: [string, EditionId, Partial<RuleOptions>][] = [
    ['stacking any', 'classic', { stacking: 'any' }],
    ['stacking same', 'skull', { stacking: 'same' }],
    ['multiPlay', 'classic', { multiPlay: true }],
    ['wildDrawFour no-matching-color', 'classic', { wildDrawFour: 'no-matching-color' }],
    ['wildDrawFour no-playable-card', 'classic', { wildDrawFour: 'no-playable-card' }],
    ['wildDrawFour free', 'power-grab', { wildDrawFour: 'free' }],
    ['wildsCountAsMatch', 'house-rules', { wildsCountAsMatch: true, stacking: 'any', multiPlay: true }],
    ['firstCard redraw, no two-player reverse skip', 'classic', { firstCard: 'redraw', twoPlayerReverseSkips: false }],
    ['a whole game, placement scoring', 'classic', { scoring: 'placement', target: 20 }],
    ['a whole game, lowest scoring', 'power-grab', { scoring: 'lowest', target: 150 }],
  ];
  for (const level of SIM_LEVELS) {
    it(
      `${level}: every option`,
      () => {
        const problems: string[] = [];
        for (const [name, edition, options] of variants) {
          for (let g = 0; g < share(level, 40); g++) {
            const players = 2 + (g % 3);
            const seats = Array.from({ length: players }, (_, s) => (s === 0 ? level : BOT_LEVELS[(g + s) % 3]!));
            const result = checkedGame(edition, seats, `${level}-${name}-${g}`, options);
            problems.push(...result.problems.map((p) => `${name} game ${g}: ${p}`));
          }
        }
        expect(problems.slice(0, 5)).toEqual([]);
      },
      EXPERT_TIMEOUT,
    );
  }
});

describe('a bot taken on mid-round', () => {
  it('plays on from any seat without having seen the earlier events', () => {
    for (const level of SIM_LEVELS) {
      // The expert plays out the round it is seated in, one per edition (whole games to 500 points
      // took it 36 s); the other levels play on to the game's end, through the rounds after.
      const expert = level === 'expert';
      for (let g = 0; g < (expert ? EDITIONS.length : share(level, 30)); g++) {
        const options: Partial<RuleOptions> = expert ? { scoring: 'none' } : {};
        const table = createTable({ edition: EDITIONS[g % 4]!, players: 3, seed: `mid-${level}-${g}`, options });
        const first = [0, 1, 2].map((s) => createBot('normal', `first-${g}-${s}`));
        // Let the first bots play part of the round, then seat a fresh bot at seat g % 3.
        const partial = playGame(table, first, { maxActions: 5 + (g % 20) });
        expect(partial.refusals).toEqual([]);
        const bots: Bot[] = [...first];
        bots[g % 3] = createBot(level, `late-${g}`);
        const problems: string[] = [];
        const log = playGame(table, bots, {
          maxActions: 20000,
          onDecision: (seat, view, decision) => {
            const problem = offered(view, decision.action);
            if (problem) problems.push(problem);
          },
        });
        expect(problems).toEqual([]);
        expect(log.refusals).toEqual([]);
        expect(log.stalled).toBe(false);
        expect(log.winner).not.toBeNull();
      }
    }
  });
});

describe('bots are replayable', () => {
  it('the same seeds give the same game', () => {
    const run = (): GameLog => {
      const table = createTable({ edition: 'house-rules', players: 4, seed: 'replay' });
      const bots = (['hard', 'normal', 'easy', 'hard'] as const).map((l, s) => createBot(l, `replay-${s}`));
      return playGame(table, bots);
    };
    expect(run()).toEqual(run());
  });

  it('a decision for the same view is the same', () => {
    const table = createTable({ edition: 'classic', players: 2, seed: 'same-view' });
    const view = table.view(table.view(0).turn);
    const a = createBot('hard', 'x').decide(view);
    const b = createBot('hard', 'x').decide(view);
    expect(a).toEqual(b);
  });
});

describe('what bots say and do between turns', () => {
  it('declares UNO with the play that leaves one card, catches a forgotten UNO', () => {
    const table = createTable({
      edition: 'classic',
      players: 2,
      dealer: 1,
      deal: {
        hands: [
          ['R5', 'R7'],
          ['G1', 'G2', 'G3'],
        ],
        discard: 'R1',
        pile: ['B1', 'B2', 'B3', 'B4', 'B5', 'B6'],
      },
    });
    const hard = createBot('hard', 'uno');
    const decision = hard.decide(table.view(0));
    expect(decision?.action).toMatchObject({ type: 'play', uno: true });

    // Seat 0 plays without UNO: the other seat's bot catches before it plays.
    expect(table.send(0, { type: 'play', card: 'R5' }).ok).toBe(true);
    const catcher = createBot('normal', 'catch');
    const answer = catcher.decide(table.view(1));
    expect(answer?.action).toEqual({ type: 'catch', target: 0 });
    expect(answer!.delayMs).toBeGreaterThan(500);
  });

  it('answers every race with the right gesture, hard quicker than easy on average', () => {
    let hard = 0;
    let easy = 0;
    let races = 0;
    let easyRaces = 0;
    for (let g = 0; g < 60 && races < 20; g++) {
      const table = createTable({ edition: 'house-rules', players: 2, seed: `race-${g}` });
      const bots = [createBot('hard', `h${g}`), createBot('easy', `e${g}`)];
      playGame(table, bots, {
        maxActions: 3000,
        onDecision: (seat, view, decision) => {
          if (decision.action.type !== 'react') return;
          if (seat === 0) {
            expect(decision.action.gesture).toBe(view.race!.gesture);
            hard += decision.delayMs;
            races++;
          } else {
            easy += decision.delayMs;
            easyRaces++;
          }
        },
      });
    }
    expect(races).toBeGreaterThan(0);
    expect(hard / races).toBeLessThan(easy / easyRaces);
  });
});

/**
 * The root's moves listed from the view alone (src/bots/expert/root-moves.ts) are the moves the
 * search listed before from a world dealt from that view, the view's legal actions kept (docs/bots-experiments.md
 * "Policy iteration and the root's moves (s10-learn)"): at every play, drawn card and penalty of
 * hard bots at four players, in every edition and under every house rule, the two lists hold the
 * same keys and the same actions in the same order.
 */
import { describe, expect, it } from 'vitest';
import { LevelBot } from '../../src/bots/bot.js';
import { playGame } from '../../src/bots/arena.js';
import { Knowledge } from '../../src/bots/expert/determinize.js';
import { movesOf, type Move } from '../../src/bots/expert/moves.js';
import { rootMoves } from '../../src/bots/expert/root-moves.js';
import { hardPolicy } from '../../src/bots/hard.js';
import type { BotContext, Policy } from '../../src/bots/policy.js';
import { botRandom } from '../../src/bots/rng.js';
import { createTable, type EditionId, type RuleOptions } from '../../src/game/index.js';

/** The list as the search drew it before: from a world dealt on a generator of its own. */
function dealtMoves(ctx: BotContext, seed: string): Move[] {
  const { view, memory } = ctx;
  const world = new Knowledge(view, memory).deal(botRandom(seed));
  const offered = new Set(view.legal.map((a) => (a.type === 'play' ? a.card : a.type)));
  return movesOf({ g: world, phase: view.phase }, view.seat).filter((m) =>
    offered.has(m.action.type === 'play' ? m.action.card : m.action.type),
  );
}

const TABLES: [EditionId, Partial<RuleOptions>][] = [
  ['classic', {}],
  ['classic', { teams: true }],
  ['classic', { multiPlay: true }],
  ['classic', { stacking: 'any', drawUntilPlayable: true }],
  ['classic', { jumpIn: true, sevenZero: true }],
  ['classic', { wildDrawFour: 'free', wildsCountAsMatch: true }],
  ['skull', { stacking: 'same' }],
  ['skull', {}],
  ['house-rules', { multiPlay: true, stacking: 'any', wildsCountAsMatch: true }],
  ['house-rules', {}],
  ['power-grab', { jumpIn: true }],
  ['power-grab', { multiPlay: true, wildDrawFour: 'no-playable-card' }],
];

describe("the root's moves", () => {
  it('are the moves of a world dealt from the view, at every decision of 240 rounds', () => {
    let decisions = 0;
    let several = 0;
    const differ: string[] = [];
    TABLES.forEach(([edition, options], t) => {
      for (let r = 0; r < 20; r++) {
        const seed = `root-moves/${t}/${r}`;
        const checked = (phase: 'play' | 'drawn' | 'stack') => (ctx: BotContext) => {
          const now = rootMoves(ctx.view);
          const before = dealtMoves(ctx, `${seed}/${decisions}`);
          decisions++;
          if (now.length > 1) several++;
          if (JSON.stringify(now) !== JSON.stringify(before)) {
            differ.push(`${seed} ${ctx.view.phase}: ${JSON.stringify(now)} vs ${JSON.stringify(before)}`);
          }
          return hardPolicy[phase](ctx);
        };
        const policy: Policy = {
          ...hardPolicy,
          play: checked('play'),
          drawn: checked('drawn'),
          stack: checked('stack'),
        };
        const table = createTable({ edition, players: 4, seed, options: { scoring: 'none', ...options } });
        const bots = [0, 1, 2, 3].map((s) => new LevelBot('hard', `${seed}-${s}`, {}, policy));
        playGame(table, bots);
      }
    });
    expect(differ.slice(0, 3)).toEqual([]);
    expect(decisions).toBeGreaterThan(10_000);
    expect(several).toBeGreaterThan(decisions / 3);
  });
});

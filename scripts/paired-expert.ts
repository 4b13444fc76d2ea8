/**
 * `npx tsx scripts/paired-expert.ts --seed s6a --from 0 --to 300 [--variant default|hard]
 *   [--iterations 700] [--z 1.64] [--bots expert,normal,normal,normal]`
 *
 * The simulator's loop (scripts/sim-bots.ts `simulate`) game by game, one line per round: the game,
 * 1 when the expert's seat won (else 0), the game's wall and CPU ms, the expert's searches. Game g of
 * a seed is `npm run sim -- --scoring none` game g, so two runs' lines pair round for round for a sign
 * test and the CPU time per search compares the costs whatever the load (docs/bots.md "A fitted value
 * (s6-expert-b)"). `--variant hard` seats the hard level in the expert's place; `--z` is the
 * paired search's threshold against the hard level's pick (index.ts `ROOT_CHOICE`).
 */
import { parseArgs } from 'node:util';
import { createTable } from '../src/game/index.js';
import { playGame } from '../src/bots/arena.js';
import { createBot } from '../src/bots/index.js';
import { LevelBot } from '../src/bots/bot.js';
import { DEFAULT_ITERATIONS, ROOT_CHOICE, expertPolicy } from '../src/bots/expert/index.js';
import type { BotLevel } from '../src/bots/types.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: 's6a' },
    from: { type: 'string', default: '0' },
    to: { type: 'string', default: '300' },
    variant: { type: 'string', default: 'default' },
    bots: { type: 'string', default: 'expert,normal,normal,normal' },
    iterations: { type: 'string' },
    z: { type: 'string' },
  },
});
const bots = values.bots.split(',') as BotLevel[];
const n = bots.length;
const variant = values.variant;
if (variant !== 'default' && variant !== 'hard') throw new Error(`unknown variant ${variant}`);
const budget = { iterations: values.iterations ? Number(values.iterations) : DEFAULT_ITERATIONS };
const root = values.z === undefined ? ROOT_CHOICE : { ...ROOT_CHOICE, z: Number(values.z) };
let searches = 0;
const policy = expertPolicy(budget, () => searches++, root);
const options = { scoring: 'none' as const };
for (let g = Number(values.from); g < Number(values.to); g++) {
  const levels = bots.map((_, s) => bots[(s + g) % n]!);
  const seed = `${values.seed}-${g}`;
  const table = createTable({ edition: 'classic', players: n, options, seed });
  const seats = levels.map((level, s) => {
    const botSeed = `${seed}-bot${s}-${level}`;
    if (level !== 'expert') return createBot(level, botSeed);
    if (variant === 'hard') return createBot('hard', botSeed);
    return new LevelBot('expert', botSeed, {}, policy);
  });
  const t0 = Date.now();
  const cpu0 = process.cpuUsage();
  searches = 0;
  const log = playGame(table, seats);
  const cpu = process.cpuUsage(cpu0);
  const me = levels.indexOf('expert');
  // The game's CPU time (ms) and the expert's searches: the decision's cost whatever the load.
  const ms = (cpu.user + cpu.system) / 1000;
  console.log(`${g} ${log.winner === me ? 1 : 0} ${Date.now() - t0} ${ms.toFixed(0)} ${searches}`);
}

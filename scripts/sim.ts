/**
 * npm run sim -- --edition classic --players 4 --games 100 --seed s --json (`--help` for all)
 * Whole games between random players, checking invariants after every action: every card
 * accounted for, exactly one seat to act in the turn flow, every legal action accepted.
 * With --bots, the bots play instead (scripts/sim-bots.ts).
 * With --record out.json, each game's record is written (out.json, out-1.json, ...) for the replay screen.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createRandomBot } from '../src/bots/random.js';
import type { Bot } from '../src/bots/types.js';
import { TURN_PHASES, createTable, recordOf } from '../src/game/index.js';
import { parseSimCommand, type SimArgs } from './sim-args.js';
import type { PlayerView, Table } from '../src/game/types.js';

const MAX_ACTIONS_PER_ROUND = 20_000;
const MAX_ROUNDS_PER_GAME = 2_000;

export interface GameStats {
  rounds: number;
  turns: number;
  actions: number;
  winner: number | null;
}

export interface PlayOptions {
  /** Check the invariants after every action (slow: a view of every seat). */
  check?: boolean;
  /** Stop after this many rounds (the game may not be over). */
  maxRounds?: number;
}

function fail(message: string, view: PlayerView): never {
  throw new Error(`${message} (round ${view.round}, phase ${view.phasePath}, turn ${view.turn})`);
}

/** A card's code without its icon (tower or add-a-rule): a jump-in matches color and figure only. */
const plain = (code: string): string => code.replace(/^([RGBYP]\d)[UNO!*]$/, '$1');

function checkInvariants(table: Table, deckSize: number, players: number): void {
  const views = Array.from({ length: players }, (_, s) => table.view(s));
  const v = views[0]!;
  const cards = v.counts.reduce((a, b) => a + b, 0) + v.pile + v.discards;
  if (cards !== deckSize) fail(`${cards} cards on the table, ${deckSize} dealt`, v);
  views.forEach((w, s) => {
    if (w.hand.length !== v.counts[s]) fail(`seat ${s} holds ${w.hand.length} cards, counted ${v.counts[s]}`, v);
  });
  if (TURN_PHASES.has(v.phase)) {
    const acting = views.filter((w) => w.legal.some((a) => a.type !== 'uno' && a.type !== 'catch'));
    if (!acting.some((w) => w.seat === v.turn)) fail('the turn seat may not act', v);
    // jumpIn: another seat may play a card identical to the top card, and nothing else, out of turn
    for (const w of acting) {
      if (w.seat === v.turn) continue;
      const outOfTurn = w.legal.filter((a) => a.type !== 'uno' && a.type !== 'catch');
      if (!v.options.jumpIn || outOfTurn.some((a) => a.type !== 'play' || plain(a.card) !== plain(v.top))) {
        fail(`seat ${w.seat} may act out of turn`, v);
      }
    }
  }
}

/** Play one game (or `maxRounds` rounds of it) with one bot per seat. */
export function playGame(table: Table, bots: Bot[], opts: PlayOptions = {}): GameStats {
  const players = bots.length;
  const stats: GameStats = { rounds: 0, turns: 0, actions: 0, winner: null };
  let deckSize = -1;
  let roundActions = 0;
  for (;;) {
    const turn = table.turn;
    const v = table.view(turn);
    if (deckSize < 0) deckSize = v.counts.reduce((a, b) => a + b, 0) + v.pile + v.discards;
    if (v.phase === 'roundOver' || v.phase === 'gameOver') {
      stats.rounds++;
      if (v.phase === 'gameOver') {
        stats.winner = v.gameWinner;
        return stats;
      }
      if (stats.rounds >= (opts.maxRounds ?? MAX_ROUNDS_PER_GAME)) return stats;
      table.nextRound();
      deckSize = -1;
      roundActions = 0;
      continue;
    }
    let seat = turn;
    let decision = null;
    if (v.phase === 'race' || v.unoWindow !== null) {
      // Everyone may act at once: the quickest goes first.
      for (let s = 0; s < players; s++) {
        const d = bots[s]!.decide(s === turn ? v : table.view(s));
        if (d && (decision === null || d.delayMs < decision.delayMs)) {
          decision = d;
          seat = s;
        }
      }
    } else {
      decision = bots[turn]!.decide(v);
    }
    if (!decision) fail('nobody acts', v);
    if (seat === turn && (v.phase === 'play' || v.phase === 'stack' || v.phase === 'challenge')) stats.turns++;
    const result = table.send(seat, decision.action);
    if (!result.ok) fail(`seat ${seat}: ${JSON.stringify(decision.action)} refused: ${result.error}`, v);
    stats.actions++;
    if (++roundActions > MAX_ACTIONS_PER_ROUND) fail('the round does not end', v);
    if (opts.check) checkInvariants(table, deckSize, players);
  }
}

export type { SimArgs } from './sim-args.js';

export function simulate(args: SimArgs) {
  const wins = new Array<number>(args.players).fill(0);
  let rounds = 0;
  let turns = 0;
  let actions = 0;
  for (let game = 0; game < args.games; game++) {
    const seed = `${args.seed}/${game}`;
    const table = createTable({ edition: args.edition, players: args.players, seed, options: args.options });
    const bots = Array.from({ length: args.players }, (_, s) => createRandomBot(`${seed}/bot${s}`));
    const stats = playGame(table, bots, { check: true });
    if (args.record) {
      const names = bots.map((_, s) => `Bot ${s + 1}`);
      const file = game === 0 ? args.record : args.record.replace(/((\.uno)?\.json)?$/, `-${game}$1`);
      writeFileSync(file, JSON.stringify(recordOf(table, names)));
    }
    rounds += stats.rounds;
    turns += stats.turns;
    actions += stats.actions;
    if (stats.winner !== null) wins[stats.winner]!++;
  }
  return {
    edition: args.edition,
    players: args.players,
    options: args.options,
    games: args.games,
    rounds,
    meanTurnsPerRound: rounds ? Math.round((turns / rounds) * 10) / 10 : 0,
    meanActionsPerRound: rounds ? Math.round((actions / rounds) * 10) / 10 : 0,
    winsBySeat: wins,
  };
}

export async function main(argv: string[]): Promise<void> {
  const args = parseSimCommand(argv);
  if (args.bots) {
    const { simulate: simulateBots, printReport } = await import('./sim-bots.js');
    const settings = { ...args, bots: args.bots };
    const report = simulateBots(settings);
    if (args.json) console.log(JSON.stringify(report));
    else printReport(settings, report);
    return;
  }
  const result = simulate(args);
  if (args.json) {
    console.log(JSON.stringify(result));
    return;
  }
  console.log(`edition ${result.edition}, ${result.players} players, options ${JSON.stringify(result.options)}`);
  console.log(`games: ${result.games}`);
  console.log(`rounds: ${result.rounds}`);
  console.log(`mean turns per round: ${result.meanTurnsPerRound} (${result.meanActionsPerRound} actions)`);
  console.log(`wins by seat: ${result.winsBySeat.join(' ')}`);
  console.log('invariants checked after every action: ok');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

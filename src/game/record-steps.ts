/**
 * The steps a table keeps for its record (record.ts): each accepted `[seat, action]`, each `expire`
 * that changed something, each `nextRound` with its seed. Plain JSON, kept in the order they came.
 */
import type { GameState } from './state.js';
import type { Action, TableConfig } from './types.js';

export type RecordStep = [seat: number, action: Action] | ['expire'] | ['nextRound'] | ['nextRound', string];

/** The config a record replays: the options as resolved (a later change of an edition's defaults
 * cannot change an old game) and the seed actually used. */
export function recordedConfig(config: TableConfig, g: GameState): TableConfig {
  const out: TableConfig = { edition: g.edition, players: g.players, options: { ...g.options }, seed: g.seed };
  if (config.dealer !== undefined) out.dealer = config.dealer;
  if (config.deal) {
    out.deal = {
      hands: config.deal.hands.map((h) => h.slice()),
      discard: config.deal.discard,
      pile: config.deal.pile.slice(),
    };
  }
  if (config.round) {
    out.round = {
      number: config.round.number,
      scores: config.round.scores.slice(),
      history: config.round.history.map((row) => row.slice()),
    };
    if (g.rules.length > 0) out.round.rules = g.rules.map((r) => ({ ...r }));
  }
  return out;
}

/** The shape of one step (what its action holds is the engine's to judge when it is replayed). */
export function isStep(x: unknown): x is RecordStep {
  if (!Array.isArray(x)) return false;
  if (x[0] === 'expire') return x.length === 1;
  if (x[0] === 'nextRound') return x.length === 1 || (x.length === 2 && typeof x[1] === 'string');
  return (
    x.length === 2 &&
    typeof x[0] === 'number' &&
    Number.isInteger(x[0]) &&
    typeof x[1] === 'object' &&
    x[1] !== null &&
    !Array.isArray(x[1])
  );
}

export function isStepList(x: unknown): x is RecordStep[] {
  return Array.isArray(x) && x.every(isStep);
}

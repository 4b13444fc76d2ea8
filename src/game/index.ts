/** The engine's one public entry (engine-api.md). */
export { createTable, restoreTable } from './table.js';
export { GESTURES } from './gestures.js';
export { createRng, type Rng } from './rng.js';
export { parseCard, cardPoints, type Card, type CardKind } from './notation/index.js';
export { EDITIONS, resolveOptions } from './notation/index.js';
export { PHASES, TURN_PHASES, isTurnPhase } from './phases.js';
export { ACTION_TYPES, TEAM_TABLES, partnerOf, teamOf } from './rules/index.js';
export type * from './types.js';
export { SPECTATOR, UNDER_TOP } from './types.js';
export {
  recordOf,
  replayRecord,
  readRecord,
  parseRecord,
  startOf,
  applyStep,
  RECORD_FORMAT,
  RECORD_VERSION,
  RecordError,
  type RecordFault,
  type GameRecord,
  type RecordStep,
} from './record.js';
export { RecordCursor, MAX_CHECKPOINTS } from './record-cursor.js';
export { MAX_RECORD_DEPTH, textNestsDeeper } from './record-depth.js';
export {
  startPlayout,
  playoutApply,
  playoutSend,
  playoutExpire,
  playoutNextRound,
  playoutLegal,
  playoutView,
  playoutPath,
  playsNow,
  copyGame,
  type Playout,
} from './playout/index.js';
export type { GameState } from './state.js';

/**
 * A snapshot saved by an older engine, read as this one writes it (docs/game-rules.md "Where a
 * variant's steps live"): a table saved in a player's browser or sent by an older host resumes as
 * the same game. Only the shape changes; what the upgraded game holds is then checked by
 * save-check.ts as any snapshot's is, so a damaged old save is refused with its reason.
 *
 * Versions (table.ts `SNAPSHOT_VERSION`): 1 kept the turn phases under a parallel `round` state;
 * 2 made the chart flat; 3 moved a play's steps from one field per variant into `play.queued`.
 */
import { hasExactly } from './fields.js';

/** Version 1 kept the turn phases under a parallel `round` state: `{ round: { turn, uno } }`. */
export function upgradeValue(version: number, value: unknown): unknown {
  if (version !== 1) return value;
  const round = (value as { round?: { turn?: unknown; uno?: unknown } } | null)?.round;
  if (typeof value !== 'object' || value === null || typeof round !== 'object' || round === null) return value;
  if (typeof round.turn !== 'string') return value;
  if (round.turn === 'drawn' || round.turn === 'keep') return round.turn;
  return { [round.turn]: round.uno === 'open' ? 'unoOpen' : 'unoClosed' };
}

/** The play in progress as versions 1 and 2 kept it, every variant's field always present. */
const FLAT_PLAY = [
  'seat',
  'card',
  'color',
  'rule',
  'ruleNumber',
  'towers',
  'keep',
  'race',
  'swap',
  'swapWith',
  'rotate',
  'effect',
  'bluff',
  'judgedHand',
];

/**
 * A flat play as `play.queued` holds its steps: a field at its "none" value (0, false, null) is no
 * step; any other value is carried over as it is, for the check to judge. A play that is not of
 * the old shape, or whose fields contradict each other (a swap target without a swap), is returned
 * unchanged: the check then refuses it as damaged.
 */
export function upgradePlay(play: unknown): unknown {
  if (!hasExactly(play, FLAT_PLAY)) return play;
  const p = play;
  const queued: Record<string, unknown> = {};
  // `ruleNumber` outlived its rule (writing or passing it cleared `rule` alone): read with `create` only.
  if (p.rule === 'create') queued.rule = { make: 'create', number: p.ruleNumber };
  else if (p.rule === 'replace') queued.rule = { make: 'replace' };
  else if (p.rule !== null) return play;
  if (p.towers !== 0) queued.towers = p.towers;
  if (p.keep !== false) queued.keep = p.keep;
  if (p.race !== null) queued.race = p.race;
  if (p.swap === true) queued.swap = { target: p.swapWith };
  else if (p.swap !== false || p.swapWith !== null) return play;
  if (p.rotate !== false) queued.rotate = p.rotate;
  if (p.judgedHand !== null) queued.judged = { bluff: p.bluff, hand: p.judgedHand };
  else if (p.bluff !== false) return play;
  return { seat: p.seat, card: p.card, color: p.color, effect: p.effect, queued };
}

/** The saved game of a snapshot of `version`, in this version's shape (a new object: the
 * caller's is never changed). */
export function upgradeGame(version: number, game: unknown): unknown {
  if (version >= 3 || typeof game !== 'object' || game === null || !('play' in game)) return game;
  return { ...game, play: upgradePlay(game.play) };
}

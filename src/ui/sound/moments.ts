/**
 * Which sound each thing that happens at the table makes, for one player (docs/table-ui.md
 * "Sounds"): a card played or drawn, a shuffle, a Skip, a Reverse, a +2 or +4 landing on this
 * player, a colour chosen, UNO!, Contre-UNO, a round or the game won, this player's turn. Pure: the
 * table hands it the fresh events and the view, and plays what comes back.
 */
import type { PlayerView, TableEvent } from '../../game/index.js';

export type SoundName =
  | 'play'
  | 'draw'
  | 'shuffle'
  | 'skip'
  | 'reverse'
  | 'penalty'
  | 'color'
  | 'uno'
  | 'catch'
  | 'roundWon'
  | 'gameWon'
  | 'turn';

export const SOUND_NAMES: readonly SoundName[] = [
  'play',
  'draw',
  'shuffle',
  'skip',
  'reverse',
  'penalty',
  'color',
  'uno',
  'catch',
  'roundWon',
  'gameWon',
  'turn',
];

/** At most this many sounds for one batch of events: a burst (a reconnection's catch-up) is not a
 * cacophony. */
const MAX_PER_BATCH = 3;

/** The sounds of `events` for the player at `me` (-1: a spectator or a replay's viewer). */
export function soundsFor(events: readonly TableEvent[], me: number): SoundName[] {
  const out: SoundName[] = [];
  for (const e of events) {
    const s = soundOf(e, me);
    if (s && out[out.length - 1] !== s) out.push(s);
  }
  // the loudest news first: a penalty on you or a win is never the one cut
  const rank = (s: SoundName) => (['gameWon', 'roundWon', 'penalty', 'catch', 'uno'].includes(s) ? 0 : 1);
  return out
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i)
    .slice(0, MAX_PER_BATCH)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s);
}

function soundOf(e: TableEvent, me: number): SoundName | null {
  switch (e.type) {
    case 'play':
      return 'play';
    case 'draw':
      return e.penalty && e.count >= 2 && e.seat === me ? 'penalty' : 'draw';
    case 'deal':
    case 'reshuffle':
      return 'shuffle';
    case 'skip':
      return e.protectedBy ? null : 'skip';
    case 'reverse':
    case 'rotate':
      return 'reverse';
    case 'color':
      return 'color';
    case 'uno':
      return 'uno';
    case 'catch':
      return 'catch';
    case 'roundEnd':
      return 'roundWon';
    case 'gameEnd':
      return 'gameWon';
    default:
      return null;
  }
}

/** The moment this player's turn comes (not a new question within the same turn). */
export function turnCame(prev: PlayerView | null, next: PlayerView, me: number): boolean {
  if (me < 0 || next.turn !== me) return false;
  if (next.phase === 'roundOver' || next.phase === 'gameOver' || next.phase === 'race') return false;
  return !prev || prev.turn !== me || prev.round !== next.round;
}

/**
 * The turn phases: the statechart's resting states by name (docs/statechart-contract.md "The
 * files"), as `PlayerView.phase` gives them. The one list: the engine, the bots, the host's clocks
 * and the screen switch on these names. test/machines/table.model.test.ts checks the chart has them.
 * - play: the turn seat plays a card or draws
 * - drawn: the turn seat drew a playable card: play it (that card only) or pass (keep it)
 * - color: the turn seat chooses the color after a Wild played without one
 * - stack: the turn seat faces a pending penalty with stacking on: stack a card or draw it all
 * - challenge: the turn seat was hit by a Wild +4: challenge or accept
 * - rule: the turn seat may create (or, after a Variante, replace) a house rule, or pass
 * - towers: the turn seat takes towers (Take-2-Towers / Wild Take-1-Tower), or passes
 * - keep: the turn seat holds all four towers: choose the card to keep, or pass
 * - race: every seat must react with the rule's gesture
 * - swap: sevenZero, the turn seat played a 7 without `swapWith`: it chooses whose hand to take
 * - roundOver: the round ended; the host calls nextRound()
 * - gameOver: a player reached the target (or scoring 'none' ended the one round)
 */
export const PHASES = [
  'play',
  'drawn',
  'color',
  'stack',
  'challenge',
  'rule',
  'towers',
  'keep',
  'race',
  'swap',
  'roundOver',
  'gameOver',
] as const;

export type Phase = (typeof PHASES)[number];

/** The phases in which no one seat acts alone: a race is every seat's, the others end a round or game. */
const NOT_TURN: ReadonlySet<Phase> = new Set<Phase>(['race', 'roundOver', 'gameOver']);

/** The phases in which one seat, the turn seat, acts in the turn flow (and its clock runs). */
export const TURN_PHASES: ReadonlySet<string> = new Set<Phase>(PHASES.filter((p) => !NOT_TURN.has(p)));

/** Is `phase` one of the turn phases? */
export function isTurnPhase(phase: string): phase is Phase {
  return TURN_PHASES.has(phase);
}

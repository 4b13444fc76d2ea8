/**
 * Who may do what, now: `refusal` answers a sent action with an error code (or null: accepted),
 * `legalActions` lists a seat's choices for its view. Both read the state only. What a seat may
 * choose in a phase is the rules file's that owns the phase (its `PhaseChoices`, gathered by the
 * chart's route table: `PhaseTable`); here only what holds in every phase: the action's shape, the
 * turn, a card played (the turn's rule), jumping in, UNO and catch (docs/game-rules.md "Adding a
 * variant", docs/engine-api.md "Tables").
 */
import { pushPlays, shared } from '../choices.js';
import { card } from '../notation/index.js';
import { topCode, type GameState, type PhaseChoices } from '../state.js';
import type { Action, ActionType } from '../types.js';
import { canJumpIn, isIdenticalToTop } from './jump-in.js';
import { isSeat, own } from '../fields.js';
import { playRefusal } from './turn.js';
import { unoRefusal } from './uno.js';

// A record over the union, so a new action type in types.ts fails to compile until it is named here.
const EVERY_TYPE: Readonly<Record<ActionType, true>> = {
  play: true,
  draw: true,
  pass: true,
  color: true,
  uno: true,
  catch: true,
  challenge: true,
  accept: true,
  rule: true,
  react: true,
  towers: true,
  keep: true,
  swap: true,
};

/** Every action type a sent action may name (`bad-action` otherwise). */
export const ACTION_TYPES: ReadonlySet<string> = new Set(Object.keys(EVERY_TYPE));

/**
 * The phases' choices, by phase, as the chart's route table gathers them (machines/route.ts
 * `PHASE_CHOICES`): a phase the table does not hold takes no action (a round or game over).
 */
export interface PhaseTable {
  readonly byPhase: ReadonlyMap<string, Choices>;
  /** The action types a phase takes from every seat (a race's `react`): refused as `wrong-phase`
   * in any other phase, whoever sends them. */
  readonly everySeat: ReadonlySet<string>;
}

/** A phase's choices as the table holds them: one shape for every phase, so that reading them
 * on the hot path meets one hidden class (`everySeat` present or absent would make two). */
interface Choices {
  readonly everySeat: boolean;
  readonly legal: PhaseChoices['legal'];
  readonly refusal: PhaseChoices['refusal'];
}

/** The table of `byPhase`. */
export function phaseTable(byPhase: Readonly<Record<string, PhaseChoices>>): PhaseTable {
  const everySeat = new Set<string>();
  const held = new Map<string, Choices>();
  for (const [phase, choices] of Object.entries(byPhase)) {
    held.set(phase, { everySeat: choices.everySeat === true, legal: choices.legal, refusal: choices.refusal });
    if (choices.everySeat) for (const type of Object.keys(choices.refusal)) everySeat.add(type);
  }
  return { byPhase: held, everySeat };
}

/**
 * Error code for `action` from `seat` in `phase`, or null when it is accepted. Never throws.
 * `table`: the phases' choices (the chart's `PHASE_CHOICES`). `takes`: the event types the phase's
 * state takes (the statechart's, `PHASE_EVENTS`); the statechart's own guards leave it out, as
 * only an event the state takes reaches them.
 */
export function refusal(
  g: GameState,
  phase: string,
  seat: unknown,
  action: unknown,
  table: PhaseTable,
  takes?: ReadonlySet<string>,
): string | null {
  if (!isSeat(seat, g.players)) return 'bad-seat';
  if (action === null || typeof action !== 'object' || Array.isArray(action)) return 'bad-action';
  const type = own(action, 'type');
  if (typeof type !== 'string' || !ACTION_TYPES.has(type)) return 'bad-action';
  const choices = table.byPhase.get(phase);
  if (choices === undefined) return 'wrong-phase';

  if (type === 'uno' || type === 'catch') return unoRefusal(g, type, seat, action);
  if (choices.everySeat || table.everySeat.has(type)) return judged(choices, g, seat, type, action);
  if (type === 'play' && canJumpIn(g, phase, seat)) return playRefusal(g, phase, seat, action);
  if (seat !== g.turn) return 'not-your-turn';
  if (takes !== undefined && !takes.has(type)) return 'wrong-phase';
  if (type === 'play') return playRefusal(g, phase, seat, action);
  return judged(choices, g, seat, type, action);
}

/** The phase's own judgement of an action of `type`; `wrong-phase` when it takes none. */
function judged(choices: Choices, g: GameState, seat: number, type: string, action: object): string | null {
  const judge = choices.refusal[type as Action['type']];
  return judge === undefined ? 'wrong-phase' : judge(g, seat, action);
}

// UNO and catch are listed in every phase: their actions are shared like the phases' (choices.ts).
const UNO: Action = Object.freeze({ type: 'uno' });
const CATCHES = new Map<number, Action>();
const catchAction = (target: number): Action => ({ type: 'catch', target });

/** Every action `seat` may send now (engine-api.md, PlayerView.legal); `table` as for `refusal`. */
export function legalActions(g: GameState, phase: string, seat: number, table: PhaseTable): Action[] {
  const out: Action[] = [];
  const choices = table.byPhase.get(phase);
  if (choices === undefined) return out;
  if (choices.everySeat || seat === g.turn) choices.legal(g, seat, out);
  else if (canJumpIn(g, phase, seat)) pushPlays(g, g.hands[seat]!, out, isIdenticalToTop, card(topCode(g)));
  if (g.unoWindow === seat) out.push(UNO);
  else if (g.unoWindow !== null) out.push(shared(CATCHES, g.unoWindow, catchAction));
  return out;
}

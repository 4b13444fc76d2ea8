/**
 * The chart's route table (docs/game-rules.md "The order of things after a play"): where the flow
 * rests after an action, each line one question of a rules file, the variants whose lines they
 * are and what a seat may choose in the phase each line leads to. The chart (table.ts) takes the
 * lines as `route`'s guarded transitions; the rules take the variants and the phases' choices
 * from here only (`PLAY_ROUTE`, `STEP_CHECKS`, `PHASE_CHOICES`): `playCards`, `settle`, the restore
 * check, `legalActions` and `refusal` name no variant (docs/game-rules.md "Where a variant's steps
 * live", "Adding a variant").
 */
import {
  cardDrawn,
  CHALLENGE_PHASE,
  challengeDue,
  COLOR_PHASE,
  colorDue,
  DRAWN_PHASE,
  HOUSE_RULE_STEPS,
  isBlocked,
  KEEP_PHASE,
  keepDue,
  penaltyDue,
  phaseTable,
  PLAY_PHASE,
  POWER_GRAB_STEPS,
  RACE_PHASE,
  raceDue,
  roundWon,
  RULE_PHASE,
  ruleDue,
  SEVEN_ZERO_STEPS,
  STACK_PHASE,
  SWAP_PHASE,
  swapDue,
  TOWERS_PHASE,
  towersDue,
  WILD_DRAW_FOUR_STEPS,
  type GameState,
  type Phase,
  type PhaseChoices,
  type PhaseTable,
  type PlayRoute,
  type PlaySteps,
  type StepChecks,
  type StepContext,
  type VariantSteps,
} from '../src/game/rules/index.js';

/** Where the flow may rest after an action: the questions of the rules, by the guard names of
 * the route table. */
export const QUESTIONS = {
  roundWon,
  colorDue,
  ruleDue,
  towersDue,
  keepDue,
  raceDue,
  swapDue,
  roundBlocked: isBlocked,
  challengeDue,
  penaltyDue,
  cardDrawn,
} satisfies Record<string, (g: GameState) => boolean>;

type Question = keyof typeof QUESTIONS;

/** A variant's steps, whatever their names (each rules file types its own). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each variant's own step names
type AnyVariant = VariantSteps<any>;

/**
 * A line of the route table: its question (`guard`) and the state it leads to. `step`: the state
 * is a step of the play in progress; while it is due the card does not act yet. `rules`: the steps
 * of the variant the line belongs to (its rules file's `VariantSteps`): how a play queues them,
 * what runs before the card acts, how a save's are checked. `choices`: what a seat may choose in
 * the state it leads to, when a seat acts there (its rules file's `PhaseChoices`).
 */
interface RouteLine {
  guard: Question;
  target: string;
  actions?: 'markBlocked';
  step?: true;
  rules?: AnyVariant;
  choices?: PhaseChoices;
}

/**
 * The route table: the color, a rule, towers, the four-tower keep, a race, a 7's swap (sevenZero;
 * a 0's rotation needs no choice and runs before the card acts), then what the card did to the
 * next player (a challenge, a penalty), then the turn's drawn card. `route` asks in this order and
 * takes the first true one; none true: `play`. A variant is its rules file and its lines here
 * (docs/game-rules.md "Adding a variant").
 */
export const ROUTE = [
  { guard: 'roundWon', target: 'scoring' },
  { guard: 'colorDue', target: 'color', step: true, choices: COLOR_PHASE },
  { guard: 'ruleDue', target: 'rule', step: true, rules: HOUSE_RULE_STEPS, choices: RULE_PHASE },
  { guard: 'towersDue', target: 'towers', step: true, rules: POWER_GRAB_STEPS, choices: TOWERS_PHASE },
  { guard: 'keepDue', target: 'keep', step: true, rules: POWER_GRAB_STEPS, choices: KEEP_PHASE },
  { guard: 'raceDue', target: 'race', step: true, rules: HOUSE_RULE_STEPS, choices: RACE_PHASE },
  { guard: 'swapDue', target: 'swap', step: true, rules: SEVEN_ZERO_STEPS, choices: SWAP_PHASE },
  { guard: 'roundBlocked', target: 'scoring', actions: 'markBlocked' },
  { guard: 'challengeDue', target: 'challenge', rules: WILD_DRAW_FOUR_STEPS, choices: CHALLENGE_PHASE },
  { guard: 'penaltyDue', target: 'stack', choices: STACK_PHASE },
  { guard: 'cardDrawn', target: 'drawn', choices: DRAWN_PHASE },
] as const satisfies readonly RouteLine[];

/** Where `route` goes when no line's question is true: the next player plays, and its choices. */
export const OTHERWISE = { target: 'play', choices: PLAY_PHASE } as const satisfies Omit<RouteLine, 'guard'>;

/** The lines as XState takes them (`step`, `rules` and `choices` are this table's own marks). */
export const ROUTE_TRANSITIONS = ROUTE.map(({ guard, target, ...rest }) =>
  'actions' in rest ? { guard, target, actions: rest.actions } : { guard, target },
);

const ROUTE_TESTS = ROUTE.map((r) => QUESTIONS[r.guard]);
const ROUTE_TARGETS = ROUTE.map((r) => r.target);

/** The index of the first true question of `ROUTE`, -1 when none is (a plain loop: `moved` asks
 * it after every action). */
function routeIndex(g: GameState): number {
  for (let i = 0; i < ROUTE_TESTS.length; i++) if (ROUTE_TESTS[i]!(g)) return i;
  return -1;
}

/** The state `route` would choose now. */
export function restsIn(g: GameState): string {
  const i = routeIndex(g);
  return i < 0 ? OTHERWISE.target : ROUTE_TARGETS[i]!;
}

/** The row of the route table `route` would take now, its action included (`markBlocked`);
 * undefined when none is due and the next player plays. */
export function routeNow(g: GameState): (typeof ROUTE)[number] | undefined {
  const i = routeIndex(g);
  return i < 0 ? undefined : ROUTE[i];
}

/** A line as `playRouteOf` reads it: its question itself. */
export interface AskedLine {
  ask: (g: GameState) => boolean;
  target: string;
  step?: true;
  rules?: AnyVariant;
  choices?: PhaseChoices;
}

/** The checks of saved steps, by step name. */
export type StepCheckTable = Readonly<Record<string, (value: unknown, at: StepContext) => boolean>>;

/**
 * What the rules take from a route table's lines: the variants they name, each once and in their
 * order (a variant with two lines, two phases, is one variant), their hooks on a play and before
 * the card acts, whether a line marked `step` is due, every step's check of a saved value, and
 * the choices of each phase a line (or `OTHERWISE`) leads to.
 */
export function playRouteOf(lines: readonly AskedLine[]): {
  route: PlayRoute;
  checks: StepCheckTable;
  choices: PhaseTable;
} {
  const variants = [...new Set(lines.flatMap((l) => (l.rules ? [l.rules] : [])))];
  const steps = lines.filter((l) => l.step).map((l) => l.ask);
  const checks: Record<string, (value: unknown, at: StepContext) => boolean> = {};
  for (const v of variants) Object.assign(checks, v.checks);
  const byPhase: Record<string, PhaseChoices> = { [OTHERWISE.target]: OTHERWISE.choices };
  for (const l of lines) if (l.choices) byPhase[l.target] = l.choices;
  return {
    choices: phaseTable(byPhase),
    route: {
      onPlay: variants.flatMap((v) => (v.onPlay ? [v.onPlay] : [])),
      beforeEffect: variants.flatMap((v) => (v.beforeEffect ? [v.beforeEffect] : [])),
      waits: (g) => {
        for (let i = 0; i < steps.length; i++) if (steps[i]!(g)) return true;
        return false;
      },
    },
    checks,
  };
}

/** The chart's own lines, each with its question. */
export const ROUTE_LINES: readonly AskedLine[] = ROUTE.map((r) => ({ ...r, ask: QUESTIONS[r.guard] }));

const ROUTED = playRouteOf(ROUTE_LINES);

/** The route table as the rules take it: `playCards` queues the steps of its variants; `settle`
 * runs what they do before the card acts once no step waits (`waits`: a line of `ROUTE` marked
 * `step` is due, src/game/rules/order.ts). */
export const PLAY_ROUTE: PlayRoute = ROUTED.route;

/** The step names of the variants the table names. */
type RoutedSteps = (typeof ROUTE)[number] extends infer L
  ? L extends { rules: VariantSteps<infer K> }
    ? K
    : never
  : never;

/**
 * Every step's check of a saved value (src/game/save-check.ts), from the variants the table names.
 * Typed by `PlaySteps`: a rules file that declares a step whose variant no line names does not
 * compile (every save holding that step would be refused).
 */
export const STEP_CHECKS = ROUTED.checks as StepChecks<RoutedSteps> satisfies StepChecks<keyof PlaySteps>;

/** The phases a seat acts in: every one but the ends of a round and of a game. */
type ActingPhase = Exclude<Phase, 'roundOver' | 'gameOver'>;

/** The phases whose line (or `OTHERWISE`) brings their choices. */
type ChosenPhase = Extract<(typeof ROUTE)[number], { choices: PhaseChoices }>['target'] | typeof OTHERWISE.target;

/** The acting phases no line brings choices for (none, or the error names them). */
type WithoutChoices = Exclude<ActingPhase, ChosenPhase>;

/**
 * What a seat may choose in each phase, from the lines that lead there (`legalActions` and
 * `refusal` take it: src/game/table.ts, the playout, the chart's guards). A phase of `PHASES` in
 * which a seat acts and whose line brings no choices does not compile.
 */
export const PHASE_CHOICES: PhaseTable = ROUTED.choices satisfies [WithoutChoices] extends [never]
  ? PhaseTable
  : { phasesWithoutChoices: WithoutChoices };

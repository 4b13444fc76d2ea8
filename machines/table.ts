/**
 * The table's statechart (XState v5): the turn phases are its states. It decides *when* each
 * action may happen; the functions of src/game decide *what* it does to the game. Those are
 * deterministic and touch nothing but the game state they are handed (no clock, no randomness but
 * the state's own generator); guards only read it, actions update it in place (copying the whole
 * game on every event would cost more than the statechart itself).
 *
 * Events (TableMachineEvent):
 *   { type: <Action['type']>, seat, action }   one seat's action, `action` as engine-api.md's Action
 *                                              (its `type` equals the event's type)
 *   { type: 'expire' }                         the host's clock ran out (race, turn timer)
 *   { type: 'nextRound' }                      after roundOver: deal the next round
 * Every guard checks the action with `refusal` (src/game/legal.ts), so any event may be sent
 * (`Table.send` marks the events it has already checked: `JUDGED`).
 *
 * Context: `{ g: GameState }` (src/game/state.ts), plain JSON. Build one for a model-based test
 * with `newGame(config)` from src/game/rounds.ts, e.g.
 *   createActor(tableMachine, { input: { g: newGame({ edition: 'classic', players: 2, deal }) } }).start()
 * The context's `g` is updated in place by the actions (it is never shared outside the actor), so
 * copy it (`structuredClone`) before comparing two moments of one game.
 *
 * Shape (flat: every event walks the active path, and XState's work grows with its depth and with
 * parallel regions, so neither is used where one level does):
 *   route (choice) -> scoring | color | rule | towers | keep | race | swap | challenge | stack | drawn | play
 *   play, color, stack, challenge, rule, towers, race, swap: unoClosed | unoOpen (a seat holds one
 *     undeclared card: `uno` and `catch` are taken). `drawn` and `keep` never see the window open:
 *     the draw or play that leads there closes it (rules.md "UNO").
 *   scoring (scores the round) -> roundOver | gameOver
 * The order of a play's steps is `route`'s list of guarded transitions, `ROUTE` below (rules.md
 * "The order of things after a play"); each guard is a question of src/game/flow.ts. Each action
 * runs in its state, then `settle` plays the card's effect once the play's steps are done. When
 * the flow rests elsewhere now (the first true question of `ROUTE` is not the state itself), the
 * state's eventless `moved` transition goes through `route`. Most turns (a plain card, then the
 * next player's `play`) move nothing: an XState transition with a target costs about twice one
 * without, and a turn must stay near a few microseconds. The moves whose end is known beforehand
 * target their state directly: a draw whose card can be played (`drawn`), playing or keeping that
 * card, a penalty drawn, answering a Wild +4, a new round (`play`, whose `moved` goes on when the
 * flow rests elsewhere), UNO and catch (`unoClosed`); the steps that always end (a color, a rule,
 * towers, the keep) go to `route`.
 * Timed windows are driven by `expire`, never by `after` (a restored snapshot never fires one).
 * A table's actor runs this machine as `tableLogic` (machines/table-logic.ts), which takes the
 * transitions without a target (and no state change after them) without XState's macrostep.
 *
 * Adding a phase (a house rule's own step, say):
 *   1. its question in src/game/flow.ts (a pure function of the game) and its line in `ROUTE`,
 *      at its place in rules.md's order (the line's guard names the question in FLOW);
 *   2. its state below, `withUnoWindow('<phase>', { on })` when a seat may hold an undeclared card
 *      during it, else a plain state with `always: moved('<phase>')`; each event it takes guarded by
 *      `allowed('<phase>')`, its action through `act(...)` so the card's effect follows, and an
 *      `expire` for the turn timer. Which events a phase takes is read from here (`PHASE_EVENTS`
 *      in machines/table-shape.ts): `refusal` and the restore check need no list of their own;
 *   3. what the seat may choose in it: `legalActions` (src/game/legal.ts, TURN_PHASES when the
 *      turn seat acts), and the phase's name in the UI (src/ui/i18n/, keys `phase.<name>`);
 *   4. `npm run chart` redraws docs/statechart.* and the in-app view's layout (a test fails until
 *      it is run).
 */
import { and, setup } from 'xstate';
import {
  cannotBlock,
  cardDrawn,
  challengeDue,
  colorDue,
  drawGivesPlayable,
  keepDue,
  penaltyDue,
  penaltyLeavesPile,
  raceDue,
  roundBlocked,
  roundWon,
  ruleDue,
  settle,
  swapDue,
  towersDue,
} from '../src/game/flow.js';
import { endRound } from '../src/game/scoring.js';
import { expireRace, passRule, react, startRace, writeRule, ruleText } from '../src/game/house-rules.js';
import { refusal } from '../src/game/legal.js';
import { keepOne, passKeep, passTowers, takeTowers } from '../src/game/power-grab.js';
import { dealNextRound } from '../src/game/rounds.js';
import { fewestCardsSeat, swapHands } from '../src/game/seven-zero.js';
import type { GameState } from '../src/game/state.js';
import {
  acceptWild4,
  catchUno,
  challengeWild4,
  chooseColor,
  declareUno,
  drawForTurn,
  drawPenalty,
  keepDrawn,
  mostHeldColor,
  playCards,
  timeoutPlay,
} from '../src/game/turn.js';
import type { Action, Phase } from '../src/game/types.js';

export interface TableContext {
  g: GameState;
}

export type SeatEvent = {
  [T in Action['type']]: { type: T; seat: number; action: Extract<Action, { type: T }> };
}[Action['type']];
export type TableMachineEvent = SeatEvent | { type: 'expire' } | { type: 'nextRound'; seed?: string };
type MachineEvent = TableMachineEvent;

type Args = { context: TableContext; event: MachineEvent };

/**
 * Marks an event whose action `Table.send` has just judged with `refusal` in the phase in force:
 * the guard trusts it rather than judging the same action again (it was half the guards' work).
 * A symbol, so nothing decoded from a message can carry it; events sent to the actor any other way
 * are judged in full.
 */
export const JUDGED: unique symbol = Symbol('judged');

function seatOf(event: MachineEvent): number {
  return 'seat' in event ? event.seat : -1;
}

function actionOf<T extends Action['type']>(event: MachineEvent, _type: T): Extract<Action, { type: T }> {
  return (event as unknown as { action: Extract<Action, { type: T }> }).action;
}

const allowed = (phase: Phase) => ({ type: 'allowed' as const, params: { phase } });

/** Where the flow may rest: the questions of src/game/flow.ts, by the name `ROUTE` gives them. */
const FLOW = {
  roundWon,
  colorDue,
  ruleDue,
  towersDue,
  keepDue,
  raceDue,
  swapDue,
  roundBlocked,
  challengeDue,
  penaltyDue,
  cardDrawn,
};

/**
 * rules.md "The order of things after a play": the color, a rule, towers, the four-tower keep, a
 * race, a 7's swap (sevenZero; a 0's rotation needs no choice and runs in `settle`), then what the card did to the next player (a challenge, a penalty), then the turn's drawn
 * card. `route` asks in this order and takes the first true one; none true: `play`.
 */
const ROUTE: readonly { guard: keyof typeof FLOW; target: string; actions?: 'markBlocked' }[] = [
  { guard: 'roundWon', target: 'scoring' },
  { guard: 'colorDue', target: 'color' },
  { guard: 'ruleDue', target: 'rule' },
  { guard: 'towersDue', target: 'towers' },
  { guard: 'keepDue', target: 'keep' },
  { guard: 'raceDue', target: 'race' },
  { guard: 'swapDue', target: 'swap' },
  { guard: 'roundBlocked', target: 'scoring', actions: 'markBlocked' },
  { guard: 'challengeDue', target: 'challenge' },
  { guard: 'penaltyDue', target: 'stack' },
  { guard: 'cardDrawn', target: 'drawn' },
];
const ROUTE_TESTS = ROUTE.map((r) => FLOW[r.guard]);
const ROUTE_TARGETS = ROUTE.map((r) => r.target);

/** The state `route` would choose now (a plain loop: `moved` asks it after every action). */
export function restsIn(g: GameState): string {
  for (let i = 0; i < ROUTE_TESTS.length; i++) if (ROUTE_TESTS[i]!(g)) return ROUTE_TARGETS[i]!;
  return 'play';
}
/** The action, then `settle` (one action, not two: XState's cost is per action run). */
// (typed loosely: XState cannot infer a name built by a helper; a wrong name fails every test at once)
const act = (action: keyof typeof ENGINE) => `${action}+settle` as never;
/** The flow rests in another phase now: through `route`. */
const moved = (phase: Phase) =>
  ({ guard: { type: 'moved' as const, params: { phase } }, target: '#table.route' }) as never;

/** UNO and catch leave the turn flow where it is (rules.md "UNO"). */
const UNO_EVENTS: ReadonlySet<string> = new Set(['uno', 'catch']);

/**
 * A resting turn phase in which a seat may hold one undeclared card: its `unoOpen` sub-state takes
 * `uno` and `catch` (`refusal` judges them alike in every turn phase: 'play' stands for any).
 */
function withUnoWindow(phase: Phase, config: { entry?: 'startRace'; on: object }) {
  // The phase's own transitions sit on both sub-states rather than once on the phase: the event
  // then finds them on the active state itself, one level less for XState to walk.
  return {
    ...(config.entry ? { entry: config.entry } : {}),
    initial: 'unoClosed' as const,
    states: {
      unoClosed: { always: [moved(phase), { guard: 'unoWindowOpen', target: 'unoOpen' }], on: config.on },
      unoOpen: {
        always: [moved(phase), { guard: 'unoWindowClosed', target: 'unoClosed' }],
        on: {
          ...config.on,
          uno: { guard: allowed('play'), actions: 'declareUno', target: 'unoClosed' },
          catch: { guard: allowed('play'), actions: 'catchUno', target: 'unoClosed' },
        },
      },
    } as never, // (typed loosely, as `act`)
  };
}

/** What each turn action does to the game (src/game); `<name>+settle` runs `settle` after it. */
const ENGINE = {
  play: ({ context: { g }, event }: Args) => {
    const a = actionOf(event, 'play');
    playCards(g, seatOf(event), a.card, a.color, a.uno, a.also, a.swapWith);
  },
  draw: ({ context: { g }, event }: Args) => drawForTurn(g, seatOf(event)),
  keepDrawn: ({ context: { g }, event }: Args) => keepDrawn(g, seatOf(event)),
  color: ({ context: { g }, event }: Args) => chooseColor(g, seatOf(event), actionOf(event, 'color').color),
  drawPenalty: ({ context: { g }, event }: Args) => drawPenalty(g, seatOf(event)),
  accept: ({ context: { g }, event }: Args) => acceptWild4(g, seatOf(event)),
  challenge: ({ context: { g }, event }: Args) => challengeWild4(g, seatOf(event)),
  rule: ({ context: { g }, event }: Args) => {
    const a = actionOf(event, 'rule');
    writeRule(g, seatOf(event), a.number, ruleText(a.text)!, a.gesture);
  },
  passRule: ({ context: { g }, event }: Args) => passRule(g, seatOf(event)),
  towers: ({ context: { g }, event }: Args) => takeTowers(g, seatOf(event), actionOf(event, 'towers').take),
  passTowers: ({ context: { g }, event }: Args) => passTowers(g, seatOf(event)),
  keep: ({ context: { g }, event }: Args) => keepOne(g, seatOf(event), actionOf(event, 'keep').card),
  passKeep: ({ context: { g }, event }: Args) => passKeep(g, seatOf(event)),
  react: ({ context: { g }, event }: Args) => react(g, seatOf(event), actionOf(event, 'react').gesture),
  expireRace: ({ context: { g } }: Args) => expireRace(g),
  swap: ({ context: { g }, event }: Args) => swapHands(g, seatOf(event), actionOf(event, 'swap').target),
  // The turn timer (decision in docs/rules.md): what a player who let the clock run out gets.
  timeoutPlay: ({ context: { g } }: Args) => timeoutPlay(g, g.turn),
  timeoutDrawn: ({ context: { g } }: Args) => keepDrawn(g, g.turn),
  timeoutColor: ({ context: { g } }: Args) => chooseColor(g, g.turn, mostHeldColor(g, g.turn)),
  timeoutStack: ({ context: { g } }: Args) => drawPenalty(g, g.turn),
  timeoutChallenge: ({ context: { g } }: Args) => acceptWild4(g, g.turn),
  timeoutRule: ({ context: { g } }: Args) => passRule(g, g.turn),
  timeoutTowers: ({ context: { g } }: Args) => passTowers(g, g.turn),
  timeoutKeep: ({ context: { g } }: Args) => passKeep(g, g.turn),
  timeoutSwap: ({ context: { g } }: Args) => swapHands(g, g.turn, fewestCardsSeat(g, g.turn)),
};

const SETTLED: Record<string, (args: Args) => void> = Object.fromEntries(
  Object.entries(ENGINE).map(([name, run]) => [
    `${name}+settle`,
    (args: Args) => {
      run(args);
      settle(args.context.g);
    },
  ]),
);

export const tableMachine = setup({
  types: {
    context: {} as TableContext,
    events: {} as MachineEvent,
    input: {} as TableContext,
  },
  guards: {
    allowed: ({ context, event }: Args, params: { phase: Phase }) =>
      'action' in event &&
      ((event as { [JUDGED]?: boolean })[JUDGED] === true ||
        refusal(context.g, params.phase, event.seat, event.action) === null),
    ...Object.fromEntries(Object.entries(FLOW).map(([name, ask]) => [name, ({ context: { g } }: Args) => ask(g)])),
    moved: ({ context: { g }, event }: Args, params: { phase: Phase }) =>
      !UNO_EVENTS.has(event.type) && restsIn(g) !== params.phase,
    unoWindowOpen: ({ context: { g } }: Args) => g.unoWindow !== null,
    unoWindowClosed: ({ context: { g } }: Args) => g.unoWindow === null,
    gameWon: ({ context: { g } }: Args) => g.gameWinner !== null,
    drawGivesPlayable: ({ context: { g } }: Args) => drawGivesPlayable(g),
    cannotBlock: ({ context: { g } }: Args) => cannotBlock(g),
    penaltyLeavesPile: ({ context: { g } }: Args) => penaltyLeavesPile(g),
  },
  actions: {
    ...ENGINE,
    ...SETTLED,
    startRace: ({ context: { g } }: Args) => {
      if (g.race === null) startRace(g);
    },
    declareUno: ({ context: { g }, event }: Args) => declareUno(g, seatOf(event)),
    catchUno: ({ context: { g }, event }: Args) => catchUno(g, seatOf(event), actionOf(event, 'catch').target),
    markBlocked: ({ context: { g } }: Args) => {
      g.blocked = true;
    },
    endRound: ({ context: { g } }: Args) => endRound(g),
    dealNextRound: ({ context: { g }, event }: Args) =>
      dealNextRound(g, event.type === 'nextRound' ? event.seed : undefined),
  },
}).createMachine({
  id: 'table',
  context: ({ input }) => input,
  initial: 'route',
  states: {
    // rules.md "The order of things after a play" (ROUTE), none due: the next player plays.
    route: { always: [...ROUTE, { target: 'play' }] as never },
    play: withUnoWindow('play', {
      on: {
        play: { guard: allowed('play'), actions: act('play') },
        // The card drawn is the pile's top: when it can be played, straight to `drawn`.
        draw: [
          { guard: and([allowed('play'), 'drawGivesPlayable']), actions: 'draw', target: '#table.drawn' },
          { guard: allowed('play'), actions: act('draw') },
        ],
        expire: { actions: act('timeoutPlay') },
      },
    }),
    drawn: {
      always: moved('drawn'),
      on: {
        // Playing the drawn card mostly hands the turn on: straight to `play`, whose own `moved`
        // goes on through `route` when the card asks for more (a color, a challenge, round end).
        play: { guard: allowed('drawn'), actions: act('play'), target: 'play' },
        // Keeping the card: the next player plays, unless nothing is left to draw (blocked?).
        pass: [
          { guard: and([allowed('drawn'), 'cannotBlock']), actions: 'keepDrawn', target: 'play' },
          { guard: allowed('drawn'), actions: act('keepDrawn') },
        ],
        expire: { actions: act('timeoutDrawn') },
      },
    },
    color: withUnoWindow('color', {
      on: {
        color: { guard: allowed('color'), actions: act('color'), target: '#table.route' },
        expire: { actions: act('timeoutColor') },
      },
    }),
    stack: withUnoWindow('stack', {
      on: {
        play: { guard: allowed('stack'), actions: act('play') },
        draw: { guard: allowed('stack'), actions: act('drawPenalty'), target: '#table.play' },
        expire: { actions: act('timeoutStack') },
      },
    }),
    challenge: withUnoWindow('challenge', {
      on: {
        // Either answer leaves the next seat to act in `play` (the challenger after a bluff).
        challenge: [
          { guard: and([allowed('challenge'), 'penaltyLeavesPile']), actions: 'challenge', target: '#table.play' },
          { guard: allowed('challenge'), actions: act('challenge') },
        ],
        accept: [
          { guard: and([allowed('challenge'), 'penaltyLeavesPile']), actions: 'accept', target: '#table.play' },
          { guard: allowed('challenge'), actions: act('accept') },
        ],
        play: { guard: allowed('challenge'), actions: act('play') },
        expire: { actions: act('timeoutChallenge') },
      },
    }),
    rule: withUnoWindow('rule', {
      on: {
        rule: { guard: allowed('rule'), actions: act('rule'), target: '#table.route' },
        pass: { guard: allowed('rule'), actions: act('passRule'), target: '#table.route' },
        expire: { actions: act('timeoutRule') },
      },
    }),
    towers: withUnoWindow('towers', {
      on: {
        towers: { guard: allowed('towers'), actions: act('towers'), target: '#table.route' },
        pass: { guard: allowed('towers'), actions: act('passTowers'), target: '#table.route' },
        expire: { actions: act('timeoutTowers') },
      },
    }),
    keep: {
      always: moved('keep'),
      on: {
        keep: { guard: allowed('keep'), actions: act('keep'), target: 'route' },
        pass: { guard: allowed('keep'), actions: act('passKeep'), target: 'route' },
        expire: { actions: act('timeoutKeep') },
      },
    },
    race: withUnoWindow('race', {
      entry: 'startRace',
      on: {
        react: { guard: allowed('race'), actions: act('react') },
        expire: { actions: act('expireRace') },
      },
    }),
    // sevenZero: the player of a 7 chooses whose hand to take; the UNO window of that 7 runs meanwhile.
    swap: withUnoWindow('swap', {
      on: {
        swap: { guard: allowed('swap'), actions: act('swap'), target: '#table.route' },
        expire: { actions: act('timeoutSwap') },
      },
    }),
    scoring: {
      entry: 'endRound',
      always: [{ guard: 'gameWon', target: 'gameOver' }, { target: 'roundOver' }],
    },
    roundOver: {
      on: { nextRound: { target: 'play', actions: 'dealNextRound' } },
    },
    gameOver: {},
  },
});

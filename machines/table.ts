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
 * Every guard checks the action with `refusal` (src/game/rules/legal.ts, with the phases' choices
 * the route table gathers: `PHASE_CHOICES`, machines/route.ts), so any event may be sent
 * (`Table.send` marks the events it has already checked: `JUDGED`).
 *
 * Context: `{ g: GameState }` (src/game/state.ts), plain JSON. Build one for a model-based test
 * with `newGame(config)` from src/game/rules/round.ts, e.g.
 *   createActor(tableMachine, { input: { g: newGame({ edition: 'classic', players: 2, deal }) } }).start()
 * The context's `g` is updated in place by the actions (it is never shared outside the actor), so
 * copy it (`structuredClone`) before comparing two moments of one game.
 *
 * Shape (flat: every event walks the active path, and XState's work grows with its depth and with
 * parallel regions, so neither is used where one level does):
 *   route (choice) -> scoring | color | rule | towers | keep | race | swap | challenge | stack | drawn | play
 *   play, color, stack, challenge, rule, towers, race, swap: unoClosed | unoOpen (a seat holds one
 *     undeclared card: `uno` and `catch` are taken). `drawn` and `keep` never see the window open:
 *     the draw or play that leads there closes it (docs/game-rules.md "UNO").
 *   scoring (scores the round) -> roundOver | gameOver
 * The order of a play's steps is `route`'s list of guarded transitions, `ROUTE` (machines/route.ts;
 * docs/game-rules.md "The order of things after a play"); each guard is a question of the rule it
 * belongs to (src/game/rules/), and a variant's lines name its steps. Each action runs in its state, then `settle` (rules/order.ts) plays the card's
 * effect once the play's steps are done. When
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
 *   1. its rules file in src/game/rules/ (exported by its index.ts): the steps it queues on a play
 *      (its `VariantSteps`: docs/game-rules.md "Adding a variant"), its question (a pure function of
 *      the game), its actions, its turn timer; the question in `QUESTIONS` and its line in `ROUTE`
 *      (machines/route.ts), at its place in the order of docs/game-rules.md "The order of things
 *      after a play" (marked `step` when the play's card waits for it, `rules` naming its steps);
 *   2. its name in src/game/phases.ts, and its state below, `withUnoWindow('<phase>', { on })` when
 *      a seat may hold an undeclared card during it, else a plain state with `always: moved('<phase>')`;
 *      each event it takes guarded by `allowed('<phase>')`, its action a named one of `setup` (each
 *      ends with `settle`, so the card's effect follows), and an `expire` for the turn timer. Which
 *      events a phase takes is read from here (`PHASE_EVENTS` in machines/table-shape.ts): `refusal`
 *      and the restore check need no list of their own;
 *   3. what the seat may choose in it: its rules file's `PhaseChoices` (what `legalActions` lists
 *      and how `refusal` judges each action type it takes), named by `choices` on its line in
 *      `ROUTE`, which gathers them into `PHASE_CHOICES` (a phase without them does not compile);
 *      src/game/rules/legal.ts names no phase. On the line rather than in a record of the rules'
 *      door: the line already names the phase and its steps, and the rules cannot import the
 *      chart, so they take the table as they take `PLAY_ROUTE` (docs/game-rules.md "Adding a
 *      variant"). And the phase's name in the UI (src/ui/i18n/, keys `phase.<name>`);
 *   4. `npm run chart` redraws docs/statechart.* and the in-app view's layout (a test fails until
 *      it is run).
 */
import { and, setup } from 'xstate';
import {
  acceptWild4,
  cannotBlock,
  catchUno,
  challengeWild4,
  chooseColor,
  dealNextRound,
  declareUno,
  drawForTurn,
  drawGivesPlayable,
  drawPenalty,
  endRound,
  expireRace,
  keepDrawn,
  keepOne,
  markBlocked,
  passKeep,
  passRule,
  passTowers,
  penaltyLeavesPile,
  playCards,
  react,
  refusal,
  ruleText,
  settle,
  startRace,
  swapHands,
  takeTowers,
  timeoutChallenge,
  timeoutColor,
  timeoutDrawn,
  timeoutKeep,
  timeoutPlay,
  timeoutRule,
  timeoutStack,
  timeoutSwap,
  timeoutTowers,
  writeRule,
  type Action,
  type GameState,
  type Phase,
} from '../src/game/rules/index.js';
import { OTHERWISE, PHASE_CHOICES, PLAY_ROUTE, QUESTIONS, ROUTE_TRANSITIONS, restsIn } from './route.js';

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

/** The action a seat's event carries (the transition that runs this took only events of `type`). */
function actionOf<T extends Action['type']>(event: MachineEvent, _type: T): Extract<Action, { type: T }> {
  return (event as SeatEvent).action as Extract<Action, { type: T }>;
}

/**
 * What `expire` does in each phase that has a clock, each rule's own: in a turn, what a player who
 * let the clock run out gets (docs/rules.md "Team decisions (shared by every engineer)"); in
 * `race`, the race's end. The chart's `expire` transitions run these, and so does the playout path
 * (src/game/playout/), which has no chart to ask.
 */
export const TURN_TIMEOUTS = {
  play: timeoutPlay,
  drawn: timeoutDrawn,
  color: timeoutColor,
  stack: timeoutStack,
  challenge: timeoutChallenge,
  rule: timeoutRule,
  towers: timeoutTowers,
  keep: timeoutKeep,
  race: expireRace,
  swap: timeoutSwap,
} as const satisfies Partial<Record<Phase, (g: GameState) => void>>;

/** UNO and catch leave the turn flow where it is (docs/game-rules.md "UNO"). */
const UNO_EVENTS: ReadonlySet<string> = new Set(['uno', 'catch']);

/** A seat's move, then `settle`: one action, not two (XState's cost is per action run). */
function settled(run: (g: GameState, event: MachineEvent) => void) {
  return ({ context: { g }, event }: Args): void => {
    run(g, event);
    settle(g, PLAY_ROUTE);
  };
}

/** An action of the game alone (no play's steps to settle after it). */
function onGame(run: (g: GameState, event: MachineEvent) => void) {
  return ({ context: { g }, event }: Args): void => run(g, event);
}

/** A question of the route table, as a guard (the function itself, captured: looking it up by
 * name in every guard call costs a keyed lookup on the route's hot path). */
const question =
  (ask: (g: GameState) => boolean) =>
  ({ context: { g } }: Args): boolean =>
    ask(g);

/** Each question of the route table as the guard of its name. */
const QUESTION_GUARDS = Object.fromEntries(Object.entries(QUESTIONS).map(([name, ask]) => [name, question(ask)])) as {
  [Q in keyof typeof QUESTIONS]: (args: Args) => boolean;
};

const table = setup({
  types: {
    context: {} as TableContext,
    events: {} as MachineEvent,
    input: {} as TableContext,
  },
  guards: {
    allowed: ({ context, event }: Args, params: { phase: Phase }) =>
      'action' in event &&
      ((event as { [JUDGED]?: boolean })[JUDGED] === true ||
        refusal(context.g, params.phase, event.seat, event.action, PHASE_CHOICES) === null),
    ...QUESTION_GUARDS,
    /** The flow rests in another phase now: through `route`. */
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
    play: settled((g, e) => {
      const a = actionOf(e, 'play');
      playCards(g, PLAY_ROUTE, seatOf(e), a.card, a.color, a.uno, a.also, a.swapWith);
    }),
    draw: settled((g, e) => drawForTurn(g, seatOf(e))),
    keepDrawn: settled((g, e) => keepDrawn(g, seatOf(e))),
    chooseColor: settled((g, e) => chooseColor(g, seatOf(e), actionOf(e, 'color').color)),
    drawPenalty: settled((g, e) => drawPenalty(g, seatOf(e))),
    accept: settled((g, e) => acceptWild4(g, seatOf(e))),
    challenge: settled((g, e) => challengeWild4(g, seatOf(e))),
    writeRule: settled((g, e) => {
      const a = actionOf(e, 'rule');
      writeRule(g, seatOf(e), a.number, ruleText(a.text)!, a.gesture);
    }),
    passRule: settled((g, e) => passRule(g, seatOf(e))),
    takeTowers: settled((g, e) => takeTowers(g, seatOf(e), actionOf(e, 'towers').take)),
    passTowers: settled((g, e) => passTowers(g, seatOf(e))),
    keep: settled((g, e) => keepOne(g, seatOf(e), actionOf(e, 'keep').card)),
    passKeep: settled((g, e) => passKeep(g, seatOf(e))),
    react: settled((g, e) => react(g, seatOf(e), actionOf(e, 'react').gesture)),
    expireRace: settled(TURN_TIMEOUTS.race),
    swap: settled((g, e) => swapHands(g, seatOf(e), actionOf(e, 'swap').target)),
    timeoutPlay: settled(TURN_TIMEOUTS.play),
    timeoutDrawn: settled(TURN_TIMEOUTS.drawn),
    timeoutColor: settled(TURN_TIMEOUTS.color),
    timeoutStack: settled(TURN_TIMEOUTS.stack),
    timeoutChallenge: settled(TURN_TIMEOUTS.challenge),
    timeoutRule: settled(TURN_TIMEOUTS.rule),
    timeoutTowers: settled(TURN_TIMEOUTS.towers),
    timeoutKeep: settled(TURN_TIMEOUTS.keep),
    timeoutSwap: settled(TURN_TIMEOUTS.swap),
    startRace: onGame((g) => {
      if (g.race === null) startRace(g);
    }),
    declareUno: onGame((g, e) => declareUno(g, seatOf(e))),
    catchUno: onGame((g, e) => catchUno(g, seatOf(e), actionOf(e, 'catch').target)),
    markBlocked: onGame(markBlocked),
    endRound: onGame(endRound),
    dealNextRound: onGame((g, e) => dealNextRound(g, e.type === 'nextRound' ? e.seed : undefined)),
  },
});

type StateConfig = Parameters<typeof table.createStateConfig>[0];

const allowed = (phase: Phase) => ({ type: 'allowed', params: { phase } }) as const;
const moved = (phase: Phase) => ({ guard: { type: 'moved', params: { phase } }, target: '#table.route' }) as const;

/**
 * A resting turn phase in which a seat may hold one undeclared card: its `unoOpen` sub-state takes
 * `uno` and `catch` (`refusal` judges them alike in every turn phase: 'play' stands for any).
 */
function withUnoWindow(phase: Phase, config: { entry?: 'startRace'; on: StateConfig['on'] }): StateConfig {
  // The phase's own transitions sit on both sub-states rather than once on the phase: the event
  // then finds them on the active state itself, one level less for XState to walk.
  return table.createStateConfig({
    ...(config.entry ? { entry: config.entry } : {}),
    initial: 'unoClosed',
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
    },
  });
}

export const tableMachine = table.createMachine({
  id: 'table',
  context: ({ input }) => input,
  initial: 'route',
  states: {
    // docs/game-rules.md "The order of things after a play" (ROUTE), none due: the next player plays.
    route: { always: [...ROUTE_TRANSITIONS, { target: OTHERWISE.target }] },
    play: withUnoWindow('play', {
      on: {
        play: { guard: allowed('play'), actions: 'play' },
        // The card drawn is the pile's top: when it can be played, straight to `drawn`.
        draw: [
          { guard: and([allowed('play'), 'drawGivesPlayable']), actions: 'draw', target: '#table.drawn' },
          { guard: allowed('play'), actions: 'draw' },
        ],
        expire: { actions: 'timeoutPlay' },
      },
    }),
    drawn: {
      always: moved('drawn'),
      on: {
        // Playing the drawn card mostly hands the turn on: straight to `play`, whose own `moved`
        // goes on through `route` when the card asks for more (a color, a challenge, round end).
        play: { guard: allowed('drawn'), actions: 'play', target: 'play' },
        // Keeping the card: the next player plays, unless nothing is left to draw (blocked?).
        pass: [
          { guard: and([allowed('drawn'), 'cannotBlock']), actions: 'keepDrawn', target: 'play' },
          { guard: allowed('drawn'), actions: 'keepDrawn' },
        ],
        expire: { actions: 'timeoutDrawn' },
      },
    },
    color: withUnoWindow('color', {
      on: {
        color: { guard: allowed('color'), actions: 'chooseColor', target: '#table.route' },
        expire: { actions: 'timeoutColor' },
      },
    }),
    stack: withUnoWindow('stack', {
      on: {
        play: { guard: allowed('stack'), actions: 'play' },
        draw: { guard: allowed('stack'), actions: 'drawPenalty', target: '#table.play' },
        expire: { actions: 'timeoutStack' },
      },
    }),
    challenge: withUnoWindow('challenge', {
      on: {
        // Either answer leaves the next seat to act in `play` (the challenger after a bluff).
        challenge: [
          { guard: and([allowed('challenge'), 'penaltyLeavesPile']), actions: 'challenge', target: '#table.play' },
          { guard: allowed('challenge'), actions: 'challenge' },
        ],
        accept: [
          { guard: and([allowed('challenge'), 'penaltyLeavesPile']), actions: 'accept', target: '#table.play' },
          { guard: allowed('challenge'), actions: 'accept' },
        ],
        play: { guard: allowed('challenge'), actions: 'play' },
        expire: { actions: 'timeoutChallenge' },
      },
    }),
    rule: withUnoWindow('rule', {
      on: {
        rule: { guard: allowed('rule'), actions: 'writeRule', target: '#table.route' },
        pass: { guard: allowed('rule'), actions: 'passRule', target: '#table.route' },
        expire: { actions: 'timeoutRule' },
      },
    }),
    towers: withUnoWindow('towers', {
      on: {
        towers: { guard: allowed('towers'), actions: 'takeTowers', target: '#table.route' },
        pass: { guard: allowed('towers'), actions: 'passTowers', target: '#table.route' },
        expire: { actions: 'timeoutTowers' },
      },
    }),
    keep: {
      always: moved('keep'),
      on: {
        keep: { guard: allowed('keep'), actions: 'keep', target: 'route' },
        pass: { guard: allowed('keep'), actions: 'passKeep', target: 'route' },
        expire: { actions: 'timeoutKeep' },
      },
    },
    race: withUnoWindow('race', {
      entry: 'startRace',
      on: {
        react: { guard: allowed('race'), actions: 'react' },
        expire: { actions: 'expireRace' },
      },
    }),
    // sevenZero: the player of a 7 chooses whose hand to take; the UNO window of that 7 runs meanwhile.
    swap: withUnoWindow('swap', {
      on: {
        swap: { guard: allowed('swap'), actions: 'swap', target: '#table.route' },
        expire: { actions: 'timeoutSwap' },
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

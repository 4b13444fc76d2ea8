/**
 * The table's statechart (XState v5): the turn phases are its states. It decides *when* each
 * action may happen; the functions of src/engine decide *what* it does to the game. Those are
 * deterministic and touch nothing but the game state they are handed (no clock, no randomness but
 * the state's own generator); guards only read it, actions update it in place (copying the whole
 * game on every event would cost more than the statechart itself).
 *
 * Events (TableMachineEvent):
 *   { type: <Action['type']>, seat, action }   one seat's action, `action` as engine-api.md's Action
 *                                              (its `type` equals the event's type)
 *   { type: 'expire' }                         the host's clock ran out (race, turn timer)
 *   { type: 'nextRound' }                      after roundOver: deal the next round
 * Every guard re-checks the action with `refusal` (src/engine/legal.ts), so any event may be sent.
 *
 * Context: `{ g: GameState }` (src/engine/state.ts), plain JSON. Build one for a model-based test
 * with `newGame(config)` from src/engine/rounds.ts, e.g.
 *   createActor(tableMachine, { input: { g: newGame({ edition: 'classic', players: 2, deal }) } }).start()
 * The context's `g` is updated in place by the actions (it is never shared outside the actor), so
 * copy it (`structuredClone`) before comparing two moments of one game.
 *
 * Shape:
 *   round (parallel)
 *     turn: route (choice) -> play | drawn | color | stack | challenge | rule | towers | keep | race
 *     uno:  closed | open (a seat holds one undeclared card: `uno` and `catch` are taken)
 *   scoring (scores the round) -> roundOver | gameOver
 * Each action runs in its state, then `settle` plays the card's effect once the play's steps are
 * done and asks `nextStep` where the flow rests now: when that is another state, it raises the
 * internal `settle` event, which goes through `route`. When the flow stays where it is (most
 * turns: a plain card, then the next player's `play`), nothing moves: an XState transition with a
 * target costs several times one without, and a turn must stay near a few microseconds. The
 * frequent moves whose end is known beforehand target their state directly: a draw whose card can
 * be played (`drawn`), keeping that card (`play`), answering a Wild +4 (`play`).
 * Timed windows are driven by `expire`, never by `after` (a restored snapshot never fires one).
 */
import { and, enqueueActions, setup } from 'xstate';
import { cannotBlock, drawGivesPlayable, nextStep, penaltyLeavesPile, ROUTE_TEST, settle, type Step } from '../src/engine/flow.js';
import { endRound } from '../src/engine/scoring.js';
import { expireRace, passRule, react, startRace, writeRule, ruleText } from '../src/engine/house-rules.js';
import { refusal } from '../src/engine/legal.js';
import { keepOne, passKeep, passTowers, takeTowers } from '../src/engine/power-grab.js';
import { dealNextRound } from '../src/engine/rounds.js';
import type { GameState } from '../src/engine/state.js';
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
} from '../src/engine/turn.js';
import type { Action, Phase } from '../src/engine/types.js';

export interface TableContext {
  g: GameState;
}

export type SeatEvent = { [T in Action['type']]: { type: T; seat: number; action: Extract<Action, { type: T }> } }[Action['type']];
export type TableMachineEvent = SeatEvent | { type: 'expire' } | { type: 'nextRound' };
/** Raised by the machine itself, never sent from outside: the flow must rest elsewhere. */
type MachineEvent = TableMachineEvent | { type: 'settle' };

type Args = { context: TableContext; event: MachineEvent };

function seatOf(event: MachineEvent): number {
  return 'seat' in event ? event.seat : -1;
}

function actionOf<T extends Action['type']>(event: MachineEvent, _type: T): Extract<Action, { type: T }> {
  return (event as unknown as { action: Extract<Action, { type: T }> }).action;
}

const allowed = (phase: Phase) => ({ type: 'allowed' as const, params: { phase } });
const route = (step: Step) => ({ type: 'route' as const, params: { step } });
/** The action, then `settle` for the state it ran in. */
// (typed loosely: XState cannot infer a list built by a helper; a wrong name fails every test at once)
const act = (phase: Phase, action: string) => [action, { type: 'settle', params: { phase } }] as never;

export const tableMachine = setup({
  types: {
    context: {} as TableContext,
    events: {} as MachineEvent,
    input: {} as TableContext,
  },
  guards: {
    allowed: ({ context, event }: Args, params: { phase: Phase }) =>
      'action' in event && refusal(context.g, params.phase, event.seat, event.action) === null,
    route: ({ context: { g } }: Args, params: { step: Step }) => ROUTE_TEST[params.step]!(g),
    unoWindowOpen: ({ context: { g } }: Args) => g.unoWindow !== null,
    unoWindowClosed: ({ context: { g } }: Args) => g.unoWindow === null,
    gameWon: ({ context: { g } }: Args) => g.gameWinner !== null,
    drawGivesPlayable: ({ context: { g } }: Args) => drawGivesPlayable(g),
    cannotBlock: ({ context: { g } }: Args) => cannotBlock(g),
    penaltyLeavesPile: ({ context: { g } }: Args) => penaltyLeavesPile(g),
  },
  actions: {
    settle: enqueueActions(({ context: { g }, enqueue }, params) => {
      settle(g);
      if (nextStep(g) !== (params as { phase: Phase }).phase) enqueue.raise({ type: 'settle' });
    }),
    play: ({ context: { g }, event }: Args) => {
      const a = actionOf(event, 'play');
      playCards(g, seatOf(event), a.card, a.color, a.uno, a.also);
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
    startRace: ({ context: { g } }: Args) => {
      if (g.race === null) startRace(g);
    },
    react: ({ context: { g }, event }: Args) => react(g, seatOf(event), actionOf(event, 'react').gesture),
    expireRace: ({ context: { g } }: Args) => expireRace(g),
    declareUno: ({ context: { g }, event }: Args) => declareUno(g, seatOf(event)),
    catchUno: ({ context: { g }, event }: Args) => catchUno(g, seatOf(event), actionOf(event, 'catch').target),
    markBlocked: ({ context: { g } }: Args) => {
      g.blocked = true;
    },
    endRound: ({ context: { g } }: Args) => endRound(g),
    dealNextRound: ({ context: { g } }: Args) => dealNextRound(g),
    // The turn timer (decision in docs/rules.md): what a player who let the clock run out gets.
    timeoutPlay: ({ context: { g } }: Args) => timeoutPlay(g, g.turn),
    timeoutDrawn: ({ context: { g } }: Args) => keepDrawn(g, g.turn),
    timeoutColor: ({ context: { g } }: Args) => chooseColor(g, g.turn, mostHeldColor(g, g.turn)),
    timeoutStack: ({ context: { g } }: Args) => drawPenalty(g, g.turn),
    timeoutChallenge: ({ context: { g } }: Args) => acceptWild4(g, g.turn),
    timeoutRule: ({ context: { g } }: Args) => passRule(g, g.turn),
    timeoutTowers: ({ context: { g } }: Args) => passTowers(g, g.turn),
    timeoutKeep: ({ context: { g } }: Args) => passKeep(g, g.turn),
  },
}).createMachine({
  id: 'table',
  context: ({ input }) => input,
  initial: 'round',
  states: {
    round: {
      type: 'parallel',
      states: {
        turn: {
          initial: 'route',
          on: { settle: { target: '.route' } },
          states: {
            // rules.md "The order of things after a play": color, rule, towers, keep, race, effect.
            route: {
              always: [
                { guard: route('roundEnd'), target: '#table.scoring' },
                { guard: route('color'), target: 'color' },
                { guard: route('rule'), target: 'rule' },
                { guard: route('towers'), target: 'towers' },
                { guard: route('keep'), target: 'keep' },
                { guard: route('race'), target: 'race' },
                { guard: route('blocked'), target: '#table.scoring', actions: 'markBlocked' },
                { guard: route('challenge'), target: 'challenge' },
                { guard: route('stack'), target: 'stack' },
                { guard: route('drawn'), target: 'drawn' },
                { target: 'play' },
              ],
            },
            play: {
              on: {
                play: { guard: allowed('play'), actions: act('play', 'play') },
                // The card drawn is the pile's top: when it can be played, straight to `drawn`.
                draw: [
                  { guard: and([allowed('play'), 'drawGivesPlayable']), actions: 'draw', target: 'drawn' },
                  { guard: allowed('play'), actions: act('play', 'draw') },
                ],
                expire: { actions: act('play', 'timeoutPlay') },
              },
            },
            drawn: {
              on: {
                play: { guard: allowed('drawn'), actions: act('drawn', 'play') },
                // Keeping the card: the next player plays, unless nothing is left to draw (blocked?).
                pass: [
                  { guard: and([allowed('drawn'), 'cannotBlock']), actions: 'keepDrawn', target: 'play' },
                  { guard: allowed('drawn'), actions: act('drawn', 'keepDrawn') },
                ],
                expire: { actions: act('drawn', 'timeoutDrawn') },
              },
            },
            color: {
              on: {
                color: { guard: allowed('color'), actions: act('color', 'color') },
                expire: { actions: act('color', 'timeoutColor') },
              },
            },
            stack: {
              on: {
                play: { guard: allowed('stack'), actions: act('stack', 'play') },
                draw: { guard: allowed('stack'), actions: act('stack', 'drawPenalty') },
                expire: { actions: act('stack', 'timeoutStack') },
              },
            },
            challenge: {
              on: {
                // Either answer leaves the next seat to act in `play` (the challenger after a bluff).
                challenge: [
                  { guard: and([allowed('challenge'), 'penaltyLeavesPile']), actions: 'challenge', target: 'play' },
                  { guard: allowed('challenge'), actions: act('challenge', 'challenge') },
                ],
                accept: [
                  { guard: and([allowed('challenge'), 'penaltyLeavesPile']), actions: 'accept', target: 'play' },
                  { guard: allowed('challenge'), actions: act('challenge', 'accept') },
                ],
                play: { guard: allowed('challenge'), actions: act('challenge', 'play') },
                expire: { actions: act('challenge', 'timeoutChallenge') },
              },
            },
            rule: {
              on: {
                rule: { guard: allowed('rule'), actions: act('rule', 'rule') },
                pass: { guard: allowed('rule'), actions: act('rule', 'passRule') },
                expire: { actions: act('rule', 'timeoutRule') },
              },
            },
            towers: {
              on: {
                towers: { guard: allowed('towers'), actions: act('towers', 'towers') },
                pass: { guard: allowed('towers'), actions: act('towers', 'passTowers') },
                expire: { actions: act('towers', 'timeoutTowers') },
              },
            },
            keep: {
              on: {
                keep: { guard: allowed('keep'), actions: act('keep', 'keep') },
                pass: { guard: allowed('keep'), actions: act('keep', 'passKeep') },
                expire: { actions: act('keep', 'timeoutKeep') },
              },
            },
            race: {
              entry: 'startRace',
              on: {
                react: { guard: allowed('race'), actions: act('race', 'react') },
                expire: { actions: act('race', 'expireRace') },
              },
            },
          },
        },
        uno: {
          initial: 'closed',
          states: {
            closed: { always: { guard: 'unoWindowOpen', target: 'open' } },
            open: {
              always: { guard: 'unoWindowClosed', target: 'closed' },
              // (`refusal` judges uno and catch alike in every turn phase: 'play' stands for any)
              on: {
                uno: { guard: allowed('play'), actions: 'declareUno' },
                catch: { guard: allowed('play'), actions: 'catchUno' },
              },
            },
          },
        },
      },
    },
    scoring: {
      entry: 'endRound',
      always: [{ guard: 'gameWon', target: 'gameOver' }, { target: 'roundOver' }],
    },
    roundOver: {
      on: { nextRound: { target: 'round', actions: 'dealNextRound' } },
    },
    gameOver: {},
  },
});

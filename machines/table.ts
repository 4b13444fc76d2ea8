/**
 * The table's statechart (XState v5): the turn phases are its states. It decides *when* each
 * action may happen; the pure functions of src/engine decide *what* it does to the game.
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
 *           effect (the card acts on the next player) -> route
 *     uno:  closed | open (a seat holds one undeclared card: `uno` and `catch` are taken)
 *   scoring (scores the round) -> roundOver | gameOver
 * Timed windows are driven by `expire`, never by `after` (a restored snapshot never fires one).
 */
import { setup } from 'xstate';
import { endRound } from '../src/engine/scoring.js';
import { expireRace, passRule, react, startRace, writeRule, ruleText } from '../src/engine/house-rules.js';
import { refusal } from '../src/engine/legal.js';
import { keepOne, passKeep, passTowers, takeTowers } from '../src/engine/power-grab.js';
import { dealNextRound } from '../src/engine/rounds.js';
import type { GameState } from '../src/engine/state.js';
import {
  acceptWild4,
  applyEffect,
  catchUno,
  challengeWild4,
  chooseColor,
  declareUno,
  drawForTurn,
  drawPenalty,
  isBlocked,
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

type Args = { context: TableContext; event: TableMachineEvent };

function seatOf(event: TableMachineEvent): number {
  return 'seat' in event ? event.seat : -1;
}

function actionOf<T extends Action['type']>(event: TableMachineEvent, _type: T): Extract<Action, { type: T }> {
  return (event as unknown as { action: Extract<Action, { type: T }> }).action;
}

const allowed = (phase: Phase) => ({ type: 'allowed' as const, params: { phase } });

export const tableMachine = setup({
  types: {
    context: {} as TableContext,
    events: {} as TableMachineEvent,
    input: {} as TableContext,
  },
  guards: {
    allowed: ({ context, event }: Args, params: { phase: Phase }) =>
      'action' in event && refusal(context.g, params.phase, event.seat, event.action) === null,
    roundEnds: ({ context: { g } }: Args) => g.play !== null && g.hands[g.play.seat]!.length === 0,
    colorPending: ({ context: { g } }: Args) => g.play !== null && g.play.color,
    rulePending: ({ context: { g } }: Args) => g.play !== null && g.play.rule !== null,
    towersPending: ({ context: { g } }: Args) => g.play !== null && g.play.towers > 0,
    keepPending: ({ context: { g } }: Args) => g.play !== null && g.play.keep,
    racePending: ({ context: { g } }: Args) => g.play !== null && g.play.race !== null,
    effectPending: ({ context: { g } }: Args) => g.play !== null,
    blocked: ({ context: { g } }: Args) => isBlocked(g),
    challengePending: ({ context: { g } }: Args) => g.challenge !== null,
    stackPending: ({ context: { g } }: Args) => g.pending > 0,
    drawnPending: ({ context: { g } }: Args) => g.drawn !== null,
    raceOver: ({ context: { g } }: Args) => g.race === null,
    unoWindowOpen: ({ context: { g } }: Args) => g.unoWindow !== null,
    unoWindowClosed: ({ context: { g } }: Args) => g.unoWindow === null,
    gameWon: ({ context: { g } }: Args) => g.gameWinner !== null,
  },
  actions: {
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
    startRace: ({ context: { g } }: Args) => startRace(g),
    react: ({ context: { g }, event }: Args) => react(g, seatOf(event), actionOf(event, 'react').gesture),
    expireRace: ({ context: { g } }: Args) => expireRace(g),
    applyEffect: ({ context: { g } }: Args) => applyEffect(g),
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
          states: {
            // rules.md "The order of things after a play": color, rule, towers, keep, race, effect.
            route: {
              always: [
                { guard: 'roundEnds', target: '#table.scoring' },
                { guard: 'colorPending', target: 'color' },
                { guard: 'rulePending', target: 'rule' },
                { guard: 'towersPending', target: 'towers' },
                { guard: 'keepPending', target: 'keep' },
                { guard: 'racePending', target: 'race' },
                { guard: 'effectPending', target: 'effect' },
                { guard: 'blocked', target: '#table.scoring', actions: 'markBlocked' },
                { guard: 'challengePending', target: 'challenge' },
                { guard: 'stackPending', target: 'stack' },
                { guard: 'drawnPending', target: 'drawn' },
                { target: 'play' },
              ],
            },
            effect: { entry: 'applyEffect', always: { target: 'route' } },
            play: {
              on: {
                play: { guard: allowed('play'), actions: 'play', target: 'route' },
                draw: { guard: allowed('play'), actions: 'draw', target: 'route' },
                expire: { actions: 'timeoutPlay', target: 'route' },
              },
            },
            drawn: {
              on: {
                play: { guard: allowed('drawn'), actions: 'play', target: 'route' },
                pass: { guard: allowed('drawn'), actions: 'keepDrawn', target: 'route' },
                expire: { actions: 'timeoutDrawn', target: 'route' },
              },
            },
            color: {
              on: {
                color: { guard: allowed('color'), actions: 'color', target: 'route' },
                expire: { actions: 'timeoutColor', target: 'route' },
              },
            },
            stack: {
              on: {
                play: { guard: allowed('stack'), actions: 'play', target: 'route' },
                draw: { guard: allowed('stack'), actions: 'drawPenalty', target: 'route' },
                expire: { actions: 'timeoutStack', target: 'route' },
              },
            },
            challenge: {
              on: {
                challenge: { guard: allowed('challenge'), actions: 'challenge', target: 'route' },
                accept: { guard: allowed('challenge'), actions: 'accept', target: 'route' },
                play: { guard: allowed('challenge'), actions: 'play', target: 'route' },
                expire: { actions: 'timeoutChallenge', target: 'route' },
              },
            },
            rule: {
              on: {
                rule: { guard: allowed('rule'), actions: 'rule', target: 'route' },
                pass: { guard: allowed('rule'), actions: 'passRule', target: 'route' },
                expire: { actions: 'timeoutRule', target: 'route' },
              },
            },
            towers: {
              on: {
                towers: { guard: allowed('towers'), actions: 'towers', target: 'route' },
                pass: { guard: allowed('towers'), actions: 'passTowers', target: 'route' },
                expire: { actions: 'timeoutTowers', target: 'route' },
              },
            },
            keep: {
              on: {
                keep: { guard: allowed('keep'), actions: 'keep', target: 'route' },
                pass: { guard: allowed('keep'), actions: 'passKeep', target: 'route' },
                expire: { actions: 'timeoutKeep', target: 'route' },
              },
            },
            race: {
              entry: 'startRace',
              always: { guard: 'raceOver', target: 'route' },
              on: {
                react: { guard: allowed('race'), actions: 'react' },
                expire: { actions: 'expireRace' },
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

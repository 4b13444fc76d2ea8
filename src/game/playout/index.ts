/**
 * The fast playout path: a game run by the same rule functions the statechart calls, without the
 * XState actor (about a tenth of its cost per action), for a bot's search, which plays thousands of
 * rounds per decision. The statechart stays the source of the phases for real tables: the route's
 * table (`routeNow`), what a timer does in each phase (`TURN_TIMEOUTS`) and the events each phase
 * takes (`PHASE_EVENTS`) are read from it (machines/index.ts); test/game/playout.test.ts plays
 * seeded rounds of every edition through both and compares them after every action
 * (docs/bots.md "The playout path").
 *
 * Why the phase can be derived: every resting state of the chart leaves through `moved` to `route`
 * as soon as the route table names another state, UNO and catch excepted, which never move the
 * flow. So after any other action the phase is the target of `routeNow(g)`, with the chart's
 * actions on the way: a blocked round marked, the round scored, a race started.
 */
import {
  PHASE_CHOICES,
  PHASE_EVENTS,
  PLAY_ROUTE,
  TURN_TIMEOUTS,
  UNO_PHASES,
  routeNow,
} from '../../../machines/index.js';
import {
  acceptWild4,
  catchUno,
  challengeWild4,
  chooseColor,
  dealNextRound,
  declareUno,
  drawForTurn,
  drawPenalty,
  endRound,
  keepDrawn,
  keepOne,
  markBlocked,
  newGame,
  passKeep,
  passRule,
  passTowers,
  playCards,
  react,
  refusal,
  ruleText,
  settle,
  startRace,
  swapHands,
  takeTowers,
  writeRule,
  legalActions,
} from '../rules/index.js';
import type { GameState } from '../state.js';
import type { Action, CardCode, Phase, PlayerView, TableConfig } from '../types.js';
import { buildView } from '../view.js';
import { card } from '../notation/index.js';
import { playableNow } from '../rules/turn.js';

/** A game and the phase it rests in: what the actor's snapshot holds, as plain data. */
export interface Playout {
  g: GameState;
  phase: Phase;
}

/** A new game, as `createTable(config)` starts it. */
export function startPlayout(config: TableConfig): Playout {
  const p: Playout = { g: newGame(config), phase: 'play' };
  route(p, true);
  return p;
}

/** The chart's path for a view (`play.unoOpen`, `drawn`). */
export function playoutPath(p: Playout): string {
  if (!UNO_PHASES.has(p.phase)) return p.phase;
  return `${p.phase}.${p.g.unoWindow === null ? 'unoClosed' : 'unoOpen'}`;
}

export function playoutView(p: Playout, seat: number): PlayerView {
  return buildView(p.g, p.phase, playoutPath(p), seat);
}

export function playoutLegal(p: Playout, seat: number): Action[] {
  return legalActions(p.g, p.phase, seat, PHASE_CHOICES);
}

/**
 * Whether the turn seat's `code` plays now (in `play`, `drawn`, `stack` or `challenge`), as
 * `legalActions` would list it, without building the list: a playout asks it at every turn.
 */
export function playsNow(p: Playout, code: CardCode): boolean {
  if (p.phase === 'drawn' && code !== p.g.drawn) return false;
  return playableNow(p.g, p.phase, card(code));
}

/** `Table.send`: the action judged as the table judges it, then played; null when accepted. */
export function playoutSend(p: Playout, seat: number, action: Action): string | null {
  const error = refusal(p.g, p.phase, seat, action, PHASE_CHOICES, PHASE_EVENTS[p.phase]);
  if (error !== null) return error;
  const before = p.g.seq;
  playoutApply(p, seat, action);
  return p.g.seq === before ? 'wrong-phase' : null;
}

/**
 * Plays an action the caller knows to be legal (from `legalActions`, or a search's own choice):
 * nothing is checked, as the chart's guards trust `Table.send`'s judgement.
 */
export function playoutApply(p: Playout, seat: number, action: Action): void {
  const g = p.g;
  switch (action.type) {
    case 'uno':
      declareUno(g, seat);
      return;
    case 'catch':
      catchUno(g, seat, action.target);
      return;
    case 'play':
      playCards(g, PLAY_ROUTE, seat, action.card, action.color, action.uno, action.also, action.swapWith);
      break;
    case 'draw':
      if (p.phase === 'stack') drawPenalty(g, seat);
      else drawForTurn(g, seat);
      break;
    case 'pass':
      if (p.phase === 'drawn') keepDrawn(g, seat);
      else if (p.phase === 'rule') passRule(g, seat);
      else if (p.phase === 'towers') passTowers(g, seat);
      else passKeep(g, seat);
      break;
    case 'color':
      chooseColor(g, seat, action.color);
      break;
    case 'challenge':
      challengeWild4(g, seat);
      break;
    case 'accept':
      acceptWild4(g, seat);
      break;
    case 'rule':
      writeRule(g, seat, action.number, ruleText(action.text)!, action.gesture);
      break;
    case 'react':
      react(g, seat, action.gesture);
      break;
    case 'towers':
      takeTowers(g, seat, action.take);
      break;
    case 'keep':
      keepOne(g, seat, action.card);
      break;
    case 'swap':
      swapHands(g, seat, action.target);
      break;
  }
  settle(g, PLAY_ROUTE);
  route(p, false);
}

/** The chart's timers, read by any phase (`roundOver` and `gameOver` have none). */
const TIMEOUTS: Partial<Record<Phase, (g: GameState) => void>> = TURN_TIMEOUTS;

/** `Table.expire`: the turn timer (or a race's) runs out. */
export function playoutExpire(p: Playout): void {
  const timeout = TIMEOUTS[p.phase];
  if (timeout === undefined) return;
  timeout(p.g);
  settle(p.g, PLAY_ROUTE);
  route(p, false);
}

/** `Table.nextRound`: after a round, the next one's deal. */
export function playoutNextRound(p: Playout, seed?: string): void {
  if (p.phase !== 'roundOver') return;
  dealNextRound(p.g, seed);
  p.phase = 'play';
  route(p, false);
}

/** Where the flow rests now, with the chart's entry actions on the way (`route`, `scoring`, `race`). */
function route(p: Playout, initial: boolean): void {
  const g = p.g;
  const row = routeNow(g);
  const target = row?.target ?? 'play';
  if (target === 'scoring') {
    // the route table's own action on the way (a blocked round), then the scoring state's entry
    if (row !== undefined && 'actions' in row) markBlocked(g);
    endRound(g);
    p.phase = g.gameWinner !== null ? 'gameOver' : 'roundOver';
    return;
  }
  const entered = target !== p.phase || initial;
  p.phase = target;
  if (entered && target === 'race' && g.race === null) {
    startRace(g);
    route(p, false);
  }
}

/**
 * A copy of a game for one playout: its own hands, piles and generators, without the events (a
 * playout reads none). Cheaper than `structuredClone`, which a search would call thousands of
 * times per decision.
 */
export function copyGame(g: GameState): GameState {
  return {
    ...g,
    rng: [...g.rng],
    pub: g.pub ? [...g.pub] : g.pub,
    hands: g.hands.map((h) => h.slice()),
    pile: g.pile.slice(),
    discard: g.discard.slice(),
    scores: g.scores.slice(),
    history: g.history.slice(),
    uno: g.uno.slice(),
    // `queued` is never changed in place (state.ts `PlaySteps`): the copy shares it
    play: g.play ? { ...g.play } : null,
    challenge: g.challenge ? { ...g.challenge, hand: g.challenge.hand.slice() } : null,
    rules: g.rules.slice(),
    towers: g.towers ? { ...g.towers } : null,
    race: g.race ? { ...g.race, choices: g.race.choices.slice(), done: g.race.done.slice() } : null,
    events: [],
  };
}

/**
 * What one seat may know (docs/engine-api.md "Tables"): its own hand, counts of the others, nothing
 * of the draw pile's order. The hands at round end only once the round is over.
 */
import { PHASE_CHOICES } from '../../machines/index.js';
import { legalActions, teamsBySeat, type PhaseTable } from './rules/index.js';
import type { GameState } from './state.js';
import {
  SPECTATOR,
  UNDER_TOP,
  type CardCode,
  type Phase,
  type PlayerView,
  type RoundResult,
  type RuleOptions,
  type TableEvent,
} from './types.js';

/** `seat` is a seat of the table, or SPECTATOR (-1) for the public part alone. `choices`: the
 * phases' choices its `legal` lists, the chart's (a test's own route table may bring others). */
export function buildView(
  g: GameState,
  phase: Phase,
  phasePath: string,
  seat: number,
  choices: PhaseTable = PHASE_CHOICES,
): PlayerView {
  const watching = seat === SPECTATOR;
  const over = phase === 'roundOver' || phase === 'gameOver';
  const counts = new Array<number>(g.players);
  for (let s = 0; s < g.players; s++) counts[s] = g.hands[s]!.length;
  const view: PlayerView = {
    seat,
    phase,
    turn: g.turn,
    hand: watching ? [] : g.hands[seat]!.slice(),
    counts,
    top: g.discard[g.discard.length - 1]!,
    color: g.color,
    direction: g.direction,
    pile: g.pile.length,
    discards: g.discard.length,
    under: underTop(g.discard),
    dealer: g.dealer,
    round: g.round,
    scores: g.scores.slice(),
    roundWinner: over && g.roundResult ? g.roundResult.winner : null,
    gameWinner: g.gameWinner,
    legal: watching ? [] : legalActions(g, phase, seat, choices),
    edition: g.edition,
    options: sharedOptions(g),
    players: g.players,
    phasePath,
    uno: g.uno.slice(),
    unoWindow: g.unoWindow,
    pending: phase === 'stack' || phase === 'challenge' ? g.pending : 0,
    drawn: phase === 'drawn' && seat === g.turn ? g.drawn : null,
    // in the literal, undefined elsewhere: every view keeps one shape (a plain JSON copy drops it)
    wildDrawFourBy: phase === 'challenge' && g.challenge !== null ? g.challenge.by : undefined,
    race: g.race
      ? { number: g.race.number, gesture: g.race.gesture, choices: g.race.choices.slice(), done: g.race.done.slice() }
      : null,
    roundResult: over && g.roundResult ? copyResult(g.roundResult) : null,
    history: sharedHistory(g),
  };
  if (g.towers) view.towers = { ...g.towers };
  if (g.edition === 'house-rules') view.rules = g.rules.map((r) => ({ ...r }));
  if (g.options.teams) view.teams = teamsBySeat(g.players);
  return view;
}

// The cards under the top change only at a play, a deal or a reshuffle, and every seat's view of
// one state shows the same: one frozen list, shared until the pile's tail differs (as the listed
// actions are: choices.ts).
let lastUnder: readonly CardCode[] = Object.freeze([]);

/** The cards under the top of `discard` (top last), newest first, up to UNDER_TOP. */
function underTop(discard: readonly CardCode[]): CardCode[] {
  const n = Math.min(UNDER_TOP, Math.max(0, discard.length - 1));
  let same = lastUnder.length === n;
  for (let i = 0; same && i < n; i++) same = lastUnder[i] === discard[discard.length - 2 - i];
  if (!same) {
    const under = new Array<CardCode>(n);
    for (let i = 0; i < n; i++) under[i] = discard[discard.length - 2 - i]!;
    lastUnder = Object.freeze(under);
  }
  return lastUnder as CardCode[];
}

function structuredCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function copyResult(r: RoundResult): RoundResult {
  return { ...r, points: r.points.slice(), gained: r.gained.slice(), hands: r.hands.map((h) => h.slice()) };
}

// A view is built after every action (by the host for each seat it syncs, by every bot): the parts
// that change at most once a round are copied once, frozen, and shared by the views until they
// change. Freezing keeps one reader from changing what another sees.
const optionsCopies = new WeakMap<RuleOptions, Readonly<RuleOptions>>();
const historyCopies = new WeakMap<number[][], readonly (readonly number[])[]>();

/** The game's options (set once per game). */
function sharedOptions(g: GameState): RuleOptions {
  let copy = optionsCopies.get(g.options);
  if (copy === undefined) {
    copy = Object.freeze({ ...g.options });
    optionsCopies.set(g.options, copy);
  }
  return copy;
}

/** The scores after each round (a row is added at each round end). */
function sharedHistory(g: GameState): number[][] {
  let copy = historyCopies.get(g.history);
  if (copy === undefined || copy.length !== g.history.length) {
    copy = Object.freeze(g.history.map((row) => Object.freeze(row.slice())));
    historyCopies.set(g.history, copy);
  }
  return copy as number[][];
}

/** Each seat's copy of an event: cards drawn only to the drawer, a challenged hand only to the
 * challenger (decision shared by the team, docs/rules.md). */
export function eventFor(event: TableEvent, seat: number): TableEvent {
  if (event.type === 'draw') {
    if (event.seat === seat) return { ...event, cards: event.cards ? event.cards.slice() : [] };
    const { cards: _hidden, ...rest } = event;
    return rest;
  }
  if (event.type === 'challenge') {
    if (event.by === seat) return { ...event, hand: event.hand ? event.hand.slice() : [] };
    const { hand: _hidden, ...rest } = event;
    return rest;
  }
  if (event.type === 'roundEnd') return { ...event, result: structuredCopy(event.result) };
  if (event.type === 'play' || event.type === 'towers' || event.type === 'raceEnd' || event.type === 'dealerDraw') {
    return structuredCopy(event);
  }
  return { ...event };
}

export function eventsFor(g: GameState, seat: number, since: number): TableEvent[] {
  const out: TableEvent[] = [];
  const events = g.events;
  // Events are in seq order: walk back to the first one after `since`.
  let i = events.length;
  while (i > 0 && events[i - 1]!.seq > since) i--;
  for (; i < events.length; i++) out.push(eventFor(events[i]!, seat));
  return out;
}

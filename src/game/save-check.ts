/**
 * The invariants of a saved game (issue 11, point 5): what `restoreTable` checks before it takes a
 * snapshot back. A save can be cut short, edited by hand or damaged; a table resumed from a bad one
 * would go wrong later and less clearly (an outside audit resumed a save with 40 Wild +4 in one
 * hand). Every card of the deck exactly as many times as printed, across the hands and both piles
 * (the only places a card lives: a challenge's hand, the drawn card and the round's result are
 * copies); colors, seats, direction, the phase and its data, scores, towers and rules consistent.
 * Each check answers with the reason, in words, for `corrupt-save: <why>`.
 */
import { STEP_CHECKS, UNO_PHASES, restsIn, type StepCheckTable } from '../../machines/index.js';
import { parseCard } from './notation/index.js';
import { EDITIONS, isEditionId, resolveOptions } from './notation/index.js';
import { GESTURES, RACE_CHOICES } from './gestures.js';
import { MAX_RULES, ruleText, teamsProblem } from './rules/index.js';
import { EVENTS_KEPT, type StepContext } from './state.js';
import type { CardCode, EditionId, Tower } from './types.js';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, min: number, max: number): x is number =>
  Number.isSafeInteger(x) && (x as number) >= min && (x as number) <= max;
const isWord = (x: unknown): boolean => isInt(x, 0, 0xffffffff);
const isGenerator = (x: unknown): boolean => Array.isArray(x) && x.length === 4 && x.every(isWord);
const isBool = (x: unknown): x is boolean => typeof x === 'boolean';

/** What every play keeps while its steps run (state.ts `PlayInProgress`); its variants' steps are
 * checked by their rules files, through the chart's route table that names them (`STEP_CHECKS`,
 * machines/table.ts). */
const PLAY_KEYS = ['seat', 'card', 'color', 'effect', 'queued'];
const TOWERS: readonly Tower[] = ['U', 'N', 'O', '!'];
const EVENT_TYPES: ReadonlySet<string> = new Set([
  'deal',
  'dealerDraw',
  'play',
  'draw',
  'pass',
  'skip',
  'reverse',
  'color',
  'uno',
  'catch',
  'challenge',
  'accept',
  'protected',
  'rule',
  'race',
  'react',
  'raceEnd',
  'towers',
  'keep',
  'reshuffle',
  'swap',
  'rotate',
  'jumpIn',
  'firstCard',
  'roundEnd',
  'gameEnd',
]);

/** Counts of each code in `lists`. */
function tally(lists: readonly (readonly CardCode[])[]): Map<CardCode, number> {
  const counts = new Map<CardCode, number>();
  for (const list of lists) for (const code of list) counts.set(code, (counts.get(code) ?? 0) + 1);
  return counts;
}

/** The first difference between what a round holds and what it should, in words; null if none. */
function deckDifference(held: Map<CardCode, number>, printed: Map<CardCode, number>): string | null {
  for (const [code, n] of held) {
    const want = printed.get(code) ?? 0;
    if (n > want) return `${n} × ${code} where the deck has ${want}`;
  }
  for (const [code, want] of printed) {
    const n = held.get(code) ?? 0;
    if (n < want) return `${n} × ${code} where the deck has ${want}`;
  }
  return null;
}

function isCodeList(x: unknown, deck: ReadonlySet<CardCode>): x is CardCode[] {
  return Array.isArray(x) && x.every((c) => typeof c === 'string' && deck.has(c));
}

/**
 * Why the saved game `game`, resting in `phase` (`phasePath`: `play.unoOpen`, `roundOver`), cannot
 * be taken back; null when every invariant holds. `rigged`: the first round's own cards when the
 * game began with a rigged deal (`TableConfig.deal`), which only that round plays with. `steps`:
 * the checks of the play's steps, those of the variants the chart's route table names.
 */
export function gameProblem(
  game: unknown,
  phase: string,
  phasePath: string,
  rigged: { hands: CardCode[][]; discard: CardCode; pile: CardCode[] } | null,
  steps: StepCheckTable = STEP_CHECKS,
): string | null {
  if (!isObj(game)) return 'the game is missing';
  const g = game;
  if (!isEditionId(g.edition)) return 'the edition is unknown';
  const edition = EDITIONS[g.edition];
  if (!isInt(g.players, 2, 10)) return 'the number of players is not 2..10';
  const n = g.players;
  const isSeat = (x: unknown): x is number => isInt(x, 0, n - 1);
  const seatList = (x: unknown, ok: (y: unknown) => boolean) => Array.isArray(x) && x.length === n && x.every(ok);

  // the rules the game plays
  if (!isObj(g.options)) return 'the options are missing';
  try {
    const resolved = resolveOptions(edition, g.options);
    for (const key of Object.keys(g.options)) if (!(key in resolved)) return `the option ${key} does not exist`;
  } catch (e) {
    return `the options are damaged (${e instanceof Error ? e.message : String(e)})`;
  }
  const options = g.options as { scoring?: string };

  // the generators and the round
  if (typeof g.seed !== 'string' || g.seed.length > 1000) return 'the seed is damaged';
  if (!isGenerator(g.rng)) return "the deal's generator is damaged";
  if (g.pub !== undefined && g.pub !== null && !isGenerator(g.pub)) return 'the public generator is damaged';
  if (!isInt(g.round, 1, 1_000_000)) return 'the round number is damaged';
  if (!isSeat(g.dealer)) return 'the dealer is not a seat';
  if (!isSeat(g.turn)) return 'the turn is not a seat';
  if (g.direction !== 1 && g.direction !== -1) return 'the direction of play is neither 1 nor -1';

  // every card where it may be, each as many times as printed
  const codes = new Set(edition.deck());
  if (!Array.isArray(g.hands) || g.hands.length !== n) return 'the hands are not one per seat';
  for (let s = 0; s < n; s++) {
    if (!isCodeList(g.hands[s], codes)) return `seat ${s}'s hand holds a card the ${edition.id} deck does not have`;
  }
  if (!isCodeList(g.pile, codes)) return `the draw pile holds a card the ${edition.id} deck does not have`;
  if (!isCodeList(g.discard, codes) || g.discard.length === 0)
    return `the discard pile is empty or holds a card the ${edition.id} deck does not have`;
  const hands = g.hands as CardCode[][];
  const pile = g.pile;
  const discard = g.discard;
  if (
    rigged &&
    !(
      Array.isArray(rigged.hands) &&
      rigged.hands.every((h) => Array.isArray(h) && h.every((c) => typeof c === 'string')) &&
      typeof rigged.discard === 'string' &&
      Array.isArray(rigged.pile) &&
      rigged.pile.every((c) => typeof c === 'string')
    )
  )
    return "the first round's rigged deal is damaged";
  const printed =
    rigged && g.round === 1 ? tally([...rigged.hands, [rigged.discard], rigged.pile]) : tally([edition.deck()]);
  const difference = deckDifference(tally([...hands, pile, discard]), printed);
  if (difference !== null) return `the cards do not add up to the deck: ${difference}`;
  const top = discard[discard.length - 1]!;

  if (!edition.colors.includes(g.color as never)) return `the color in force is not a ${edition.id} color`;

  // scores: after each round, never going down; the scores are the last round's
  const over = phase === 'roundOver' || phase === 'gameOver';
  if (!seatList(g.scores, (x) => isInt(x, 0, Number.MAX_SAFE_INTEGER))) return 'the scores are damaged';
  if (
    !Array.isArray(g.history) ||
    !g.history.every((row) => seatList(row, (x) => isInt(x, 0, Number.MAX_SAFE_INTEGER)))
  )
    return 'the score history is damaged';
  const history = g.history as number[][];
  const scores = g.scores as number[];
  if (history.length !== g.round - (over ? 0 : 1)) return 'the score history does not match the round';
  for (let r = 1; r < history.length; r++) {
    if (history[r]!.some((p, s) => p < history[r - 1]![s]!)) return 'a score went down between rounds';
  }
  const last = history.length > 0 ? history[history.length - 1]! : new Array<number>(n).fill(0);
  if (last.some((p, s) => p !== scores[s])) return 'the scores are not those of the last round';
  const teams = teamsProblem((g.options as { teams?: unknown }).teams, n, history, g.lastOut);
  if (teams !== null) return teams;

  // UNO
  if (!seatList(g.uno, isBool)) return 'the UNO declarations are damaged';
  if ((g.uno as boolean[]).some((said, s) => said && hands[s]!.length > 1))
    return 'a seat declared UNO while holding more than one card';
  if (g.unoWindow !== null && !(isSeat(g.unoWindow) && hands[g.unoWindow]!.length === 1))
    return 'unoWindow (a seat that may be caught) names a seat that does not hold one card';

  // the phase and its data
  if (!isInt(g.pending, 0, 4 * codes.size)) return 'the pending penalty is damaged';
  if (g.drawn !== null && !(typeof g.drawn === 'string' && hands[g.turn]!.includes(g.drawn)))
    return 'the drawn card is not in the hand of the seat on turn';
  if ((g.drawn !== null) !== (phase === 'drawn')) return 'the drawn card does not match the phase';
  const playProblem = checkPlay(g.play, edition.id, g.options, n, isSeat, codes, top, steps);
  if (playProblem) return playProblem;
  const c = g.challenge;
  if (
    c !== null &&
    !(isObj(c) && isSeat(c.by) && isBool(c.bluff) && isCodeList(c.hand, codes) && Object.keys(c).length === 3)
  )
    return 'the Wild +4 challenge is damaged';
  if ((c !== null) !== (phase === 'challenge')) return 'the Wild +4 challenge does not match the phase';
  if (!isBool(g.blocked)) return 'the blocked flag is damaged';
  if (g.plainStart !== undefined && !isBool(g.plainStart)) return 'the starting card flag is damaged';
  if (g.plainStart === true && !(edition.id === 'power-grab' && parseCard(top)!.kind === 'take2'))
    return 'a plain starting card that is no Take-2-Towers';
  if (g.plainFor !== undefined && g.plainFor !== null && !(isSeat(g.plainFor) && g.towers !== null))
    return 'the seat a tower protected is damaged';

  // house rules and their races
  const rulesProblem = checkRules(g, edition.id, n, phase);
  if (rulesProblem) return rulesProblem;

  // power grab's towers
  if (edition.id === 'power-grab') {
    const t = g.towers;
    if (!isObj(t) || Object.keys(t).length !== 4 || !TOWERS.every((k) => t[k] === null || isSeat(t[k])))
      return 'the towers are damaged';
  } else if (g.towers !== null) return `the ${edition.id} edition has no towers`;

  // the round's end and the game's
  if (over) {
    if (g.play !== null || g.pending !== 0) return 'a round over with a play still under way';
    const r = g.roundResult;
    if (
      !isObj(r) ||
      !(r.winner === null || isSeat(r.winner)) ||
      !isBool(r.blocked) ||
      !seatList(r.points, (x) => isInt(x, 0, 100_000)) ||
      !seatList(r.gained, (x) => isInt(x, 0, Number.MAX_SAFE_INTEGER)) ||
      !seatList(r.hands, (h) => isCodeList(h, codes))
    )
      return "the round's result is damaged";
    if ((r.hands as CardCode[][]).some((h, s) => h.join() !== hands[s]!.join()))
      return "the round's result does not show the hands as they are";
    if (r.winner !== null && !r.blocked && hands[r.winner]!.length !== 0)
      return 'the round was won by a seat that still holds cards';
    const before = history.length > 1 ? history[history.length - 2]! : new Array<number>(n).fill(0);
    if ((r.gained as number[]).some((p, s) => p !== scores[s]! - before[s]!))
      return "the round's points gained do not match the scores";
  } else if (g.roundResult !== null) return 'a round under way with a result';
  if (g.gameWinner !== null && !isSeat(g.gameWinner)) return 'the game winner is not a seat';
  if ((g.gameWinner !== null) !== (phase === 'gameOver')) return 'the game winner does not match the phase';
  if (
    phase === 'gameOver' &&
    options.scoring !== 'none' &&
    Math.max(...scores) < (g.options as { target: number }).target
  )
    return 'the game is over before anyone reached the target';

  // where the turn flow rests: the statechart's own answer for this game
  if (!over) {
    const rests = restsIn(g as never);
    if (rests !== phase) return `the phase is ${phase} where the game rests in ${rests}`;
    if (UNO_PHASES.has(phase)) {
      const open = phasePath.endsWith('.unoOpen');
      if (open !== (g.unoWindow !== null)) return 'unoWindow (a seat that may be caught) does not match the phase';
    } else if (g.unoWindow !== null) return `unoWindow (a seat that may be caught) is set in ${phase}`;
  }

  // the log a seat may be sent again
  if (!isInt(g.seq, 0, Number.MAX_SAFE_INTEGER)) return 'the event count is damaged';
  if (!Array.isArray(g.events) || g.events.length > EVENTS_KEPT + 28) return 'the events are damaged';
  let previous = 0;
  for (const e of g.events) {
    if (!isObj(e) || !isInt(e.seq, previous + 1, g.seq) || !EVENT_TYPES.has(e.type as string))
      return 'an event is damaged';
    previous = e.seq;
  }
  return null;
}

function checkPlay(
  play: unknown,
  edition: EditionId,
  options: Readonly<Record<string, unknown>>,
  n: number,
  isSeat: (x: unknown) => boolean,
  codes: ReadonlySet<CardCode>,
  top: CardCode,
  steps: StepCheckTable,
): string | null {
  if (play === null) return null;
  if (!isObj(play) || Object.keys(play).length !== PLAY_KEYS.length || !PLAY_KEYS.every((k) => k in play))
    return 'the play under way is damaged';
  const p = play;
  if (!(isSeat(p.seat) && p.card === top && isBool(p.color) && isBool(p.effect)))
    return 'the play under way is damaged, or its card is not the top card';
  if (!isObj(p.queued)) return "the play's steps are damaged";
  const at: StepContext = {
    seat: p.seat as number,
    card: top,
    players: n,
    edition,
    options,
    isCodeList: (x: unknown) => isCodeList(x, codes),
  };
  for (const [name, value] of Object.entries(p.queued)) {
    if (!Object.prototype.hasOwnProperty.call(steps, name)) return `the play holds an unknown step ${name}`;
    if (!steps[name]!(value, at)) return `the play's step ${name} is damaged`;
  }
  return null;
}

function checkRules(g: Obj, edition: EditionId, n: number, phase: string): string | null {
  const rules = g.rules;
  if (!Array.isArray(rules)) return 'the house rules are damaged';
  if (edition !== 'house-rules') {
    if (rules.length > 0) return `the ${edition} edition has no house rules`;
  } else {
    if (rules.length > MAX_RULES) return `more than ${MAX_RULES} house rules`;
    const numbers = new Set<number>();
    for (const r of rules) {
      if (
        !isObj(r) ||
        !isInt(r.number, 0, 9) ||
        numbers.has(r.number) ||
        typeof r.text !== 'string' ||
        ruleText(r.text) !== r.text ||
        !GESTURES.includes(r.gesture as string)
      )
        return 'a house rule is damaged (its number, text or gesture)';
      numbers.add(r.number);
    }
  }
  const race = g.race;
  if (race === null) return phase === 'race' ? 'a race phase with no race' : null;
  if (!isObj(race) || phase !== 'race') return 'a race outside the race phase';
  const rule = (rules as { number: number; gesture: string }[]).find((r) => r.number === race.number);
  const choices = race.choices;
  if (
    !rule ||
    race.gesture !== rule.gesture ||
    !Array.isArray(choices) ||
    choices.length !== RACE_CHOICES ||
    new Set(choices).size !== RACE_CHOICES ||
    !choices.every((x) => GESTURES.includes(x as string)) ||
    !choices.includes(rule.gesture) ||
    !Array.isArray(race.done) ||
    race.done.length !== n ||
    !race.done.every(isBool)
  )
    return "the race does not match its rule (its number, gesture or choices), or its players' answers are damaged";
  return null;
}

/**
 * A new game and each round's deal (docs/game-rules.md "A round" and "The starting card").
 */
import { card, parseCard } from '../notation/index.js';
import { EDITIONS, isEditionId, resolveOptions } from '../notation/index.js';
import { GESTURES } from '../gestures.js';
import { MAX_RULES, ruleText } from './house-rules.js';
import { drawCards } from '../piles.js';
import { nextInt, publicStreamFrom, seedFrom, shuffleInPlace } from '../rng.js';
import { startsPlain } from './power-grab.js';
import { checkTeams, partnersAlike } from './teams.js';
import { emit, newPlay, publicStream, seatAfter, topCode, type GameState } from '../state.js';
import type { CardCode, HouseRule, TableConfig } from '../types.js';

const HAND_SIZE = 7;
/** A deck made only of Wild +4s would turn forever. */
const MAX_START_TURNS = 200;

function checkCodes(codes: unknown, what: string): CardCode[] {
  if (!Array.isArray(codes)) throw new Error(`deal.${what}: not an array of card codes`);
  for (const code of codes) {
    if (!parseCard(code)) throw new Error(`deal.${what}: ${JSON.stringify(code)} is not a card code`);
  }
  return codes.slice() as CardCode[];
}

/**
 * Where public random choices come from: 'two', the public stream apart from the deal's (every
 * game now); 'shared', the deal's own generator, as games did before the public stream existed
 * (a record of version 1 replays so).
 */
export type Streams = 'two' | 'shared';

const isScoreRow = (x: unknown, n: number): x is number[] =>
  Array.isArray(x) && x.length === n && x.every((p) => Number.isSafeInteger(p) && p >= 0);

/** `config.round`, checked: a later round of a game under way, as every seat saw it begin. */
function laterRound(config: TableConfig, n: number, houseRules: boolean): NonNullable<TableConfig['round']> {
  const r = config.round!;
  if (!r || typeof r !== 'object') throw new Error('config.round: not an object');
  if (!Number.isSafeInteger(r.number) || r.number < 2) throw new Error('config.round.number: not 2 or more');
  if (config.deal) throw new Error('config.round: a later round deals the whole deck (no deal)');
  if (config.dealer === undefined) throw new Error("config.round: needs that round's dealer");
  if (typeof config.seed !== 'string') throw new Error("config.round: needs that round's seed");
  if (!isScoreRow(r.scores, n)) throw new Error('config.round.scores: need one score per seat');
  if (!Array.isArray(r.history) || r.history.length !== r.number - 1 || !r.history.every((row) => isScoreRow(row, n)))
    throw new Error('config.round.history: need the scores after each round before it');
  const rules = r.rules ?? [];
  if (!Array.isArray(rules) || rules.length > (houseRules ? MAX_RULES : 0))
    throw new Error('config.round.rules: too many');
  const numbers = new Set<number>();
  const kept: HouseRule[] = rules.map((rule: HouseRule) => {
    const text = ruleText(rule?.text);
    if (!Number.isInteger(rule?.number) || rule.number < 0 || rule.number > 9 || numbers.has(rule.number))
      throw new Error('config.round.rules: a number is not 0..9, or twice');
    if (text === null || !GESTURES.includes(rule.gesture)) throw new Error('config.round.rules: a bad text or gesture');
    numbers.add(rule.number);
    return { number: rule.number, text, gesture: rule.gesture };
  });
  return { number: r.number, scores: r.scores.slice(), history: r.history.map((row) => row.slice()), rules: kept };
}

/** Validate a config and build the game up to the first turn of round 1 (or of `config.round`).
 * Throws on a bad config (the host's own input, not a peer's). */
export function newGame(config: TableConfig, streams: Streams = 'two'): GameState {
  if (!config || typeof config !== 'object') throw new Error('config: not an object');
  if (!isEditionId(config.edition))
    throw new Error(`config.edition: ${JSON.stringify(config.edition)} is not an edition`);
  const n = config.players;
  if (!Number.isInteger(n) || n < 2 || n > 10) throw new Error(`config.players: ${JSON.stringify(n)} is not 2..10`);
  const edition = EDITIONS[config.edition];
  const options = resolveOptions(edition, config.options);
  checkTeams(n, options.teams === true);
  if (config.dealer !== undefined && (!Number.isInteger(config.dealer) || config.dealer < 0 || config.dealer >= n)) {
    throw new Error(`config.dealer: ${JSON.stringify(config.dealer)} is not a seat`);
  }
  // Decision (docs/rules.md): without a seed a game is still deterministic.
  const seed = typeof config.seed === 'string' ? config.seed : 'uno';
  const g: GameState = {
    edition: edition.id,
    options,
    players: n,
    seed,
    rng: seedFrom(seed),
    pub: streams === 'two' ? publicStreamFrom(seed) : null,
    round: 0,
    dealer: 0,
    turn: 0,
    direction: 1,
    hands: [],
    pile: [],
    discard: [],
    color: edition.colors[0]!,
    scores: new Array<number>(n).fill(0),
    history: [],
    uno: [],
    unoWindow: null,
    pending: 0,
    drawn: null,
    play: null,
    challenge: null,
    rules: [],
    towers: edition.id === 'power-grab' ? { U: null, N: null, O: null, '!': null } : null,
    race: null,
    blocked: false,
    roundResult: null,
    gameWinner: null,
    events: [],
    seq: 0,
  };
  if (config.round !== undefined) {
    const later = laterRound(config, n, edition.id === 'house-rules');
    if (options.teams && ![later.scores, ...later.history].every((row) => partnersAlike(n, row)))
      throw new Error('config.round.scores: partners do not show the same score');
    // as nextRound(seed) leaves a game: the round before it over, its dealer one seat to the right
    g.round = later.number - 1;
    g.scores = later.scores;
    g.history = later.history;
    g.rules = later.rules ?? [];
    g.dealer = (config.dealer! - 1 + n) % n;
    dealNextRound(g);
  } else if (config.deal) {
    const deal = config.deal;
    const hands = Array.isArray(deal.hands) ? deal.hands : null;
    if (!hands || hands.length !== n) throw new Error(`deal.hands: need one hand per seat (${n})`);
    const dealt = hands.map((h, i) => checkCodes(h, `hands[${i}]`));
    if (!parseCard(deal.discard)) throw new Error(`deal.discard: ${JSON.stringify(deal.discard)} is not a card code`);
    const pile = checkCodes(deal.pile, 'pile').reverse();
    // Decision shared by the team: a rigged deal without a dealer has the last seat deal.
    g.dealer = config.dealer ?? n - 1;
    startRound(g, dealt, pile, deal.discard);
  } else {
    g.dealer = config.dealer ?? drawForDealer(g);
    const pile = shuffleInPlace(g.rng, edition.deck());
    startRound(g, null, pile, null);
  }
  return g;
}

/** Round 1: every player draws a card, highest number deals; symbols count as zero; ties draw
 * again among the tied (docs/game-rules.md "A round", 1). The cards go back before the deal. */
function drawForDealer(g: GameState): number {
  // every seat sees these cards: they come from the public stream, never from the deal's
  const pub = publicStream(g);
  const deck = EDITIONS[g.edition].deck();
  let tied = Array.from({ length: g.players }, (_, s) => s);
  const draws: (CardCode | null)[][] = [];
  for (let tries = 0; tied.length > 1 && tries < 50; tries++) {
    shuffleInPlace(pub, deck);
    const pass = new Array<CardCode | null>(g.players).fill(null);
    const values = tied.map((seat, i) => {
      pass[seat] = deck[i]!;
      return card(deck[i]!).number ?? 0;
    });
    draws.push(pass);
    const best = Math.max(...values);
    tied = tied.filter((_, i) => values[i] === best);
  }
  const dealer = tied.length === 1 ? tied[0]! : tied[nextInt(pub, tied.length)]!;
  emit(g, { type: 'dealerDraw', draws, dealer });
  return dealer;
}

/**
 * Deals the next round: the deal passes one seat to the left; house rules stay, towers go back to
 * neutral. With a `seed`, both streams are seeded anew from it first, so a round's deal can come
 * from a seed the players agreed on (a checkable deal: docs/deal-check.md) rather than from the
 * generator the previous rounds ran.
 */
export function dealNextRound(g: GameState, seed?: string): void {
  g.dealer = (g.dealer + 1) % g.players;
  if (seed !== undefined) {
    g.rng = seedFrom(seed);
    if (g.pub) g.pub = publicStreamFrom(seed);
  }
  const pile = shuffleInPlace(g.rng, EDITIONS[g.edition].deck());
  startRound(g, null, pile, null);
}

function startRound(g: GameState, hands: CardCode[][] | null, pile: CardCode[], discard: CardCode | null): void {
  const n = g.players;
  g.round += 1;
  g.direction = 1;
  g.uno = new Array<boolean>(n).fill(false);
  g.unoWindow = null;
  g.pending = 0;
  g.drawn = null;
  g.play = null;
  g.challenge = null;
  g.race = null;
  g.blocked = false;
  g.roundResult = null;
  if (g.towers) g.towers = { U: null, N: null, O: null, '!': null };
  g.pile = pile;
  if (hands) {
    g.hands = hands;
  } else {
    // Deal 7 each, one at a time, starting left of the dealer.
    g.hands = Array.from({ length: n }, () => [] as CardCode[]);
    for (let k = 0; k < HAND_SIZE; k++) {
      for (let i = 1; i <= n; i++) {
        const code = g.pile.pop();
        if (code !== undefined) g.hands[(g.dealer + i) % n]!.push(code);
      }
    }
  }
  const first = discard ?? g.pile.pop();
  if (first === undefined) throw new Error('deal: no card left to start the discard pile');
  g.discard = [first];
  g.turn = (g.dealer + 1) % n;
  turnStartingCard(g);
}

/** docs/game-rules.md "The first card turned". */
function turnStartingCard(g: GameState): void {
  const edition = EDITIONS[g.edition];
  const firstPlayer = g.turn;
  const notes: { card: CardCode; effect: string }[] = [];
  let effect = 'none';
  for (let tries = 0; tries < MAX_START_TURNS; tries++) {
    const top = card(topCode(g));
    effect =
      g.options.firstCard === 'redraw' ? (top.kind === 'number' ? 'none' : 'turn-next') : edition.startEffect(top);
    if (effect === 'turn-next') {
      if (g.pile.length === 0) break;
      notes.push({ card: top.code, effect });
      g.discard.push(g.pile.pop()!);
      continue;
    }
    if (effect === 'reshuffle') {
      if (g.pile.length === 0) break;
      notes.push({ card: top.code, effect });
      g.pile.push(g.discard.pop()!);
      shuffleInPlace(g.rng, g.pile);
      g.discard.push(g.pile.pop()!);
      continue;
    }
    break;
  }
  const top = card(topCode(g));
  // a Wild on top waits for its color: the first color until then, never the last round's, so a
  // round dealt after others is the very round a new table deals from its seed (deal check)
  g.color = top.color ?? edition.colors[0]!;
  g.plainStart = effect === 'none' && startsPlain(top);
  g.plainFor = null;
  if (effect === 'reverse') {
    g.direction = -1;
    g.turn = g.dealer;
  } else if (effect === 'skip' || effect === 'draw') {
    g.turn = seatAfter(g, firstPlayer);
  } else if (effect === 'color') {
    // a starting Wild: its color is all it asks
    g.play = newPlay(firstPlayer, top.code, true, false);
  }
  emit(g, { type: 'deal', round: g.round, dealer: g.dealer, top: top.code, first: g.turn });
  for (const note of notes) emit(g, { type: 'firstCard', card: note.card, effect: note.effect });
  if (effect !== 'none' && effect !== 'turn-next' && effect !== 'reshuffle') {
    emit(g, { type: 'firstCard', card: top.code, effect });
  }
  if (effect === 'draw') drawCards(g, firstPlayer, top.draws, true);
  if (effect === 'skip' || effect === 'draw') emit(g, { type: 'skip', seat: firstPlayer });
}

/**
 * A new game and each round's deal (rules.md "A round" and "The starting card").
 */
import { card, parseCard } from './cards.js';
import { EDITIONS, isEditionId, resolveOptions } from './editions.js';
import { drawCards } from './piles.js';
import { nextInt, seedFrom, shuffleInPlace } from './rng.js';
import { startsPlain } from './starting-card.js';
import { emit, seatAfter, topCode, type GameState } from './state.js';
import type { CardCode, TableConfig } from './types.js';

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

/** Validate a config and build the game up to the first turn of round 1. Throws on a bad config
 * (the host's own input, not a peer's). */
export function newGame(config: TableConfig): GameState {
  if (!config || typeof config !== 'object') throw new Error('config: not an object');
  if (!isEditionId(config.edition))
    throw new Error(`config.edition: ${JSON.stringify(config.edition)} is not an edition`);
  const n = config.players;
  if (!Number.isInteger(n) || n < 2 || n > 10) throw new Error(`config.players: ${JSON.stringify(n)} is not 2..10`);
  const edition = EDITIONS[config.edition];
  const options = resolveOptions(edition, config.options);
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
  if (config.deal) {
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
 * again among the tied (rules.md "A round", 1). The cards go back before the deal. */
function drawForDealer(g: GameState): number {
  const deck = EDITIONS[g.edition].deck();
  let tied = Array.from({ length: g.players }, (_, s) => s);
  const draws: (CardCode | null)[][] = [];
  for (let tries = 0; tied.length > 1 && tries < 50; tries++) {
    shuffleInPlace(g.rng, deck);
    const pass = new Array<CardCode | null>(g.players).fill(null);
    const values = tied.map((seat, i) => {
      pass[seat] = deck[i]!;
      return card(deck[i]!).number ?? 0;
    });
    draws.push(pass);
    const best = Math.max(...values);
    tied = tied.filter((_, i) => values[i] === best);
  }
  const dealer = tied.length === 1 ? tied[0]! : tied[nextInt(g.rng, tied.length)]!;
  emit(g, { type: 'dealerDraw', draws, dealer });
  return dealer;
}

/** Later rounds: the deal passes one seat to the left; house rules stay, towers go back to neutral. */
/**
 * Deals the next round. With a `seed`, the table's generator is seeded anew from it first, so a
 * round's deal can come from a seed the players agreed on (a checkable deal) rather than from the
 * generator the previous rounds ran.
 */
export function dealNextRound(g: GameState, seed?: string): void {
  g.dealer = (g.dealer + 1) % g.players;
  if (seed !== undefined) g.rng = seedFrom(seed);
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

/** rules.md "The starting card". */
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
  if (top.color) g.color = top.color;
  g.plainStart = effect === 'none' && startsPlain(top);
  if (effect === 'reverse') {
    g.direction = -1;
    g.turn = g.dealer;
  } else if (effect === 'skip' || effect === 'draw') {
    g.turn = seatAfter(g, firstPlayer);
  } else if (effect === 'color') {
    g.play = {
      seat: firstPlayer,
      card: top.code,
      color: true,
      rule: null,
      ruleNumber: null,
      towers: 0,
      keep: false,
      race: null,
      swap: false,
      swapWith: null,
      rotate: false,
      effect: false,
      bluff: false,
      judgedHand: null,
    };
  }
  emit(g, { type: 'deal', round: g.round, dealer: g.dealer, top: top.code, first: g.turn });
  for (const note of notes) emit(g, { type: 'firstCard', card: note.card, effect: note.effect });
  if (effect !== 'none' && effect !== 'turn-next' && effect !== 'reshuffle') {
    emit(g, { type: 'firstCard', card: top.code, effect });
  }
  if (effect === 'draw') drawCards(g, firstPlayer, top.draws, true);
  if (effect === 'skip' || effect === 'draw') emit(g, { type: 'skip', seat: firstPlayer });
}

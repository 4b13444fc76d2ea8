/**
 * The random player of the simulator's invariant runs and of the bench (it reports level 'random'):
 * a random playable card when it has one, a draw only when it has none, every other choice at random
 * among its legal actions; races answered with the right gesture after a random delay; catches taken
 * at random. Not the `greedy` reference level (reference.ts), nor `--bots random` (bot.ts's baseline,
 * any legal action, drawing even when it could play).
 */
import { GESTURES, TURN_PHASES, createRng, type Rng } from '../game/index.js';
import { EDITIONS, parseCard } from '../game/notation/index.js';
import type { Action, CardCode, PlayerView, TableEvent } from '../game/index.js';
import type { Bot, BotDecision } from './types.js';

export function createRandomBot(seed: string): Bot {
  const rng = createRng(seed);
  return {
    level: 'random',
    observe(_events: readonly TableEvent[]): void {},
    decide(view: PlayerView): BotDecision | null {
      return decide(view, rng);
    },
  };
}

function delay(rng: Rng, min: number, spread: number): number {
  return Math.round(min + rng.next() * spread);
}

/** The `k`-th action of `legal` that `keep` accepts (the bench's player: no filtered copies). */
function nth(legal: readonly Action[], keep: (a: Action) => boolean, k: number): Action {
  for (const a of legal) if (keep(a) && k-- === 0) return a;
  throw new Error('nth: fewer actions than counted');
}

const isCatch = (a: Action): boolean => a.type === 'catch';
const isPlay = (a: Action): boolean => a.type === 'play';
const isTurnAction = (a: Action): boolean => a.type !== 'uno' && a.type !== 'catch';

function decide(view: PlayerView, rng: Rng): BotDecision | null {
  const legal = view.legal;
  if (legal.length === 0) return null;
  const race = view.race;
  if (view.phase === 'race' && race && !race.done[view.seat]) {
    return { action: { type: 'react', gesture: race.gesture }, delayMs: delay(rng, 300, 1500) };
  }
  let uno = false;
  let catches = 0;
  let plays = 0;
  for (const a of legal) {
    if (a.type === 'uno') uno = true;
    else if (a.type === 'catch') catches++;
    else if (a.type === 'play') plays++;
  }
  if (uno && rng.next() < 0.5) return { action: { type: 'uno' }, delayMs: delay(rng, 100, 800) };
  if (catches > 0 && rng.next() < 0.5) {
    const target = nth(legal, isCatch, rng.int(catches));
    return { action: target, delayMs: delay(rng, 200, 1500) };
  }
  if (view.seat !== view.turn || !TURN_PHASES.has(view.phase)) return null;
  const turnActions = legal.length - catches - (uno ? 1 : 0);
  if (turnActions === 0) return null;
  const wait = delay(rng, 400, 1600);
  if (view.phase === 'play' || view.phase === 'stack') {
    if (plays === 0) return { action: { type: 'draw' }, delayMs: wait };
    const play = nth(legal, isPlay, rng.int(plays)) as Extract<Action, { type: 'play' }>;
    return { action: completePlay(view, play, rng), delayMs: wait };
  }
  const choice = nth(legal, isTurnAction, rng.int(turnActions));
  if (choice.type === 'play') return { action: completePlay(view, choice, rng), delayMs: wait };
  if (choice.type === 'rule') {
    const gesture = rng.pick(GESTURES);
    return {
      action: { type: 'rule', number: choice.number, text: `On ${choice.number}: ${gesture}!`, gesture },
      delayMs: wait,
    };
  }
  return { action: choice, delayMs: wait };
}

/** Fill in what a listed play leaves open: a color for a Wild, UNO, the cards laid with it. */
function completePlay(view: PlayerView, play: Extract<Action, { type: 'play' }>, rng: Rng): Action {
  const c = parseCard(play.card)!;
  const action: Extract<Action, { type: 'play' }> = { type: 'play', card: play.card };
  let left = view.hand.length - 1;
  if (view.options.multiPlay && view.phase === 'play' && c.kind === 'number' && rng.next() < 0.5) {
    const hand = view.hand.slice();
    hand.splice(hand.indexOf(play.card), 1);
    const also: CardCode[] = hand.filter(
      (code) => parseCard(code)!.number === c.number && parseCard(code)!.kind === 'number',
    );
    if (also.length > 0) {
      action.also = also;
      left -= also.length;
    }
  }
  if (c.wild && rng.next() < 0.7) action.color = rng.pick(EDITIONS[view.edition].colors);
  if (left === 1) action.uno = rng.next() < 0.6;
  return action;
}

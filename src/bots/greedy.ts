/**
 * The greedy random player (level 'random'): a random playable card when it has one, a draw only
 * when it has none, every other choice at random among its legal actions; races answered with the
 * right gesture after a random delay; catches taken at random. The simulator's and the bench's
 * player, and the floor every real bot must beat.
 */
import { EDITIONS } from '../engine/editions.js';
import { GESTURES } from '../engine/gestures.js';
import { createRng, type Rng } from '../engine/rng.js';
import type { Action, CardCode, PlayerView, TableEvent } from '../engine/types.js';
import { parseCard } from '../engine/cards.js';
import type { Bot, BotDecision } from './types.js';

const TURN_PHASES = new Set(['play', 'drawn', 'color', 'stack', 'challenge', 'rule', 'towers', 'keep']);

export function createGreedyBot(seed: string): Bot {
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

function decide(view: PlayerView, rng: Rng): BotDecision | null {
  const legal = view.legal;
  if (legal.length === 0) return null;
  const race = view.race;
  if (view.phase === 'race' && race && !race.done[view.seat]) {
    return { action: { type: 'react', gesture: race.gesture }, delayMs: delay(rng, 300, 1500) };
  }
  let uno = false;
  let catchable = false;
  for (const a of legal) {
    if (a.type === 'uno') uno = true;
    else if (a.type === 'catch') catchable = true;
  }
  if (uno && rng.next() < 0.5) return { action: { type: 'uno' }, delayMs: delay(rng, 100, 800) };
  if (catchable && rng.next() < 0.5) {
    const catches = legal.filter((a) => a.type === 'catch');
    return { action: rng.pick(catches), delayMs: delay(rng, 200, 1500) };
  }
  if (view.seat !== view.turn || !TURN_PHASES.has(view.phase)) return null;
  const turn = legal.filter((a) => a.type !== 'uno' && a.type !== 'catch');
  if (turn.length === 0) return null;
  const wait = delay(rng, 400, 1600);
  if (view.phase === 'play' || view.phase === 'stack') {
    const plays = turn.filter((a) => a.type === 'play');
    if (plays.length === 0) return { action: { type: 'draw' }, delayMs: wait };
    return { action: completePlay(view, rng.pick(plays) as Extract<Action, { type: 'play' }>, rng), delayMs: wait };
  }
  const choice = rng.pick(turn);
  if (choice.type === 'play') return { action: completePlay(view, choice, rng), delayMs: wait };
  if (choice.type === 'rule') {
    const gesture = rng.pick(GESTURES);
    return { action: { type: 'rule', number: choice.number, text: `On ${choice.number}: ${gesture}!`, gesture }, delayMs: wait };
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
    const also: CardCode[] = hand.filter((code) => parseCard(code)!.number === c.number && parseCard(code)!.kind === 'number');
    if (also.length > 0) {
      action.also = also;
      left -= also.length;
    }
  }
  if (c.wild && rng.next() < 0.7) action.color = rng.pick(EDITIONS[view.edition].colors);
  if (left === 1) action.uno = rng.next() < 0.6;
  return action;
}

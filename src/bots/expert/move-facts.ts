/**
 * What a move of the root does, worked out once for the learned picks' features (student.ts,
 * ../outcome-features.ts): the cards laid, the hand kept, the color left in force and the seat that
 * answers (docs/bots-experiments.md "Policy iteration and the root's moves (s10-learn)").
 */
import type { Card, CardCode, Color, PlayerView } from '../../game/index.js';
import { card as cardOf } from '../../game/notation/index.js';
import type { TableMemory } from '../memory.js';
import { Planner } from '../planner.js';
import type { Move } from './moves.js';

export interface PlayFacts {
  /** The cards laid, the first one first. */
  laid: CardCode[];
  /** The first card laid. */
  card: Card;
  /** The hand after the move. */
  rest: CardCode[];
  /** The color left in force. */
  color: Color;
  /** The seat that answers the last card laid. */
  responder: number;
}

/** The facts of every move of `moves` (null for a draw or a kept card) and the Planner they read. */
export interface RootFacts {
  planner: Planner;
  plays: (PlayFacts | null)[];
}

export function rootFacts(view: PlayerView, memory: TableMemory, moves: readonly Move[]): RootFacts {
  const planner = new Planner(view, memory);
  const plays = moves.map((m): PlayFacts | null => {
    const a = m.action;
    if (a.type !== 'play') return null;
    const laid: CardCode[] = [a.card, ...(a.also ?? [])];
    const card = cardOf(a.card);
    const rest = [...view.hand];
    for (const code of laid) rest.splice(rest.indexOf(code), 1);
    const color: Color = a.color ?? card.color ?? view.color;
    return { laid, card, rest, color, responder: planner.responderAfter(laid[laid.length - 1]!) };
  });
  return { planner, plays };
}

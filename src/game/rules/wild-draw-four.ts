/**
 * Wild +4 and its challenge (docs/game-rules.md "Wild +4 and its challenge"), the whole rule: a +4
 * that starts a penalty is judged as it leaves the hand (`isBluff`, option `wildDrawFour`); the next
 * player, and only they, answers: challenge or accept (the turn timer accepts for them). A bluff
 * proven, its player draws 4 and the challenger plays; no bluff, the challenger draws 6 and loses
 * the turn. The statechart's `challenge` phase is where the answer waits (`challengeDue`).
 */
import { card, matches, type Card } from '../notation/index.js';
import { drawCards } from '../piles.js';
import { accepted } from '../choices.js';
import type { GameState, PhaseChoices, PlayInProgress, VariantSteps } from '../state.js';
import { emit, queueStep } from '../state.js';
import type { Action, CardCode, Color } from '../types.js';
import { hasExactly } from '../fields.js';
import { drawPenalty, pushStackings } from './stacking.js';
import { closeUnoWindow } from './uno.js';

declare module '../state.js' {
  interface PlaySteps {
    /** A +4 that starts a penalty, judged as it left the hand: the challenge its card opens. */
    judged: { bluff: boolean; hand: CardCode[] };
  }
}

/** The hand without that +4, against the top card and color in force just before it. */
export function isBluff(g: GameState, hand: readonly CardCode[], top: Card, colorInForce: Color): boolean {
  const rule = g.options.wildDrawFour;
  if (rule === 'free') return false;
  for (const code of hand) {
    const c = card(code);
    if (c.kind === 'wild4') continue;
    if (c.wild) {
      if (g.options.wildsCountAsMatch) return true;
      if (rule === 'no-playable-card') return true;
      continue;
    }
    if (c.color === colorInForce) return true;
    if (rule === 'no-playable-card' && matches(c, top, colorInForce)) return true;
  }
  return false;
}

/** Does `last`, about to be played, start a penalty (not stacked on one, not answering a +4)? */
export function startsChallenge(g: GameState, last: Card): boolean {
  return last.kind === 'wild4' && g.pending === 0 && g.challenge === null;
}

/** On play: the +4 is judged now, as the hand is once it has left it. */
export function judgeOnPlay(
  play: PlayInProgress,
  g: GameState,
  hand: readonly CardCode[],
  top: Card,
  color: Color,
): void {
  queueStep(play, 'judged', { bluff: isBluff(g, hand, top, color), hand: hand.slice() });
}

/** The card acting now is a +4 laid on no pending penalty: it opens the challenge (a +4 stacked on
 * a penalty joins it without one). */
export function opensChallenge(g: GameState, c: Card): boolean {
  return c.kind === 'wild4' && g.pending === 0;
}

/** The +4 acts: its 4 wait while the next player may challenge. */
export function openChallenge(g: GameState, by: number, play: PlayInProgress): void {
  const judged = play.queued.judged;
  g.challenge = { by, bluff: judged?.bluff ?? false, hand: judged?.hand ?? [] };
}

/** A Wild +4 waits for its answer: challenge or accept. */
export function challengeDue(g: GameState): boolean {
  return g.challenge !== null;
}

export function acceptWild4(g: GameState, seat: number): void {
  emit(g, { type: 'accept', seat });
  drawPenalty(g, seat);
}

export function challengeWild4(g: GameState, seat: number): void {
  const ch = g.challenge!;
  closeUnoWindow(g, seat);
  emit(g, { type: 'challenge', by: seat, target: ch.by, bluff: ch.bluff, hand: ch.hand });
  g.challenge = null;
  if (ch.bluff) {
    g.pending = 0;
    drawCards(g, ch.by, 4, true);
  } else {
    g.pending += 2;
    drawPenalty(g, seat);
  }
}

/** The turn timer (docs/rules.md "Team decisions (shared by every engineer)"): the +4 is accepted. */
export function timeoutChallenge(g: GameState): void {
  acceptWild4(g, g.turn);
}

/** After the answer the flow is back in `play`, unless the cards drawn (at most the pending ones
 * plus 2) could empty the pile and leave the round blocked. */
export function penaltyLeavesPile(g: GameState): boolean {
  return g.pile.length > g.pending + 2;
}

/** The Wild +4's step, named by its line of the chart's route table (`challenge`): a +4 that
 * starts a penalty is judged as it is laid (`judged`, checked in a save as `judgeOnPlay` makes
 * it); its challenge opens when the card acts (`applyEffect`, turn.ts). */
export const WILD_DRAW_FOUR_STEPS: VariantSteps<'judged'> = {
  checks: {
    judged: (v, at) =>
      card(at.card).kind === 'wild4' &&
      hasExactly(v, ['bluff', 'hand']) &&
      typeof v.bluff === 'boolean' &&
      at.isCodeList(v.hand),
  },
  onPlay: (g, laid) => {
    if (startsChallenge(g, laid.last)) judgeOnPlay(g.play!, g, g.hands[laid.seat]!, laid.before, laid.colorBefore);
  },
};

const CHALLENGE: Action = Object.freeze({ type: 'challenge' });
const ACCEPT: Action = Object.freeze({ type: 'accept' });

/** `challenge`: the seat hit by the +4 challenges or accepts it, or stacks a card on it. */
export const CHALLENGE_PHASE: PhaseChoices = {
  legal: (g, seat, out) => {
    out.push(CHALLENGE, ACCEPT);
    pushStackings(g, seat, out);
  },
  refusal: { challenge: accepted, accept: accepted },
};

/**
 * Every level's partner in a team game (docs/bots.md "Teams"): a bot does not make its partner
 * draw or lose a turn when another card does as well, does not catch its partner's forgotten UNO,
 * swaps hands (a 7) with an opponent and takes towers from opponents before its partner. The team
 * wins when either partner goes out, so the partner's hand is worth as much as the bot's own.
 */
import type { Action, CardCode, PlayerView } from '../game/index.js';
import { partnerOf } from '../game/index.js';
import { card as cardOf } from '../game/notation/index.js';
import type { BotRandom } from './rng.js';
import { colorHeldMost, completePlay, drawFourIsHonest, legalPlays, nextSeat } from './tactics.js';

/** The bot's partner, or null when the table plays no teams. */
export function partnerSeat(view: PlayerView): number | null {
  return view.teams ? partnerOf(view.players, view.seat) : null;
}

export function isPartner(view: PlayerView, seat: number): boolean {
  return partnerSeat(view) === seat;
}

/** The seats `code`, laid now by the bot, makes draw or lose their turn. */
export function seatsHit(view: PlayerView, code: CardCode): number[] {
  const face = cardOf(code).face;
  // the Skull: every other player draws 3 (docs/game-rules.md "A turn")
  if (face === 'WK') return Array.from({ length: view.players - 1 }, (_, i) => (view.seat + 1 + i) % view.players);
  if (face === 'S' || face === '+1' || face === '+2' || face === 'W+4') return [nextSeat(view, view.seat)];
  return [];
}

export function hitsPartner(view: PlayerView, code: CardCode): boolean {
  const partner = partnerSeat(view);
  return partner !== null && seatsHit(view, code).includes(partner);
}

/** Cards left at which a player is about to go out: what an attack is for. */
const CLOSE_TO_OUT = 2;

/**
 * A play chosen by the level, unless it hits the partner and another card does as well: one that
 * hits no partner, still hits every opponent close to going out that the chosen card hit, and is
 * no bluffed Wild +4; an attack on an opponent first, then a colored card, then a Wild. A card
 * that goes out is kept: nothing does as well as winning the round for the team.
 */
export function spareThePartner(view: PlayerView, action: Action, random: BotRandom): Action {
  if (action.type !== 'play' || view.phase !== 'play' || !hitsPartner(view, action.card)) return action;
  if (view.hand.length - 1 - (action.also?.length ?? 0) === 0) return action;
  const partner = partnerSeat(view);
  const needed = seatsHit(view, action.card).filter((s) => s !== partner && (view.counts[s] ?? 7) <= CLOSE_TO_OUT);
  const others = legalPlays(view).filter((code) => {
    if (hitsPartner(view, code) || (code === 'W+4' && !drawFourIsHonest(view))) return false;
    const hit = seatsHit(view, code);
    return needed.every((s) => hit.includes(s));
  });
  const rank = (code: CardCode): number => (seatsHit(view, code).length > 0 ? 2 : cardOf(code).wild ? 0 : 1);
  const best = others.reduce<CardCode | null>((a, b) => (a === null || rank(b) > rank(a) ? b : a), null);
  if (best === null) return action;
  const rest = [...view.hand];
  rest.splice(rest.indexOf(best), 1);
  return completePlay(view, best, { color: colorHeldMost(view, rest, random) });
}

/** A 7's swap: with an opponent rather than the partner, when the level picked the partner. */
export function swapWithOpponent(view: PlayerView, action: Action | null): Action | null {
  if (action === null || action.type !== 'swap' || !isPartner(view, action.target)) return action;
  const opponents = view.legal.filter((a) => a.type === 'swap' && !isPartner(view, a.target));
  const fewest = (a: Action): number => (a.type === 'swap' ? (view.counts[a.target] ?? Infinity) : Infinity);
  return opponents.reduce<Action | null>((a, b) => (a === null || fewest(b) < fewest(a) ? b : a), null) ?? action;
}

/**
 * Power Grab towers (book 004; rules.md "Power Grab"): U protects from +1, N from +2, O from
 * Wild +4, ! from Skip. Number cards with an icon take that tower; Take-2-Towers and Wild
 * Take-1-Tower take towers of the player's choice; all four let the player lay down all cards but one.
 */
import type { Card } from './notation/index.js';
import { emit, topCode, type GameState } from './state.js';
import type { CardCode, Tower } from './types.js';

export const TOWERS: readonly Tower[] = ['U', 'N', 'O', '!'];

export function isTower(value: unknown): value is Tower {
  return value === 'U' || value === 'N' || value === 'O' || value === '!';
}

export function protectingTower(c: Card): Tower | null {
  switch (c.kind) {
    case 'draw1':
      return 'U';
    case 'draw2':
      return 'N';
    case 'wild4':
      return 'O';
    case 'skip':
      return '!';
    default:
      return null;
  }
}

export function isProtected(g: GameState, seat: number, c: Card): boolean {
  if (!g.towers) return false;
  const tower = protectingTower(c);
  return tower !== null && g.towers[tower] === seat;
}

export function ownedBy(g: GameState, seat: number): Tower[] {
  if (!g.towers) return [];
  return TOWERS.filter((t) => g.towers![t] === seat);
}

/** Towers `seat` may take: every one it does not hold (from neutral or from another player). */
export function takeable(g: GameState, seat: number): Tower[] {
  if (!g.towers) return [];
  return TOWERS.filter((t) => g.towers![t] !== seat);
}

function checkFourTowers(g: GameState, seat: number): void {
  if (g.play && ownedBy(g, seat).length === 4 && g.hands[seat]!.length > 1) g.play.keep = true;
}

/** A number card with a power icon takes the matching tower. */
export function takeIconTower(g: GameState, seat: number, c: Card): void {
  if (!g.towers || !isTower(c.icon) || g.towers[c.icon] === seat) return;
  const from = g.towers[c.icon];
  g.towers[c.icon] = seat;
  emit(g, { type: 'towers', seat, take: [c.icon], from: [from] });
  checkFourTowers(g, seat);
}

export function takeTowers(g: GameState, seat: number, take: Tower[]): void {
  const from = take.map((t) => g.towers![t]);
  for (const t of take) g.towers![t] = seat;
  g.play!.towers = 0;
  emit(g, { type: 'towers', seat, take: take.slice(), from });
  checkFourTowers(g, seat);
}

export function passTowers(g: GameState, seat: number): void {
  g.play!.towers = 0;
  emit(g, { type: 'pass', seat });
}

/** Lay down every card but one copy of `kept` under the top card (they have no effect); the four
 * towers go back to neutral; the player must declare UNO as after any play. */
export function keepOne(g: GameState, seat: number, kept: CardCode): void {
  const hand = g.hands[seat]!;
  const i = hand.indexOf(kept);
  const laid = hand.filter((_, j) => j !== i);
  g.hands[seat] = [kept];
  const top = topCode(g);
  g.discard.pop();
  for (const code of laid) g.discard.push(code);
  g.discard.push(top);
  g.towers = { U: null, N: null, O: null, '!': null };
  g.play!.keep = false;
  emit(g, { type: 'keep', seat, laid: laid.length });
  g.uno[seat] = false;
  g.unoWindow = seat;
}

export function passKeep(g: GameState, seat: number): void {
  g.play!.keep = false;
  emit(g, { type: 'pass', seat });
}

/** Every take a player may choose: each set of `count` towers it does not hold. */
export function towerChoices(g: GameState, seat: number, count: number): Tower[][] {
  const free = takeable(g, seat);
  if (count === 1) return free.map((t) => [t]);
  const sets: Tower[][] = [];
  for (let i = 0; i < free.length; i++) {
    for (let j = i + 1; j < free.length; j++) sets.push([free[i]!, free[j]!]);
  }
  return sets;
}

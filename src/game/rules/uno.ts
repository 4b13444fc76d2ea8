/**
 * UNO (docs/game-rules.md "UNO"): a player who plays down to one card says UNO with that play (or
 * before the next player acts); until then any other player may catch them, and they draw 2.
 */
import { drawCards } from '../piles.js';
import { emit, type GameState } from '../state.js';
import { own } from '../fields.js';

/** The window closes when the next player plays or draws. */
export function closeUnoWindow(g: GameState, seat: number): void {
  if (g.unoWindow !== null && g.unoWindow !== seat) g.unoWindow = null;
}

/** A play left its player one card: declared with the play, or the window opens. */
export function unoOnPlay(g: GameState, seat: number, declared: boolean | undefined): void {
  if (g.hands[seat]!.length !== 1) return;
  if (declared === true) {
    g.uno[seat] = true;
    emit(g, { type: 'uno', seat });
  } else {
    g.uno[seat] = false;
    g.unoWindow = seat;
  }
}

export function declareUno(g: GameState, seat: number): void {
  g.uno[seat] = true;
  g.unoWindow = null;
  emit(g, { type: 'uno', seat });
}

export function catchUno(g: GameState, by: number, target: number): void {
  g.unoWindow = null;
  emit(g, { type: 'catch', by, target });
  drawCards(g, target, 2, true);
}

/** Who may say UNO (the seat in the window) or catch (anyone else, that seat only), in any phase
 * of a round. */
export function unoRefusal(g: GameState, type: 'uno' | 'catch', seat: number, action: object): string | null {
  if (type === 'uno') return g.unoWindow === seat ? null : 'wrong-phase';
  const target = own(action, 'target');
  if (typeof target !== 'number' || !Number.isInteger(target) || target < 0 || target >= g.players) return 'bad-action';
  if (target === seat || g.unoWindow !== target) return 'nothing-to-catch';
  return null;
}

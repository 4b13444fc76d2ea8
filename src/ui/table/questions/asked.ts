/** The question the view asks the player now, if any, with what it is shown with. */
import type { CardCode, PlayerView } from '../../../game/index.js';
import type { DealCheck } from '../../../net/index.js';
import { legalOf } from '../table-model.js';
import type { Ask } from './question-host.js';

export interface AskContext {
  deadline: number | null;
  isHost: boolean;
  nameOf(seat: number): string;
  /** A Wild waiting in the hand for its color, if any. */
  colorFor: CardCode | null;
  /** Who played the Wild +4 being answered (the view does not say it yet: the table reads it from
   * the events). */
  wildDraw4By: number | null;
  /** This round's deal check, once the host revealed it. */
  deal: DealCheck | null;
}

export function questionAsked(view: PlayerView, c: AskContext): Ask | null {
  const base = { view, deadline: c.deadline, nameOf: c.nameOf };
  if (c.colorFor) return { name: 'color', params: { ...base, deadline: null, card: c.colorFor } };
  if (view.phase === 'gameOver') return { name: 'game', params: { ...base, isHost: c.isHost, deal: c.deal } };
  if (view.phase === 'roundOver') return { name: 'round', params: { ...base, isHost: c.isHost, deal: c.deal } };
  if (view.phase === 'race') return view.race ? { name: 'race', params: base } : null;
  const mine = view.turn === view.seat && view.legal?.length > 0;
  if (!mine) return null;
  switch (view.phase) {
    case 'color':
      return legalOf(view, 'color').length ? { name: 'color', params: { ...base, card: null } } : null;
    case 'challenge':
      return { name: 'challenge', params: { ...base, by: c.wildDraw4By } };
    case 'stack':
    case 'towers':
    case 'keep':
    case 'swap':
      return { name: view.phase, params: base };
    case 'rule':
      return legalOf(view, 'rule').length ? { name: 'rule', params: base } : null;
    default:
      return null;
  }
}

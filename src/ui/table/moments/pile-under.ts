/**
 * The cards under the top of the discard pile (docs/table-ui.md "Moments"), newest first, as the
 * view says them (PlayerView.under: the pile lies face up), still there once the round is over.
 * A view from an older host says none: the pile then shows plain edges (null) for as many cards
 * as it holds, up to the same few.
 */
import { UNDER_TOP, type CardCode, type PlayerView } from '../../../game/index.js';

export function pileUnder(view: PlayerView): (CardCode | null)[] {
  const held = Math.min(UNDER_TOP, Math.max(0, (view.discards ?? 1) - 1));
  const under: (CardCode | null)[] = [];
  const told = Array.isArray(view.under) ? view.under : [];
  for (let i = 0; i < held; i++) {
    const code = told[i];
    under.push(typeof code === 'string' ? code : null);
  }
  return under;
}

/**
 * A spectator's request to play, as the app shows it (uno-seat-ask.ts; docs/network.md
 * "Spectators who take a seat"): beside the lobby, in the spectator's bar at the table (where a
 * hand would be: over the table it hid the piles on a phone), or in the round's end.
 */
import { html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { ClientState, GameClient } from '../../net/index.js';

export function seatAskFor(
  client: GameClient | null,
  s: ClientState,
  where: 'table-watchers' | 'between-rounds' | 'seat-ask',
) {
  if (!s.watching || !s.lobby) return nothing;
  return html`<uno-seat-ask
    class=${where}
    slot=${ifDefined(where === 'table-watchers' ? undefined : where)}
    .ask=${s.lobby.seatAsk ?? null}
    @uno-seat-ask=${(e: CustomEvent<{ on: boolean }>) => client?.askSeat(e.detail.on)}
  ></uno-seat-ask>`;
}

/**
 * A spectator's request to play, as the app shows it (uno-seat-ask.ts; docs/network.md
 * "Spectators who take a seat"): beside the lobby, at the table, or in the round's end.
 */
import { html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { ClientState, GameClient } from '../../net/index.js';

export function seatAskFor(client: GameClient | null, s: ClientState, where: 'table-watchers' | 'between-rounds') {
  if (!s.watching || !s.lobby) return nothing;
  return html`<uno-seat-ask
    class=${where}
    slot=${ifDefined(where === 'between-rounds' ? where : undefined)}
    .ask=${s.lobby.seatAsk ?? null}
    @uno-seat-ask=${(e: CustomEvent<{ on: boolean }>) => client?.askSeat(e.detail.on)}
  ></uno-seat-ask>`;
}

/**
 * The table's chat, given to `<uno-table>` as its `chat` slot (docs/table-ui.md "Chat and
 * reactions"). Its element comes with the table's chunk, never with the first page; a solo game
 * (the bots do not talk) has none.
 */
import { html, nothing } from 'lit';
import type { ClientState, GameClient } from '../../net/index.js';

const NO_SEATS: never[] = [];

export function chatFor(client: GameClient | null, s: ClientState, solo: boolean) {
  if (!client || solo) return nothing;
  return html`<uno-table-chat
    slot="chat"
    .chat=${client.chat}
    .seats=${s.lobby?.seats ?? NO_SEATS}
    .me=${s.watching ? -1 : (s.seat ?? -1)}
    table=${s.lobby?.code ?? ''}
    ?is-host=${s.isHost}
  ></uno-table-chat>`;
}

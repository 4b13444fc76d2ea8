/**
 * Where the chat's panel stands on a wide screen, where it is not modal and play goes on beside
 * it (docs/table-ui.md "Chat and reactions"): at the right, above the player's own row and
 * under the table's tools. Kept in
 * the bottom corner, it hid the UNO button and the hand's last cards (seen in
 * scripts/look-together.mjs's 1280×800 screenshots), so a player chatting could not call UNO.
 * With too little room above the row (a short window) it keeps the corner: better over the row
 * than too small to read.
 */

/** Height under which the panel does not fit above the row: its header, reactions, two lines
 * and the field. */
const MIN_ROOM = 280;
const GAP = 8;

interface WithHand {
  readonly handElement?: Element | null;
}

/** Sets `--chat-bottom` and `--chat-max` on `host` (the panel's distance from the window's
 * bottom, its greatest height), or clears them. */
export function placePanel(host: HTMLElement): void {
  const table = host.closest('uno-table') as (Element & WithHand) | null;
  const hand = table?.handElement ?? null;
  // the player's row holds the name, the UNO button and the hand; a spectator has none
  const row = hand?.closest('.me') ?? hand;
  const top = row?.getBoundingClientRect().top;
  // the table's tools (the menu, this chat's button, leave) stay free above the panel where the
  // window is tall enough; else they go under it (it has its own Close) before the row does
  const tools = host.assignedSlot?.parentElement?.getBoundingClientRect().bottom ?? 0;
  const below = top === undefined ? 0 : top - tools - 2 * GAP;
  const room = below >= MIN_ROOM || top === undefined ? below : top - 2 * GAP;
  if (top === undefined || room < MIN_ROOM) {
    host.style.removeProperty('--chat-bottom');
    host.style.removeProperty('--chat-max');
    return;
  }
  host.style.setProperty('--chat-bottom', `${Math.round(innerHeight - top + GAP)}px`);
  host.style.setProperty('--chat-max', `${Math.floor(room)}px`);
}

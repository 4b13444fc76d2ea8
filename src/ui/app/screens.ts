/**
 * The screens after home, loaded together (one dynamic import from `<uno-app>`) once the player
 * heads for a table: the lobby with its QR code, the table, the phase panel and the watchers' list.
 */
import '../lobby/uno-lobby.js';
import '../table/uno-table.js';
import '../inspect/uno-phase-panel.js';
export { freeSeats } from './uno-watchers.js';

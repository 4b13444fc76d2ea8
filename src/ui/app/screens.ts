/**
 * The screens after home, loaded together (one dynamic import from `<uno-app>`) once the player
 * heads for a table: the lobby with its QR code, the table, the watchers' list and a spectator's
 * request to play.
 */
import '../lobby/uno-lobby.js';
import '../table/uno-table.js';
import './uno-seat-ask.js';
export { freeSeats } from './uno-watchers.js';

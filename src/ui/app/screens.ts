/**
 * The screens after home, loaded together (one dynamic import from `<uno-app>`) once the player
 * heads for a table: the lobby with its QR code, the table and the watchers' list, a spectator's
 * request to play, and the app's side of the phases view; the reading of the card bitmaps kept
 * from an earlier visit, which the table's first render waits for; and the faces drawn ahead.
 */
import '../lobby/uno-lobby.js';
import '../table/uno-table.js';
import './uno-seat-ask.js';
// its strings are there before a lost host is (uno-host-gone.ts loads later, on its own)
import '../i18n/play-on.js';
export { freeSeats } from './uno-watchers.js';
export { AppPhases } from './app-phases.js';
export { keptBitmapsRead } from '../cards/card-bitmap.js';
export { warmFaces } from '../cards/warm-faces.js';

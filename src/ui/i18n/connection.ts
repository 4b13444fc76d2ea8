/**
 * The strings of how a connection goes (docs/network.md "The NAT lab"): why a guest could not
 * join, how each guest is connected in the lobby, the host's word when no relay is set, and the
 * settings' "Test my connection".
 */
import { strings } from './i18n.js';

// only the page's language is fetched (the other one when the player switches to it): whoever
// loads a screen that reads them waits for `stringsReady()` before showing it
strings('connection', { fr: () => import('./connection.fr.js'), en: () => import('./connection.en.js') });

/**
 * The page's entry: the app shell and the home screen only. Everything else (lobby, table, engine,
 * bots, PeerJS) is loaded on demand: see page-services.ts and ui/app/screens.ts.
 */
import { getLang, stringsReady, withStrings } from './ui/i18n/i18n.js';
import './ui/app/uno-app.js';
import { pageServices } from './page-services.js';
import { handOver, readCopy } from './prerendered.js';

document.documentElement.lang = getLang();

const app = document.createElement('uno-app');
app.services = pageServices;
// Home shows with its words, fetched in the page's language only; should that fetch fail (a build
// deployed meanwhile), home shows anyway rather than not at all. Until then the page shows its
// prerendered copy (scripts/prerender.mjs), whose typed fields and last tap the app takes over.
void stringsReady()
  .catch(() => undefined)
  .then(() => {
    const copy = readCopy();
    document.body.replaceChildren(app);
    if (copy) void handOver(copy, app);
  });

// Offline play and the "new version" banner: loaded after the first page, never in its JavaScript.
addEventListener('load', () => void withStrings(import('./ui/app/service-worker.js')).then((m) => m.watchForUpdates()));

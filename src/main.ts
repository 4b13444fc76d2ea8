/**
 * The page's entry: the app shell and the home screen only. Everything else (lobby, table, engine,
 * bots, PeerJS) is loaded on demand: see page-services.ts and ui/app/screens.ts.
 */
import { getLang } from './ui/i18n/i18n.js';
import './ui/app/uno-app.js';
import { pageServices } from './page-services.js';

document.documentElement.lang = getLang();

const app = document.createElement('uno-app');
app.services = pageServices;
document.body.replaceChildren(app);

// Offline play and the "new version" banner: loaded after the first page, never in its JavaScript.
addEventListener('load', () => void import('./ui/app/service-worker.js').then((m) => m.watchForUpdates()));

/**
 * The page's entry: defines the elements and hands the app shell the network layer's functions.
 */
import * as net from './net/index.js';
import { getLang } from './ui/i18n/i18n.js';
import './ui/table/uno-table.js';
import './ui/app/uno-app.js';
import type { AppServices } from './ui/app/services.js';

document.documentElement.lang = getLang();

const services: AppServices = {
  createHostClient: net.createHostClient,
  joinTable: net.joinTable,
  createSoloClient: net.createSoloClient,
  savedHostTable: net.savedHostTable,
  savedGuestSeat: net.savedGuestSeat,
  signalingConfig: net.signalingConfig,
  detectSignaling: net.detectSignaling,
  saveSignalingConfig: net.saveSignalingConfig,
  joinLink: net.joinLink,
  normalizeCode: net.normalizeCode,
};

const app = document.createElement('uno-app');
app.services = services;
document.body.replaceChildren(app);

// Offline play and the "new version" banner: loaded after the first page, never in its JavaScript.
addEventListener('load', () => void import('./ui/app/service-worker.js').then((m) => m.watchForUpdates()));

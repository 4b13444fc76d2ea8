/**
 * A browser page at a table (docs/network.md "The layout of src/net"), and the small door the
 * first page comes through: what it keeps between visits, the terms it reads (codes, signaling
 * settings, the wait for a lost host), and the ways in, loaded on demand so that the first page
 * carries neither (hosting brings the engine, the bots and the chart; joining does not).
 */
export * from './storage.js';
export { setBotLanguage } from './bot-language.js';
export * from './first-terms.js';

export const loadHosting = () => import('./hosting.js');
export const loadJoining = () => import('./joining.js');

/** PeerJS: solo play never needs it, a table on the network always does. */
export const loadPeer = () => import('../peer/index.js');

/**
 * A browser page at a table (docs/network.md "Inside the host"): what it keeps between visits, and
 * the two ways in, loaded on demand so that the first page carries neither (hosting brings the
 * engine, the bots and the chart; joining does not).
 */
export * from './storage.js';

export const loadHosting = () => import('./hosting.js');
export const loadJoining = () => import('./joining.js');

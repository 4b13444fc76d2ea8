/**
 * One player's end of a table (docs/network.md "What goes over the wire"): the client, its state
 * as the UI reads it, and the wait for a lost host.
 */
export * from './chat-inbox.js';
export * from './claim-wait.js';
export * from './client.js';
export * from './state.js';

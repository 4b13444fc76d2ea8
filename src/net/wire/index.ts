/**
 * The edge of the network layer (docs/network.md "What goes over the wire"): time, channels,
 * players' names, and every message a peer sends, parsed here into typed values before anything
 * reads it. Below it only terms/ (codes, the lobby's types, the signaling settings).
 */
export * from './chat-messages.js';
export * from './clock.js';
export * from './deal-messages.js';
export * from './names.js';
export * from './protocol.js';
export * from './table-network.js';
export * from './transport.js';

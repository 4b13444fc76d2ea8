/**
 * The edge of the network layer (docs/network.md "What goes over the wire"): time, channels, table
 * codes and names, and every message a peer sends, parsed here into typed values before anything
 * reads it. It imports no other folder of src/net: everything else stands on it.
 */
export * from './clock.js';
export * from './code.js';
export * from './deal-messages.js';
export * from './host-wait.js';
export * from './lobby.js';
export * from './names.js';
export * from './protocol.js';
export * from './quorum.js';
export * from './seat-memory.js';
export * from './signaling.js';
export * from './table-network.js';
export * from './transport.js';

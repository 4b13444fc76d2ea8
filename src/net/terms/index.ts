/**
 * The terms of a table, which the first page reads before any network (docs/network.md "The
 * layout of src/net"): table codes and tokens, the signaling settings, the lobby's types and
 * defaults, the wait for a lost host. Nothing here loads the protocol, a transport or a name's
 * look-alike table.
 */
export * from './code.js';
export * from './host-wait.js';
export * from './invite-origin.js';
export * from './link-path.js';
export * from './lobby.js';
export * from './quorum.js';
export * from './rendezvous.js';
export * from './seat-memory.js';
export * from './signaling.js';

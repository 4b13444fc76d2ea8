/**
 * The PeerJS transport and its guards (docs/security.md "Below the protocol: the PeerJS channel").
 * Loaded on demand only (net/index.ts `loadPeer`): solo play never needs PeerJS.
 */
export * from './peer-transport.js';

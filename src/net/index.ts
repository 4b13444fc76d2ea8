/**
 * The network layer's public face, for the UI: host a table, join one by code, play solo, and the
 * signaling settings. Everything returns a GameClient (types.ts); the UI needs nothing else.
 * Hosting (hosting.ts: engine, bots, statechart) and joining (joining.ts) live apart so the page
 * can load each on demand and a guest never loads the engine.
 */
export type { SignalingConfig } from './signaling.js';
export { signalingConfig, saveSignalingConfig, detectSignaling, PUBLIC_SIGNALING } from './signaling.js';
export { joinLink, normalizeCode } from './code.js';
export { savedHostTable, savedHostTables, savedGuestSeat } from './storage.js';
export type { ClientState, GameClient, HostSettings, LobbyState, SeatInfo } from './types.js';
export { createHostClient, createSoloClient } from './hosting.js';
export { joinTable } from './joining.js';

/**
 * The network layer's public face, for the UI and the page (docs/network.md "Inside the host").
 * Everything here is light enough for the first page: the types a screen reads, the lobby's
 * defaults, names, codes, signaling settings and saved seats. Hosting (engine, bots, chart),
 * joining and PeerJS come through the loaders, so that a guest never loads the engine and solo
 * play never loads PeerJS. The folders below: wire/ (the edge), peer/ (PeerJS), deal/, migration/,
 * guest/ (one player's end), host/ (the authority), page/ (a browser page at a table).
 */
export type { ClientState, ClientStatus, GameClient, RecordResult, Succession } from './guest/index.js';
export type { DealCheck } from './deal/index.js';
export type { HostSettings, LobbyState, SeatInfo, ShareQuorum, SignalingConfig } from './wire/index.js';
export {
  DEFAULT_HOST_WAIT_MS,
  DEFAULT_SHARE_QUORUM,
  PUBLIC_SIGNALING,
  SHARE_QUORUMS,
  detectSignaling,
  hostName,
  hostSeatOf,
  hostWaitEnds,
  isShareQuorum,
  isShowable,
  joinLink,
  normalizeCode,
  quorumThreshold,
  saveSignalingConfig,
  signalingConfig,
  tidyName,
} from './wire/index.js';
export { loadHosting, loadJoining, savedGuestSeat, savedHostTable, savedHostTables } from './page/index.js';

/** PeerJS: solo play never needs it, a table on the network always does. */
export const loadPeer = () => import('./peer/index.js');

/**
 * The network layer's public face, for the UI (docs/network.md "The layout of src/net"): the types
 * a screen reads, the lobby's defaults, names, codes, signaling settings and saved seats. Hosting
 * (engine, bots, chart), joining and PeerJS come through loaders, so that a guest never loads the
 * engine and solo play never loads PeerJS. What the first page itself takes comes through the
 * smaller door of page/ (page/index.ts), which reaches neither the protocol nor names' tables.
 */
export type { ClientState, ClientStatus, GameClient, RecordResult, Succession } from './guest/index.js';
export type { DealCheck } from './deal/index.js';
export type { ChatLine, ChatPort, ChatReaction, ChatState } from './guest/index.js';
export { senderKey } from './guest/chat-inbox.js';
export type { ChatFrom, ChatRefusal, Reaction } from './wire/index.js';
export { MAX_CHAT_TEXT, REACTIONS } from './wire/chat-messages.js';
export type {
  HostSettings,
  LinkPath,
  LobbyState,
  SeatInfo,
  ShareQuorum,
  SignalingConfig,
  RelaySource,
} from './terms/index.js';
export * from './page/first-terms.js';
export {
  DEFAULT_SHARE_QUORUM,
  SHARE_QUORUMS,
  isCode,
  isShareQuorum,
  offersRelay,
  quorumThreshold,
} from './terms/index.js';
export { isShowable, tidyName } from './wire/index.js';
export { loadHosting, loadJoining, loadPeer, savedGuestSeat, savedHostTable, savedHostTables } from './page/index.js';
// the settings' "Test my connection" asks a deployment's relays as a table would
export { relayIce } from './peer/relay-credentials.js';

/**
 * The terms the first page reads (codes, names, signaling settings, the wait for a lost host),
 * named once for both doors: page/index.ts (the first page's) and net/index.ts (the UI's).
 */
export {
  DEFAULT_HOST_WAIT_MS,
  PUBLIC_SIGNALING,
  STAND_IN_LEVEL,
  detectSignaling,
  hostName,
  hostSeatOf,
  hostWaitEnds,
  invitationBase,
  isLoopbackHost,
  joinLink,
  normalizeCode,
  saveSignalingConfig,
  signalingConfig,
} from '../terms/index.js';

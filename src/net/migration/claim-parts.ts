/**
 * What the takeover's claims and gathering (takeover/, loaded late) take from the migration: the
 * succession rule, the seat keys' signatures, the shares and the rebuilt table. takeover/ imports
 * them from here, never through the door (index.ts) that loads it lazily, which made a circle
 * (docs/network.md "The layout of src/net").
 */
export { rebuildTable, type TableLog } from './action-log.js';
export type { GuestKit } from './guest-kit.js';
export { checkShare, recoverKey, type DealInfo, type ShareOffer } from './shares.js';
export { doorPeerId, newNonce, newSigner, verifySignature, type SeatSigner } from './signer.js';
export { mayClaim, successor, type SeatForSuccession, type SuccessionPlan } from './successor.js';

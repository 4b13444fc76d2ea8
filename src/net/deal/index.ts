/**
 * A deal every player can check (docs/deal-check.md "In short"): the host's room, each guest's
 * witness, the encodings, and the round's check, loaded when a round is revealed (it needs the
 * engine).
 */
export * from './encoding.js';
export * from './memory.js';
export * from './room.js';
export * from './table-inputs.js';
export * from './verdict.js';
export * from './witness.js';

export const loadDealCheck = () => import('./check.js');

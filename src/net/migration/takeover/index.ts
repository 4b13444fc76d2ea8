/**
 * What a takeover needs beyond the guests' kits (docs/migration.md "A succession no one can
 * squat"): the signed claims, the successor's door and the gathering of shares. Loaded when a
 * takeover is near (migration/index.ts `loadClaims`), with the ciphers.
 */
export * from './claims.js';
export { ShareGatherer } from './gatherer.js';
export * from './takeover-door.js';

/**
 * What lets a table outlive its host (docs/migration.md "2. Design"): the sealed log, the key's
 * shares, the succession rule, each guest's kit and the host's dealer. The claims and the
 * successor's door come with the ciphers and load when a takeover is near.
 */
export * from './action-log.js';
export * from './guest-kit.js';
export * from './host-dealer.js';
export * from './messages.js';
export * from './moved-watch.js';
export * from './sealed.js';
export * from './shares.js';
export * from './signer.js';
export * from './successor.js';

export type Claims = typeof import('./takeover/index.js');
export const loadClaims = (): Promise<Claims> => import('./takeover/index.js');

/**
 * The table's authority in the host's page (docs/network.md "Inside the host"): the host, its
 * controls for its own screen, its options and its saves.
 */
export * from './host-options.js';
export * from './saved.js';
export * from './table-host.js';
export * from './table-saver.js';

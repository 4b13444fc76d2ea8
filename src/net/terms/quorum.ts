/**
 * How many guests' shares open a round's key (docs/migration.md "Keys that open one round"): the
 * host's lobby setting, from a majority of the guests (the default) up to all of them. Any group of
 * that many guests acting together can read the round under way, so the lobby says the number.
 * Plain arithmetic, no ciphers: the lobby's screen loads it too.
 */
export type ShareQuorum = 'majority' | 'two-thirds' | 'all';

export const SHARE_QUORUMS: readonly ShareQuorum[] = ['majority', 'two-thirds', 'all'];
export const DEFAULT_SHARE_QUORUM: ShareQuorum = 'majority';

export const isShareQuorum = (x: unknown): x is ShareQuorum => SHARE_QUORUMS.includes(x as ShareQuorum);

/** The shares that open the key among `holders` guests: never fewer than two (no guest alone reads
 * anything), never more than there are holders (or no one could ever take over). */
export function quorumThreshold(holders: number, quorum: ShareQuorum = DEFAULT_SHARE_QUORUM): number {
  const wanted =
    quorum === 'all' ? holders : quorum === 'two-thirds' ? Math.ceil((holders * 2) / 3) : Math.floor(holders / 2) + 1;
  return Math.max(2, Math.min(holders, wanted));
}

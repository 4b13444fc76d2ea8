/**
 * The lobby as the wire carries it: the seats, the settings the host chose, who watches. The host
 * builds it (host/lobby-view.ts), every client parses it at the edge (protocol.ts).
 */
import type { EditionId, RuleOptions } from '../../game/index.js';
import type { BotLevel } from '../../bots/index.js';
import type { ShareQuorum } from './quorum.js';
import type { LinkPath } from './link-path.js';

/** The level a stand-in plays at (a seat whose player went away, or whose turn ran out). */
export const STAND_IN_LEVEL: BotLevel = 'normal';

/** One seat of a table, as every player sees it in the lobby and at the table. */
export interface SeatInfo {
  seat: number;
  name: string;
  kind: 'human' | 'bot' | 'empty';
  bot?: BotLevel; // the level, for a bot seat or for a human seat a bot stands in for
  connected: boolean; // humans: a live connection; bots: always true
  standIn: boolean; // a bot is playing this dropped player's turns
  you: boolean; // this is the receiving client's own seat
  /** How this guest's page is connected to the host's, as the host's getStats() reads it; absent
   * for the host's own seat, bots, and until known. */
  link?: LinkPath;
}

export interface LobbyState {
  code: string; // the short join code
  seats: SeatInfo[];
  edition: EditionId;
  options: Partial<RuleOptions>;
  raceMs: number; // the race time limit the host's clock enforces
  turnMs: number; // 0 = no turn timer
  standInMs: number; // a dropped player's turns are played by a bot after this delay; 0 = never
  /** How long the guests wait for a host that went away before the table moves to one of them. */
  hostWaitMs?: number;
  /** How many guests together can read the round under way (wire/quorum.ts): the host's setting. */
  shareQuorum?: ShareQuorum;
  /** The seat of the player whose page runs the table (0 until a migration moves it). */
  hostSeat?: number;
  /** How many times the table has moved to another host: it answers under `<code>-<epoch>`. */
  epoch?: number;
  started: boolean;
  /** The first deal is being settled (deal/room.ts: each guest's part of the seed, a few seconds at
   * most); the game begins once it is. */
  dealing?: boolean;
  /** How many are watching (spectators with a live connection). */
  watchers?: number;
  /** The host's lobby only: who watches, so that the host can give one of them a seat; `asks`:
   * its place in the line of spectators who asked to play (1 first). */
  watching?: { id: number; name: string; asks?: number }[];
  /** A spectator's own lobby: its request to play, its place in line (1 first), or refused. */
  seatAsk?: { place: number } | { refused: true };
  locked: boolean; // no one new may join
  /** Host only: newcomers asking for a kicked player's name, waiting for approval. */
  requests?: { id: number; name: string }[];
}

export interface HostSettings {
  edition: EditionId;
  options: Partial<RuleOptions>;
  raceMs: number;
  turnMs: number;
  standInMs: number;
  hostWaitMs: number;
  /** How many guests' shares open a round's key: a majority of them, or more (wire/quorum.ts). */
  shareQuorum: ShareQuorum;
}

import type { Action, PlayerView, Result, TableEvent } from '../../game/index.js';
import type { BotLevel } from '../../bots/index.js';
import type { GuestKit } from '../migration/index.js';
import type { HostSettings, LobbyState } from '../terms/index.js';
import type { GameRecord } from '../../game/index.js';
import type { DealCheck } from '../deal/index.js';
import type { ChatPort } from './chat-inbox.js';

/** The game's record, or why there is none: `game-not-over` (a guest or spectator asks before the
 * end), `record-sent` (this connection had it already), `no-record`, `record-too-big`, `bad-record`
 * (what came is not a record), `not-started`, `timeout`, `disconnected`, `closed`. */
export type RecordResult = { ok: true; record: GameRecord } | { ok: false; error: string };

export type ClientStatus = 'connecting' | 'lobby' | 'playing' | 'reconnecting' | 'closed' | 'error';

export interface ClientState {
  status: ClientStatus;
  isHost: boolean;
  seat: number | null;
  lobby: LobbyState | null;
  view: PlayerView | null; // this seat's own view, nothing more
  events: TableEvent[]; // public events (and this seat's private ones), newest last, bounded
  error: string | null; // a stable code, e.g. 'table-full', 'bad-code', 'host-unreachable'
  deadline: number | null; // ms since epoch when the timed window in force (race, turn) ends
  watching: boolean; // a spectator: no seat, the public view only
  /** A guest that lost its host, while it tries to reach it again: when it last heard from the host
   * (ms since epoch, this device's clock). Null or absent while the host is there. */
  hostLostAt?: number | null;
  /** Past the wait for a lost host (or when it handed the table over): where the table goes. */
  succession?: Succession | null;
  /** The check of each round the host revealed, newest last (docs/deal-check.md). */
  deals?: DealCheck[];
}

/**
 * The table moving to another player (docs/migration.md), as a guest's screen tells it.
 * - `none`: nobody can take it over (`no-deal`: one guest, or none holds a share yet; `too-few`:
 *   fewer players left than the shares it takes); the guests keep waiting for their host
 * - `moving`: `seat` (`name`; this player when `you`) takes it over; `shares`: what the new host
 *   has gathered so far, on its own screen; `error`: why the last host found there was refused;
 *   `squatter`: the player whose page took the table's address out of turn (empty: a page that
 *   could not be identified)
 */
export type Succession =
  | { stage: 'none'; why: 'no-deal' | 'too-few' }
  | {
      stage: 'moving';
      seat: number;
      name: string;
      you: boolean;
      shares?: { have: number; need: number };
      error?: string;
      squatter?: string;
    };

/**
 * What the UI holds: one per browser tab. The host's own screen uses the same interface (the host
 * is a client of itself through the in-memory transport).
 */
export interface GameClient {
  readonly state: ClientState;
  subscribe(listener: (state: ClientState) => void): () => void;
  act(action: Action): Promise<Result>;
  /** The table's chat and reactions (never part of the game's record). */
  chat: ChatPort;
  /** This seat's new name, for every player: trimmed and cut to MAX_NAME (protocol.ts) as the host
   * does; a name with nothing in it is ignored. */
  setName(name: string): void;
  leave(): void;
  /** A spectator asks to play (`on`) or takes its request back: it sits down when a seat is free for
   * it (docs/network.md "Spectators who take a seat"); its lobby's `seatAsk` says where it stands. */
  askSeat(on: boolean): void;
  /** The record of the game (docs/network.md "Saving a game"): the host's own screen at any time,
   * a guest or spectator once the game is over. */
  gameRecord(): Promise<RecordResult>;
  /** Guests only: what this guest keeps so that the table can outlive its host (docs/migration.md). */
  migration?: GuestKit;
  /** Host only (refused with an error elsewhere). */
  host?: {
    configure(settings: Partial<HostSettings>): Result;
    addBot(level: BotLevel): Result;
    removeSeat(seat: number): Result; // a bot seat, or kicks a human (a ban for the table's life)
    lock(locked: boolean): Result;
    answerJoin(id: number, approve: boolean): Result;
    /** Gives spectator `id` a seat: a new one before the game; during it, `seat` when a stand-in
     * plays it (at once) or between rounds a bot's or an absent player's. */
    seatWatcher(id: number, seat?: number): Result;
    /** Refuses spectator `id`'s request to play (`not-asking` when it made none). */
    refuseSeatAsk(id: number): Result;
    start(): Result;
    nextRound(): Result;
    rematch(): Result;
    /** Whether another player could take the table over if the host left now (docs/migration.md). */
    canHandOver(): boolean;
    /** The host leaves and another player hosts the table on: refused with `no-migration` when
     * nobody can (one guest left). */
    handOver(): Result;
    /** The statechart actor of the running table, for ?inspect (null before start). */
    tableActor(): unknown;
  };
}

/**
 * What a guest's succession (succession.ts) is handed by its page: the clock, its own client, the
 * ways to the table and to a successor's doors, and the takeover itself, loaded only by the guest
 * that takes over (takeover.ts, which reads its request from here).
 */
import type { ClientHandle, ClientRoute } from '../guest/index.js';
import type { Clock, Connection } from '../wire/index.js';
import type { LobbyState } from '../terms/index.js';
import type { Claims, DealInfo, SeatSigner, TableLog } from '../migration/index.js';

/** What the successor takes the table over with. */
export interface TakeoverRequest {
  code: string;
  /** The table's new host epoch. */
  epoch: number;
  seat: number;
  name: string;
  lobby: LobbyState;
  goneHost: number;
  log: TableLog;
  deal: DealInfo;
  share: string;
  /** This page's signing key, whose public half the deal gives its seat. */
  signer: SeatSigner;
  /** Shares gathered so far, its own included. */
  progress(have: number, need: number): void;
  /** The door it answers at (signer.ts `doorPeerId`). */
  opened?(door: number): void;
  /** `stop` gives the takeover up, if the table is not being rebuilt yet (the rule moved on). */
  onAbort?(stop: () => void): void;
}

export interface SuccessionPort {
  clock: Clock;
  self: ClientHandle;
  /** The way to the table at host epoch `epoch`, as a guest; `admit` checks its host's claim. */
  guestRoute(epoch: number, admit?: ClientRoute['admit']): ClientRoute;
  /** Opens a connection to the peer `id` (a successor's door). */
  connect(id: string): Promise<Connection>;
  /** Takes the table over: resolves with the new host's own route once the table is live; rejects
   * (`id-taken` when another page holds the table's new id). */
  takeOver(request: TakeoverRequest): Promise<ClientRoute>;
  /** The claim checks (migration/takeover/claims.ts, loaded on demand with the ciphers). */
  claims(): Promise<Claims>;
  /** The table answers at `epoch` from now on (kept across a reload). */
  settled?(epoch: number): void;
  /** Loads ahead what a takeover needs (called once this guest holds a share): the page that
   * served this one may be gone with the host when the time comes. */
  prefetch?(): void;
}

/**
 * A guest at the successor's doors (docs/migration.md): the table's next peer id, then the
 * successor's private ones (signer.ts `doorPeerId`). At each it answers only a host that proves it
 * is the one the succession rule chose; a page caught at a door out of turn is named, and never
 * allowed to host this game. Which successor, and for how long, is the succession's (succession.ts).
 */
import type { ClaimGate, ClientState } from '../guest/index.js';
import type { Connection } from '../wire/index.js';
import { type Claims, DOORS, type SuccessionPlan, tablePeerId } from '../migration/index.js';
import type { SuccessionPort } from './succession-port.js';

type ClaimExpect = Parameters<Claims['judgeClaim']>[1];
type ClaimAt = Pick<ClaimExpect, 'code' | 'door' | 'nonce' | 'kit'>;

/** The table on its way to the successor the rule names. */
export interface Move {
  epoch: number;
  goneHost: number;
  plan: SuccessionPlan;
  /** The successor's signing key, as the deal gives it: its doors hang on it. */
  key: string;
  /** The successor's door tried now (signer.ts `doorPeerId`), and the claims missed there. */
  door: number;
  silences: number;
  /** Back to a host found before: only its key lets this guest in, whatever the rule says. */
  pinned?: boolean;
}

/** Connections on which no claim came before the guest tries the successor's next door: a door
 * held by a page that stays silent is passed, a slow successor is not. */
const SILENCES = 2;
/** How long the successor waits for the claim of a page holding one of its doors. */
const PROBE_MS = 4000;

export class SuccessorDoors {
  /** Holders caught taking the table's address out of turn, in the game `excludedIn`: never let
   * host it. */
  private readonly excluded = new Set<number>();
  private excludedIn = -1;
  /** Where the host this client accepted answers (door 0: the table's own id). */
  private found: { epoch: number; door: number; seat: number; key: string } | null = null;
  /** The claim checks, once loaded (a door is connected to only then). */
  private claims: Claims | null = null;

  /** `heard(move)`: the successor of `move` is there, or moved to its next door, as its own guests
   * see it: the succession gives it another wait. */
  constructor(
    private readonly port: SuccessionPort,
    private readonly heard: (move: Move) => void,
  ) {}

  private get state(): ClientState {
    return this.port.self.client.state;
  }

  /** The holders of game `game` this page may let host it (those caught out of turn are not). */
  allowed(game: number, holders: readonly number[]): number[] {
    if (this.excludedIn !== game) {
      this.excluded.clear();
      this.excludedIn = game;
    }
    return holders.filter((x) => !this.excluded.has(x));
  }

  /** To the successor's doors, answering only a host this guest accepts. */
  follow(move: Move): void {
    this.steerToDoor(move, true);
  }

  /** Back at the table at `epoch`: if its host was found at a private door, reconnections after a
   * drop go there, and let in only that host (false: the table's own id will do). */
  rejoin(epoch: number): boolean {
    const found = this.found?.epoch === epoch ? this.found : null;
    if (!found || found.door <= 0) return false;
    const plan = { seat: found.seat, present: [found.seat] };
    const move = { epoch, goneHost: -1, plan, key: found.key, door: found.door, silences: 0, pinned: true };
    this.steerToDoor(move, false);
    return true;
  }

  private steerToDoor(move: Move, now: boolean): void {
    const code = this.state.lobby?.code ?? '';
    const home = tablePeerId(code, move.epoch);
    const gate = (): ClaimGate => {
      // a connection to a door opens once the claims module is loaded (connect, below)
      const at = move.door;
      const { nonce, text } = this.claims!.makeChallenge();
      return {
        challenge: text,
        judge: async (claim) => this.judge(move, at, code, nonce, claim),
        silent: () => {
          if (move.door === at && ++move.silences >= SILENCES) this.nextDoor(move, at);
        },
      };
    };
    const route = this.port.guestRoute(move.epoch);
    this.port.self.steer(
      {
        ...route,
        admit: gate,
        connect: async () => {
          const c = (this.claims = await this.port.claims());
          return this.port.connect(c.doorPeerId(home, move.key, move.epoch, move.door));
        },
      },
      now,
    );
  }

  private async judge(move: Move, door: number, code: string, nonce: string, text: string) {
    const claims = await this.port.claims();
    const kit = this.port.self.client.migration;
    const seat = this.state.seat;
    if (!kit || seat === null) return { ok: false as const, error: 'no-migration' };
    const verdict = claims.judgeClaim(text, this.expect(move, { code, door, nonce, kit }, true));
    if (!verdict.ok) {
      this.caught(move, door, verdict.impostor, verdict.error);
      return verdict;
    }
    this.found = { epoch: move.epoch, door, seat: verdict.claim.seat, key: move.key };
    // a host this guest accepts is there: it gets the time it needs to gather the shares
    this.heard(move);
    const offer = claims.makeOffer(seat, verdict.claim.epoch, kit);
    return { ok: true as const, then: offer ? [offer] : [] };
  }

  /** What a claim at a door of `move` must hold (claims.ts `judgeClaim`); `pin`: back to a host
   * found before, only its key is believed (a probe names whoever holds the door instead). */
  private expect(move: Move, at: ClaimAt, pin: boolean): ClaimExpect {
    return {
      ...at,
      table: move.epoch,
      plan: move.plan,
      goneHost: move.goneHost,
      excluded: this.excluded,
      ...(pin && move.pinned ? { pinned: move.key } : {}),
    };
  }

  /** The successor's own door `door`, held by another page: who is it? Challenged like any host,
   * and named, while `mine()` (this page's takeover still runs), if it is not the successor (it
   * gets nothing: this page sends it no hello). */
  async probe(move: Move, door: number, mine: () => boolean): Promise<void> {
    const code = this.state.lobby?.code ?? '';
    let conn: Connection;
    try {
      this.claims ??= await this.port.claims();
      conn = await this.port.connect(this.claims.doorPeerId(tablePeerId(code, move.epoch), move.key, move.epoch, door));
    } catch {
      return;
    }
    const { nonce, text } = this.claims.makeChallenge();
    const timer = this.port.clock.setTimeout(() => conn.close(), PROBE_MS);
    conn.onMessage((claim) => {
      if (!claim.includes('"mig-claim"')) return;
      this.port.clock.clearTimeout(timer);
      conn.close();
      const kit = this.port.self.client.migration!;
      const verdict = this.claims!.judgeClaim(claim, this.expect(move, { code, door, nonce, kit }, false));
      if (!verdict.ok && mine()) this.name(verdict.impostor, verdict.error);
    });
    conn.send(text);
  }

  /** Names on this page the holder `impostor` (null: a page it cannot tell) as having taken the
   * table's address out of turn; a holder named never hosts this game by this page's rule. */
  private name(impostor: number | null, error: string): void {
    if (impostor !== null) this.excluded.add(impostor);
    const lobby = this.state.lobby;
    const squatter = impostor === null ? '' : (lobby?.seats.find((x) => x.seat === impostor)?.name ?? '');
    const current = this.state.succession;
    if (current?.stage === 'moving') this.port.self.patch({ succession: { ...current, error, squatter } });
  }

  /** A page at `door` that is not the successor: named if its own key signed, and passed. */
  private caught(move: Move, door: number, impostor: number | null, error: string): void {
    this.name(impostor, error);
    // the successor, finding its door held, moves to its next one: so does this guest
    this.heard(move);
    this.nextDoor(move, door);
  }

  private nextDoor(move: Move, from: number): void {
    if (move.door !== from) return;
    move.door = Math.min(from + 1, DOORS - 1);
    move.silences = 0;
  }
}

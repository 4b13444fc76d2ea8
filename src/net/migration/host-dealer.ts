/**
 * The host's side of migration: it records the game's inputs, keeps them in the guests' log sealed
 * where they must be, deals each key's shares among the human guests and keeps each guest's kit up
 * to date. The ciphers load when a game has a human guest (the first page stays small, solo play
 * never loads them); until then, and while shares are being made, the guests get their kit later.
 *
 * Keys open one round (docs/migration.md "Keys that open one round"): each round brings a fresh
 * key, and so does every change of the holders (one leaves, comes back, a spectator sits down) and
 * a takeover. A new key is dealt before anything is sealed under it, and each guest is sent its
 * share of it before the log step that brings it in: a guest's last step's key is always one it
 * holds a share of, and an old share, a departed guest's or an old host's key opens nothing after.
 */
import type { Table, TableConfig } from '../../game/index.js';
import type { Genesis, LogStep, TableLog } from './action-log.js';
import type { Deal } from './shares.js';
import type { MigrationMessage } from './messages.js';
import { recordInputs, type TableInput } from '../deal/index.js';
import { DEFAULT_SHARE_QUORUM, quorumThreshold, type ShareQuorum } from '../terms/index.js';

/** Steps sent in one message at most (a guest back after a drop gets the log in parts). */
const CHUNK = 200;

type Crypto = typeof import('./action-log.js') & typeof import('./shares.js') & typeof import('./sealed.js');

interface Cursor {
  game: number;
  sent: number; // steps this link has
  epoch: number; // the deal whose share it has, or -1
}

/** A key being dealt before it seals anything: `fresh` a new key, else the key in use, never dealt
 * yet. `deal` null: fewer than two holders, nothing to deal. */
interface NextKey {
  key: Uint8Array;
  fresh: boolean;
  ready: boolean;
  deal: Deal | null;
  for: string;
}

interface Game {
  number: number;
  code: string;
  config: TableConfig & { seed: string };
  inputs: TableInput[]; // recorded, not yet sealed
  /** The key of the log's last step (or of the genesis). */
  key: Uint8Array | null;
  /** The step that brought `key` in, -1 for the genesis. */
  keyAt: number;
  /** Shares of `key` went out (or someone else knows it: an old host): it may not be dealt again. */
  spent: boolean;
  genesis: Genesis | null;
  steps: LogStep[]; // the inputs sealed as needed, in order, as far as done
  /** The deal of `key`, or null. */
  deal: Deal | null;
  next: NextKey | null;
  /** The holders, tokens and quorum `key` was dealt for, to deal again only when they change. */
  dealtFor: string;
  /** Round 1's deal note (deal/room.ts), sealed into the genesis once there is a key. */
  firstDeal: string | undefined;
}

/** The seats a deal is for: the human guests present (its holders), every human seat's token, how
 * many of the holders must join to open the key (a majority by default), and `signers`: each
 * holder's signing key as its page sent it (signer.ts), told to every holder. */
export interface DealSeats {
  holders: number[];
  tokens: Record<number, string>;
  quorum?: ShareQuorum;
  signers?: Record<number, string>;
}

/** The signing keys of `holders` among `signers`: a holder's new key deals again. */
function holdersKeys({ holders, signers = {} }: DealSeats): Record<number, string> {
  return Object.fromEntries(holders.flatMap((h) => (Object.hasOwn(signers, h) ? [[h, signers[h]!]] : [])));
}

export class HostDealer<L extends object> {
  private crypto: Crypto | null = null;
  private loading = false;
  private game: Game | null = null;
  private epoch = 0;
  private readonly cursors = new WeakMap<L, Cursor>();

  /** `later`: something became ready (the ciphers, a deal): sync again. */
  constructor(
    private readonly send: (link: L, message: MigrationMessage) => void,
    private readonly later: () => void,
  ) {}

  private newGame(number: number, code: string, config: Game['config']): Game {
    return {
      number,
      code,
      config,
      inputs: [],
      key: null,
      keyAt: -1,
      spent: false,
      genesis: null,
      steps: [],
      deal: null,
      next: null,
      dealtFor: '',
      firstDeal: undefined,
    };
  }

  /** A new game: its inputs are recorded from now on. */
  begin(table: Table, config: TableConfig & { seed: string }, code: string, game: number): Table {
    const g = this.newGame(game, code, config);
    this.game = g;
    return recordInputs(table, (input) => g.inputs.push(input));
  }

  /**
   * The checkable deal's note of the round just dealt (deal/room.ts): it goes into the log sealed,
   * with the round's start, so that a guest who takes the table over can reveal the round.
   * Called at once after the deal, before anything is sealed: the round's `next` input, or for
   * round 1 the genesis, is still waiting.
   */
  noteDeal(note: object): void {
    const g = this.game;
    if (!g) return;
    const text = JSON.stringify(note);
    const last = g.inputs[g.inputs.length - 1];
    if (last?.kind === 'next') last.deal = text;
    else if (g.steps.length === 0 && g.inputs.length === 0 && !g.genesis) g.firstDeal = text;
  }

  /**
   * A table taken over (docs/migration.md): its log so far and its last key, rebuilt from the
   * guests' shares. The game goes on recording from there under a new key (the gatherers of the
   * shares, and the old host that made the key, know this one), and the next deal's epoch follows
   * `lastEpoch` (the deal the guests held), so that a share of an older deal is never taken for a
   * new one.
   */
  resume(table: Table, log: TableLog, key: Uint8Array, lastEpoch: number): Table {
    const { genesis } = log;
    const config = { edition: genesis.edition, players: genesis.players, options: { ...genesis.options }, seed: '' };
    const g = this.newGame(genesis.game, genesis.code, config);
    Object.assign(g, { key, spent: true, genesis, steps: [...log.steps] });
    log.steps.forEach((s, i) => {
      if ('k' in s && s.k !== undefined) g.keyAt = i;
    });
    this.game = g;
    this.epoch = Math.max(this.epoch, lastEpoch);
    return recordInputs(table, (input) => g.inputs.push(input));
  }

  private load(): void {
    if (this.crypto || this.loading) return;
    this.loading = true;
    Promise.all([import('./action-log.js'), import('./shares.js'), import('./sealed.js')]).then(
      ([log, shares, sealed]) => {
        this.crypto = { ...log, ...shares, ...sealed };
        this.later();
      },
      () => {
        // no ciphers (a failed chunk load): no migration kit for this page's games
        this.loading = false;
      },
    );
  }

  /** The table's seats changed or moved on: bring a new key in if the round or the holders
   * changed, seal what was played, and bring every seated guest's kit up to date. */
  sync(links: Iterable<{ link: L; seat: number }>, seats: DealSeats): void {
    const g = this.game;
    if (!g || seats.holders.length === 0) return;
    // a table with no human guest (solo play) never loads the ciphers
    const c = this.crypto;
    if (!c) return this.load();
    if (!g.key) {
      g.key = c.newKey();
      g.genesis = c.startLog(g.config, g.code, g.number, g.key, g.firstDeal).genesis;
    }
    const wanted = JSON.stringify([
      seats.holders,
      seats.tokens,
      seats.quorum ?? DEFAULT_SHARE_QUORUM,
      holdersKeys(seats),
    ]);
    if (wanted !== g.dealtFor && !g.next) this.prepare(g, c, seats, wanted, g.spent);
    this.seal(g, c, seats, wanted);
    for (const { link, seat } of links) this.update(g, link, seat);
  }

  /** Deals a key for `seats`: a fresh one, or (`fresh` false) the key in use, never dealt yet. */
  private prepare(g: Game, c: Crypto, seats: DealSeats, wanted: string, fresh: boolean): void {
    const { holders, tokens, quorum } = seats;
    const keys = holdersKeys(seats);
    const next: NextKey = { key: fresh ? c.newKey() : g.key!, fresh, ready: false, deal: null, for: wanted };
    g.next = next;
    if (holders.length < 2) {
      next.ready = true;
      return;
    }
    c.dealShares(next.key, holders, ++this.epoch, tokens, quorumThreshold(holders.length, quorum)).then(
      (deal) => {
        next.deal = { ...deal, signers: keys };
        next.ready = true;
        // a deal for a game already over is dropped; the new game's is made on its sync
        this.later();
      },
      () => {
        if (g.next === next) g.next = null;
      },
    );
  }

  /** Seals the recorded inputs. Nothing is sealed while a fresh key is being dealt: it would be
   * sealed under a key that someone who just left could open. */
  private seal(g: Game, c: Crypto, seats: DealSeats, wanted: string): void {
    for (;;) {
      const next = g.next;
      const input = g.inputs[0];
      if (next?.ready && (!next.fresh || next.for !== g.dealtFor || input?.kind === 'next')) {
        const at = g.steps.length;
        if (next.fresh) {
          const previous = g.key!;
          if (input?.kind === 'next') g.steps.push(c.logStep(g.inputs.shift()!, g.genesis!, at, next.key, previous));
          else g.steps.push(c.keyStep(g.genesis!, at, next.key, previous));
          g.key = next.key;
          g.keyAt = at;
        }
        if (next.deal) next.deal.keyAt = g.keyAt;
        g.deal = next.deal;
        g.spent ||= next.deal !== null;
        g.dealtFor = next.for;
        g.next = null;
        continue;
      }
      if (!input || next?.fresh) return;
      if (input.kind === 'next') {
        // a round opens under a key of its own
        if (!next) this.prepare(g, c, seats, wanted, true);
        if (g.next?.ready) continue;
        return;
      }
      g.steps.push(c.logStep(g.inputs.shift()!, g.genesis!, g.steps.length, g.key!));
    }
  }

  /** The deal every one of `links` holds its share of (all were sent it), or null. */
  heldBy(links: readonly L[]): Pick<Deal, 'epoch' | 'threshold' | 'commitments' | 'signers'> | null {
    const deal = this.game?.deal;
    if (!deal || !this.game) return null;
    const game = this.game.number;
    for (const link of links) {
      const c = this.cursors.get(link);
      if (!c || c.game !== game || c.epoch !== deal.epoch) return null;
    }
    return deal;
  }

  private update(g: Game, link: L, seat: number): void {
    let c = this.cursors.get(link);
    if (!c || c.game !== g.number) {
      c = { game: g.number, sent: -1, epoch: -1 };
      this.cursors.set(link, c);
    }
    // the share first: a guest that has a step sealed under a key holds its share of that key
    const share = g.deal?.shares.get(seat);
    if (g.deal && share && c.epoch !== g.deal.epoch) {
      const { epoch, threshold, commitments, tokens, keyAt, signers } = g.deal;
      const deal = {
        epoch,
        threshold,
        commitments,
        tokens,
        signers,
        ...(keyAt !== undefined && keyAt >= 0 ? { keyAt } : {}),
      };
      this.send(link, { v: 1, t: 'mig-share', game: g.number, deal, share });
      c.epoch = epoch;
    }
    if (c.sent < 0) {
      const steps = g.steps.slice(0, CHUNK);
      this.send(link, { v: 1, t: 'mig-log', game: g.number, from: 0, genesis: g.genesis!, steps });
      c.sent = steps.length;
    }
    while (c.sent < g.steps.length) {
      const steps = g.steps.slice(c.sent, c.sent + CHUNK);
      this.send(link, { v: 1, t: 'mig-log', game: g.number, from: c.sent, steps });
      c.sent += steps.length;
    }
  }
}

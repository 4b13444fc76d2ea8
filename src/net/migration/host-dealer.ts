/**
 * The host's side of migration: it records the game's inputs, deals the table key's shares among
 * the human guests (dealt again whenever they change), and keeps each guest's kit up to date: the
 * log from where that guest is, sealed where it must be, and its own share. The ciphers load when
 * a game has a human guest (the first page stays small, solo play never loads them); until then,
 * and while shares are being made, the guests simply get their kit a little later.
 */
import type { Table, TableConfig } from '../../engine/types.js';
import type { Genesis, LogStep, TableLog } from './action-log.js';
import type { Deal } from './shares.js';
import type { MigrationMessage } from './messages.js';
import { recordInputs, type TableInput } from './table-inputs.js';

/** Steps sent in one message at most (a guest back after a drop gets the log in parts). */
const CHUNK = 200;

type Crypto = typeof import('./action-log.js') & typeof import('./shares.js') & typeof import('./sealed.js');

interface Cursor {
  game: number;
  sent: number; // steps this link has
  epoch: number; // the deal whose share it has, or -1
}

interface Game {
  number: number;
  code: string;
  config: TableConfig & { seed: string };
  inputs: TableInput[]; // recorded, not yet sealed
  key: Uint8Array | null;
  genesis: Genesis | null;
  steps: LogStep[]; // the inputs sealed as needed, in order, as far as done
  deal: Deal | null;
  /** The holders and tokens of the last deal, to deal again only when they change. */
  dealtFor: string;
  /** Round 1's deal note (deal/room.ts), sealed into the genesis once there is a key. */
  firstDeal: string | undefined;
}

/** The seats a deal is for: the human guests present (its holders), and every human seat's token;
 * `signers`: each holder's signing key as its page sent it (signer.ts), told to every holder. */
export interface DealSeats {
  holders: number[];
  tokens: Record<number, string>;
  signers?: Record<number, string>;
}

export class HostDealer<L extends object> {
  private crypto: Crypto | null = null;
  private loading = false;
  private game: Game | null = null;
  private epoch = 0;
  private dealing = false;
  private readonly cursors = new WeakMap<L, Cursor>();

  /** `later`: something became ready (the ciphers, a deal): sync again. */
  constructor(
    private readonly send: (link: L, message: MigrationMessage) => void,
    private readonly later: () => void,
  ) {}

  /** A new game: its inputs are recorded from now on. */
  begin(table: Table, config: TableConfig & { seed: string }, code: string, game: number): Table {
    const g: Game = {
      number: game,
      code,
      config,
      inputs: [],
      key: null,
      genesis: null,
      steps: [],
      deal: null,
      dealtFor: '',
      firstDeal: undefined,
    };
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
   * A table taken over (docs/migration.md): its log so far and its key, rebuilt from the guests'
   * shares. The game goes on recording from there, and the next deal's epoch follows `lastEpoch`
   * (the deal the guests held), so that a share of an older deal is never taken for a new one.
   */
  resume(table: Table, log: TableLog, key: Uint8Array, lastEpoch: number): Table {
    const { genesis } = log;
    const g: Game = {
      number: genesis.game,
      code: genesis.code,
      config: { edition: genesis.edition, players: genesis.players, options: { ...genesis.options }, seed: '' },
      inputs: [],
      key,
      genesis,
      steps: [...log.steps],
      deal: null,
      dealtFor: '',
      firstDeal: undefined,
    };
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

  /** The table's seats changed or moved on: deal again if the human guests changed, and bring
   * every seated guest's kit up to date. */
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
    for (const input of g.inputs.splice(0)) g.steps.push(c.logStep(input, g.genesis!, g.steps.length, g.key));
    this.redeal(g, c, seats);
    for (const { link, seat } of links) this.update(g, link, seat);
  }

  private redeal(g: Game, c: Crypto, { holders, tokens, signers = {} }: DealSeats): void {
    const keys = Object.fromEntries(holders.flatMap((h) => (Object.hasOwn(signers, h) ? [[h, signers[h]!]] : [])));
    const wanted = JSON.stringify([holders, tokens, keys]);
    if (wanted === g.dealtFor || this.dealing) return;
    g.dealtFor = wanted;
    if (holders.length < 2) {
      g.deal = null;
      return;
    }
    this.dealing = true;
    c.dealShares(g.key!, holders, ++this.epoch, tokens).then(
      (deal) => {
        this.dealing = false;
        // a deal for a game already over is dropped; the new game's is made on this sync
        if (this.game === g) g.deal = { ...deal, signers: keys };
        this.later();
      },
      () => {
        this.dealing = false;
      },
    );
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
    const share = g.deal?.shares.get(seat);
    if (g.deal && share && c.epoch !== g.deal.epoch) {
      const { epoch, threshold, commitments, tokens, signers } = g.deal;
      const deal = { epoch, threshold, commitments, tokens, signers };
      this.send(link, { v: 1, t: 'mig-share', game: g.number, deal, share });
      c.epoch = epoch;
    }
  }
}

/**
 * The host's clocks: the timed window in force (a race always; a turn when the table has a turn
 * time), and the stand-in deadline of players who went away. Nobody can stall a table: a turn
 * that runs out is played by a stand-in, and a player who went away is replaced at a deadline that
 * reconnecting does not push back while it is that player's turn.
 */
import { TURN_PHASES } from '../../game/index.js';
import type { Table } from '../../game/index.js';
import type { Clock } from '../wire/index.js';
import type { HostSettings } from '../terms/index.js';

export interface ClocksPort {
  clock: Clock;
  table(): Table | null;
  settings(): HostSettings;
  game(): number;
  /** Grows each time the turn seat moves the table: a new step of the turn restarts its clock. */
  progress(): number;
  connected(seat: number): boolean;
  /** A guest's human seat that no stand-in plays yet (the host's own seat is never replaced:
   * its page is the table). */
  replaceable(seat: number): boolean;
  /** The race ran out. */
  raceOver(): void;
  /** `seat`'s turn ran out, or its stand-in deadline passed while it is connected: a stand-in
   * plays this turn. */
  turnOver(seat: number): void;
  /** `seat` stayed away past its deadline: a stand-in takes the seat until it returns. */
  standIn(seat: number): void;
}

export class TableClocks {
  /** When the timed window in force ends (sent with every view), or null. */
  deadline: number | null = null;
  private windowKey: string | null = null;
  private windowTimer: unknown = null;
  private raceCount = 0;
  private turnKey: string | null = null;
  private turnStart = 0;
  /** Seats that went away, with when: kept across a return while it is that seat's turn. */
  private readonly away = new Map<number, number>();
  private awayTimer: unknown = null;
  private stopped = false;

  constructor(private readonly port: ClocksPort) {}

  /** After every change: the window in force and the stand-in deadlines. */
  update(): void {
    if (this.stopped) return;
    this.updateTurn();
    this.updateWindow();
    this.updateAway();
  }

  /** `seat` lost its connection during a game. */
  left(seat: number): void {
    if (!this.away.has(seat)) this.away.set(seat, this.port.clock.now());
    this.updateAway();
  }

  /** `seat` is back. Its deadline is forgiven unless it is its turn: a guest that drops and returns
   * again and again during its turn is still replaced when the deadline passes. */
  returned(seat: number): void {
    if (this.turnSeat() !== seat) this.away.delete(seat);
    this.updateAway();
  }

  /** Seats are renumbered or the game restarts: forget every mark. */
  forget(seat?: number): void {
    if (seat === undefined) this.away.clear();
    else this.away.delete(seat);
    this.updateAway();
  }

  stop(): void {
    this.stopped = true;
    this.clearWindow();
    if (this.awayTimer !== null) this.port.clock.clearTimeout(this.awayTimer);
    this.awayTimer = null;
  }

  private turnSeat(): number | null {
    const table = this.port.table();
    if (!table) return null;
    try {
      return TURN_PHASES.has(table.phase) ? table.turn : null;
    } catch {
      return null;
    }
  }

  /** A new turn (or a step of the turn seat) is a new start; connected seats' old marks go. */
  private updateTurn(): void {
    const table = this.port.table();
    const seat = this.turnSeat();
    const key = table && seat !== null ? `${this.port.game()}:${seat}:${this.port.progress()}` : null;
    if (key === this.turnKey) return;
    this.turnKey = key;
    this.turnStart = this.port.clock.now();
    for (const s of [...this.away.keys()]) if (this.port.connected(s)) this.away.delete(s);
  }

  private updateWindow(): void {
    const table = this.port.table();
    if (!table) return this.clearWindow();
    let phase: string;
    let turn: number;
    let round: number;
    try {
      ({ phase, turn } = table);
      round = table.view(0).round;
    } catch {
      return this.clearWindow();
    }
    const { raceMs, turnMs } = this.port.settings();
    let key: string | null = null;
    let ms = 0;
    if (phase === 'race') {
      key = this.windowKey?.startsWith('race:') ? this.windowKey : `race:${++this.raceCount}`;
      ms = raceMs;
    } else if (turnMs > 0 && TURN_PHASES.has(phase)) {
      key = `turn:${this.port.game()}:${round}:${phase}:${turn}:${this.port.progress()}`;
      ms = turnMs;
    }
    if (key === this.windowKey) return;
    this.clearWindow();
    this.windowKey = key;
    if (key === null) return;
    this.deadline = this.port.clock.now() + ms;
    const race = phase === 'race';
    this.windowTimer = this.port.clock.setTimeout(() => {
      this.windowTimer = null;
      this.deadline = null;
      // the same window after this is a fresh one (if nothing could move the table)
      this.windowKey = null;
      if (race) this.port.raceOver();
      else this.port.turnOver(turn);
    }, ms);
  }

  private clearWindow(): void {
    if (this.windowTimer !== null) this.port.clock.clearTimeout(this.windowTimer);
    this.windowTimer = null;
    this.windowKey = null;
    this.deadline = null;
  }

  /** One timer, for the earliest stand-in deadline. */
  private updateAway(): void {
    if (this.awayTimer !== null) this.port.clock.clearTimeout(this.awayTimer);
    this.awayTimer = null;
    const ms = this.port.settings().standInMs;
    if (this.stopped || ms === 0 || !this.port.table()) return;
    const turn = this.turnSeat();
    let first: number | null = null;
    for (const [seat, since] of this.away) {
      if (!this.port.replaceable(seat)) continue;
      const due = this.dueOf(seat, since, turn, ms);
      if (due !== null && (first === null || due < first)) first = due;
    }
    if (first === null) return;
    this.awayTimer = this.port.clock.setTimeout(
      () => {
        this.awayTimer = null;
        this.fireAway();
      },
      Math.max(0, first - this.port.clock.now()),
    );
  }

  /** A seat away is replaced `standInMs` after it left; a connected seat with a mark (it flapped
   * during its turn) has that long from the later of its turn's start and its first drop. */
  private dueOf(seat: number, since: number, turn: number | null, ms: number): number | null {
    if (!this.port.connected(seat)) return since + ms;
    if (seat === turn) return Math.max(since, this.turnStart) + ms;
    return null;
  }

  private fireAway(): void {
    const now = this.port.clock.now();
    const ms = this.port.settings().standInMs;
    const turn = this.turnSeat();
    for (const [seat, since] of [...this.away]) {
      if (!this.port.replaceable(seat)) continue;
      const due = this.dueOf(seat, since, turn, ms);
      if (due === null || due > now) continue;
      this.away.delete(seat);
      if (this.port.connected(seat)) this.port.turnOver(seat);
      else this.port.standIn(seat);
    }
    this.updateAway();
  }
}

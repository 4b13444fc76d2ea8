/**
 * A guest's request for the game's record (docs/network.md "Saving a game"): one at a time, its
 * parts put back in order, the whole checked as a record's JSON (record-text.ts), and a finished game's record kept
 * so that saving again asks nothing (the host sends it once per connection).
 */
import type { GameRecord } from '../../game/index.js';
import type { Clock, RecordMessage } from '../wire/index.js';
import type { RecordResult } from './state.js';
import { recordFromText } from './record-text.js';

/** How long the host has to send the whole record. */
const RECORD_TIMEOUT_MS = 15000;

export class RecordAsk {
  private asking: {
    promise: Promise<RecordResult>;
    resolve: (r: RecordResult) => void;
    parts: string[];
    timer: unknown;
  } | null = null;
  private kept: { game: number; record: GameRecord } | null = null;

  constructor(private readonly clock: Clock) {}

  /** The record of game `game`, kept, once that game is over; null otherwise. */
  keptFor(game: number, over: boolean): GameRecord | null {
    return over && this.kept?.game === game ? this.kept.record : null;
  }

  /** The request under way, if one is. */
  get pending(): Promise<RecordResult> | null {
    return this.asking?.promise ?? null;
  }

  /** Starts a request; `send` asks the host. */
  ask(send: () => void): Promise<RecordResult> {
    let resolve!: (r: RecordResult) => void;
    const promise = new Promise<RecordResult>((r) => (resolve = r));
    const timer = this.clock.setTimeout(() => this.settle({ ok: false, error: 'timeout' }), RECORD_TIMEOUT_MS);
    this.asking = { promise, resolve, parts: [], timer };
    send();
    return promise;
  }

  /** One part of the record asked for; `game` and `over`: the game it is of, and whether it ended. */
  part(m: RecordMessage, game: number, over: boolean): void {
    const ask = this.asking;
    if (!ask) return;
    if (!m.ok) return this.settle({ ok: false, error: m.error });
    if (m.part !== ask.parts.length) return this.settle({ ok: false, error: 'bad-record' });
    ask.parts.push(m.text);
    if (ask.parts.length < m.parts) return;
    const record = recordFromText(ask.parts.join(''));
    if (!record) return this.settle({ ok: false, error: 'bad-record' });
    if (over) this.kept = { game, record };
    this.settle({ ok: true, record });
  }

  settle(result: RecordResult): void {
    const ask = this.asking;
    if (!ask) return;
    this.asking = null;
    this.clock.clearTimeout(ask.timer);
    ask.resolve(result);
  }
}

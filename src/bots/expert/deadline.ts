/**
 * The worker's search deadline, set by the page for each question (docs/bots.md "Expert decision
 * time"): the decision counts from the page's ask to the seat taking the answer. The page keeps how
 * far its recent answers overran their deadline (the worker's last playout, its thread waking late
 * on a busy CPU, the seat's take) and stops the next search early enough that search and overrun
 * fit TARGET_MS; a machine that keeps its deadlines keeps the whole CEILING_MS (it searches as long
 * as ever), a slow one never less than FLOOR_MS. The answer's wait for a page thread busy rendering
 * is not counted: it lasts as long whatever the search, and counting it cut the searches to a
 * tenth without shortening the decisions (docs/bots.md "Expert decision time").
 */

/** What the decision may take, ask to seat, with the delays the page saw lately. */
export const TARGET_MS = 120;
/** The longest search, counted from the ask: the worker's budget before the deadline adapted. */
export const CEILING_MS = 70;
/** The shortest: below it the search plays too few worlds to be worth its wait. */
export const FLOOR_MS = 35;
/** The delays remembered, and which of them (from the largest) the next deadline allows for: the
 * second largest of twelve is near their 90th percentile. */
const KEPT = 12;
const RANK = 1;

export class AdaptiveDeadline {
  private readonly delays: number[] = [];

  /** The deadline (ms after the ask) for the next search. */
  next(): number {
    const sorted = [...this.delays].sort((a, b) => b - a);
    const delay = sorted[Math.min(RANK, sorted.length - 1)] ?? 0;
    return Math.round(Math.max(FLOOR_MS, Math.min(CEILING_MS, TARGET_MS - delay)));
  }

  /** An answer of a search overran the deadline it was given by `late` ms. */
  record(late: number): void {
    if (!Number.isFinite(late)) return;
    this.delays.push(Math.max(0, late));
    if (this.delays.length > KEPT) this.delays.shift();
  }
}

/**
 * Motion that tells the story (docs/table-ui.md "Feel"): a played card flies from its owner to the discard
 * pile, drawn cards fly from the draw pile to the hand (face down to the others' chips), a Skip
 * stamps the skipped player. 150-300 ms, and nothing at all under `prefers-reduced-motion`.
 */
import type { PlayerView, TableEvent } from '../../game/index.js';
import { UnoCard } from '../cards/uno-card.js';

interface FlightHost extends HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  seatAnchor(seat: number): Element | null;
}

/** A flight's way: from and to (the page's coordinates), the flight layer's box, the card's width. */
interface Path {
  from: DOMRect;
  to: DOMRect;
  box: DOMRect;
  width: number;
}

const DURATION = 260;
const MAX_FLIGHTS = 8;
/** How long a stamp (+n, ⊘) shows over a seat. */
const STAMP_MS = 700;
/** A penalty's cards fly one at a time (docs/table-ui.md "Moments"), each leaving once the one
 * before has landed, up to this many (a stacked +4 on +4 on +2 is ten); PENALTY_GAP is the most
 * one card takes, landed or not. */
export const MAX_PENALTY_FLIGHTS = 12;
export const PENALTY_GAP = DURATION + 60;

export class Flights {
  constructor(private readonly host: FlightHost) {}

  private reduced(): boolean {
    return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  }

  private layer(): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>('.flights');
  }

  private rect(sel: string): DOMRect | null {
    return this.host.renderRoot.querySelector(sel)?.getBoundingClientRect() ?? null;
  }

  /** Animate what the fresh events tell; the view gives the edition and the player's seat;
   * `playedFrom` where the player's own played cards were (by event seq). */
  animate(events: readonly TableEvent[], view: PlayerView, playedFrom: ReadonlyMap<number, DOMRect> = new Map()): void {
    const layer = this.layer();
    if (this.reduced() || !layer) return;
    // Every position is read before the first card goes in: a read after a write would lay the
    // page out again, once per card.
    const box = layer.getBoundingClientRect();
    const discard = this.rect('.discard');
    const pile = this.rect('.draw');
    const top = this.rect('.discard uno-card.top-card') ?? discard;
    const width = Math.max(24, Math.min(top?.width || 70, 110));
    const anchors = new Map<number, DOMRect | null>();
    const anchor = (seat: number): DOMRect | null => {
      if (!anchors.has(seat)) anchors.set(seat, this.host.seatAnchor(seat)?.getBoundingClientRect() ?? null);
      return anchors.get(seat) ?? null;
    };
    const start: (() => void)[] = [];
    /** Seats stamped "+n" in this batch: a skip stamped there too waits until the "+n" has shown,
     * else its ⊘ lands on it (a +2 skips the seat it hits) and hides it. */
    const penalized = new Set<number>();
    let budget = MAX_FLIGHTS;
    for (const e of events) {
      if (budget <= 0) break;
      if (e.type === 'play') {
        const from = playedFrom.get(e.seq) ?? anchor(e.seat);
        if (from && discard) {
          const code = e.cards[e.cards.length - 1] ?? null;
          start.push(() => this.fly(layer, code, view.edition, { from, to: discard, box, width }, 0));
          budget--;
        }
      } else if (e.type === 'draw') {
        const to = anchor(e.seat);
        if (!pile || !to) continue;
        if (e.penalty && e.count > 1) {
          penalized.add(e.seat);
          start.push(() => this.stamp(layer, `+${e.count}`, to, box, 'var(--action)'));
          const codes = Array.from({ length: Math.min(e.count, MAX_PENALTY_FLIGHTS) }, (_, i) =>
            e.seat === view.seat ? (e.cards?.[i] ?? null) : null,
          );
          start.push(() => this.flyInTurn(layer, codes, view.edition, { from: pile, to, box, width }));
          continue;
        }
        const n = Math.min(e.count, 4, budget);
        for (let i = 0; i < n; i++) {
          const code = e.seat === view.seat ? (e.cards?.[i] ?? null) : null;
          start.push(() => this.fly(layer, code, view.edition, { from: pile, to, box, width }, i * 70));
          budget--;
        }
      } else if (e.type === 'skip' && !e.protectedBy) {
        const at = anchor(e.seat);
        const after = penalized.has(e.seat) ? STAMP_MS : 0;
        if (at) start.push(() => this.stamp(layer, '⊘', at, box, 'var(--danger)', after));
      }
    }
    for (const go of start) go();
  }

  /** One card after the other: each is put in the layer when the one before has landed and gone
   * (never two in the air, none waiting on the pile). */
  private flyInTurn(layer: HTMLElement, codes: (string | null)[], edition: string, path: Path): void {
    const [code, ...rest] = codes;
    if (code === undefined || !layer.isConnected) return;
    this.fly(layer, code, edition, path, 0, PENALTY_GAP - DURATION, () => this.flyInTurn(layer, rest, edition, path));
  }

  /** `spare`: how long past its flight a card may stay when the page runs no animation; `then`:
   * called once the card is gone. */
  private fly(
    layer: HTMLElement,
    code: string | null,
    edition: string,
    path: Path,
    delay: number,
    spare = 200,
    then?: () => void,
  ): void {
    const { from, to, box, width: w } = path;
    const card = new UnoCard();
    if (code) card.code = code;
    else card.faceDown = true;
    card.edition = edition as UnoCard['edition'];
    card.decorative = true;
    const x0 = from.left + from.width / 2 - box.left - w / 2;
    const y0 = from.top + from.height / 2 - box.top - w * 0.75;
    const x1 = to.left + to.width / 2 - box.left - w / 2;
    const y1 = to.top + to.height / 2 - box.top - w * 0.75;
    // placed once; from there only transform and opacity move, which the compositor animates
    card.style.cssText = `left:${x0}px;top:${y0}px;--card-w:${w}px;will-change:transform,opacity;`;
    layer.append(card);
    const anim = card.animate(
      [
        { transform: 'translate(0, 0) scale(0.85) rotate(-8deg)', opacity: 0.9 },
        { transform: `translate(${x1 - x0}px, ${y1 - y0}px) scale(1) rotate(0deg)`, opacity: 1 },
      ],
      { duration: DURATION, delay, easing: 'cubic-bezier(.2,.8,.3,1)', fill: 'both' },
    );
    let gone = false;
    const done = () => {
      if (gone) return;
      gone = true;
      card.remove();
      then?.();
    };
    anim.finished.then(done, done);
    // A page in the background may not run its animations: the card goes all the same.
    setTimeout(done, DURATION + delay + spare);
  }

  private stamp(layer: HTMLElement, symbol: string, at: DOMRect, box: DOMRect, color: string, delay = 0): void {
    const el = document.createElement('div');
    el.className = 'stamp';
    el.textContent = symbol;
    el.style.cssText = `background:${color};left:${at.left + at.width / 2 - box.left - 22}px;top:${at.top + at.height / 2 - box.top - 22}px;will-change:transform,opacity;`;
    layer.append(el);
    const anim = el.animate(
      [
        { transform: 'scale(2.2)', opacity: 0 },
        { transform: 'scale(1)', opacity: 1, offset: 0.4 },
        { transform: 'scale(1)', opacity: 0 },
      ],
      { duration: STAMP_MS, delay, easing: 'ease-out', fill: 'both' },
    );
    const done = () => el.remove();
    anim.finished.then(done, done);
    setTimeout(done, STAMP_MS + delay + 200);
  }
}

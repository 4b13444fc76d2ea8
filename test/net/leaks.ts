/**
 * Checks every text sent to each guest against the host's full state at the moment it is sent:
 * no other seat's hand and nothing of the draw pile's order may be in it. (At the end of a round
 * every hand is shown on purpose: `roundResult.hands`, the challenge reveal to the challenger; once
 * the game is over, its record.)
 */
import { SPECTATOR } from '../../src/game/index.js';
import type { Table } from '../../src/game/types.js';
import type { GameClient } from '../../src/net/guest/state.js';
import type { Harness } from './harness.js';

/** What the check watches: the table as its host holds it, the guests, what each was sent. */
export interface Watched {
  table(): Table | null;
  /** The host's game number (a rematch is the next): deal messages name theirs. */
  game(): number | null;
  guests(): { label: string; client: GameClient }[];
  received: Map<string, string[]>;
  /** Calls `check` after every change of the table; returns the unsubscribe. */
  onChange(check: () => void): () => void;
}

const fromHarness = (h: Harness): Watched => ({
  table: () => h.host.currentTable,
  game: () => h.host.toSaved().game,
  guests: () => h.guests,
  received: h.received,
  onChange: (check) => h.host.onChange(check),
});

interface Secrets {
  hands: string[][];
  pile: string[]; // top last
}

function secrets(h: Watched): Secrets | null {
  const table = h.table();
  if (!table) return null;
  const g = (table.snapshot() as { machine: { context: { g: Secrets } } }).machine.context.g;
  return { hands: g.hands.map((x) => [...x]), pile: [...g.pile] };
}

const seq = (cards: string[]) => cards.map((c) => JSON.stringify(c)).join(',');

export function checkNoForeignCards(source: Harness | Watched) {
  const h: Watched = 'host' in source ? fromHarness(source) : source;
  const state = { checked: 0, failures: [] as string[], stop: () => undefined as void };
  const seats = new Map<string, number>();
  // what was sent before the check began was sent against a table since moved on: not judged now
  const counts = new Map<string, number>(h.guests().map((g) => [g.label, h.received.get(g.label)?.length ?? 0]));
  // Recorded, not thrown: the check runs inside the host, which would swallow an exception.
  const fail = (why: string) => state.failures.push(why.slice(0, 600));
  // Check after every change of the host (each message goes out during the change).
  const check = () => {
    const s = secrets(h);
    if (!s) return;
    for (const g of h.guests()) {
      const list = h.received.get(g.label) ?? [];
      const from = counts.get(g.label) ?? 0;
      counts.set(g.label, list.length);
      // a spectator holds no seat: every hand is another's (SPECTATOR matches none)
      const seat = g.client.state.watching ? SPECTATOR : (g.client.state.seat ?? seats.get(g.label));
      if (seat === null || seat === undefined) continue;
      seats.set(g.label, seat);
      for (const text of list.slice(from)) {
        state.checked++;
        const m = JSON.parse(text) as {
          t: string;
          set?: { roundResult?: unknown; hand?: unknown };
          events: { type: string; seat?: number; cards?: string[]; hand?: string[]; by?: number; target?: number }[];
        };
        // a record holds every hand and the pile's order: a guest or spectator has it only once the
        // game is over (record-desk.ts)
        if (m.t === 'record' && text.includes('"ok":true') && h.table()?.phase !== 'gameOver')
          fail(`seat ${seat} was sent the record during the game: ${text}`);
        if (m.t.startsWith('deal-')) {
          // a deal's steps and secret only once its round is over; before, hashes and values only
          // (every string lowercase hex or a key: no card code, which has capitals)
          // (checked when it arrives: the table may have moved on since, never back)
          const t = h.table();
          const d = m as unknown as { game: number; round: number };
          const live =
            t !== null &&
            h.game() === d.game &&
            t.view(0).round === d.round &&
            t.phase !== 'roundOver' &&
            t.phase !== 'gameOver';
          if ((m.t === 'deal-steps' || m.t === 'deal-reveal') && live)
            fail(`seat ${seat} was sent ${m.t} of round ${d.round} while it is played`);
          const strings = text.match(/"(?:[^"\\]|\\.)*"/g) ?? [];
          if (
            ['deal-open', 'deal-sealed', 'deal-dealt'].includes(m.t) &&
            strings.some((x) => !/^"[a-z0-9-]*"$/.test(x))
          )
            fail(`seat ${seat} was sent more than hashes in ${m.t}: ${text}`);
          continue;
        }
        if (m.t !== 'view') continue;
        const roundShown = m.set?.roundResult != null || m.events.some((e: { type: string }) => e.type === 'roundEnd');
        // another seat's hand, as a run of its cards in the host's order
        // a challenge shows the challenged hand to the challenger (official rules, Wild +4)
        const shownTo = new Set(
          (m.events as { type: string; by?: number; target?: number; hand?: string[] }[])
            .filter((e) => e.type === 'challenge' && e.hand && e.by === seat)
            .map((e) => e.target),
        );
        if (!roundShown) {
          s.hands.forEach((hand, other) => {
            if (other === seat || hand.length < 3 || shownTo.has(other)) return;
            if (text.includes(seq(hand))) fail(`seat ${seat} was sent seat ${other}'s hand: ${text}`);
          });
        }
        // the draw pile's order: any four cards in a row from its top
        const pile = s.pile;
        for (let i = pile.length; i >= 4 && i > pile.length - 30; i--) {
          const run = seq(pile.slice(i - 4, i).reverse());
          const runTopLast = seq(pile.slice(i - 4, i));
          if (text.includes(run) || text.includes(runTopLast)) fail(`seat ${seat} was sent the pile's order: ${text}`);
        }
        // structural: a hand in a view is always this seat's own
        const table = h.table()!;
        const own = seat === SPECTATOR ? table.spectatorView() : table.view(seat);
        if (m.set?.hand && JSON.stringify(m.set.hand) !== JSON.stringify(own.hand)) {
          fail(`seat ${seat} was sent a hand that is not its own`);
        }
        for (const e of m.events as { type: string; seat?: number; cards?: string[]; hand?: string[]; by?: number }[]) {
          if (e.type === 'draw' && e.cards && e.seat !== seat) fail(`seat ${seat} saw seat ${e.seat}'s drawn cards`);
          if (e.type === 'challenge' && e.hand && e.by !== seat) fail(`seat ${seat} saw a challenged hand`);
        }
      }
    }
  };
  const off = h.onChange(check);
  state.stop = () => {
    check(); // what went out after the last change (acks, pongs, goodbyes) is checked too
    off();
  };
  return state;
}

/**
 * The questions most rounds ask (a Wild's color, a Wild +4 to answer, the round's results) made
 * and drawn once, closed, while the table waits, one per idle moment; then every face of the
 * edition, a few per idle moment. A speed trick for the `bench:ui` round ends and first dialogs
 * (docs/smoothness-passes.md "Redesign"): the first showing of a question paid for Lit reading its
 * templates, the browser compiling the code that draws it, and drawing the faces of hands the
 * player never held (the round's results). Nothing shows, opens or is sent: a question answers
 * only a click, and a closed one draws nothing on the screen.
 */
import type { PlayerView } from '../../../game/index.js';
import type { DealCheck } from '../../../net/index.js';
import { warmFaces } from '../../cards/warm-faces.js';
import { idle, type Later } from '../../shared/idle.js';
import type { Ask, QuestionHost } from './question-host.js';

/** How the table would show a round's end: as its host or not, and which deal check (the table
 * shows none of a host's own check, nor in a game without another person: deal-shown.ts). */
export interface RoundShown {
  isHost: boolean;
  deal(check: DealCheck): DealCheck | null;
}

const AS_GUEST: RoundShown = { isHost: false, deal: (check) => check };

/** The usual questions as `view`'s table would ask them. The round's results are drawn twice: with
 * a deal check that passed (its template read), then as this table's round's end opens (a host's
 * button or a guest's wait, the check still running or none), so that the first round's end takes
 * nothing out of the page and makes nothing it did not warm (docs/smoothness-passes.md "Seventeenth pass"). */
export function samples(view: PlayerView, nameOf: (seat: number) => string, shown: RoundShown = AS_GUEST): Ask[] {
  const seats = Math.max(1, view.counts.length);
  const some = view.hand.slice(0, 3);
  const base = { view, deadline: null, nameOf };
  const round = (isHost: boolean, deal: DealCheck | null): Ask => ({
    name: 'round',
    params: {
      ...base,
      isHost,
      deal,
      // a winner who gained points and leads: every part a real round's end draws (the
      // templates of the gain and of who leads were read at the first round's end otherwise)
      view: {
        ...view,
        phase: 'roundOver',
        scores: view.counts.map((_, s) => (s === view.seat ? 1 : 0)),
        roundResult: {
          winner: view.seat,
          blocked: false,
          points: view.counts.map(() => 0),
          gained: view.counts.map((_, s) => (s === view.seat ? 1 : 0)),
          hands: view.counts.map(() => some),
        },
      },
    },
  });
  return [
    { name: 'color', params: { ...base, card: 'W' } },
    {
      name: 'challenge',
      params: {
        ...base,
        view: { ...view, phase: 'challenge', turn: view.seat, legal: [{ type: 'challenge' }, { type: 'accept' }] },
        by: (view.seat + 1) % seats,
      },
    },
    // the round's deal check shows there once the host revealed the round (deal-check-text.ts)
    round(false, { game: 0, round: view.round, status: 'ok', problems: [], own: 'used', whole: true }),
    round(
      shown.isHost,
      shown.deal({ game: 0, round: view.round, status: 'checking', problems: [], own: 'unknown', whole: false }),
    ),
  ];
}

/** The elements warmed in this page (Lit's templates and the compiled code are the page's). */
const warmedPages = new WeakSet<QuestionHost>();
/** The params the samples gave (a real question's are never drawn over). */
const sampled = new WeakSet<object>();

/** Once per host: each sample's element made and drawn closed, one per `later`; then the faces. */
export function prewarm(host: QuestionHost, asks: () => Ask[], edition: string, later: Later = idle): void {
  if (!warmedPages.has(host)) {
    warmedPages.add(host);
    const step = (rest: Ask[]): void => {
      const [next, ...more] = rest;
      if (!next) return;
      later(() => {
        const el = host.element(next.name);
        // a question asked meanwhile keeps its own params; a sample's are drawn over
        if (!el.params || sampled.has(el.params)) {
          el.params = next.params;
          sampled.add(next.params);
        }
        step(more);
      });
    };
    step(asks());
  }
  warmFaces(edition, later);
}

/**
 * The questions most rounds ask (a Wild's color, a Wild +4 to answer, the round's results), drawn
 * once off the page while the table waits, one per idle moment.
 *
 * The first time a dialog shows, its update also pays for Lit reading its templates and for the
 * browser compiling the code that draws it: on a phone profile (CPU 4x slower) the first round's
 * results took 14.7 ms where the same update took 5.9-7.9 ms once warm, and the first Wild +4
 * 11.7 ms against about 5 (docs/smoothness.md, tenth pass). Drawn here into an element that never
 * joins the page, nothing shows, opens or is sent: the dialogs' actions only run on a click.
 */
import { render } from 'lit';
import type { PlayerView } from '../../game/types.js';
import { phaseDialog, type DialogContext } from './table-dialogs.js';
import { idle, type Later } from '../shared/idle.js';

/** The table's context as each question would find it. */
export function warmContexts(ctx: DialogContext): DialogContext[] {
  const view: PlayerView = ctx.view;
  const seats = view.counts.length;
  const some = view.hand.slice(0, 3);
  return [
    { ...ctx, colorFor: 'W' },
    {
      ...ctx,
      colorFor: null,
      view: { ...view, phase: 'challenge', turn: view.seat, legal: [{ type: 'challenge' }, { type: 'accept' }] },
      wildDraw4By: (view.seat + 1) % Math.max(1, seats),
    },
    {
      ...ctx,
      colorFor: null,
      // the round's deal check shows there once the host revealed the round (deal-check-text.ts)
      deal: ctx.deal ?? { game: 0, round: view.round, status: 'ok', problems: [], own: 'used', whole: true },
      view: {
        ...view,
        phase: 'roundOver',
        roundResult: {
          winner: view.seat,
          blocked: false,
          points: view.counts.map(() => 0),
          gained: view.counts.map(() => 0),
          hands: view.counts.map(() => some),
        },
      },
    },
  ];
}

/** Draws each context's dialog off the page (into a new element from `into`), one per idle
 * moment (`later`). */
export function warmDialogs(
  contexts: DialogContext[],
  later: Later = idle,
  into: () => HTMLElement = () => document.createElement('div'),
): void {
  const [next, ...rest] = contexts;
  if (!next) return;
  later(() => {
    try {
      render(phaseDialog(next), into());
    } catch {
      /* a question this table cannot ask: its first showing pays, as before */
    }
    warmDialogs(rest, later, into);
  });
}

/**
 * `<uno-dialog>`'s own template and styles, and its countdown's, which only a dialog on the page
 * draws: one hidden, put in `host` and taken out once drawn, before the frame where it would open.
 */
export async function warmDialogElement(host: Node = document.body): Promise<void> {
  const probe = document.createElement('uno-dialog');
  probe.hidden = true;
  // open, as a question with a clock draws it; it leaves before the frame where it would show
  probe.open = true;
  probe.deadline = Date.now() + 60_000;
  host.appendChild(probe);
  try {
    await probe.updateComplete;
  } finally {
    probe.remove();
  }
}

/** Lit's templates and the compiled code are the page's, whichever table drew them first. */
let pageWarmed = false;

/** Once per page, after a table's first view: the dialog's frame, then each usual question, each
 * in an idle moment. `context` is asked only that once. */
export function warmUp(context: () => DialogContext): void {
  if (pageWarmed) return;
  pageWarmed = true;
  idle(() => void warmDialogElement().catch(() => undefined));
  warmDialogs(warmContexts(context()));
}

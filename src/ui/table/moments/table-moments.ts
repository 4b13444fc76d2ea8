/**
 * What the table makes of each batch of fresh events beyond the log and the flights
 * (docs/table-ui.md "Sounds" and "Moments"): the sounds, and the full-table callout for UNO! and
 * Contre-UNO. A table that shows a game it does not play (a replay, a gone host) makes neither.
 * Both come once the update is drawn (after-update.ts).
 */
import type { PlayerView, TableEvent } from '../../../game/index.js';
import { soundsFor, turnCame } from '../../sound/moments.js';
import { synth } from '../../sound/synth.js';
import { showCallout, type CalloutKind } from './callout.js';
import { afterUpdate } from './after-update.js';
import { t } from '../../i18n/i18n.js';

export interface MomentsHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export class TableMoments {
  private prev: PlayerView | null = null;

  constructor(private readonly host: MomentsHost) {}

  /** `events` just came with `view`; `me` the player's seat (-1: watching); `nameOf` a seat's
   * name as sentences use it ("You" for the player's own). */
  take(
    events: readonly TableEvent[],
    view: PlayerView,
    me: number,
    nameOf: (seat: number) => string,
    quiet: boolean,
  ): void {
    const prev = this.prev;
    this.prev = view;
    if (quiet) return;
    // made now: it listens for the first tap, which lets the page make sounds
    const s = synth();
    const sounds = soundsFor(events, me);
    if (turnCame(prev, view, me) && !sounds.includes('penalty')) sounds.push('turn');
    const callouts: [CalloutKind, string][] = [];
    for (const e of events) {
      if (e.type === 'uno')
        callouts.push(['uno', e.seat === me ? t('callout.uno.you') : t('callout.uno.who', { name: nameOf(e.seat) })]);
      else if (e.type === 'catch') {
        const key =
          e.by === me ? 'callout.catch.youBy' : e.target === me ? 'callout.catch.youTarget' : 'callout.catch.who';
        callouts.push(['catch', t(key, { by: nameOf(e.by), target: nameOf(e.target) })]);
      }
    }
    if (!sounds.length && !callouts.length) return;
    // after the update, not in it (after-update.ts)
    afterUpdate({
      atFrame: callouts.length
        ? () => {
            const layer = this.host.renderRoot.querySelector<HTMLElement>('.flights');
            if (layer?.isConnected) for (const [kind, who] of callouts) showCallout(layer, kind, who);
          }
        : undefined,
      afterFrame: sounds.length
        ? () => {
            sounds.forEach((name, i) => (i ? setTimeout(() => s.play(name), i * 160) : s.play(name)));
          }
        : undefined,
    });
  }
}

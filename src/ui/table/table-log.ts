/**
 * What happened, as the table shows it: the log (beside the piles on a wide screen, in a sheet on
 * a phone), the strip of the last events under the piles, and the house rules written so far.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { PlayerView, TableEvent } from '../../game/index.js';
import type { DealCheck } from '../../net/index.js';
import { t } from '../i18n/i18n.js';
import { dealLogLine } from './deal-check-text.js';
import { gestureGlyph, gestureName } from './gestures.js';

const LOG_SIZE = 60;
/** Events in the strip under the piles (phones). */
const STRIP_SIZE = 3;

/** An event's sentence for this player. */
export type LineOf = (e: TableEvent) => string;

/** The last few things that happened (the player's own draws too), the full log one tap away:
 * on a phone there is no room for the log beside the piles. */
export function stripTemplate(events: readonly TableEvent[], line: LineOf, openLog: () => void): TemplateResult {
  const lines = events.slice(-12).map(line).filter(Boolean).slice(-STRIP_SIZE);
  // A tap anywhere on it opens the log (the keyboard has the log button); screen readers hear
  // each event as it comes from the live region, so the strip does not repeat them.
  return html`<div class="strip" aria-hidden="true" title=${t('strip.more')} @click=${openLog}>
    ${lines.map((l) => html`<span class="line">${l}</span>`)}
  </div>`;
}

export function rulesTemplate(view: PlayerView): TemplateResult | typeof nothing {
  if (view.edition !== 'house-rules') return nothing;
  const rules = view.rules ?? [];
  return html`<h2>${t('table.rules')}</h2>
    ${
      rules.length
        ? html`<ul class="rules">
            ${rules.map(
              (r) =>
                html`<li>
                  <span class="num">${r.number}</span><bdi>${r.text}</bdi>
                  <span class="gesture"
                    >${gestureGlyph(r.gesture)} ${t('table.ruleGesture', { gesture: gestureName(r.gesture) })}</span
                  >
                </li>`,
            )}
          </ul>`
        : html`<p style="margin:0 0 10px;font-size:.85rem">${t('table.noRules')}</p>`
    }`;
}

/** The log, newest first, each round's deal check after its end. */
export function logTemplate(
  all: readonly TableEvent[],
  view: PlayerView,
  line: LineOf,
  dealOf: (round: number) => DealCheck | null,
  heading = true,
): TemplateResult {
  const events = all.slice(-LOG_SIZE);
  // each round's deal check follows its end (a round is known by the deal before or after it)
  const roundOf = (i: number): number => {
    for (let j = i; j >= 0; j--) {
      const e = events[j]!;
      if (e.type === 'deal') return e.round;
    }
    for (let j = i; j < events.length; j++) {
      const e = events[j]!;
      if (e.type === 'deal') return e.round - 1;
    }
    return view.round;
  };
  const lines = events
    .flatMap((e, i) => {
      const entry = { key: `${e.seq}`, text: line(e) };
      const check = e.type === 'roundEnd' ? dealOf(roundOf(i)) : null;
      return check ? [entry, { key: `${e.seq}:deal`, text: dealLogLine(check) }] : [entry];
    })
    .filter((l) => l.text);
  // a malformed list may repeat a seq: each line keeps a key of its own all the same
  const seen = new Map<string, number>();
  for (const l of lines) {
    const n = seen.get(l.key) ?? 0;
    seen.set(l.key, n + 1);
    if (n) l.key = `${l.key}#${n}`;
  }
  return html`<div class="side-log">
    ${heading ? html`<h2>${t('table.log')}</h2>` : nothing}
    <ol class="log" aria-label=${t('table.log')} reversed>
      ${repeat(
        lines.reverse(),
        (l) => l.key,
        (l) => html`<li>${l.text}</li>`,
      )}
    </ol>
  </div>`;
}

/** Whether the log's sheet is open (phones): opened, the focus goes to its close button; closed,
 * back to the log's button. */
export class LogSheet {
  isOpen = false;

  constructor(private readonly host: ReactiveControllerHost & { renderRoot: ParentNode }) {}

  readonly open = (): void => {
    this.set(true);
    void this.host.updateComplete.then(() => {
      const d = this.host.renderRoot.querySelector<HTMLDialogElement>('dialog.overlay');
      if (d && !d.open) d.showModal();
      d?.querySelector<HTMLElement>('.close-log')?.focus();
    });
  };

  readonly close = (): void => {
    if (!this.isOpen) return;
    this.host.renderRoot.querySelector<HTMLDialogElement>('dialog.overlay')?.close();
    this.set(false);
    this.host.renderRoot.querySelector<HTMLElement>('.log-toggle')?.focus();
  };

  private set(open: boolean): void {
    if (open === this.isOpen) return;
    this.isOpen = open;
    this.host.requestUpdate();
  }
}

/** The log and house rules over the table (phones): a modal sheet, so nothing shows through it
 * and nothing under it takes a tap; its close button sits at its top, away from the hand. */
export function logSheetTemplate(
  events: readonly TableEvent[],
  view: PlayerView,
  line: LineOf,
  dealOf: (round: number) => DealCheck | null,
  close: () => void,
): TemplateResult {
  return html`<dialog class="overlay" aria-labelledby="log-sheet-title" @close=${close}>
    <div class="sheet-head">
      <h2 id="log-sheet-title">${t('table.log')}</h2>
      <button type="button" class="secondary close-log" @click=${close}>${t('table.dismiss')}</button>
    </div>
    ${rulesTemplate(view)}${logTemplate(events, view, line, dealOf, false)}
  </dialog>`;
}

/** The top of the table: the opponents' seat chips and the menu, log and leave buttons. */
import { html, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import type { PlayerView } from '../../game/index.js';
import type { SeatInfo } from '../../net/index.js';
import { stringsVersion, t } from '../i18n/i18n.js';
import { legalOf, opponentsInOrder, towersBySeat } from './table-model.js';
import type { SeatNames } from './seat-names.js';
import type { StableArrays } from './stable.js';
import { toolsTemplate, type ToolActions } from './table-tools.js';
import './uno-seat-chip.js';
import { roundsWon } from './moments/rounds-won.js';

export interface TopContext {
  /** Keeps each seat's towers the same array while they are (stable.ts). */
  stable: StableArrays;
  /** The seats' names, said once per name and language. */
  names: SeatNames;
  tools: ToolActions;
  /** A narrow phone held upright (NARROW_UPRIGHT, src/ui/theme/screens.ts): three opponents' chips
   * compact too, so that they fit in one row. */
  narrow: () => boolean;
}

const NO_SEATS: readonly SeatInfo[] = [];

/** The top of the table: the opponents' chips (on an arc on a wide screen) and the tools. */
export function topTemplate(view: PlayerView, seats: SeatInfo[], c: TopContext): TemplateResult {
  const others = opponentsInOrder(view);
  const towers = towersBySeat(view);
  const catchable = new Set(legalOf(view, 'catch').map((a) => a.target));
  // at 320 px three full chips took two rows, and the middle had no room left for the piles
  const compact = others.length > (c.narrow() ? 2 : 3);
  const scoring = view.options?.scoring !== 'none';
  const wins = roundsWon(view);
  const active = (s: number) =>
    view.phase === 'race'
      ? !view.race?.done?.[s]
      : view.turn === s && view.phase !== 'roundOver' && view.phase !== 'gameOver';
  return html`<div class="top">
    <ul class="opponents ${others.length > 6 ? 'many' : ''}" aria-label=${t('table.opponents')}>
      ${repeat(
        others,
        (s) => s,
        (s, i) => {
          const info = seats?.find((x) => x.seat === s);
          // On wide screens the chips sit on an arc: the first and last down the table's sides.
          const drop =
            others.length >= 3 && others.length <= 6 ? (1 - Math.sin((Math.PI * (i + 0.5)) / others.length)) * 64 : 0;
          return html`<li style="--drop:${drop.toFixed(1)}px">
            <uno-seat-chip
              data-seat=${s}
              .seat=${s}
              .name=${c.names.of(seats ?? NO_SEATS, s)}
              .count=${view.counts?.[s] ?? 0}
              ?active=${active(s)}
              .uno=${!!view.uno?.[s]}
              .catchable=${catchable.has(s)}
              .towers=${c.stable.keep(`towers:${s}`, towers.get(s) ?? [])}
              .connected=${info ? info.connected : true}
              .standIn=${!!info?.standIn}
              .bot=${info?.kind === 'bot'}
              .dealer=${view.dealer === s}
              .score=${scoring ? (view.scores?.[s] ?? 0) : null}
              .team=${view.teams?.[s] ?? null}
              .partner=${!!view.teams && view.seat >= 0 && s === (view.seat + view.players / 2) % view.players}
              .wins=${wins[s] ?? 0}
              ?compact=${compact}
            ></uno-seat-chip>
          </li>`;
        },
      )}
    </ul>
    ${guard([stringsVersion()], () => toolsTemplate(c.tools))}
  </div>`;
}

/** The bottom of the table: the player's bar and hand, or a spectator's bar. */
import { html, noChange, nothing, type TemplateResult } from 'lit';
import type { Action, CardCode, PlayerView } from '../../game/index.js';
import { t } from '../i18n/i18n.js';
import { cardName } from '../cards/card-face.js';
import { blurHidden, focusOut, stayUnfocused } from './focus-out.js';
import type { HandPick } from './uno-hand.js';
import { canDo, playableCodes, towersBySeat } from './table-model.js';
import { teamToken } from '../theme/team-tokens.js';
import '../i18n/teams.js';
import '../cards/uno-card.js';
import './uno-hand.js';
import { roundsWon } from './moments/rounds-won.js';
import { winsMark } from './moments/wins-mark.js';

/** What the player's bar and hand read from the table, besides the view. */
export interface MeContext {
  nameOf(seat: number): string;
  send(action: Action): void;
  play(code: CardCode): void;
  /** The UNO button is lit. */
  unoLit: boolean;
  /** UNO pressed before the play. */
  unoArmed: boolean;
  onUno(): void;
  /** Hand indices chosen for a multi-play, in the order chosen. */
  selection: number[];
  playSelection(): void;
  cancelSelection(): void;
  /** Each hand card's playable flag (the same array while the flags are). */
  playable: boolean[];
  onPick(e: CustomEvent<HandPick>): void;
}

/** A spectator's bottom bar: no hand, nothing to do, only what they are and who else watches. */
export function watchingTemplate(watchers: number): TemplateResult {
  return html`<div class="me watching">
    <div class="bar">
      <div class="who" role="status">
        <span class="watch-mark">${t('table.watching')}</span>
        <span class="watch-count">${t('table.watchers', { n: watchers })}</span>
      </div>
    </div>
    <slot name="seat-ask"></slot>
  </div>`;
}

/** The player's bar (name, marks, the turn's buttons, UNO) and hand. */
export function meTemplate(view: PlayerView, hand: CardCode[], myTurn: boolean, c: MeContext): TemplateResult {
  const lit = c.unoLit;
  const myTowers = towersBySeat(view).get(view.seat) ?? [];
  const drawn = view.phase === 'drawn' && myTurn && view.drawn ? view.drawn : null;
  const sel = c.selection.length;
  const scoring = view.options?.scoring !== 'none';
  return html`<div class="me ${myTurn ? 'mine' : ''}">
    <div class="bar">
      <div class="who">
        <span>${c.nameOf(view.seat)}</span>
        ${
          view.teams
            ? html`<span class="team-mark" style="--band:${teamToken(view.teams[view.seat] ?? 0)}"
                >${t('teams.team', { n: (view.teams[view.seat] ?? 0) + 1 })}</span
              >`
            : nothing
        }
        ${view.uno?.[view.seat] ? html`<span class="uno-flag">UNO</span>` : nothing}
        ${
          myTowers.length
            ? html`<span class="sr-only">${t('table.towersHeld', { towers: myTowers.join(' ') })}</span>
                ${myTowers.map((tw) => html`<span class="tower-mark" aria-hidden="true">${tw}</span>`)}`
            : nothing
        }
        ${scoring ? html`<span style="font-weight:400;font-size:.85rem">${t('table.score', { n: view.scores?.[view.seat] ?? 0 })}</span>` : nothing}
        ${winsMark(roundsWon(view)[view.seat] ?? 0)}
      </div>
      <div class="actions" @mousedown=${stayUnfocused}>
        ${drawnTemplate(view, drawn, c)}
        ${focusOut(
          sel
            ? html`<span class="sr-only">${t('table.selectHint')}</span>
                <button type="button" class="primary" @click=${c.playSelection}>
                  ${t('table.playSelected', { n: sel })}
                </button>
                <button type="button" class="secondary" @click=${c.cancelSelection}>
                  ${t('table.cancelSelection')}
                </button>`
            : nothing,
        )}
        ${focusOut(
          !drawn && view.phase === 'play' && myTurn && canDo(view, 'pass')
            ? html`<button type="button" class="secondary" @click=${() => c.send({ type: 'pass' })}>
                ${t('table.pass')}
              </button>`
            : nothing,
        )}
      </div>
      <button
        type="button"
        class="uno-btn"
        data-lit=${lit}
        aria-pressed=${c.unoArmed ? 'true' : 'false'}
        aria-label=${c.unoArmed ? t('table.unoArmed') : t('table.unoHint')}
        ?disabled=${!lit}
        @mousedown=${stayUnfocused}
        @click=${c.onUno}
      >
        ${t('table.unoButton')}
      </button>
    </div>
    <uno-hand
      .cards=${hand}
      .playable=${c.playable}
      .selected=${c.selection}
      .selecting=${c.selection.length > 0}
      .dimOthers=${myTurn && (view.phase === 'play' || view.phase === 'drawn')}
      .edition=${view.edition}
      @hand-pick=${c.onPick}
    ></uno-hand>
  </div>`;
}

/** The card just drawn, to play or keep: kept in the page once made and hidden while there is none
 * (its words as they were, its card a back), so that a draw and its answer make and take out nothing; made
 * and taken out at each, it cost a phone a millisecond or two of the answer's update at 4x
 * (docs/smoothness-passes.md "Seventeenth pass"). A focus inside is let go as it hides (focus-out.ts). */
function drawnTemplate(view: PlayerView, drawn: CardCode | null, c: MeContext): TemplateResult {
  const canPlay = !!drawn && playableCodes(view).has(drawn);
  const canKeep = !!drawn && canDo(view, 'pass');
  return html`<div class="drawn" ?hidden=${!drawn} ${blurHidden(!drawn)}>
    <uno-card .code=${drawn ?? ''} .edition=${view.edition}></uno-card>
    <span class="sr-only">${drawn ? t('table.drawn.label', { card: cardName(drawn) }) : noChange}</span>
    <button type="button" class="primary" ?hidden=${!canPlay} @click=${() => drawn && c.play(drawn)}>
      ${t('table.drawn.play')}
    </button>
    <button type="button" class="secondary" ?hidden=${!canKeep} @click=${() => c.send({ type: 'pass' })}>
      ${t('table.drawn.keep')}
    </button>
  </div>`;
}

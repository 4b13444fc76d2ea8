/**
 * The middle of the table, between the opponents and the player's hand: what the status line says,
 * the draw and discard piles with the ring of the direction of play, the color in force, the
 * neutral towers, the strip of last events, and the banner of a challenge's outcome.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { Action, CardCode, PlayerView, TableEvent } from '../../game/index.js';
import { t } from '../i18n/i18n.js';
import { cardName, colorLetter, colorName } from '../cards/card-face.js';
import { miniHand } from '../cards/card-span.js';
import { COLOR_TOKEN, inkOn } from '../theme/table-tokens.js';
import { personal } from './event-text.js';
import { stayUnfocused } from './focus-out.js';
import { ANSWER_PHASES, canDo, towersBySeat } from './table-model.js';
import '../cards/uno-card.js';
import './uno-countdown.js';
import { underTemplate } from './moments/pile-template.js';

type ChallengeEvent = Extract<TableEvent, { type: 'challenge' }>;

/** What the middle of the table reads from the table, besides the view. */
export interface CenterContext {
  deadline: number | null;
  /** The seat spoken to as "you" (-1: nobody, a replay). */
  me: number;
  nameOf(seat: number): string;
  line(e: TableEvent): string;
  send(action: Action): void;
  /** The strip of last events (table-log.ts). */
  strip: TemplateResult;
  /** The last challenge's outcome, until dismissed. */
  reveal: ChallengeEvent | null;
  dismissReveal(): void;
  /** The cards under the top, newest first (null: one not seen; moments/pile-under.ts). */
  under: readonly (CardCode | null)[];
}

/** The status line: whose turn it is, or what the table waits for. */
export function statusText(view: PlayerView, myTurn: boolean, nameOf: (seat: number) => string): string {
  if (view.phase === 'race') return t('table.turn.race');
  if (view.phase === 'roundOver') return t('dialog.round.title', { n: view.round });
  if (view.phase === 'gameOver') return t('dialog.game.title');
  if (myTurn && view.phase === 'play' && !canDo(view, 'play') && canDo(view, 'draw')) return t('table.turn.youDraw');
  if (myTurn) return t('table.turn.you');
  if (view.options?.jumpIn && view.phase === 'play' && canDo(view, 'play')) return t('table.turn.jumpIn');
  if (ANSWER_PHASES.has(String(view.phase))) return t('table.waiting', { name: nameOf(view.turn) });
  return t('table.turn.other', { name: nameOf(view.turn) });
}

/** The middle of the table: the status, the piles, the color in force, the neutral towers, the
 * strip of last events and a challenge's outcome. */
export function centerTemplate(view: PlayerView, myTurn: boolean, c: CenterContext): TemplateResult {
  const canDraw = canDo(view, 'draw') && view.phase !== 'stack';
  const force = COLOR_TOKEN[view.color] ?? 'var(--no-color)';
  const forceName = view.color in COLOR_TOKEN ? colorName(view.color) : '';
  const neutral = towersBySeat(view).get(null) ?? [];
  const showClock = !!c.deadline && view.phase !== 'race' && view.phase !== 'roundOver' && view.phase !== 'gameOver';
  return html`<div class="center">
    <div class="status ${myTurn ? 'mine' : ''}">
      <span>${statusText(view, myTurn, c.nameOf)}</span>
      ${showClock ? html`<uno-countdown .deadline=${c.deadline}></uno-countdown>` : nothing}
    </div>
    <div class="piles">
      <div class="ring ${view.direction === -1 ? 'ccw' : 'cw'}" aria-hidden="true">${ringArt()}</div>
      <button
        type="button"
        class="draw"
        data-can=${canDraw}
        aria-disabled=${canDraw ? 'false' : 'true'}
        @mousedown=${stayUnfocused}
        @click=${() => canDraw && c.send({ type: 'draw' })}
      >
        ${view.pile > 2 ? html`<uno-card class="under2" face-down decorative></uno-card>` : nothing}
        ${view.pile > 1 ? html`<uno-card class="under" face-down decorative></uno-card>` : nothing}
        <uno-card face-down decorative style=${view.pile > 0 ? '' : 'opacity:.3'}></uno-card>
        <span class="count" aria-hidden="true">${view.pile}</span>
        <span class="sr-only"
          >${canDraw ? t('table.draw', { n: view.pile }) : t('table.drawDisabled', { n: view.pile })}</span
        >
      </button>
      <div
        class="discard"
        style="--force:${force};isolation:isolate"
        role="img"
        aria-label=${t('table.discard', { card: cardName(view.top) })}
      >
        ${underTemplate(c.under, view)}
        <uno-card class="top-card" decorative .code=${view.top} .edition=${view.edition}></uno-card>
        <span class="count" aria-hidden="true">${view.discards}</span>
      </div>
    </div>
    <div class="force" style="--force:${force};--force-ink:${inkOn(view.color)}">
      <span class="swatch" aria-hidden="true">${view.color in COLOR_TOKEN ? colorLetter(view.color) : ''}</span>
      <span>${t('table.colorInForce', { color: forceName })}</span>
      <span class="sr-only">${t(view.direction === -1 ? 'table.direction.ccw' : 'table.direction.cw')}</span>
      <span aria-hidden="true" title=${t(view.direction === -1 ? 'table.direction.ccw' : 'table.direction.cw')}
        >${view.direction === -1 ? '↺' : '↻'}</span
      >
    </div>
    ${
      neutral.length && view.towers
        ? html`<div class="neutral-towers">
            <span class="sr-only">${t('table.towersNeutral', { towers: neutral.join(' ') })}</span>
            <span aria-hidden="true">${t('table.neutral')}</span>
            ${neutral.map((tw) => html`<span class="tower-mark" aria-hidden="true">${tw}</span>`)}
          </div>`
        : nothing
    }
    ${c.strip} ${c.reveal ? revealTemplate(view, c.reveal, c) : nothing}
  </div>`;
}

function ringArt(): TemplateResult {
  // An ellipse of arrows around the piles; mirrored when play goes counterclockwise.
  return html`<svg viewBox="0 0 200 100" preserveAspectRatio="none">
    ${svg`<g fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" vector-effect="non-scaling-stroke">
        <path d="M30 12 A92 42 0 0 1 170 12" vector-effect="non-scaling-stroke"/>
        <path d="M170 88 A92 42 0 0 1 30 88" vector-effect="non-scaling-stroke"/>
      </g>
      <path d="M170 12 l-9 -6 l1 11 z" fill="currentColor"/>
      <path d="M30 88 l9 6 l-1 -11 z" fill="currentColor"/>`}
  </svg>`;
}

function revealTemplate(view: PlayerView, e: ChallengeEvent, c: CenterContext): TemplateResult {
  // Who draws: the bluffer (the +4's player), or the challenger of an honest +4.
  const text = e.bluff
    ? personal('dialog.challenge.result.bluff', c.me, { you: e.target }, { target: c.nameOf(e.target) })
    : personal('dialog.challenge.result.honest', c.me, { you: e.by }, { by: c.nameOf(e.by) });
  return html`<div class="banner" role="status">
    <strong>${c.line(e)}</strong>
    <span>${text}</span>
    ${
      e.hand && e.by === view.seat
        ? html`<span>${t('dialog.challenge.hand', { name: c.nameOf(e.target) })}</span>
            ${miniHand(e.hand, view.edition)}`
        : nothing
    }
    <button type="button" class="secondary" @click=${c.dismissReveal}>${t('table.dismiss')}</button>
  </div>`;
}

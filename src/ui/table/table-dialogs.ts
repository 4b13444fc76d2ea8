/**
 * The table's modal questions, one per phase that asks the player something (types.ts `Phase`):
 * color, challenge, stack, rule, race, towers, keep, swap, round over, game over. Each offers exactly the
 * choices `view.legal` lists, and marks its default answer for Enter with `data-default`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Action, CardCode, Color, PlayerView } from '../../engine/types.js';
import { t } from '../i18n/i18n.js';
import { cardName, colorLetter, colorName, editionColors } from '../cards/card-face.js';
import { countByColor } from '../../bots/cards.js';
import { gestureGlyph, gestureName } from './gestures.js';
import { legalOf, canDo } from './table-model.js';
import { personal } from './event-text.js';
import { isolate } from '../bidi.js';
import { COLOR_TOKEN, inkOn } from '../theme/index.js';
import type { DealCheck } from '../../net/deal/witness.js';
import { dealCheckBlock } from './deal-check-text.js';
import { miniHand } from '../cards/card-span.js';
import '../cards/uno-card.js';
import './uno-dialog.js';

export interface RuleDraft {
  number: number | null;
  text: string;
  gesture: string;
}

export interface DialogContext {
  view: PlayerView;
  deadline: number | null;
  isHost: boolean;
  nameOf(seat: number): string;
  send(action: Action): void;
  /** Play a card (through the color picker for a Wild). */
  play(code: CardCode): void;
  fire(name: 'uno-next-round' | 'uno-rematch' | 'uno-leave' | 'uno-save-record'): void;
  /** A Wild waiting for its color before it is sent, if any. */
  colorFor: CardCode | null;
  chooseColor(color: Color): void;
  cancelColor(): void;
  rule: RuleDraft;
  setRule(patch: Partial<RuleDraft>): void;
  gestures: readonly string[];
  /** Who played the Wild +4 being answered, from the events. */
  wildDraw4By: number | null;
  /** This round's deal check, once the host revealed the round (docs/deal-check.md). */
  deal: DealCheck | null;
}

/** The modal: its content, and Contre-UNO buttons while a catch is legal (the modal makes the
 * opponents' chips inert, and the UNO window may run alongside any question). */
function dialog(heading: string, body: TemplateResult, deadline: number | null, kind: string, ctx: DialogContext) {
  const catches = legalOf(ctx.view, 'catch');
  return html`<uno-dialog open class="phase-dialog ${kind}" .heading=${heading} .deadline=${deadline}>
    ${body}
    ${
      catches.length
        ? html`<div class="row catches">
            ${catches.map(
              (a) =>
                html`<button
                  type="button"
                  class="primary warn"
                  @click=${() => ctx.send({ type: 'catch', target: a.target })}
                >
                  ${t('table.catchLabel', { name: ctx.nameOf(a.target) })}
                </button>`,
            )}
          </div>`
        : nothing
    }
  </uno-dialog>`;
}

/** The color `hand` holds most among `colors`, the first of them on a tie: what a player picks
 * without thinking, hence the answer Enter gives and where the focus lands. A Wild has no color:
 * the one being played counts for none. */
function colorHeldMost(hand: readonly CardCode[], colors: readonly Color[]): Color | undefined {
  const counts = countByColor(hand, colors);
  let best: Color | undefined;
  for (const c of colors) if (best === undefined || (counts.get(c) ?? 0) > (counts.get(best) ?? 0)) best = c;
  return best;
}

function colorButtons(colors: Color[], hand: readonly CardCode[], onPick: (c: Color) => void): TemplateResult {
  const preferred = colorHeldMost(hand, colors);
  return html`<div class="colors" role="group" aria-label=${t('dialog.color.title')}>
    ${colors.map(
      (c) =>
        html`<button
          type="button"
          class="color-btn"
          style="--c:${COLOR_TOKEN[c]};--c-ink:${inkOn(c)}"
          ?data-default=${c === preferred}
          @click=${() => onPick(c)}
        >
          <span class="letter" aria-hidden="true">${colorLetter(c)}</span>${colorName(c)}
        </button>`,
    )}
  </div>`;
}

function cardButton(code: CardCode, label: string, onClick: () => void, isDefault = false): TemplateResult {
  return html`<button type="button" class="card-btn" ?data-default=${isDefault} @click=${onClick}>
    <uno-card decorative .code=${code}></uno-card><span class="sr-only">${label}</span>
  </button>`;
}

export function colorDialog(ctx: DialogContext): TemplateResult | typeof nothing {
  const { view } = ctx;
  if (ctx.colorFor) {
    return dialog(
      t('dialog.color.title'),
      html`<p class="lead">${cardName(ctx.colorFor)}</p>
        ${colorButtons(editionColors(view.edition), view.hand, (c) => ctx.chooseColor(c))}
        <div class="row end">
          <button type="button" class="secondary" @click=${() => ctx.cancelColor()}>${t('dialog.color.cancel')}</button>
        </div>`,
      null,
      'color',
      ctx,
    );
  }
  const colors = legalOf(view, 'color').map((a) => a.color);
  if (view.phase !== 'color' || !colors.length) return nothing;
  return dialog(
    t('dialog.color.title'),
    colorButtons(colors, view.hand, (c) => ctx.send({ type: 'color', color: c })),
    ctx.deadline,
    'color',
    ctx,
  );
}

function challengeDialog(ctx: DialogContext): TemplateResult {
  // The question goes to the +4's target: a Wild +4 the events credit to the player itself (one read
  // from an older play) is left unnamed rather than "You played a Wild +4".
  const by = ctx.wildDraw4By === ctx.view.seat ? null : ctx.wildDraw4By;
  return dialog(
    t('dialog.challenge.title'),
    html`<p>${by === null ? t('dialog.challenge.textAnon') : t('dialog.challenge.text', { name: ctx.nameOf(by) })}</p>
      <div class="row">
        ${
          canDo(ctx.view, 'challenge')
            ? html`<button type="button" class="primary warn" @click=${() => ctx.send({ type: 'challenge' })}>
                ${t('dialog.challenge.challenge')}
              </button>`
            : nothing
        }
        ${
          canDo(ctx.view, 'accept')
            ? html`<button type="button" class="primary" data-default @click=${() => ctx.send({ type: 'accept' })}>
                ${t('dialog.challenge.accept')}
              </button>`
            : nothing
        }
      </div>`,
    ctx.deadline,
    'challenge',
    ctx,
  );
}

function stackDialog(ctx: DialogContext): TemplateResult {
  const n = ctx.view.pending;
  const plays = [...new Set(legalOf(ctx.view, 'play').map((a) => a.card))];
  return dialog(
    t('dialog.stack.title', { n }),
    html`<p>${t('dialog.stack.text', { n })}</p>
      <div class="cards">
        ${plays.map((code) => cardButton(code, t('dialog.stack.play', { card: cardName(code) }), () => ctx.play(code)))}
      </div>
      <div class="row">
        ${
          canDo(ctx.view, 'draw')
            ? html`<button type="button" class="primary" data-default @click=${() => ctx.send({ type: 'draw' })}>
                ${t('dialog.stack.draw', { n })}
              </button>`
            : nothing
        }
      </div>`,
    ctx.deadline,
    'stack',
    ctx,
  );
}

function ruleDialog(ctx: DialogContext): TemplateResult {
  const { view, rule } = ctx;
  const numbers = [...new Set(legalOf(view, 'rule').map((a) => a.number))];
  const replacing = numbers.length > 0 && numbers.every((n) => view.rules?.some((r) => r.number === n));
  const number = rule.number !== null && numbers.includes(rule.number) ? rule.number : (numbers[0] ?? null);
  const current = view.rules?.find((r) => r.number === number);
  const text = rule.text.trim();
  const ready = number !== null && text.length > 0 && rule.text.length <= 80 && !!rule.gesture;
  const submit = () => {
    if (ready && number !== null) ctx.send({ type: 'rule', number, text: rule.text.trim(), gesture: rule.gesture });
  };
  return dialog(
    t(replacing ? 'dialog.rule.replaceTitle' : 'dialog.rule.title'),
    html`<div class="form">
      ${
        numbers.length > 1
          ? html`<fieldset class="numbers">
              <legend>${t('dialog.rule.number')}</legend>
              ${numbers.map(
                (n) =>
                  html`<label class="num-opt"
                    ><input
                      type="radio"
                      name="rule-number"
                      .checked=${n === number}
                      @change=${() => ctx.setRule({ number: n })}
                    /><span>${n}</span></label
                  >`,
              )}
            </fieldset>`
          : html`<p class="lead">${t('dialog.rule.number')} <strong class="big-num">${number}</strong></p>`
      }
      ${current ? html`<p class="current">${t('dialog.rule.current', { text: current.text })}</p>` : nothing}
      <label class="text-field">
        <span>${t('dialog.rule.text')}</span>
        <input
          type="text"
          maxlength="80"
          autocomplete="off"
          autofocus
          .value=${rule.text}
          @input=${(e: Event) => ctx.setRule({ text: (e.target as HTMLInputElement).value.slice(0, 80) })}
        />
        <small aria-hidden="true">${rule.text.length}/80</small>
      </label>
      <fieldset class="gestures">
        <legend>${t('dialog.rule.gesture')}</legend>
        ${ctx.gestures.map(
          (g) =>
            html`<label class="gesture-opt"
              ><input
                type="radio"
                name="rule-gesture"
                .checked=${g === rule.gesture}
                @change=${() => ctx.setRule({ gesture: g })}
              /><span><span class="glyph" aria-hidden="true">${gestureGlyph(g)}</span>${gestureName(g)}</span></label
            >`,
        )}
      </fieldset>
      <div class="row">
        ${
          canDo(view, 'pass')
            ? html`<button type="button" class="secondary" @click=${() => ctx.send({ type: 'pass' })}>
                ${t('dialog.rule.pass')}
              </button>`
            : nothing
        }
        <button type="button" class="primary" data-default ?disabled=${!ready} @click=${submit}>
          ${t('dialog.rule.create')}
        </button>
      </div>
    </div>`,
    ctx.deadline,
    'rule',
    ctx,
  );
}

function raceDialog(ctx: DialogContext): TemplateResult | typeof nothing {
  const race = ctx.view.race;
  if (!race) return nothing;
  const done = !!race.done?.[ctx.view.seat];
  const rule = ctx.view.rules?.find((r) => r.number === race.number);
  return dialog(
    t('dialog.race.title', { n: race.number }),
    html`${rule ? html`<p class="current">${t('dialog.race.rule', { text: isolate(rule.text) })}</p>` : nothing}
    ${
      done
        ? html`<p class="lead" role="status">${t('dialog.race.done')}</p>
            <div class="row"><button type="button" class="secondary" disabled>${t('dialog.race.done')}</button></div>`
        : html`<p>${t('dialog.race.text')}</p>
            <div class="gesture-grid">
              ${race.choices.map(
                (g) =>
                  html`<button
                    type="button"
                    class="gesture-btn"
                    @click=${() => ctx.send({ type: 'react', gesture: g })}
                  >
                    <span class="glyph" aria-hidden="true">${gestureGlyph(g)}</span>${gestureName(g)}
                  </button>`,
              )}
            </div>`
    }`,
    ctx.deadline,
    'race',
    ctx,
  );
}

function towersDialog(ctx: DialogContext): TemplateResult {
  const { view } = ctx;
  const describe = (tw: 'U' | 'N' | 'O' | '!') => {
    const owner = view.towers?.[tw] ?? null;
    if (owner === null) return t('dialog.towers.fromNeutral', { tower: tw });
    return personal('dialog.towers.fromSeat', view.seat, { you: owner }, { tower: tw, name: ctx.nameOf(owner) });
  };
  const options = legalOf(view, 'towers');
  return dialog(
    t('dialog.towers.title'),
    html`<p>${t('dialog.towers.text')}</p>
      <div class="options">
        ${options.map((a, i) => {
          const parts = a.take.map(describe);
          const what = parts.length === 2 ? t('dialog.towers.and', { a: parts[0]!, b: parts[1]! }) : parts.join(', ');
          return html`<button
            type="button"
            class="option"
            ?data-default=${i === 0}
            @click=${() => ctx.send({ type: 'towers', take: a.take })}
          >
            <span class="tower-marks" aria-hidden="true"
              >${a.take.map((tw) => html`<span class="tower-mark">${tw}</span>`)}</span
            >
            ${t('dialog.towers.take', { what })}
          </button>`;
        })}
      </div>
      ${
        canDo(view, 'pass')
          ? html`<div class="row">
              <button type="button" class="secondary" @click=${() => ctx.send({ type: 'pass' })}>
                ${t('table.pass')}
              </button>
            </div>`
          : nothing
      }`,
    ctx.deadline,
    'towers',
    ctx,
  );
}

function keepDialog(ctx: DialogContext): TemplateResult {
  const keeps = [...new Set(legalOf(ctx.view, 'keep').map((a) => a.card))];
  return dialog(
    t('dialog.keep.title'),
    html`<p>${t('dialog.keep.text')}</p>
      <div class="cards">
        ${keeps.map((code, i) =>
          cardButton(
            code,
            t('dialog.keep.keep', { card: cardName(code) }),
            () => ctx.send({ type: 'keep', card: code }),
            i === 0,
          ),
        )}
      </div>
      ${
        canDo(ctx.view, 'pass')
          ? html`<div class="row">
              <button type="button" class="secondary" @click=${() => ctx.send({ type: 'pass' })}>
                ${t('dialog.keep.pass')}
              </button>
            </div>`
          : nothing
      }`,
    ctx.deadline,
    'keep',
    ctx,
  );
}

/** sevenZero: the 7's player takes another seat's hand (rules.md "The app's house rules"); the
 * default, as the turn timer's, is the fewest cards. */
function swapDialog(ctx: DialogContext): TemplateResult {
  const { view } = ctx;
  const targets = legalOf(view, 'swap').map((a) => a.target);
  const count = (s: number) => view.counts[s] ?? 0;
  const fewest = targets.reduce((best, s) => (count(s) < count(best) ? s : best), targets[0] ?? -1);
  return dialog(
    t('dialog.swap.title'),
    html`<p>${t('dialog.swap.text')}</p>
      <div class="options">
        ${targets.map(
          (s) =>
            html`<button
              type="button"
              class="option"
              ?data-default=${s === fewest}
              @click=${() => ctx.send({ type: 'swap', target: s })}
            >
              ${t(count(s) === 1 ? 'dialog.swap.with1' : 'dialog.swap.with', { name: ctx.nameOf(s), n: count(s) })}
            </button>`,
        )}
      </div>`,
    ctx.deadline,
    'swap',
    ctx,
  );
}

function resultTable(ctx: DialogContext): TemplateResult {
  const { view } = ctx;
  const result = view.roundResult;
  const n = view.players || view.counts.length;
  // With 'lowest' scoring the lowest total leads (rules.md, "Round end and scoring").
  const sign = view.options?.scoring === 'lowest' ? -1 : 1;
  const order = Array.from({ length: n }, (_, s) => s).sort(
    (a, b) => sign * ((view.scores[b] ?? 0) - (view.scores[a] ?? 0)),
  );
  const scoring = view.options?.scoring !== 'none';
  return html`<table class="results">
    <thead>
      <tr>
        <th scope="col">${t('dialog.game.player')}</th>
        <th scope="col">${t('dialog.game.hand')}</th>
        <th scope="col">${t('dialog.game.pointsCol')}</th>
        ${scoring ? html`<th scope="col">${t('dialog.game.scoreCol')}</th>` : nothing}
      </tr>
    </thead>
    <tbody>
      ${order.map((s) => {
        const hand = result?.hands?.[s] ?? [];
        const gained = result?.gained?.[s] ?? 0;
        return html`<tr class=${s === result?.winner ? 'winner' : ''}>
          <th scope="row">${ctx.nameOf(s)}</th>
          <td>${miniHand(hand, view.edition)}</td>
          <td>${result?.points?.[s] ?? 0}</td>
          ${
            scoring
              ? html`<td>
                  <strong>${view.scores[s] ?? 0}</strong
                  >${gained ? html` <span class="gain">(${t('dialog.round.gained', { n: gained })})</span>` : nothing}
                </td>`
              : nothing
          }
        </tr>`;
      })}
    </tbody>
  </table>`;
}

function roundDialog(ctx: DialogContext): TemplateResult {
  const { view } = ctx;
  const r = view.roundResult;
  const winner = r?.winner ?? view.roundWinner;
  const headline =
    winner === null || winner === undefined
      ? t('dialog.round.blocked')
      : personal('dialog.round.winner', view.seat, { you: winner }, { name: ctx.nameOf(winner) });
  const best = view.options?.scoring === 'lowest' ? Math.min(...view.scores) : Math.max(...view.scores);
  const leader = view.scores.filter((x) => x === best).length === 1 ? view.scores.indexOf(best) : -1;
  return dialog(
    t('dialog.round.title', { n: view.round }),
    html`<p class="lead">${headline}</p>
      ${resultTable(ctx)} ${dealCheckBlock(ctx.deal)}
      ${
        leader >= 0 && view.options?.scoring !== 'none'
          ? html`<p>${personal('dialog.round.leads', view.seat, { you: leader }, { name: ctx.nameOf(leader) })}</p>`
          : nothing
      }
      <!-- the host's spectators, to seat one in a bot's seat before the next round (uno-app) -->
      <slot name="between-rounds"></slot>
      <div class="row">
        <button type="button" class="secondary" @click=${() => ctx.fire('uno-leave')}>${t('table.leave')}</button>
        ${
          ctx.isHost
            ? html`<button type="button" class="primary" data-default @click=${() => ctx.fire('uno-next-round')}>
                ${t('dialog.round.next')}
              </button>`
            : html`<p class="wait" role="status">${t('table.waitingHost')}</p>`
        }
      </div>`,
    null,
    'round',
    ctx,
  );
}

function gameDialog(ctx: DialogContext): TemplateResult {
  const { view } = ctx;
  const w = view.gameWinner;
  const n = view.players || view.counts.length;
  const seats = Array.from({ length: n }, (_, s) => s);
  const history = Array.isArray(view.history) ? view.history : [];
  return dialog(
    t('dialog.game.title'),
    html`<p class="lead trophy">
        ${w === null ? '' : personal('dialog.game.winner', view.seat, { you: w }, { name: ctx.nameOf(w) })}
      </p>
      ${view.roundResult ? resultTable(ctx) : nothing} ${dealCheckBlock(ctx.deal)}
      ${
        history.length && view.options?.scoring !== 'none'
          ? html`<table class="results history">
              <thead>
                <tr>
                  <th scope="col">${t('dialog.game.round')}</th>
                  ${seats.map((s) => html`<th scope="col">${ctx.nameOf(s)}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${history.map(
                  (row, i) =>
                    html`<tr>
                      <th scope="row">${i + 1}</th>
                      ${seats.map((s) => html`<td>${row[s] ?? 0}</td>`)}
                    </tr>`,
                )}
              </tbody>
            </table>`
          : nothing
      }
      <div class="row">
        <button type="button" class="secondary" @click=${() => ctx.fire('uno-leave')}>${t('table.leave')}</button>
        <button type="button" class="secondary save-record" @click=${() => ctx.fire('uno-save-record')}>
          ${t('dialog.game.save')}
        </button>
        ${
          ctx.isHost
            ? html`<button type="button" class="primary" data-default @click=${() => ctx.fire('uno-rematch')}>
                ${t('dialog.game.rematch')}
              </button>`
            : html`<p class="wait" role="status">${t('table.waitingHost')}</p>`
        }
      </div>`,
    null,
    'game',
    ctx,
  );
}

/** The dialog the view calls for now, if any. */
export function phaseDialog(ctx: DialogContext): TemplateResult | typeof nothing {
  const { view } = ctx;
  if (ctx.colorFor) return colorDialog(ctx);
  if (view.phase === 'gameOver') return gameDialog(ctx);
  if (view.phase === 'roundOver') return roundDialog(ctx);
  if (view.phase === 'race') return raceDialog(ctx);
  const mine = view.turn === view.seat && view.legal?.length > 0;
  if (!mine) return nothing;
  switch (view.phase) {
    case 'color':
      return colorDialog(ctx);
    case 'challenge':
      return challengeDialog(ctx);
    case 'stack':
      return stackDialog(ctx);
    case 'rule':
      return legalOf(view, 'rule').length ? ruleDialog(ctx) : nothing;
    case 'towers':
      return towersDialog(ctx);
    case 'keep':
      return keepDialog(ctx);
    case 'swap':
      return swapDialog(ctx);
    default:
      return nothing;
  }
}

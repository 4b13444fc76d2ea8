/**
 * What the player puts together at the table before it goes out as an engine Action (uno-table.ts
 * sends it as `uno-action`): a Wild waiting for its color, the hand cards chosen for a multi-play,
 * UNO pressed ahead of the play. A new view clears what no longer fits it; what may be played is
 * still the engine's (`view.legal`, hand-choice.ts).
 */
import type { ReactiveControllerHost } from 'lit';
import type { Action, CardCode, Color, PlayerView } from '../../game/index.js';
import { isWildCode } from '../cards/card-face.js';
import { pickFromHand } from './hand-choice.js';
import { canDo, playableCodes } from './table-model.js';
import type { HandPick } from './uno-hand.js';

interface Intents {
  /** A Wild (and the cards laid with it) waiting for the color picker. */
  colorFor: { card: CardCode; also: CardCode[] } | null;
  /** Hand indices (display order) chosen for a multi-play, in the order chosen. */
  selection: number[];
  /** UNO pressed before the play: the next play carries `uno: true`. */
  unoArmed: boolean;
}

export class TableIntents implements Intents {
  colorFor: Intents['colorFor'] = null;
  selection: number[] = [];
  unoArmed = false;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {}

  send(action: Action): void {
    if (action.type === 'play') {
      this.set('unoArmed', false);
      this.set('selection', []);
    }
    this.host.dispatchEvent(new CustomEvent<Action>('uno-action', { detail: action, bubbles: true, composed: true }));
  }

  /** Play a card (with the cards laid along with it): a Wild asks for its color first. */
  play(card: CardCode, also: CardCode[] = []): void {
    if (isWildCode(card)) {
      this.set('colorFor', { card, also });
      return;
    }
    this.sendPlay(card, also);
  }

  /** The color picker answered: the Wild waiting for it goes, with its color. */
  colorChosen(color: Color): void {
    if (this.colorFor) this.sendPlay(this.colorFor.card, this.colorFor.also, color);
  }

  /** The color picker closed unanswered, or the Wild can no longer be sent (the host went). */
  dropColor(): void {
    this.set('colorFor', null);
  }

  /** A tap on a hand card (hand-choice.ts `pickFromHand`). */
  pick(view: PlayerView, hand: readonly CardCode[], pick: HandPick): void {
    const next = pickFromHand(view, hand, this.selection, pick);
    if (next === 'play') this.play(pick.code);
    else this.set('selection', next);
  }

  playSelection(hand: readonly CardCode[]): void {
    const [first, ...rest] = this.selection.map((i) => hand[i]!);
    if (first) this.play(first, rest);
  }

  cancelSelection(): void {
    this.set('selection', []);
  }

  /** The UNO button: called now when the view allows it, else armed (or disarmed) for the next play. */
  uno(view: PlayerView | null): void {
    if (canDo(view, 'uno')) this.send({ type: 'uno' });
    else this.set('unoArmed', !this.unoArmed);
  }

  /** A new view (`prev` the one before) clears what was put together for the old one. */
  viewChanged(prev: PlayerView | null | undefined, v: PlayerView | null): void {
    // A new round or a new hand clears what was chosen for the old one.
    if (!v || !prev || prev.round !== v.round || prev.phase !== v.phase || prev.hand?.length !== v.hand?.length) {
      this.set('selection', []);
    }
    if (v && this.colorFor && !playableCodes(v).has(this.colorFor.card)) this.set('colorFor', null);
    if (v && v.phase !== 'play' && v.phase !== 'drawn' && v.phase !== 'stack') this.set('unoArmed', false);
  }

  private sendPlay(card: CardCode, also: CardCode[], color?: Color): void {
    const action: Action = { type: 'play', card };
    if (color) action.color = color;
    if (also.length) action.also = also;
    if (this.unoArmed) action.uno = true;
    this.set('colorFor', null);
    this.send(action);
  }

  private set<K extends keyof Intents>(key: K, value: Intents[K]): void {
    if (this[key] === value) return;
    (this as Intents)[key] = value;
    this.host.requestUpdate();
  }
}

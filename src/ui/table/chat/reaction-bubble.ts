/**
 * A reaction over its sender's chip for two seconds (docs/table-ui.md "Chat and reactions"), in the
 * table's overlay layer (the one the flying cards use): over the chip of another seat, over the
 * hand for the player's own, at the top of the table for a spectator (with its name). Decorative:
 * the chat's live region says it in words.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ChatFrom, Reaction } from '../../../net/index.js';
import { showBriefly } from '../../shared/show-briefly.js';
import { reactionArt, reactionArtStyles } from './reaction-art.js';

/** How long a reaction stays over its chip. */
export const REACTION_MS = 2000;
/** Bubbles over one table at once: a flood of reactions cannot fill the screen. */
const MAX_BUBBLES = 12;

export interface ReactionTable extends HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  seatAnchor(seat: number): Element | null;
}

@customElement('uno-reaction-bubble')
export class UnoReactionBubble extends LitElement {
  static override styles = [
    reactionArtStyles,
    css`
      :host {
        position: absolute;
        z-index: 22;
        display: grid;
        justify-items: center;
        gap: 2px;
        pointer-events: none;
      }
      .art {
        width: 44px;
        height: 44px;
        padding: 4px;
        border-radius: 50%;
        background: var(--white);
        box-shadow: 0 4px 12px rgb(from var(--shade) r g b / 0.45);
      }
      .name {
        max-width: 120px;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
        font: 700 0.75rem var(--font-stack);
        color: var(--white);
        background: rgb(from var(--shade) r g b / 0.55);
        border-radius: 8px;
        padding: 1px 6px;
      }
    `,
  ];

  @property({ attribute: false }) reaction: Reaction = 'thumbs';
  /** Shown under the art when there is no chip to say who (a spectator). */
  @property() label = '';

  override render() {
    return html`<div class="art">${reactionArt(this.reaction)}</div>
      ${this.label ? html`<bdi class="name">${this.label}</bdi>` : nothing}`;
  }
}

/** Shows `r` from `from` over its chip in `table`'s overlay layer, for REACTION_MS. */
export function showReaction(table: ReactionTable, from: ChatFrom, r: Reaction): void {
  const layer = table.renderRoot.querySelector<HTMLElement>('.flights');
  if (!layer) return;
  const old = layer.querySelectorAll('uno-reaction-bubble');
  if (old.length >= MAX_BUBBLES) old[0]!.remove();
  const box = layer.getBoundingClientRect();
  const anchor = from.seat >= 0 ? table.seatAnchor(from.seat)?.getBoundingClientRect() : null;
  const bubble = new UnoReactionBubble();
  bubble.reaction = r;
  bubble.dataset.seat = String(from.seat);
  if (!anchor) bubble.label = from.name;
  // over the chip's middle, its top edge a little above the chip's (never off the layer)
  const x = anchor ? anchor.left + anchor.width / 2 - box.left : box.width / 2;
  const y = anchor ? Math.max(0, anchor.top - box.top - 8) : 8;
  bubble.style.cssText = `left:${Math.max(26, Math.min(box.width - 26, x)) - 26}px;top:${y}px;`;
  layer.append(bubble);
  showBriefly(
    bubble,
    [
      { transform: 'translateY(12px) scale(0.4)', opacity: 0 },
      { transform: 'translateY(0) scale(1.1)', opacity: 1, offset: 0.12 },
      { transform: 'translateY(0) scale(1)', opacity: 1, offset: 0.85 },
      { transform: 'translateY(-10px) scale(1)', opacity: 0 },
    ],
    REACTION_MS,
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-reaction-bubble': UnoReactionBubble;
  }
}

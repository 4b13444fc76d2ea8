/**
 * UNO! and Contre-UNO across the whole table, short (docs/table-ui.md "Moments"): a big word and
 * who, over everything for about a second, in the table's overlay layer. Decorative: the live
 * region already says it in words. Under `prefers-reduced-motion` it shows still and goes.
 */
import { t } from '../../i18n/i18n.js';
import '../../i18n/chat.js';
import { showBriefly } from '../../shared/show-briefly.js';

export const CALLOUT_MS = 1100;

export type CalloutKind = 'uno' | 'catch';

/** Shows the callout of `kind` for `who` over the table, for about a second. The layer's callout
 * element is made at the first one and kept, hidden, for the next (show-briefly.ts `keep`).
 * Hidden, it is not drawn, named or reached. */
export function showCallout(layer: HTMLElement, kind: CalloutKind, who: string): void {
  const el = layer.querySelector<HTMLElement>(':scope > .callout') ?? makeCallout(layer);
  el.className = `callout ${kind}`;
  el.dataset.kind = kind;
  const [big, small] = el.children as unknown as [HTMLElement, HTMLElement];
  big.textContent = t(kind === 'uno' ? 'callout.uno' : 'callout.catch');
  big.style.color = kind === 'uno' ? 'var(--gold)' : 'var(--white)';
  big.style.setProperty('-webkit-text-stroke', `2px ${kind === 'uno' ? 'var(--uno-deep)' : 'var(--danger-deep)'}`);
  big.style.background = kind === 'catch' ? 'var(--danger)' : 'transparent';
  small.textContent = who;
  showBriefly(
    el,
    [
      { transform: 'scale(0.5)', opacity: 0 },
      { transform: 'scale(1.08)', opacity: 1, offset: 0.15 },
      { transform: 'scale(1)', opacity: 1, offset: 0.8 },
      { transform: 'scale(1)', opacity: 0 },
    ],
    CALLOUT_MS,
    { as: 'grid' },
  );
}

/** The layer's callout: a big word and who, laid out here (the layer's own styles belong to the
 * table: the tokens cross the shadow root). */
function makeCallout(layer: HTMLElement): HTMLElement {
  const el = document.createElement('div');
  const big = document.createElement('strong');
  const small = document.createElement('span');
  el.append(big, small);
  el.style.cssText = [
    'position:absolute',
    'inset:0',
    'display:none',
    'place-content:center',
    'justify-items:center',
    'gap:6px',
    'z-index:23',
    'pointer-events:none',
    'text-align:center',
    `background:radial-gradient(circle, rgb(from var(--shade) r g b / 0.35), transparent 70%)`,
  ].join(';');
  big.style.cssText = [
    'font:900 clamp(2.6rem, 14vmin, 6rem)/1 var(--font-stack)',
    'text-shadow:0 6px 18px rgb(from var(--shade) r g b / 0.6)',
    'padding:0 .3em',
    'border-radius:16px',
    'transform:rotate(-4deg)',
  ].join(';');
  small.style.cssText =
    'font:800 1.05rem var(--font-stack);color:var(--white);background:rgb(from var(--shade) r g b / 0.55);padding:2px 10px;border-radius:10px;unicode-bidi:isolate';
  layer.append(el);
  return el;
}

/**
 * A sheet taller than the screen (the table's menu on a phone on its side) says that more waits
 * below: a cue at its foot while it is not scrolled to the end, which scrolls a page on a tap; and
 * whatever takes the focus inside is scrolled into sight, so that Tab never lands out of view.
 */
import { css, html, type TemplateResult } from 'lit';

/** The cue, last in the sheet; hidden until `followScroll` finds more below. */
export function scrollCue(label: string): TemplateResult {
  return html`<div class="scroll-cue" hidden aria-hidden="true" title=${label}>
    <span>▾ ${label}</span>
  </div>`;
}

export const scrollCueStyles = css`
  .scroll-cue {
    position: sticky;
    bottom: -16px;
    grid-column: 1 / -1;
    margin: 0 -18px -16px;
    padding: 18px 0 6px;
    text-align: center;
    font-size: 0.85rem;
    font-weight: 700;
    color: var(--action-ink);
    background: linear-gradient(rgb(from var(--paper) r g b / 0), var(--paper) 55%);
    cursor: pointer;
  }
  .scroll-cue[hidden] {
    display: none;
  }
`;

/** Keeps `box`'s cue in step with its scroll; returns what stops it. */
export function followScroll(box: HTMLElement): () => void {
  const cue = box.querySelector<HTMLElement>('.scroll-cue');
  const update = () => {
    if (cue) cue.hidden = box.scrollTop + box.clientHeight >= box.scrollHeight - 4;
  };
  const onFocus = (e: FocusEvent) => {
    const target = e.composedPath()[0];
    if (!(target instanceof HTMLElement)) return;
    const r = target.getBoundingClientRect();
    const view = box.getBoundingClientRect();
    const foot = cue && !cue.hidden ? cue.offsetHeight : 0;
    if (r.top < view.top || r.bottom > view.bottom - foot) {
      target.scrollIntoView({ block: 'nearest' });
      // the least scroll that shows it may leave it under the cue
      if (target.getBoundingClientRect().bottom > view.bottom - foot) box.scrollBy({ top: foot });
    }
  };
  const page = () => box.scrollBy({ top: box.clientHeight * 0.8, behavior: 'smooth' });
  const sized = new ResizeObserver(update);
  sized.observe(box);
  for (const child of box.children) sized.observe(child);
  box.addEventListener('scroll', update, { passive: true });
  // a move of the focus inside a shadow root (the sound settings' switch to their slider) is not
  // heard outside it: each root inside the sheet is listened to as well
  const roots: (HTMLElement | ShadowRoot)[] = [box];
  for (const el of box.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  for (const r of roots) r.addEventListener('focusin', onFocus as EventListener);
  cue?.addEventListener('click', page);
  update();
  return () => {
    sized.disconnect();
    box.removeEventListener('scroll', update);
    for (const r of roots) r.removeEventListener('focusin', onFocus as EventListener);
    cue?.removeEventListener('click', page);
  };
}

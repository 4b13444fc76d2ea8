/**
 * The language switch (one pressed button per language), the same on the home page and in the
 * table's menu; each caller names its group and its buttons in its own strings.
 */
import { html } from 'lit';
import { LANGS, getLang, setLang, type Lang } from '../i18n/i18n.js';

/** Sent (bubbling, composed) by a button whose language's strings could not be fetched: the page
 * keeps its language, and the app shell says `load-failed` as for any part that did not load. */
export const LANG_FAILED = 'uno-lang-failed';

function choose(e: Event, lang: Lang): void {
  // held now: once the click is dispatched, the event no longer names its target
  const button = e.currentTarget as HTMLElement;
  setLang(lang).catch(() => button.dispatchEvent(new CustomEvent(LANG_FAILED, { bubbles: true, composed: true })));
}

export function langButtons(label: (lang: Lang) => string) {
  const lang = getLang();
  return LANGS.map(
    (l) =>
      html`<button
        type="button"
        lang=${l}
        aria-pressed=${l === lang ? 'true' : 'false'}
        @click=${(e: Event) => choose(e, l)}
      >
        ${label(l)}
      </button>`,
  );
}

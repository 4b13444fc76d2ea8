/**
 * The language switch (one pressed button per language), the same on the home page and in the
 * table's menu; each caller names its group and its buttons in its own strings.
 */
import { html } from 'lit';
import { LANGS, getLang, setLang, type Lang } from '../i18n/i18n.js';

export function langButtons(label: (lang: Lang) => string) {
  const lang = getLang();
  return LANGS.map(
    (l) =>
      html`<button type="button" lang=${l} aria-pressed=${l === lang ? 'true' : 'false'} @click=${() => setLang(l)}>
        ${label(l)}
      </button>`,
  );
}

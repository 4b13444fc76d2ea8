/**
 * A light translation layer: each part of the UI registers its own strings for both languages
 * (French and English) and reads them with `t`. Components re-render on a language change through
 * `LocaleController`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export type Lang = 'fr' | 'en';
export const LANGS: readonly Lang[] = ['fr', 'en'];

type Dict = Record<string, string>;
const dicts: Record<Lang, Dict> = { fr: {}, en: {} };
const listeners = new Set<() => void>();
const STORAGE_KEY = 'uno.lang';

function initialLang(): Lang {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (saved === 'fr' || saved === 'en') return saved;
  } catch {
    /* storage can be refused (private mode): fall back to the browser's preference */
  }
  const prefs = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? 'en'];
  return prefs.some((l) => l?.toLowerCase().startsWith('fr')) ? 'fr' : 'en';
}

let current: Lang = initialLang();

/** Add strings for one language; a later registration of the same key wins. */
export function register(lang: Lang, entries: Dict): void {
  Object.assign(dicts[lang], entries);
}

/** The string for `key` in the current language, `{name}` placeholders filled from `params`.
 * A key missing in the current language falls back to English, then to the key itself. */
export function t(key: string, params?: Record<string, string | number>): string {
  const raw = dicts[current][key] ?? dicts.en[key] ?? key;
  if (!params) return raw;
  return raw.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

export function getLang(): Lang {
  return current;
}

export function setLang(lang: Lang): void {
  if (lang === current) return;
  current = lang;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    /* not saved: the choice still holds for this page */
  }
  if (globalThis.document) globalThis.document.documentElement.lang = lang;
  for (const fn of listeners) fn();
}

export function onLangChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Every key registered in one language but not the other (tests use it). */
export function missingKeys(): { fr: string[]; en: string[] } {
  return {
    fr: Object.keys(dicts.en).filter((k) => !(k in dicts.fr)),
    en: Object.keys(dicts.fr).filter((k) => !(k in dicts.en)),
  };
}

/** Re-renders its host when the language changes. */
export class LocaleController implements ReactiveController {
  private off: (() => void) | null = null;
  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }
  hostConnected(): void {
    this.off = onLangChange(() => this.host.requestUpdate());
  }
  hostDisconnected(): void {
    this.off?.();
    this.off = null;
  }
}

/**
 * A light translation layer. Each part of the UI keeps its strings in one file per language
 * (`<part>.en.ts`, `<part>.fr.ts`) and declares them in `<part>.ts` with `strings`, which fetches
 * only the page's language: the other one is fetched when the player switches to it. Whoever
 * shows a screen first waits for `stringsReady()` (main.ts, the app shell's lazy screens), so no
 * key is ever on screen. Components read the strings with `t` and re-render through
 * `LocaleController` when the language changes or a part's strings arrive.
 *
 * Not a top-level await in each part: one anywhere turns off Rolldown's chunk optimizations for
 * the whole build, which cost the first load more than the other language's strings did.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export type Lang = 'fr' | 'en';
export const LANGS: readonly Lang[] = ['fr', 'en'];

type Dict = Record<string, string>;
/** One language's strings of a part with the same keys as `T` (the English file): tsc then
 * refuses a French file that misses a key or has one English lacks. */
export type Strings<T> = Record<keyof T, string>;
/** How a part's strings in one language are fetched: a dynamic import of its file. */
export type StringsLoaders = Record<Lang, () => Promise<{ default: Dict }>>;

const dicts: Record<Lang, Dict> = { fr: {}, en: {} };
const parts = new Map<string, StringsLoaders>();
const fetching: Record<Lang, Map<string, Promise<void>>> = { fr: new Map(), en: new Map() };
const loaded: Record<Lang, Set<string>> = { fr: new Set(), en: new Set() };
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
/** The language the latest `setLang` asked for: an earlier call still fetching gives way to it. */
let wanted: Lang = current;

/** One part's strings in one language, fetched once; forgotten when the fetch fails (offline, a
 * redeployed build) so the next attempt fetches again, and failing with the code `load-failed`. */
function load(part: string, lang: Lang): Promise<void> {
  const known = fetching[lang].get(part);
  if (known) return known;
  const loaders = parts.get(part);
  if (!loaders) return Promise.reject(new Error(`unknown strings: ${part}`));
  const pending = loaders[lang]().then(
    (m) => {
      Object.assign(dicts[lang], m.default);
      loaded[lang].add(part);
      // whatever rendered before them (a screen no loader waited for) shows them now
      if (lang === current) notify();
    },
    (err: unknown) => {
      fetching[lang].delete(part);
      console.warn(`Loading the ${lang} strings of ${part} failed:`, err);
      throw new Error('load-failed');
    },
  );
  fetching[lang].set(part, pending);
  return pending;
}

/** Declares a part's strings and starts fetching them in the current language. */
export function strings(part: string, loaders: StringsLoaders): void {
  parts.set(part, loaders);
  // a failure is said by whoever waits for the strings (stringsReady, setLang), which fetch again
  load(part, current).catch(() => undefined);
}

/** Every declared part's strings in `lang`, parts declared while this waits (a screen loading
 * meanwhile) included. */
async function loadAll(lang: Lang): Promise<void> {
  for (let missing = missingParts(lang); missing.length > 0; missing = missingParts(lang)) {
    await Promise.all(missing.map((part) => load(part, lang)));
  }
}

/** Resolves once every declared part has its strings in the current language: a lazy screen's
 * loader waits for it after importing the screen, before showing it. Rejects with `load-failed`.
 * Should the language change meanwhile, setLang has fetched the new one's before switching. */
export function stringsReady(): Promise<void> {
  return loadAll(current);
}

/** A lazily imported module (`withStrings(import('./x.js'))`), once the strings it declared are
 * fetched. */
export async function withStrings<T>(module: Promise<T>): Promise<T> {
  const m = await module;
  await stringsReady();
  return m;
}

/** Each string with parameters split once, text and names in turn: the table says dozens of them
 * at every move, each filled by joining the pieces rather than by a regular expression. */
const split = new Map<string, string[]>();
function pieces(raw: string): string[] {
  let p = split.get(raw);
  if (!p) {
    p = raw.split(/\{((?:de:)?\w+)\}/);
    split.set(raw, p);
  }
  return p;
}

/** A name that begins with a vowel, past any bidi isolation mark (src/ui/bidi.ts). */
const VOWEL_FIRST = /^[\u2066-\u2069\u200e\u200f]*[aeiouyàâäéèêëîïôöùûüœæ]/i;

/**
 * French `{de:name}`: « de Bruno », but « d’Alice » before a vowel, as a French reader expects
 * (an h is left alone: « de Hugo » and « d’Hugo » are both heard).
 */
function withDe(value: string): string {
  return VOWEL_FIRST.test(value) ? `d’${value}` : `de ${value}`;
}

/** The string for `key` in the current language, `{name}` placeholders filled from `params`. Both
 * languages have the same keys (tsc checks each French file against its English one), so a key
 * missing here is a key no part declares: it shows as itself. */
export function t(key: string, params?: Record<string, string | number>): string {
  const raw = dicts[current][key] ?? key;
  if (!params) return raw;
  const p = pieces(raw);
  let out = p[0]!;
  for (let i = 1; i < p.length; i += 2) {
    const name = p[i]!;
    const de = name.startsWith('de:');
    const key = de ? name.slice(3) : name;
    const value = key in params ? String(params[key]) : `{${key}}`;
    out += (de ? withDe(value) : value) + p[i + 1]!;
  }
  return out;
}

export function getLang(): Lang {
  return current;
}

/**
 * Switches to `lang` once every declared part's strings in it are fetched, then tells the
 * listeners: at once when they are all there already. A caller may ignore the promise: the switch
 * happens when the strings are there. It rejects with `load-failed` when a fetch fails, and the
 * page keeps its language.
 */
export async function setLang(lang: Lang): Promise<void> {
  wanted = lang;
  if (missingParts(lang).length > 0) {
    try {
      await loadAll(lang);
    } catch (err) {
      if (wanted === lang) wanted = current;
      throw err;
    }
  }
  if (wanted !== lang || lang === current) return;
  current = lang;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    /* not saved: the choice still holds for this page */
  }
  if (globalThis.document) globalThis.document.documentElement.lang = lang;
  notify();
}

/** Counts the changes of what `t` says (a language, strings arriving). */
let version = 0;

function notify(): void {
  version++;
  for (const fn of listeners) fn();
}

/** Changes whenever what `t` says may have: a part rendered once per language can keep its
 * strings (lit's `guard`) while this stays the same. */
export function stringsVersion(): number {
  return version;
}

function missingParts(lang: Lang): string[] {
  return [...parts.keys()].filter((part) => !loaded[lang].has(part));
}

/** `fn` runs when the language changes, and when a part's strings arrive in the current one. */
export function onLangChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Re-renders its host when the language changes or strings arrive. */
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

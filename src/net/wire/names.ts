/**
 * Player names as the host keeps them, and when two names are the same name (docs/names.md). A
 * name is what a player typed, made safe to show: NFKC, no control, invisible or bidi control
 * character, at least one visible character that is not a combining mark. Two names are the same
 * when their confusable skeletons (UTS #39) match, letter case aside.
 */
import { CONFUSABLES } from './confusables.js';

export const MAX_NAME = 24;
/** Combining marks kept on one character: enough for any script, not for "Zalgo" text that spills
 * over the lines around it. */
const MAX_MARKS = 3;

/** Default-ignorable code points (ZWSP, ZWJ, word joiner, soft hyphen, bidi controls, variation
 * selectors, Hangul fillers...), C0/C1 controls and line/paragraph separators. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\u2028\u2029]/gu;
/** ZWJ and emoji presentation selector right after a pictograph build emoji (👩‍💻, ❤️): kept there. */
const EMOJI_GLUE =
  /(\p{Extended_Pictographic}(?:\u200d|\ufe0f)*)|[\p{Default_Ignorable_Code_Point}\p{Cc}\u2028\u2029]/gu;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
const MARK_PILE = new RegExp(`(\\p{M}{${MAX_MARKS}})\\p{M}+`, 'gu');

/** A name cleaned for every screen, or null when nothing showable is left (or it is not a string). */
export function cleanName(x: unknown): string | null {
  if (typeof x !== 'string' || x.length > 256) return null;
  const name = cutTo(tidyName(x), MAX_NAME).trim();
  return isShowable(name) ? name : null;
}

/** What typed text becomes as a name, before the length limit: NFKC, invisible characters out,
 * spaces collapsed, no combining mark before the first letter, at most three on one letter. */
export function tidyName(text: string): string {
  return text
    .normalize('NFKC')
    .replace(EMOJI_GLUE, (_, emoji?: string) => emoji ?? '')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s\p{M}]+/u, '')
    .replace(MARK_PILE, '$1')
    .trim();
}

/** Holds a letter, digit, punctuation or symbol: something to see beside its marks and spaces. */
export function isShowable(name: string): boolean {
  return VISIBLE.test(name);
}

/** At most `max` UTF-16 units, never half a surrogate pair nor an emoji's dangling joiner. */
function cutTo(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out.replace(/\u200d+$/u, '');
}

let table: Map<string, string> | null = null;

function fold(text: string): string {
  table ??= new Map(CONFUSABLES.flatMap(([to, from]) => [...from].map((ch) => [ch, to] as const)));
  let out = '';
  for (const ch of text.normalize('NFD')) out += table.get(ch) ?? ch;
  return out.normalize('NFD');
}

/** The name's confusable skeleton, letter case aside: two names with one skeleton look alike. */
export function nameSkeleton(name: string): string {
  const visible = name.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
  return fold(fold(visible).toLowerCase());
}

/** `name`, else `name 2`, `name 3`, ...: the first that looks like none of `taken`, cut to fit the
 * length limit. A look-alike of a taken name is numbered like the same name (docs/names.md). */
export function distinctName(name: string, taken: readonly string[]): string {
  const held = new Set(taken.map(nameSkeleton));
  if (!held.has(nameSkeleton(name))) return name;
  for (let k = 2; ; k++) {
    const suffix = ` ${k}`;
    const candidate = `${cutTo(name, MAX_NAME - suffix.length).trimEnd()}${suffix}`;
    if (!held.has(nameSkeleton(candidate))) return candidate;
  }
}

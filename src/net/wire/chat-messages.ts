/**
 * The table's chat and reactions on the wire (docs/security.md "Chat and reactions"). A guest sends
 * a text, a reaction from the app's own row, or (the host's own screen only) the table's chat
 * switches; the host answers a refusal with a code and passes what it takes to everyone. What a
 * peer typed is judged here, once, with a code a player can be told: nothing reaches a screen that
 * could hide or reorder the text around it.
 */
import { SPECTATOR } from '../../game/index.js';

/** Characters (code points) in one message: a sentence, not a page. */
export const MAX_CHAT_TEXT = 200;
/** The reactions the app draws, in the row's order: a guest names one, never sends a picture. */
export const REACTIONS = ['thumbs', 'laugh', 'wow', 'clap', 'sad', 'angry', 'heart', 'party'] as const;
export type Reaction = (typeof REACTIONS)[number];

/** Why the host did not take a chat message or reaction; nothing changed for anyone. */
export type ChatRefusal =
  | 'chat-empty'
  | 'chat-too-long'
  | 'chat-invisible'
  | 'chat-too-fast'
  | 'chat-muted'
  | 'chat-off'
  | 'chat-watching'
  | 'reaction-unknown'
  | 'reaction-too-fast'
  | 'not-host';

/** Who said it: a seat, or a spectator (seat SPECTATOR, with its number at this table). */
export interface ChatFrom {
  seat: number;
  watcher?: number;
  name: string;
}

export type ChatGuestMessage =
  | { v: 1; t: 'chat'; text: string }
  | { v: 1; t: 'reaction'; r: string }
  /** The host's own screen: chat off for the table, or one seat muted for everyone. */
  | { v: 1; t: 'chat-set'; off?: boolean; mute?: { seat: number; muted: boolean } };

export type ChatHostMessage =
  | { v: 1; t: 'chat'; from: ChatFrom; text: string }
  | { v: 1; t: 'reaction'; from: ChatFrom; r: Reaction }
  | { v: 1; t: 'chat-refused'; code: ChatRefusal }
  /** The table's switches as the host set them: chat off, the seats it muted. */
  | { v: 1; t: 'chat-room'; off: boolean; muted: number[] };

type Obj = Record<string, unknown>;
const onlyKeys = (o: Obj, keys: readonly string[]) => Object.keys(o).every((k) => keys.includes(k));
const isSeat = (x: unknown, min: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= min && x <= 9;
const isName = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= 64;

/** The shape of a guest's chat message (its text is judged by `checkChatText`, to give a code). */
export function parseChatGuest(m: Obj, maxText: number): ChatGuestMessage | null {
  switch (m.t) {
    case 'chat':
      return onlyKeys(m, ['v', 't', 'text']) && typeof m.text === 'string' && m.text.length <= maxText
        ? { v: 1, t: 'chat', text: m.text }
        : null;
    case 'reaction':
      return onlyKeys(m, ['v', 't', 'r']) && typeof m.r === 'string' && m.r.length <= 32
        ? { v: 1, t: 'reaction', r: m.r }
        : null;
    case 'chat-set': {
      if (!onlyKeys(m, ['v', 't', 'off', 'mute'])) return null;
      const out: ChatGuestMessage = { v: 1, t: 'chat-set' };
      if (m.off !== undefined) {
        if (typeof m.off !== 'boolean') return null;
        out.off = m.off;
      }
      if (m.mute !== undefined) {
        const mute = m.mute as Obj | null;
        if (typeof mute !== 'object' || mute === null || !onlyKeys(mute, ['seat', 'muted'])) return null;
        if (!isSeat(mute.seat, 0) || typeof mute.muted !== 'boolean') return null;
        out.mute = { seat: mute.seat, muted: mute.muted };
      }
      return out;
    }
    default:
      return null;
  }
}

function parseFrom(x: unknown): ChatFrom | null {
  if (typeof x !== 'object' || x === null) return null;
  const f = x as Obj;
  if (!onlyKeys(f, ['seat', 'watcher', 'name']) || !isSeat(f.seat, SPECTATOR) || !isName(f.name)) return null;
  if (f.watcher !== undefined && !(typeof f.watcher === 'number' && Number.isInteger(f.watcher) && f.watcher > 0))
    return null;
  return { seat: f.seat, name: f.name, ...(f.watcher !== undefined ? { watcher: f.watcher } : {}) };
}

/** What the host sent about the chat, checked: a text from the host is judged as a guest's is (a
 * host's page is another player's, not the app's). */
export function parseChatHost(m: Obj): ChatHostMessage | null {
  switch (m.t) {
    case 'chat': {
      const from = parseFrom(m.from);
      const text = checkChatText(m.text);
      return from && text.ok ? { v: 1, t: 'chat', from, text: text.text } : null;
    }
    case 'reaction': {
      const from = parseFrom(m.from);
      return from && isReaction(m.r) ? { v: 1, t: 'reaction', from, r: m.r } : null;
    }
    case 'chat-refused':
      return typeof m.code === 'string' && m.code.length <= 32
        ? { v: 1, t: 'chat-refused', code: m.code as ChatRefusal }
        : null;
    case 'chat-room':
      return typeof m.off === 'boolean' &&
        Array.isArray(m.muted) &&
        m.muted.length <= 10 &&
        m.muted.every((s) => isSeat(s, 0))
        ? { v: 1, t: 'chat-room', off: m.off, muted: [...m.muted] }
        : null;
    default:
      return null;
  }
}

export function isReaction(x: unknown): x is Reaction {
  return typeof x === 'string' && (REACTIONS as readonly string[]).includes(x);
}

/** Characters that show nothing but can hide, join or reorder what is around them: zero-width
 * spaces and joiners, bidi controls (a reversed sentence), variation selectors, C0/C1 controls,
 * line and paragraph separators. Line breaks and tabs are spaces, not refused. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\u2028\u2029]/u;
/** A ZWJ right after a pictograph builds an emoji (👩‍💻); a presentation selector after a visible
 * character picks its emoji form (❤️, 1️⃣): both are kept there, and only there. */
const EMOJI_GLUE = /(\p{Extended_Pictographic})\u200d|([^\s\p{Default_Ignorable_Code_Point}\p{Cc}])\ufe0f/gu;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
const MARK_PILE = /\p{M}{4,}/u;

export type ChatText = { ok: true; text: string } | { ok: false; code: ChatRefusal };

/** A chat text as every screen shows it, or why it is refused: spaces collapsed, NFC; at most
 * MAX_CHAT_TEXT characters, nothing invisible (nor a pile of combining marks) in it, something to
 * read. */
export function checkChatText(raw: unknown): ChatText {
  if (typeof raw !== 'string') return { ok: false, code: 'chat-empty' };
  // a length check first: what follows is linear, but a long text is refused before any of it
  if (raw.length > MAX_CHAT_TEXT * 4) return { ok: false, code: 'chat-too-long' };
  const text = raw
    .normalize('NFC')
    .replace(/[\t\n\r ]+/g, ' ')
    .trim();
  if ([...text].length > MAX_CHAT_TEXT) return { ok: false, code: 'chat-too-long' };
  const bare = text.replace(EMOJI_GLUE, (_, pictograph?: string, base?: string) => pictograph ?? base ?? '');
  if (INVISIBLE.test(bare) || MARK_PILE.test(bare)) return { ok: false, code: 'chat-invisible' };
  if (!VISIBLE.test(text)) return { ok: false, code: 'chat-empty' };
  return { ok: true, text };
}

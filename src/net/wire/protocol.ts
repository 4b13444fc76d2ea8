/**
 * The wire protocol between a table's host and its players. Every message is one JSON text with a
 * version `v` and a type `t`. Whatever arrives is checked here (size first, then shape and types)
 * before anything else reads it: a peer can send anything, and nothing it sends may throw or reach
 * the table unchecked.
 */
import { SPECTATOR, type Action, type Color, type PlayerView, type TableEvent, type Tower } from '../../game/index.js';
import type { LobbyState } from '../terms/index.js';
import { cleanName } from './names.js';
import { type DealMessage, isHex64, parseDealMessage } from './deal-messages.js';
import { type ChatGuestMessage, type ChatHostMessage, parseChatGuest, parseChatHost } from './chat-messages.js';

export const PROTOCOL_VERSION = 1;
/** A guest never needs more: the longest legal message is a house rule's text. */
export const MAX_GUEST_MESSAGE = 4096;
/** A full view with a long event log stays far below this. */
export const MAX_HOST_MESSAGE = 256 * 1024;
export const MAX_RULE_TEXT = 200;
const MAX_CARD = 12;
const MAX_GESTURE = 40;
const MAX_TOKEN = 64;
const MAX_CLIENT_ID = 32;

// ---- guest -> host ----
export type GuestMessage =
  /** Join, or rejoin with a seat token. `device`: the token comes from a longer-lived store shared
   * by the browser's tabs, so it must not take a seat that is live. `since`: the last event seen.
   * `client` and `attempt`: which client says hello (random, for the client's life) and on which of
   * its connections (counted up): a hello on a connection that client has left already, come late,
   * takes nothing from the connection it uses now. */
  | {
      v: 1;
      t: 'hello';
      name: string;
      token?: string;
      device?: boolean;
      since?: number;
      game?: number;
      client?: string;
      attempt?: number;
    }
  | { v: 1; t: 'act'; seq: number; action: Action }
  | { v: 1; t: 'name'; name: string }
  | { v: 1; t: 'resync' }
  | { v: 1; t: 'ping' }
  | { v: 1; t: 'pong' }
  | { v: 1; t: 'leave' }
  /** The game's record, to save it (record-desk.ts says who may have it, and when). */
  | { v: 1; t: 'record' }
  /** A checkable deal (deal-messages.ts): the seal on this guest's value for a round, then the
   * value itself once the host has shown every seal it took. */
  | { v: 1; t: 'deal-seal'; game: number; round: number; seal: string }
  | { v: 1; t: 'deal-give'; game: number; round: number; value: string }
  /** This guest page's signing key (migration/signer.ts), which the host tells every share holder
   * so that a successor can prove its seat (docs/migration.md "Who takes over"). */
  | { v: 1; t: 'mig-signer'; key: string }
  /** A spectator asks to play (`on`), or takes its request back (docs/network.md "Spectators who
   * take a seat"). */
  | { v: 1; t: 'seat-ask'; on: boolean }
  | ChatGuestMessage;

// ---- host -> guest ----
export interface ViewMessage {
  v: 1;
  t: 'view';
  game: number; // which game of this table (a rematch starts a new one; event seqs restart)
  rev: number; // this view's revision for this guest
  base: number; // the revision `set`/`drop` apply to; 0 = `set` is a whole view
  set: Partial<PlayerView>;
  drop?: string[];
  events: TableEvent[];
  deadline: number | null; // on the host's clock
  left?: number | null; // ms left in the timed window when sent
}
/** One part of a game record's JSON text (`part` 0..parts-1, sent in order), or why none comes. */
export type RecordMessage =
  | { v: 1; t: 'record'; ok: true; part: number; parts: number; text: string }
  | { v: 1; t: 'record'; ok: false; error: string };
/** A record's JSON text is sent in parts of at most this many characters (a whole game is some tens
 * of KB; a data channel's message must stay well under its 256 KB limit). */
export const RECORD_PART = 60_000;
/** A record longer than this is not sent (nor taken): 5 MB is a game of about 100 000 steps. */
export const MAX_RECORD_TEXT = 5_000_000;
export const MAX_RECORD_PARTS = Math.ceil(MAX_RECORD_TEXT / RECORD_PART);

export type HostMessage =
  /** `seat` is SPECTATOR (-1) for someone who joined to watch. */
  | { v: 1; t: 'welcome'; seat: number; token: string; code: string; lastSeq: number }
  | { v: 1; t: 'lobby'; lobby: LobbyState }
  | ViewMessage
  | { v: 1; t: 'ack'; seq: number; ok: true }
  | { v: 1; t: 'ack'; seq: number; ok: false; error: string }
  | { v: 1; t: 'error'; code: string }
  /** The end of this connection: kicked, host-closed, replaced (the seat was taken back from
   * another tab), table-full, game-started, bad-token, seat-taken. */
  | { v: 1; t: 'bye'; reason: string }
  | { v: 1; t: 'ping' }
  | { v: 1; t: 'pong' }
  | RecordMessage
  | DealMessage
  | ChatHostMessage;

export function encode(message: GuestMessage | HostMessage): string {
  return JSON.stringify(message);
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStr = (x: unknown, max: number): x is string => typeof x === 'string' && x.length <= max;
const isInt = (x: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
const COLORS: readonly Color[] = ['R', 'G', 'B', 'Y', 'P'];
const TOWERS: readonly Tower[] = ['U', 'N', 'O', '!'];
const isColor = (x: unknown): x is Color => typeof x === 'string' && (COLORS as string[]).includes(x);
const isCard = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= MAX_CARD;
/** Only the listed keys may be present: an unknown key is a malformed message, not a free rider. */
const onlyKeys = (o: Obj, keys: readonly string[]) => Object.keys(o).every((k) => keys.includes(k));

/** Parses one text from a peer. Never throws: bad input gives null. */
function parse(text: unknown, max: number): Obj | null {
  if (typeof text !== 'string' || text.length > max) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObj(value) || value.v !== PROTOCOL_VERSION || typeof value.t !== 'string') return null;
  return value;
}

/** A clean copy of an engine Action, or null: the shape only; legality is the table's to judge. */
export function validateAction(x: unknown): Action | null {
  if (!isObj(x) || typeof x.type !== 'string') return null;
  switch (x.type) {
    case 'play': {
      if (!onlyKeys(x, ['type', 'card', 'color', 'uno', 'also', 'swapWith']) || !isCard(x.card)) return null;
      const a: Action = { type: 'play', card: x.card };
      if (x.color !== undefined) {
        if (!isColor(x.color)) return null;
        a.color = x.color;
      }
      if (x.uno !== undefined) {
        if (typeof x.uno !== 'boolean') return null;
        a.uno = x.uno;
      }
      if (x.also !== undefined) {
        if (!Array.isArray(x.also) || x.also.length > 20 || !x.also.every(isCard)) return null;
        a.also = [...x.also];
      }
      if (x.swapWith !== undefined) {
        if (!isInt(x.swapWith, 0, 9)) return null;
        a.swapWith = x.swapWith;
      }
      return a;
    }
    case 'draw':
    case 'pass':
    case 'uno':
    case 'challenge':
    case 'accept':
      return onlyKeys(x, ['type']) ? { type: x.type } : null;
    case 'color':
      return onlyKeys(x, ['type', 'color']) && isColor(x.color) ? { type: 'color', color: x.color } : null;
    case 'catch':
      return onlyKeys(x, ['type', 'target']) && isInt(x.target, 0, 9) ? { type: 'catch', target: x.target } : null;
    case 'rule':
      return onlyKeys(x, ['type', 'number', 'text', 'gesture']) &&
        isInt(x.number, 0, 99) &&
        isStr(x.text, MAX_RULE_TEXT) &&
        isStr(x.gesture, MAX_GESTURE)
        ? { type: 'rule', number: x.number, text: x.text, gesture: x.gesture }
        : null;
    case 'react':
      return onlyKeys(x, ['type', 'gesture']) && isStr(x.gesture, MAX_GESTURE)
        ? { type: 'react', gesture: x.gesture }
        : null;
    case 'towers':
      return onlyKeys(x, ['type', 'take']) &&
        Array.isArray(x.take) &&
        x.take.length <= 4 &&
        x.take.every((t) => (TOWERS as unknown[]).includes(t))
        ? { type: 'towers', take: [...(x.take as Tower[])] }
        : null;
    case 'keep':
      return onlyKeys(x, ['type', 'card']) && isCard(x.card) ? { type: 'keep', card: x.card } : null;
    case 'swap':
      return onlyKeys(x, ['type', 'target']) && isInt(x.target, 0, 9) ? { type: 'swap', target: x.target } : null;
    default:
      return null;
  }
}

/** What a guest sent, checked; null when it is not a message of this protocol. */
export function parseGuestMessage(text: unknown): GuestMessage | null {
  const m = parse(text, MAX_GUEST_MESSAGE);
  if (!m) return null;
  switch (m.t) {
    case 'hello': {
      if (!onlyKeys(m, ['v', 't', 'name', 'token', 'device', 'since', 'game', 'client', 'attempt'])) return null;
      const name = cleanName(m.name);
      if (!name) return null;
      const hello: GuestMessage = { v: 1, t: 'hello', name };
      if (m.token !== undefined) {
        if (!isStr(m.token, MAX_TOKEN)) return null;
        hello.token = m.token;
      }
      if (m.device !== undefined) {
        if (typeof m.device !== 'boolean') return null;
        hello.device = m.device;
      }
      if (m.since !== undefined) {
        if (!isInt(m.since)) return null;
        hello.since = m.since;
      }
      if (m.game !== undefined) {
        if (!isInt(m.game)) return null;
        hello.game = m.game;
      }
      if (m.client !== undefined || m.attempt !== undefined) {
        if (!isStr(m.client, MAX_CLIENT_ID) || !m.client || !isInt(m.attempt, 1)) return null;
        hello.client = m.client;
        hello.attempt = m.attempt;
      }
      return hello;
    }
    case 'act': {
      if (!onlyKeys(m, ['v', 't', 'seq', 'action']) || !isInt(m.seq, 1)) return null;
      const action = validateAction(m.action);
      return action ? { v: 1, t: 'act', seq: m.seq, action } : null;
    }
    case 'name': {
      const name = onlyKeys(m, ['v', 't', 'name']) ? cleanName(m.name) : null;
      return name ? { v: 1, t: 'name', name } : null;
    }
    case 'resync':
    case 'ping':
    case 'pong':
    case 'leave':
    case 'record':
      return onlyKeys(m, ['v', 't']) ? { v: 1, t: m.t } : null;
    case 'deal-seal':
      return onlyKeys(m, ['v', 't', 'game', 'round', 'seal']) && isInt(m.game) && isInt(m.round, 1) && isHex64(m.seal)
        ? { v: 1, t: 'deal-seal', game: m.game, round: m.round, seal: m.seal }
        : null;
    case 'deal-give':
      return onlyKeys(m, ['v', 't', 'game', 'round', 'value']) && isInt(m.game) && isInt(m.round, 1) && isHex64(m.value)
        ? { v: 1, t: 'deal-give', game: m.game, round: m.round, value: m.value }
        : null;
    case 'mig-signer':
      return onlyKeys(m, ['v', 't', 'key']) && isHex64(m.key) ? { v: 1, t: 'mig-signer', key: m.key } : null;
    case 'seat-ask':
      return onlyKeys(m, ['v', 't', 'on']) && typeof m.on === 'boolean' ? { v: 1, t: 'seat-ask', on: m.on } : null;
    case 'chat':
    case 'reaction':
    case 'chat-set':
      return parseChatGuest(m, MAX_GUEST_MESSAGE);
    default:
      return null;
  }
}

/**
 * What the host sent, checked for shape. The host is the authority on the game, so a view's
 * content is taken as sent; but a malformed or oversized message is dropped, never half-read.
 */
export function parseHostMessage(text: unknown): HostMessage | null {
  const m = parse(text, MAX_HOST_MESSAGE);
  if (!m) return null;
  switch (m.t) {
    case 'welcome':
      return isInt(m.seat, SPECTATOR, 9) && isStr(m.token, MAX_TOKEN) && isStr(m.code, 16) && isInt(m.lastSeq)
        ? (m as unknown as HostMessage)
        : null;
    case 'lobby': {
      const l = m.lobby;
      return isObj(l) &&
        typeof l.code === 'string' &&
        Array.isArray(l.seats) &&
        l.seats.every(isObj) &&
        typeof l.started === 'boolean'
        ? (m as unknown as HostMessage)
        : null;
    }
    case 'view':
      return isInt(m.game) &&
        isInt(m.rev, 1) &&
        isInt(m.base) &&
        isObj(m.set) &&
        (m.drop === undefined || (Array.isArray(m.drop) && m.drop.every((k) => typeof k === 'string'))) &&
        Array.isArray(m.events) &&
        m.events.every((e) => isObj(e) && isInt(e.seq) && typeof e.type === 'string') &&
        (m.deadline === null || typeof m.deadline === 'number') &&
        (m.left === undefined || m.left === null || (typeof m.left === 'number' && m.left >= 0))
        ? (m as unknown as HostMessage)
        : null;
    case 'ack':
      return isInt(m.seq) && typeof m.ok === 'boolean' && (m.ok || typeof m.error === 'string')
        ? (m as unknown as HostMessage)
        : null;
    case 'error':
      return isStr(m.code, 64) ? { v: 1, t: 'error', code: m.code } : null;
    case 'bye':
      return isStr(m.reason, 64) ? { v: 1, t: 'bye', reason: m.reason } : null;
    case 'ping':
    case 'pong':
      return { v: 1, t: m.t };
    case 'record':
      if (m.ok === false) return isStr(m.error, 64) ? { v: 1, t: 'record', ok: false, error: m.error } : null;
      return m.ok === true &&
        isInt(m.parts, 1, MAX_RECORD_PARTS) &&
        isInt(m.part, 0, m.parts - 1) &&
        isStr(m.text, RECORD_PART)
        ? { v: 1, t: 'record', ok: true, part: m.part, parts: m.parts, text: m.text }
        : null;
    case 'deal-open':
    case 'deal-sealed':
    case 'deal-dealt':
    case 'deal-steps':
    case 'deal-reveal':
      return parseDealMessage(m, validateAction);
    case 'chat':
    case 'reaction':
    case 'chat-refused':
    case 'chat-room':
      return parseChatHost(m);
    default:
      return null;
  }
}

/** One seat's view with each key's JSON text, built once per change and shared by every
 * connection that shows that seat (the texts are what deltas compare). */
export interface KeyedView {
  values: Record<string, unknown>;
  texts: Map<string, string>;
}

export function keyView(view: PlayerView): KeyedView {
  const values: Record<string, unknown> = {};
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(view as unknown as Record<string, unknown>)) {
    if (value === undefined) continue;
    values[key] = value;
    texts.set(key, JSON.stringify(value));
  }
  return { values, texts };
}

/**
 * What a receiver that holds `sent` (each key's text as last sent; empty = nothing yet) needs to
 * reach `view`: the keys to set and the keys to drop. `sent` is brought up to date. The inverse of
 * applyViewMessage below.
 */
export function viewDelta(sent: Map<string, string>, view: KeyedView): { set: Partial<PlayerView>; drop: string[] } {
  const whole = sent.size === 0;
  const set: Record<string, unknown> = {};
  for (const [key, text] of view.texts) {
    if (whole || sent.get(key) !== text) {
      set[key] = view.values[key];
      sent.set(key, text);
    }
  }
  const drop = [...sent.keys()].filter((k) => !view.texts.has(k));
  for (const k of drop) sent.delete(k);
  return { set: set, drop };
}

/** Applies a view message to the view it was built on; null if it does not fit (ask a resync). */
export function applyViewMessage(current: { rev: number; view: PlayerView | null }, m: ViewMessage): PlayerView | null {
  if (m.base === 0) return { ...(m.set as PlayerView) };
  if (!current.view || current.rev !== m.base) return null;
  const next: Record<string, unknown> = { ...current.view, ...m.set };
  for (const key of m.drop ?? []) delete next[key];
  return next as unknown as PlayerView;
}

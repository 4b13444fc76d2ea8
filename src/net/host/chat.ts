/**
 * The table's chat and reactions, host side (docs/security.md "Chat and reactions"): who may say
 * something, how often, and passing it on to everyone at the table. No message is kept: it goes
 * out the moment it is taken and the host forgets it (it is no part of a save or a game record).
 * The host's two switches are kept in its save (chat off, the seats muted for everyone): a host who
 * turned chat off does not find it on again after a reload. Each refusal answers the sender alone
 * with a code; nobody else hears of it.
 */
import {
  checkChatText,
  type ChatFrom,
  type ChatGuestMessage,
  type ChatHostMessage,
  type ChatRefusal,
  type HostMessage,
  isReaction,
} from '../wire/index.js';
import { SPECTATOR } from '../../game/index.js';
import type { HostCore, Link } from './core.js';
import { keeps, type Applied } from './pipeline.js';
import type { SavedChat } from './saved.js';

/** Messages one player may send in CHAT_WINDOW_MS: a quick exchange, not a flood. */
export const CHAT_BURST = 5;
/** Reactions one player or spectator may send in CHAT_WINDOW_MS. */
export const REACTION_BURST = 8;
export const CHAT_WINDOW_MS = 10_000;

/** What the chat holds for one table: the host's two switches and each sender's recent times. */
class ChatRoom {
  off = false;
  /** Seats the host muted, by the seat itself: a seat that leaves the lobby takes its mark along. */
  readonly muted = new WeakSet<object>();
  /** Recent send times by sender (a seat or a spectator), weakly: a gone sender costs nothing. */
  private readonly said = new WeakMap<object, number[]>();
  private readonly reacted = new WeakMap<object, number[]>();
  /** The switches as last sent to each link, to send them only when they change. */
  readonly sent = new WeakMap<Link, string>();

  /** Whether `sender` may send one more now (and counts it when so). */
  allow(kind: 'chat' | 'reaction', sender: object, now: number): boolean {
    const book = kind === 'chat' ? this.said : this.reacted;
    const times = (book.get(sender) ?? []).filter((t) => now - t < CHAT_WINDOW_MS);
    if (times.length >= (kind === 'chat' ? CHAT_BURST : REACTION_BURST)) {
      book.set(sender, times);
      return false;
    }
    times.push(now);
    book.set(sender, times);
    return true;
  }
}

const rooms = new WeakMap<HostCore, ChatRoom>();
function roomOf(h: HostCore): ChatRoom {
  let room = rooms.get(h);
  if (!room) rooms.set(h, (room = new ChatRoom()));
  return room;
}

export function isChatMessage(m: { t: string }): m is ChatGuestMessage {
  return m.t === 'chat' || m.t === 'reaction' || m.t === 'chat-set';
}

/** A chat message from `link`: passed on to the table, or refused to its sender with a code. */
export function receiveChat(h: HostCore, link: Link, m: ChatGuestMessage): Applied<HostMessage | null> {
  if (link.seat === null && !link.watcher) return keeps({ v: 1, t: 'error', code: 'not-joined' });
  // what chat says goes straight to the links: the table itself never changes
  const refused = take(h, link, m);
  return keeps(refused ? { v: 1, t: 'chat-refused', code: refused } : null);
}

function take(h: HostCore, link: Link, m: ChatGuestMessage): ChatRefusal | null {
  const room = roomOf(h);
  const seat = link.seat === null ? null : (h.seats[link.seat] ?? null);
  const sender: object | null = link.watcher ?? seat;
  if (!sender) return 'not-host';
  if (m.t === 'chat-set') return configure(h, link, m);
  if (seat && room.muted.has(seat)) return 'chat-muted';
  const from: ChatFrom = link.watcher
    ? { seat: SPECTATOR, watcher: link.watcher.id, name: link.watcher.name }
    : { seat: link.seat!, name: seat!.name };
  if (m.t === 'reaction') {
    if (!isReaction(m.r)) return 'reaction-unknown';
    if (!room.allow('reaction', sender, h.clock.now())) return 'reaction-too-fast';
    broadcast(h, { v: 1, t: 'reaction', from, r: m.r });
    return null;
  }
  // spectators react but do not talk: a table of friends is not a stranger's stage
  if (link.watcher) return 'chat-watching';
  if (room.off) return 'chat-off';
  const text = checkChatText(m.text);
  if (!text.ok) return text.code;
  if (!room.allow('chat', sender, h.clock.now())) return 'chat-too-fast';
  broadcast(h, { v: 1, t: 'chat', from, text: text.text });
  return null;
}

/** The host's own screen turns chat off for the table, or mutes a seat for everyone. */
function configure(h: HostCore, link: Link, m: Extract<ChatGuestMessage, { t: 'chat-set' }>): ChatRefusal | null {
  if (!link.conn.local || link.seat !== h.hostSeat) return 'not-host';
  const room = roomOf(h);
  if (m.off !== undefined) room.off = m.off;
  const seat = m.mute ? h.seats[m.mute.seat] : undefined;
  if (m.mute && seat && m.mute.seat !== h.hostSeat) {
    if (m.mute.muted) room.muted.add(seat);
    else room.muted.delete(seat);
  }
  for (const l of h.rooms.links) syncChat(h, l);
  h.rooms.saver.save();
  return null;
}

/** The switches as the save keeps them; nothing when they are as a new table has them. */
export function savedChat(h: HostCore): SavedChat | undefined {
  const room = roomOf(h);
  const muted = h.seats.flatMap((s, i) => (room.muted.has(s) ? [i] : []));
  return room.off || muted.length ? { off: room.off, muted } : undefined;
}

/** A saved table's switches, on its seats (checked by saved.ts before). */
export function restoreChat(h: HostCore, saved: SavedChat): void {
  const room = roomOf(h);
  room.off = saved.off;
  for (const i of saved.muted) {
    const seat = h.seats[i];
    if (seat && i !== h.hostSeat) room.muted.add(seat);
  }
}

/** `link` learns the table's chat switches when they are not what it was last told. */
export function syncChat(h: HostCore, link: Link): void {
  if (link.seat === null && !link.watcher) return;
  const room = roomOf(h);
  const muted = h.seats.flatMap((s, i) => (room.muted.has(s) ? [i] : []));
  const text = JSON.stringify({ v: 1, t: 'chat-room', off: room.off, muted });
  if (room.sent.get(link) === text) return;
  room.sent.set(link, text);
  h.rooms.links.sendText(link, text);
}

function broadcast(h: HostCore, m: ChatHostMessage): void {
  const text = JSON.stringify(m);
  for (const l of h.rooms.links) if (l.seat !== null || l.watcher) h.rooms.links.sendText(l, text);
}

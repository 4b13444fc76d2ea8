/**
 * A player's side of the table's chat (docs/table-ui.md "Chat and reactions"): the last lines and
 * reactions the host passed on, the table's switches, and whom this player muted. The lines are kept
 * in the page only, never saved: a chat is no part of a game's record (the screen keeps the mutes:
 * src/ui/table/chat/chat-mutes.ts).
 */
import type { ChatFrom, ChatHostMessage, ChatRefusal, Reaction } from '../wire/index.js';
import { SPECTATOR } from '../../game/index.js';

/** Lines a player's screen keeps: the rest of an evening's chat scrolls away. */
export const MAX_CHAT_LINES = 60;

export interface ChatLine {
  /** Counted up in this page, for the screen's keys and its live region. */
  id: number;
  from: ChatFrom;
  text: string;
  at: number;
}

export interface ChatReaction {
  id: number;
  from: ChatFrom;
  r: Reaction;
  at: number;
}

export interface ChatState {
  lines: readonly ChatLine[];
  /** The newest reaction, once (the screen shows it over its sender's chip for a moment). */
  reaction: ChatReaction | null;
  /** The table's switches (the host's). */
  off: boolean;
  muted: readonly number[];
  /** Senders this player muted (`senderKey`): their lines and reactions are not shown here. */
  hidden: ReadonlySet<string>;
  /** Why the host refused this player's last message, until the next one is taken. */
  refused: ChatRefusal | null;
}

/** What the UI uses: the state, and what it may say. */
export interface ChatPort {
  readonly state: ChatState;
  subscribe(listener: (s: ChatState) => void): () => void;
  say(text: string): void;
  react(r: Reaction): void;
  /** This player stops (or starts again) seeing `key`'s lines and reactions. */
  hide(key: string, hidden: boolean): void;
  /** The host's own screen only (others are refused `not-host`). */
  configure(patch: { off?: boolean; mute?: { seat: number; muted: boolean } }): void;
}

/** One name for a sender across its messages: its seat, or its spectator number. */
export function senderKey(from: ChatFrom): string {
  return from.seat === SPECTATOR ? `w${from.watcher ?? 0}` : `s${from.seat}`;
}

export class ChatInbox implements ChatPort {
  private current: ChatState = { lines: [], reaction: null, off: false, muted: [], hidden: new Set(), refused: null };
  private readonly listeners = new Set<(s: ChatState) => void>();
  private next = 1;

  constructor(
    private readonly send: (m: Record<string, unknown>) => void,
    private readonly now: () => number,
  ) {}

  get state(): ChatState {
    return this.current;
  }

  subscribe(listener: (s: ChatState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  receive(m: ChatHostMessage): void {
    const s = this.current;
    switch (m.t) {
      case 'chat':
        if (s.hidden.has(senderKey(m.from))) return;
        return this.update({
          lines: [...s.lines, { id: this.next++, from: m.from, text: m.text, at: this.now() }].slice(-MAX_CHAT_LINES),
          refused: null,
        });
      case 'reaction':
        if (s.hidden.has(senderKey(m.from))) return;
        return this.update({ reaction: { id: this.next++, from: m.from, r: m.r, at: this.now() } });
      case 'chat-refused':
        return this.update({ refused: m.code });
      case 'chat-room':
        return this.update({ off: m.off, muted: m.muted });
    }
  }

  say(text: string): void {
    this.send({ v: 1, t: 'chat', text });
  }

  react(r: Reaction): void {
    this.send({ v: 1, t: 'reaction', r });
  }

  hide(key: string, hidden: boolean): void {
    const next = new Set(this.current.hidden);
    if (!hidden) next.delete(key);
    else next.add(key);
    const lines = hidden ? this.current.lines.filter((l) => senderKey(l.from) !== key) : this.current.lines;
    this.update({ hidden: next, lines });
  }

  configure(patch: { off?: boolean; mute?: { seat: number; muted: boolean } }): void {
    this.send({ v: 1, t: 'chat-set', ...patch });
  }

  private update(patch: Partial<ChatState>): void {
    this.current = { ...this.current, ...patch };
    for (const l of [...this.listeners]) {
      try {
        l(this.current);
      } catch {
        // one screen's bug must not stop the others
      }
    }
  }
}

/**
 * A host's saved table (browser storage), and its check before a resume: a save can be cut short,
 * edited by hand or left by an older version, and a table resumed from a bad one would go wrong
 * later and less clearly. The engine snapshot itself is checked by restoring it (host-resume.ts).
 */
import type { BotLevel } from '../../bots/index.js';
import {
  DEFAULT_HOST_WAIT_MS,
  DEFAULT_SHARE_QUORUM,
  type HostSettings,
  isCode,
  isShareQuorum,
} from '../terms/index.js';
import { parseSavedDeal, type SavedDeal } from '../deal/index.js';
import { seatsProblem } from './save-seats.js';
import { BOT_LEVELS } from '../../bots/levels/index.js';

export interface SavedSeat {
  name: string;
  kind: 'human' | 'bot';
  level?: BotLevel;
  token: string;
  lastSeq: number;
}

export interface SavedTable {
  v: 1;
  code: string;
  savedAt: number;
  game: number;
  settings: HostSettings;
  seats: SavedSeat[];
  snapshot: unknown;
  /** The door (join-gate.ts): locked, and who was kicked (tokens, and names as compared). */
  door?: SavedDoor;
  /** The seat whose page hosts (0 unless the table moved: docs/migration.md). */
  hostSeat?: number;
  /** How many times the table moved to another host (its peer id: successor.ts `tablePeerId`). */
  epoch?: number;
  /** The checkable deal (deal/room.ts): a round's exchange under way, the round dealt. */
  deal?: SavedDeal;
  /** The host's chat switches (chat.ts), when not a new table's. */
  chat?: SavedChat;
}

export interface SavedChat {
  off: boolean;
  /** Seats muted for everyone (never the host's). */
  muted: number[];
}

export interface SavedDoor {
  locked: boolean;
  tokens: string[];
  names: string[];
}

/** Kicks a table may remember (a host kicks far fewer; a save holding more is not ours). */
export const MAX_BANS = 200;

const EDITIONS = ['classic', 'skull', 'house-rules', 'power-grab'];
const LEVELS: readonly string[] = BOT_LEVELS;

function fail(why: string): never {
  throw new Error(`corrupt-save: ${why}`);
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isNat = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** The save, checked; throws `corrupt-save: …` otherwise. Accepts the JSON text or its value. */
export function parseSavedTable(input: unknown): SavedTable {
  let x = input;
  if (typeof x === 'string') {
    try {
      x = JSON.parse(x);
    } catch {
      fail('not JSON');
    }
  }
  if (!isObj(x)) fail('not an object');
  if (x.v !== 1) fail('unknown version');
  if (!isCode(x.code)) fail('bad code');
  if (!isNat(x.savedAt) || !isNat(x.game)) fail('bad header');
  const st = x.settings;
  if (
    !isObj(st) ||
    !EDITIONS.includes(st.edition as string) ||
    !isObj(st.options) ||
    !isNat(st.raceMs) ||
    !isNat(st.turnMs) ||
    !isNat(st.standInMs) ||
    (st.hostWaitMs !== undefined && !isNat(st.hostWaitMs)) ||
    (st.shareQuorum !== undefined && !isShareQuorum(st.shareQuorum))
  )
    fail('bad settings');
  if (!Array.isArray(x.seats) || x.seats.length < 1 || x.seats.length > 10) fail('bad seats');
  const tokens = new Set<string>();
  const seats = x.seats.map((s: unknown): SavedSeat => {
    if (!isObj(s) || typeof s.name !== 'string' || s.name.length === 0 || s.name.length > 64) fail('bad seat');
    if (s.kind !== 'human' && s.kind !== 'bot') fail('bad seat kind');
    if (typeof s.token !== 'string' || !/^[0-9a-f]{32}$/.test(s.token) || tokens.has(s.token)) fail('bad seat token');
    if (!isNat(s.lastSeq)) fail('bad seat sequence');
    if (s.level !== undefined && !LEVELS.includes(s.level as string)) fail('bad bot level');
    if (s.kind === 'bot' && s.level === undefined) fail('bot without level');
    tokens.add(s.token);
    const seat: SavedSeat = { name: s.name, kind: s.kind, token: s.token, lastSeq: s.lastSeq };
    if (s.level !== undefined) seat.level = s.level as BotLevel;
    return seat;
  });
  const hostSeat = x.hostSeat ?? 0;
  if (!isNat(hostSeat) || hostSeat >= seats.length || seats[hostSeat]!.kind !== 'human') fail('bad host seat');
  const epoch = x.epoch ?? 0;
  if (!isNat(epoch) || epoch > 1000) fail('bad epoch');
  if (x.snapshot === undefined) fail('no snapshot');
  if (x.snapshot !== null && x.game < 1) fail('snapshot without a game');
  if (x.snapshot !== null && seats.length < 2) fail('a game needs two seats');
  let door: SavedDoor | undefined;
  if (x.door !== undefined) {
    const d = x.door;
    const list = (l: unknown, ok: (s: string) => boolean) =>
      Array.isArray(l) && l.length <= MAX_BANS && l.every((s) => typeof s === 'string' && ok(s));
    if (
      !isObj(d) ||
      typeof d.locked !== 'boolean' ||
      !list(d.tokens, (s) => /^[0-9a-f]{32}$/.test(s)) ||
      !list(d.names, (s) => s.length > 0 && s.length <= 64)
    )
      fail('bad door');
    door = { locked: d.locked, tokens: [...(d.tokens as string[])], names: [...(d.names as string[])] };
  }
  // a save from before the host's wait was a setting waits the default
  const settings = {
    hostWaitMs: DEFAULT_HOST_WAIT_MS,
    shareQuorum: DEFAULT_SHARE_QUORUM,
    ...st,
  } as unknown as HostSettings;
  let deal: SavedDeal | undefined;
  if (x.deal !== undefined) {
    const d = parseSavedDeal(x.deal);
    if (typeof d === 'string') fail(d);
    deal = d;
  }
  let chat: SavedChat | undefined;
  if (x.chat !== undefined) {
    const c = x.chat;
    const muted = isObj(c) && Array.isArray(c.muted) ? (c.muted as unknown[]) : null;
    if (
      !isObj(c) ||
      typeof c.off !== 'boolean' ||
      !muted ||
      !muted.every((i) => isNat(i) && i < seats.length && i !== hostSeat) ||
      new Set(muted).size !== muted.length
    )
      fail('bad chat');
    chat = { off: c.off, muted: [...(muted as number[])] };
  }
  const why = seatsProblem({ seats, hostSeat, epoch, ...(deal ? { deal } : {}) });
  if (why) fail(why);
  return {
    ...(door ? { door } : {}),
    ...(deal ? { deal } : {}),
    ...(chat ? { chat } : {}),
    v: 1,
    code: x.code,
    savedAt: x.savedAt,
    game: x.game,
    settings,
    seats,
    snapshot: x.snapshot,
    hostSeat,
    epoch,
  };
}

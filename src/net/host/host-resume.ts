/**
 * Where a host starts when it does not start empty: a saved table (the host's page reloaded) or a
 * table a guest rebuilt after its host went (docs/migration.md). Each is checked here and turned into
 * one `HostStart`, the options and state a host begins from; `TableHost.resume` and `takeOver` build
 * the host and hand it its start. Kept apart from the host because a save is not to be trusted:
 * everything it claims is checked before any of it is used (docs/security.md).
 */
import type { Table } from '../../game/index.js';
import type { BotLevel } from '../../bots/index.js';
import type { RoundStep } from '../wire/index.js';
import type { HostSettings } from '../terms/index.js';
import { parseSavedTable, type SavedChat, type SavedDoor } from './saved.js';
import { dealFault, type SavedDeal } from '../deal/index.js';
import type { TableLog } from '../migration/index.js';
import { DEFAULT_SETTINGS, patchSettings } from './host-settings.js';

/** A table rebuilt by the guest who takes it over (page/takeover.ts, docs/migration.md). */
export interface TakenTable {
  code: string;
  /** The table's new host epoch (its peer id). */
  epoch: number;
  game: number;
  /** The new host's seat, and the gone host's (a stand-in plays it until its player returns). */
  hostSeat: number;
  goneHost: number;
  settings: HostSettings;
  locked: boolean;
  seats: { name: string; kind: 'human' | 'bot'; level?: BotLevel; standIn: boolean }[];
  table: Table;
  /** What the guests kept of the game, and the key their shares rebuilt. */
  log: TableLog;
  key: Uint8Array;
  /** The deal the guests held: the next one follows it. */
  lastDeal: number;
  /** The round under way's deal note and steps, from the log (migration/action-log.ts `roundInLog`). */
  round?: { note: unknown; steps: RoundStep[] } | null;
  /** The seat a token of the old host's names (by the digests every holder was told), or null. */
  seatOfOldToken: (token: string) => number | null;
  /** The old host's chat switches as it last told the new host's page (docs/migration.md "Chat
   * switches"): trusted as far as any host's own, never a mute on the new host's seat. */
  chat?: SavedChat;
}

/** A seat as a host starts with it: a saved one keeps its token and last intent, a taken-over one
 * gets a new token that its player claims with the old host's (`claimable`). */
export interface StartSeat {
  name: string;
  kind: 'human' | 'bot';
  level?: BotLevel;
  token?: string;
  lastSeq?: number;
  claimable?: boolean;
  /** A stand-in plays it from the start (the gone host's seat, or a stand-in's already). */
  standIn: boolean;
}

/** The options and state a host starts from (table-host.ts `startFrom`). */
export interface HostStart {
  code: string;
  /** The host's seat's name. */
  name: string;
  settings: HostSettings;
  seats: StartSeat[];
  game: number;
  hostSeat: number;
  epoch: number;
  /** The game under way, or null in the lobby (a save only). */
  table: Table | null;
  /** A save's door, deal and chat switches (join-gate.ts, deal/room.ts, chat.ts). */
  door?: SavedDoor;
  deal?: SavedDeal;
  chat?: SavedChat;
  /** A taken-over table's lock, its log and key for the guests' kits, its round under way. */
  locked?: boolean;
  taken?: Pick<TakenTable, 'log' | 'key' | 'lastDeal' | 'round' | 'seatOfOldToken'>;
}

/**
 * A saved table, checked: throws an Error whose message starts with `corrupt-save: <why>` when the
 * save cannot be trusted (the engine's own checks run as it restores the snapshot).
 */
export function savedStart(saved: unknown, engine: { restoreTable(snapshot: unknown): Table }): HostStart {
  const s = parseSavedTable(saved);
  let table: Table | null = null;
  if (s.snapshot !== null) {
    const rigged = (s.snapshot as { log?: { config?: { deal?: unknown } } | null }).log?.config?.deal;
    if (rigged !== undefined)
      throw new Error('corrupt-save: the game began with a rigged deal (a host never rigs one)');
    try {
      table = engine.restoreTable(s.snapshot);
      const view = table.view(0);
      const players = view.players ?? view.counts.length;
      if (players !== s.seats.length) throw new Error(`${players} players for ${s.seats.length} seats`);
      if (view.edition !== s.settings.edition)
        throw new Error(`a ${view.edition} game under ${s.settings.edition} settings`);
    } catch (e) {
      throw new Error(`corrupt-save: the table does not restore (${e instanceof Error ? e.message : String(e)})`, {
        cause: e,
      });
    }
  }
  // the settings as the host's constructor takes them (it would refuse them the same way)
  const settings = patchSettings({ ...DEFAULT_SETTINGS }, s.settings, false);
  if (!settings.ok) {
    const e = new Error(settings.error);
    throw new Error(`corrupt-save: bad settings (${e.message})`, { cause: e });
  }
  if (s.deal) {
    const why = dealMismatch(s.deal, s.game, table) ?? dealFault(s.deal, s.code);
    if (why) throw new Error(`corrupt-save: ${why}`);
  }
  const hostSeat = s.hostSeat ?? 0;
  return {
    code: s.code,
    name: s.seats[hostSeat]!.name,
    settings: s.settings,
    seats: s.seats.map((seat) => ({
      name: seat.name,
      kind: seat.kind,
      level: seat.level,
      token: seat.token,
      lastSeq: seat.lastSeq,
      standIn: false,
    })),
    game: s.game,
    hostSeat,
    epoch: s.epoch ?? 0,
    table,
    ...(s.door ? { door: s.door } : {}),
    ...(s.deal ? { deal: s.deal } : {}),
    ...(s.chat ? { chat: s.chat } : {}),
  };
}

/**
 * The table a guest rebuilt after its host went: the seats as the old host's lobby last showed
 * them, the gone host's played by a stand-in. Throws `bad-log: …` when the table does not fit them.
 */
export function takenStart(t: TakenTable): HostStart {
  const players = t.table.view(0).players ?? t.table.view(0).counts.length;
  if (players !== t.seats.length) throw new Error(`bad-log: ${players} players for ${t.seats.length} seats`);
  return {
    code: t.code,
    name: t.seats[t.hostSeat]!.name,
    settings: t.settings,
    seats: t.seats.map((seat, i) => ({
      name: seat.name,
      kind: seat.kind,
      level: seat.level,
      claimable: true,
      standIn: seat.kind === 'human' && (i === t.goneHost || seat.standIn),
    })),
    game: t.game,
    hostSeat: t.hostSeat,
    epoch: t.epoch,
    table: t.table,
    locked: t.locked,
    ...takenChat(t),
    taken: { log: t.log, key: t.key, lastDeal: t.lastDeal, round: t.round, seatOfOldToken: t.seatOfOldToken },
  };
}

/** The switches a taken-over table starts with: seats of this table only, each once, never the new
 * host's (a host is never muted); nothing when they are as a new table has them. */
function takenChat(t: TakenTable): { chat?: SavedChat } {
  if (!t.chat) return {};
  const muted = [...new Set(t.chat.muted)].filter(
    (i) => Number.isInteger(i) && i >= 0 && i < t.seats.length && i !== t.hostSeat,
  );
  return t.chat.off || muted.length ? { chat: { off: t.chat.off, muted } } : {};
}

/** Why a saved deal does not fit the saved table (it must be of this game and round); null if it does. */
function dealMismatch(deal: SavedDeal, game: number, table: Table | null): string | null {
  const round = table ? table.view(0).round : 0;
  const x = deal.exchange;
  if (x) {
    const next =
      x.round === 1 ? x.game === game + 1 : x.game === game && x.round === round + 1 && table?.phase === 'roundOver';
    if (!next) return `a deal under way for game ${x.game}, round ${x.round} beside game ${game}, round ${round}`;
  }
  const d = deal.dealt;
  if (d && table && d.game === game && (d.round !== round || d.firstSeq > table.lastSeq + 1))
    return `the round dealt (${d.round}) is not the table's (${round})`;
  return null;
}

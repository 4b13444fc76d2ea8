/**
 * A guest left alone with the bots when its host goes (docs/migration.md "Two humans and bots"):
 * no other player's page can take the table over, so it may play on against the bots, a new game
 * on its own page, seated as the table was: same edition, rules and names, every other seat a bot.
 */
import type { BotLevel } from '../../bots/index.js';
import type { ClientState, HostSettings } from '../../net/index.js';
import { STAND_IN_LEVEL, hostSeatOf } from '../../net/page/index.js';

/** The new game, as `createSoloClient` takes it: this player first, then the others round the
 * table, each with its name and level. */
export interface PlayOn {
  name: string;
  bots: BotLevel[];
  names: string[];
  settings: Partial<HostSettings>;
}

/**
 * Whether this player may be offered the new game now. Once the rule found nobody to take over
 * (`succession` none); and at once when this page holds no deal and the host's lobby showed no
 * other human present: then no takeover can come, whatever the wait (a table of one guest has
 * no deal: docs/migration.md "Keys that open one round").
 */
export function mayPlayOn(s: ClientState, dealt: boolean): boolean {
  if (s.status !== 'reconnecting' || s.isHost || s.watching || s.seat === null || !s.lobby?.started) return false;
  if (s.succession?.stage === 'none') return true;
  if (s.succession || dealt) return false;
  const host = hostSeatOf(s);
  return !s.lobby.seats.some((x) => x.kind === 'human' && x.connected && x.seat !== host && x.seat !== s.seat);
}

/** The new game for the player at `s.seat`: the table turned so that it sits first, the others in
 * the order they sat (partners stay opposite), humans played by bots. Null with no seat. */
export function playOnPlan(s: ClientState): PlayOn | null {
  const lobby = s.lobby;
  const at = lobby?.seats.findIndex((x) => x.seat === s.seat) ?? -1;
  if (!lobby || at < 0) return null;
  const [me, ...others] = [...lobby.seats.slice(at), ...lobby.seats.slice(0, at)];
  return {
    name: me!.name,
    // a bot keeps its level, a human's seat gets its stand-in's level if it had one
    bots: others.map((x) => x.bot ?? STAND_IN_LEVEL),
    names: others.map((x) => x.name),
    // alone against bots nobody waits on the player: no turn clock, as in solo play
    settings: { edition: lobby.edition, options: { ...lobby.options }, raceMs: lobby.raceMs, turnMs: 0 },
  };
}

/**
 * The table's settings as the host accepts them: the edition and its options (fixed once the game
 * starts) and the clocks. Whatever the host's page (or a saved table) asks is checked here.
 */
import type { EditionId } from '../../game/index.js';
import { DEFAULT_HOST_WAIT_MS, DEFAULT_SHARE_QUORUM, type HostSettings, isShareQuorum } from '../terms/index.js';

export const EDITIONS: readonly EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];
export const DEFAULT_SETTINGS: HostSettings = {
  edition: 'classic',
  options: {},
  raceMs: 5000,
  // a table keeps moving by default: a turn left for a minute is played by a stand-in
  turnMs: 60_000,
  standInMs: 20000,
  hostWaitMs: DEFAULT_HOST_WAIT_MS,
  shareQuorum: DEFAULT_SHARE_QUORUM,
};

/** `current` with `patch` applied, or the first thing wrong with the patch. */
export function patchSettings(
  current: HostSettings,
  patch: Partial<HostSettings>,
  started: boolean,
): { ok: true; settings: HostSettings } | { ok: false; error: string } {
  if (typeof patch !== 'object' || patch === null) return { ok: false, error: 'bad-settings' };
  const next = { ...current };
  if (patch.edition !== undefined || patch.options !== undefined) {
    if (started) return { ok: false, error: 'game-started' };
    if (patch.edition !== undefined) {
      if (!EDITIONS.includes(patch.edition)) return { ok: false, error: 'bad-edition' };
      next.edition = patch.edition;
    }
    if (patch.options !== undefined) {
      if (!isPlainOptions(patch.options)) return { ok: false, error: 'bad-options' };
      next.options = { ...patch.options };
    }
  }
  const ms = (x: unknown, min: number, max: number, zeroOk: boolean) =>
    typeof x === 'number' && Number.isInteger(x) && ((zeroOk && x === 0) || (x >= min && x <= max));
  if (patch.raceMs !== undefined) {
    if (!ms(patch.raceMs, 500, 60_000, false)) return { ok: false, error: 'bad-race-time' };
    next.raceMs = patch.raceMs;
  }
  if (patch.turnMs !== undefined) {
    if (!ms(patch.turnMs, 3000, 600_000, true)) return { ok: false, error: 'bad-turn-time' };
    next.turnMs = patch.turnMs;
  }
  if (patch.standInMs !== undefined) {
    if (!ms(patch.standInMs, 0, 600_000, true)) return { ok: false, error: 'bad-stand-in-time' };
    next.standInMs = patch.standInMs;
  }
  if (patch.hostWaitMs !== undefined) {
    if (!ms(patch.hostWaitMs, 5000, 600_000, false)) return { ok: false, error: 'bad-host-wait' };
    next.hostWaitMs = patch.hostWaitMs;
  }
  if (patch.shareQuorum !== undefined) {
    // a new quorum deals a new key at once (migration/host-dealer.ts), in the lobby or mid-game
    if (!isShareQuorum(patch.shareQuorum)) return { ok: false, error: 'bad-share-quorum' };
    next.shareQuorum = patch.shareQuorum;
  }
  return { ok: true, settings: next };
}

function isPlainOptions(x: unknown): x is HostSettings['options'] {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const entries = Object.entries(x);
  return (
    entries.length <= 32 &&
    entries.every(
      ([k, v]) => k.length <= 40 && ['string', 'number', 'boolean'].includes(typeof v) && String(v).length <= 40,
    )
  );
}

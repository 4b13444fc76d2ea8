/**
 * Follows who hosts the table, for a guest's screens: the lost host's name while the table moves
 * (the lobby may name the next one before it is back), and a notice once it moved
 * (docs/migration.md).
 */
import type { ClientState } from '../../net/index.js';
import { hostName, hostSeatOf } from '../../net/page/index.js';
import { t } from '../i18n/i18n.js';

export class HostWatch {
  /** The name of the host this guest lost. */
  lostHost: string | null = null;
  /** The table's host and epoch as last seen. */
  private seen: { epoch: number; seat: number } | null = null;

  /** Takes a new state in; says who hosts now when the table moved to another host. */
  follow(s: ClientState): string | null {
    if (s.status === 'reconnecting') this.lostHost ??= hostName(s);
    else if (s.status === 'lobby' || s.status === 'playing') this.lostHost = null;
    if (!s.lobby) return null;
    const now = { epoch: s.lobby.epoch ?? 0, seat: hostSeatOf(s) };
    const before = this.seen;
    this.seen = now;
    if (!before || now.epoch <= before.epoch || (s.status !== 'lobby' && s.status !== 'playing')) return null;
    return s.isHost ? t('hostGone.nowYou') : t('hostGone.nowHost', { name: hostName(s) ?? '' });
  }

  reset(): void {
    this.seen = null;
    this.lostHost = null;
  }
}

/**
 * A bot's name in the reader's language. The host names its bots "Bot 1", "Bot 2"… once for every
 * player (src/net/host/authority.ts); a French page said "Robot 1" in the solo setup and "Bot 1" at
 * the table (issue 30 point 7). Each page now says the host's default name in its own words, as its
 * setup does; a name that is not the default (renamed, or told apart from a player's) stays.
 */
import type { SeatInfo } from '../../net/index.js';
import { t } from '../i18n/i18n.js';
import '../i18n/app.js';

const DEFAULT = /^Bot (\d{1,2})$/;

export function shownName(seat: Pick<SeatInfo, 'kind' | 'name'>): string {
  const n = seat.kind === 'bot' ? DEFAULT.exec(seat.name)?.[1] : undefined;
  return n ? t('app.solo.botN', { n: Number(n) }) : seat.name;
}

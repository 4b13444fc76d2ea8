/**
 * The seats' names are said once per name and language (src/ui/table/seat-names.ts): what the
 * table shows must still follow a rename, a seat taken by someone else and a language switch.
 */
import { describe, expect, it } from 'vitest';
import { setLang, stringsReady } from '../../src/ui/i18n/i18n.js';
import '../../src/ui/i18n/table.js';
import { SeatNames } from '../../src/ui/table/seat-names.js';
import type { SeatInfo } from '../../src/net/index.js';

const seat = (n: number, name: string, kind: SeatInfo['kind'] = 'human') =>
  ({ seat: n, name, kind, connected: true }) as SeatInfo;

describe('seat names said once', () => {
  it('follows a rename and a seat given to another', () => {
    const names = new SeatNames();
    expect(names.of([seat(0, 'Ana'), seat(1, 'Bo')], 1)).toBe('Bo');
    expect(names.of([seat(0, 'Ana'), seat(1, 'Bob')], 1)).toBe('Bob');
    expect(names.of([seat(0, 'Ana'), seat(1, 'Bot 1', 'bot')], 1)).not.toBe('Bob');
  });

  it("says a bot's default name and an unnamed seat in the page's new language", async () => {
    await setLang('en');
    await stringsReady();
    const names = new SeatNames();
    const seats = [seat(0, 'Bot 2', 'bot')];
    expect(names.of(seats, 0)).toBe('Bot 2');
    const english = names.of(seats, 3);
    await setLang('fr');
    await stringsReady();
    expect(names.of(seats, 0)).toBe('Robot 2');
    expect(names.of(seats, 3)).not.toBe(english);
    expect(names.of(seats, 3)).toContain('4');
    await setLang('en');
  });
});

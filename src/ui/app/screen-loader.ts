/**
 * The screens after home (screens.ts: the lobby, the table, the watchers' list), loaded once the
 * player heads for a table, and ahead of that while a name or a code is typed, with the hosting or
 * joining side of the network. The card bitmaps an earlier visit kept are read with them, so the
 * table's first render draws its cards from those (src/ui/cards/card-bitmap.ts).
 */
import { withStrings } from '../i18n/i18n.js';
import type { AppServices } from './services.js';

export type Screens = typeof import('./screens.js');

export class ScreenLoader {
  /** The screens, once loaded. */
  screens: Screens | null = null;
  private loading: Promise<Screens> | null = null;
  private readonly prefetched = new Set<'host' | 'join'>();

  constructor(private readonly services: () => AppServices | null) {}

  /** The screens; a failed load is tried again by the next call. */
  load(): Promise<Screens> {
    this.loading ??= withStrings(import('./screens.js')).then(
      async (m) => {
        // a returning player's cards start as the bitmaps an earlier visit kept
        await m.keptBitmapsRead();
        return (this.screens = m);
      },
      (err: unknown) => {
        this.loading = null;
        console.warn('Loading the table screens failed:', err);
        throw new Error('load-failed');
      },
    );
    return this.loading;
  }

  /** Loads ahead what the player is about to need: the screens, and hosting's or joining's side. */
  prefetch(side: 'host' | 'join'): void {
    if (this.prefetched.has(side)) return;
    this.prefetched.add(side);
    this.load().catch(() => undefined);
    this.services()?.prefetch?.(side);
  }
}

/**
 * The names the host gives (docs/names.md "One name, one person at the table"): a seat's or a
 * spectator's name looks like no other at the table, seats and spectators alike, and a seat's name
 * remembers the name its player asked for, so that a kick bans that one too and not only the
 * numbered one ("Host 2") that de-duplication made of it.
 */
import { distinctName, nameSkeleton } from '../wire/index.js';

export interface NamesPort {
  /** The seats, in order. */
  seats(): readonly { name: string }[];
  /** Everyone watching, connected or not (a spectator back after a reload keeps its name). */
  watchers(): readonly { name: string }[];
}

export class TableNames {
  /** The name asked for, by the skeleton of the name shown for it (seats only: kept for a kick). */
  private readonly asked = new Map<string, string>();

  constructor(private readonly port: NamesPort) {}

  /** The name seat `index` shows when its player asks for `name`; `watcher`: the spectator who is
   * taking that seat (its own name is no other's). */
  forSeat(name: string, index: number, watcher?: object): string {
    const taken = [
      ...this.port.seats().filter((_, i) => i !== index),
      ...this.port.watchers().filter((w) => w !== watcher),
    ];
    const shown = distinctName(
      name,
      taken.map((x) => x.name),
    );
    this.remember(shown, name);
    return shown;
  }

  /** The name spectator `self` (null: a newcomer) shows when it asks for `name`. */
  forWatcher(name: string, self: object | null): string {
    const taken = [...this.port.seats(), ...this.port.watchers().filter((w) => w !== self)];
    return distinctName(
      name,
      taken.map((x) => x.name),
    );
  }

  /** What a kick of the seat shown as `shown` bans: that name, and the one its player asked for. */
  kicked(shown: string): string[] {
    const asked = this.asked.get(nameSkeleton(shown));
    return asked === undefined || nameSkeleton(asked) === nameSkeleton(shown) ? [shown] : [shown, asked];
  }

  /** Kept for the seats there are (a name given and not taken is dropped at the next one). */
  private remember(shown: string, asked: string): void {
    const live = new Set(this.port.seats().map((s) => nameSkeleton(s.name)));
    for (const key of this.asked.keys()) if (!live.has(key)) this.asked.delete(key);
    this.asked.set(nameSkeleton(shown), asked);
  }
}

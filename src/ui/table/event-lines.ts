/**
 * The events' sentences, each written once: the log, the strip and the live region read the same
 * events update after update (docs/smoothness.md "JS per table update: sentences once"). A
 * sentence changes only with the language (or strings that arrive), the seat it is told to and the
 * seats' names: any of them changing starts afresh.
 */
import type { TableEvent } from '../../game/index.js';
import { onLangChange } from '../i18n/i18n.js';
import { describeEvent, type NameOf } from './event-text.js';

/** Grows whenever the strings in use change, so a sentence written before is not trusted. */
let strings = 0;
onLangChange(() => strings++);

export class EventLines {
  private said = new WeakMap<TableEvent, string>();
  private context = '';

  /** `describeEvent`'s sentence for `e`, written again only when the context changed since. */
  text(e: TableEvent, me: number, nameOf: NameOf, names: string): string {
    const context = `${strings}\u0000${me}\u0000${names}`;
    if (context !== this.context) {
      this.context = context;
      this.said = new WeakMap();
    }
    let line = this.said.get(e);
    if (line === undefined) {
      line = describeEvent(e, me, nameOf);
      this.said.set(e, line);
    }
    return line;
  }
}

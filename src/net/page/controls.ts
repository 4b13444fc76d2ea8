/**
 * The host's controls as its own screen's client carries them (GameClient `host`): the page that
 * creates a table, and the guest's page that takes one over (page/takeover.ts).
 */
import type { GameClient } from '../guest/index.js';
import type { TableHost } from '../host/index.js';

export function hostControls(host: TableHost): NonNullable<GameClient['host']> {
  return {
    configure: (s) => host.configure(s),
    addBot: (level) => host.addBot(level),
    removeSeat: (seat) => host.removeSeat(seat),
    seatWatcher: (id, seat) => host.seatWatcher(id, seat),
    refuseSeatAsk: (id) => host.refuseSeatAsk(id),
    lock: (locked) => host.lock(locked),
    answerJoin: (id, approve) => host.answerJoin(id, approve),
    start: () => host.start(),
    nextRound: () => host.nextRound(),
    rematch: () => host.rematch(),
    canHandOver: () => host.successor() !== null,
    handOver: () => host.handOver(),
    tableActor: () => host.currentTable?.actor ?? null,
  };
}

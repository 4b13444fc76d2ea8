/** Playing a round through the app's clients, as the network tests do: each seat takes a simple
 * legal choice whenever its view offers one. */
import type { GameClient } from '../../../src/net/guest/state.js';
import type { Action, PlayerView } from '../../../src/game/types.js';

/** A simple, legal choice (the view lists only what the seat may do). */
export function choose(view: PlayerView): Action | null {
  if (view.legal.length === 0) return null;
  const play = view.legal.find((a) => a.type === 'play');
  const a = play ?? view.legal.find((x) => x.type !== 'catch' && x.type !== 'uno') ?? view.legal[0]!;
  if (a.type === 'play' && a.card.startsWith('W')) return { ...a, color: 'R', uno: view.hand.length === 2 };
  if (a.type === 'play' && view.hand.length === 2) return { ...a, uno: true };
  return a;
}

/** Every client acts when it can, until `done`; returns the number of accepted intents. */
export async function playUntil(clients: GameClient[], done: () => boolean, ms = 60000): Promise<number> {
  const end = Date.now() + ms;
  let accepted = 0;
  while (!done()) {
    if (Date.now() > end) throw new Error('the round did not end in time');
    let acted = false;
    for (const c of clients) {
      const v = c.state.view;
      const a = v && choose(v);
      if (!a) continue;
      const r = await c.act(a);
      if (r.ok) {
        accepted++;
        acted = true;
      }
    }
    if (!acted) await new Promise((r) => setTimeout(r, 10));
  }
  return accepted;
}

/** Plays until the round (or the game) is over, as the host's client sees it. */
export function playRound(host: GameClient, clients: GameClient[], ms?: number): Promise<number> {
  return playUntil(clients, () => ['roundOver', 'gameOver'].includes(host.state.view?.phase ?? ''), ms);
}

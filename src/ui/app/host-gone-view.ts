/**
 * A guest's screen while its host is gone (uno-host-gone.ts; docs/migration.md), and what it loads
 * ahead for that moment: the page that served the app may go with the host.
 */
import { html, nothing } from 'lit';
import type { ClientState, GameClient } from '../../net/index.js';
import { hostName, hostWaitEnds } from '../../net/page/index.js';
import { mayPlayOn } from './play-on.js';
import type { AppServices } from './services.js';

export { playOnPlan } from './play-on.js';

export function hostGoneFor(
  client: GameClient | null,
  s: ClientState,
  lostHost: string | null,
  on: { leave: () => void; playOn: () => void },
) {
  if (s.status !== 'reconnecting') return nothing;
  return html`<uno-host-gone
    .name=${lostHost ?? hostName(s) ?? ''}
    .until=${hostWaitEnds(s)}
    .succession=${s.succession ?? null}
    ?offer=${mayPlayOn(s, !!client?.migration?.deal)}
    @uno-leave=${on.leave}
    @uno-play-on=${on.playOn}
  ></uno-host-gone>`;
}

/** A seated guest loads its waiting screen while the network is there, and once the game is under
 * way the hosting side too: playing on against the bots needs it (play-on.ts). */
export function loadForHostGone(s: ClientState, services: AppServices | null): void {
  void import('./uno-host-gone.js');
  if (s.lobby?.started && !s.watching) services?.prefetch?.('host');
}

/**
 * Where a client stands with its table, as an XState actor (docs/network.md "The layout of
 * src/net"): `joining` before its first welcome, `seated` once welcomed and connected, `away` when
 * the connection went after a welcome, `ended` for good. `joining` and `away` each try (`trying`:
 * a connection is being opened) and wait (`waiting`: the pace of retry-pace.ts before the next
 * try). The client (client.ts) does what a stage means (its connection, its heartbeat, its
 * screen); this actor decides the stage, counts the tries, and runs the wait on the client's
 * injected clock.
 */
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate';
import type { Clock } from '../wire/index.js';
import type { ClientStage } from './handle.js';
import { BACKOFF_MS, FIRST_TRIES, MAX_RECONNECTS } from './retry-pace.js';

/** Why the connection ended, when this actor ended it (a drop with no way back). */
export interface Ending {
  status: 'closed' | 'error';
  error: string;
}

export type ConnectionEvent =
  /** The host welcomed this client. */
  | { type: 'welcome' }
  /** The connection went (or could not open). `reason`: why, told at once on a first join;
   * `after`: the host asked to be tried again then (its tries start over); `reconnect`: the route
   * comes back after a drop. */
  | { type: 'dropped'; reason?: string; after?: number; reconnect: boolean }
  /** The route changed and the table is reached the new way at once. */
  | { type: 'steer' }
  /** Done for good (left, sent away, or the page's own decision). */
  | { type: 'end' };

interface Context {
  tries: number;
  wait: number;
  ending: Ending | null;
}

type Dropped = Extract<ConnectionEvent, { type: 'dropped' }>;
const dropped = (e: ConnectionEvent): Dropped | null => (e.type === 'dropped' ? e : null);
/** The tries counted for this drop: a host that asked to be tried again starts them over. */
const triesFor = (c: Context, e: ConnectionEvent): number => (dropped(e)?.after !== undefined ? 0 : c.tries);

export const connectionMachine = setup({
  types: { context: {} as Context, events: {} as ConnectionEvent },
  guards: {
    /** A first join that cannot connect says why at once: a wrong code should not keep anyone waiting. */
    firstJoinFails: ({ context, event }) => !!dropped(event)?.reason || triesFor(context, event) >= FIRST_TRIES,
    /** This route does not come back after a drop (the host's own screen). */
    staysAway: ({ event }) => dropped(event)?.reconnect === false,
    triesSpent: ({ context, event }) => triesFor(context, event) >= MAX_RECONNECTS,
  },
  actions: {
    /** Opens a connection (the client's: provided by client.ts). */
    open: () => undefined,
    countTry: assign({ tries: ({ context }) => context.tries + 1 }),
    startOver: assign({ tries: 0 }),
    planWait: assign(({ context, event }) => {
      const tries = triesFor(context, event);
      return { tries, wait: dropped(event)?.after ?? BACKOFF_MS[Math.min(tries, BACKOFF_MS.length - 1)]! };
    }),
    failJoin: assign({
      ending: ({ event }) => ({ status: 'error' as const, error: dropped(event)?.reason ?? 'host-unreachable' }),
    }),
    hostClosed: assign({ ending: { status: 'closed', error: 'host-closed' } }),
    unreachable: assign({ ending: { status: 'error', error: 'host-unreachable' } }),
  },
  delays: {
    retry: ({ context }) => context.wait,
  },
}).createMachine({
  id: 'connection',
  context: { tries: 0, wait: 0, ending: null },
  initial: 'joining',
  on: { end: '.ended' },
  states: {
    joining: {
      initial: 'trying',
      on: {
        welcome: { target: 'seated', actions: 'startOver' },
        steer: { target: '.trying', reenter: true, actions: 'startOver' },
        dropped: [
          { guard: 'firstJoinFails', target: 'ended', actions: 'failJoin' },
          { guard: 'triesSpent', target: 'ended', actions: 'unreachable' },
          { target: '.waiting', reenter: true, actions: 'planWait' },
        ],
      },
      states: {
        trying: { entry: ['countTry', 'open'] },
        waiting: { after: { retry: 'trying' } },
      },
    },
    seated: {
      on: {
        welcome: { actions: 'startOver' },
        steer: { target: 'away', actions: 'startOver' },
        dropped: [
          { guard: 'staysAway', target: 'ended', actions: 'hostClosed' },
          { guard: 'triesSpent', target: 'ended', actions: 'unreachable' },
          { target: 'away.waiting', actions: 'planWait' },
        ],
      },
    },
    away: {
      initial: 'trying',
      on: {
        welcome: { target: 'seated', actions: 'startOver' },
        steer: { target: '.trying', reenter: true, actions: 'startOver' },
        dropped: [
          { guard: 'staysAway', target: 'ended', actions: 'hostClosed' },
          { guard: 'triesSpent', target: 'ended', actions: 'unreachable' },
          { target: '.waiting', reenter: true, actions: 'planWait' },
        ],
      },
      states: {
        trying: { entry: ['countTry', 'open'] },
        waiting: { after: { retry: 'trying' } },
      },
    },
    // not a final state: a done actor warns of every event sent to it, and late events are normal
    ended: {},
  },
});

export type Connection = Actor<typeof connectionMachine>;

/** The stage a snapshot is in. */
export function stageOf(s: SnapshotFrom<typeof connectionMachine>): ClientStage {
  return (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]) as ClientStage;
}

/** The actor of one client: `open` opens a connection; its waits run on `clock`. Not started. */
export function connectionActor(clock: Clock, open: () => void): Connection {
  return createActor(connectionMachine.provide({ actions: { open } }), {
    clock: { setTimeout: (fn, ms) => clock.setTimeout(fn, ms), clearTimeout: (id) => clock.clearTimeout(id) },
  });
}

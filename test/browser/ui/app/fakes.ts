/**
 * A GameClient that records every call and whose state the test sets, and AppServices around it:
 * the app's tests check what the UI asks of the client without any network.
 */
import type { BotLevel } from '../../../../src/bots/types.js';
import type { Action, Result } from '../../../../src/game/types.js';
import type { ClientState, GameClient, RecordResult } from '../../../../src/net/guest/state.js';
import type { HostSettings, LobbyState, SeatInfo } from '../../../../src/net/terms/lobby.js';
import type { AppServices, SignalingSettings } from '../../../../src/ui/app/services.js';
import { ChatInbox } from '../../../../src/net/guest/chat-inbox.js';

export type Call = [string, ...unknown[]];

export function seat(seat: number, name: string, extra: Partial<SeatInfo> = {}): SeatInfo {
  return { seat, name, kind: 'human', connected: true, standIn: false, you: false, ...extra };
}

export function lobby(extra: Partial<LobbyState> = {}): LobbyState {
  return {
    code: 'KQ7M',
    seats: [seat(0, 'Alice', { you: true }), seat(1, 'Robot', { kind: 'bot', bot: 'hard' })],
    edition: 'classic',
    options: {},
    raceMs: 8000,
    turnMs: 0,
    standInMs: 30000,
    started: false,
    locked: false,
    ...extra,
  };
}

export function clientState(extra: Partial<ClientState> = {}): ClientState {
  return {
    status: 'lobby',
    isHost: true,
    seat: 0,
    lobby: lobby(),
    view: null,
    events: [],
    error: null,
    deadline: null,
    watching: false,
    ...extra,
  };
}

export class FakeClient implements GameClient {
  calls: Call[] = [];
  state: ClientState;
  next: Result = { ok: true };
  /** What `canHandOver` answers (another player could host the table on). */
  canHandOver = true;
  /** What `gameRecord()` answers. */
  nextRecord: RecordResult = { ok: false, error: 'no-record' };
  private listeners = new Set<(s: ClientState) => void>();
  host?: GameClient['host'];
  /** Chat messages the UI sent, as the host would get them. */
  chatSent: Record<string, unknown>[] = [];
  chat = new ChatInbox(
    (m) => this.chatSent.push(m),
    () => Date.now(),
  );

  constructor(state: ClientState = clientState()) {
    this.state = state;
    if (state.isHost) {
      this.host = {
        configure: (s: Partial<HostSettings>) => this.record('configure', s),
        addBot: (level: BotLevel) => this.record('addBot', level),
        removeSeat: (n: number) => this.record('removeSeat', n),
        seatWatcher: (id: number, seat?: number) => this.record('seatWatcher', id, seat),
        refuseSeatAsk: (id: number) => this.record('refuseSeatAsk', id),
        lock: (locked: boolean) => this.record('lock', locked),
        answerJoin: (id: number, approve: boolean) => this.record('answerJoin', id, approve),
        start: () => this.record('start'),
        nextRound: () => this.record('nextRound'),
        rematch: () => this.record('rematch'),
        canHandOver: () => this.canHandOver,
        handOver: () => this.record('handOver'),
        tableActor: () => null,
      };
    }
  }

  private record(...call: Call): Result {
    this.calls.push(call);
    return this.next;
  }

  set(extra: Partial<ClientState>): void {
    this.state = { ...this.state, ...extra };
    for (const fn of this.listeners) fn(this.state);
  }

  subscribe(fn: (s: ClientState) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  act(action: Action): Promise<Result> {
    return Promise.resolve(this.record('act', action));
  }

  setName(name: string): void {
    this.record('setName', name);
  }

  leave(): void {
    this.record('leave');
  }

  askSeat(on: boolean): void {
    this.record('askSeat', on);
  }

  gameRecord(): Promise<RecordResult> {
    this.calls.push(['gameRecord']);
    return Promise.resolve(this.nextRecord);
  }
}

export const SIGNALING: SignalingSettings = {
  host: '0.peerjs.com',
  port: 443,
  path: '/',
  secure: true,
  key: 'peerjs',
  iceServers: [{ urls: 'stun:stun.l.google.com:19302' }],
};

export interface FakeServices extends AppServices {
  calls: Call[];
  client: FakeClient;
  hostSaved: { code: string; savedAt: number } | null;
  guestSaved: { code: string; name: string } | null;
}

export function fakeServices(client = new FakeClient()): FakeServices {
  const s: FakeServices = {
    calls: [],
    client,
    hostSaved: null,
    guestSaved: null,
    createHostClient: async (opts) => {
      s.calls.push(['createHostClient', opts]);
      return s.client;
    },
    joinTable: async (code, opts) => {
      s.calls.push(['joinTable', code, opts]);
      return s.client;
    },
    createSoloClient: (opts) => {
      s.calls.push(['createSoloClient', opts]);
      return s.client;
    },
    savedHostTable: () => s.hostSaved,
    savedGuestSeat: () => s.guestSaved,
    signalingConfig: () => SIGNALING,
    saveSignalingConfig: (c) => {
      s.calls.push(['saveSignalingConfig', c]);
    },
    joinLink: (code) => `http://example.test/#/join/${code}`,
    normalizeCode: (input) => {
      const m = /([A-Za-z0-9]{4})\s*$/.exec(input.replace(/[\s-]/g, ''));
      return m ? m[1]!.toUpperCase() : null;
    },
  };
  return s;
}

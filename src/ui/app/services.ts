/**
 * What the app needs from src/net: the subset of its exports the screens call. `<uno-app>` gets
 * them as one object (main.ts passes page-services.ts), so tests can hand it a fake and no screen
 * imports the network layer directly.
 */
import type { BotLevel } from '../../bots/index.js';
import type { GameClient, HostSettings, SignalingConfig } from '../../net/index.js';

/** Where PeerJS signaling and ICE go: src/net's own shape (a type only: nothing of the network
 * layer is loaded by this import). */
export type SignalingSettings = SignalingConfig;

export interface AppServices {
  createHostClient(opts: { name: string; signaling?: SignalingSettings; resume?: boolean }): Promise<GameClient>;
  joinTable(
    code: string,
    opts: { name: string; signaling?: SignalingSettings; onWaiting?: () => void; signal?: AbortSignal },
  ): Promise<GameClient>;
  /** A promise when the hosting side is loaded on demand. `names`: the bots', in their order. */
  createSoloClient(opts: {
    name: string;
    bots: BotLevel[];
    names?: string[];
    settings?: Partial<HostSettings>;
  }): GameClient | Promise<GameClient>;
  savedHostTable(): { code: string; savedAt: number } | null;
  savedGuestSeat(): { code: string; name: string } | null;
  signalingConfig(): SignalingSettings;
  /** Resolves once the page's own server was asked whether it offers signaling. */
  detectSignaling?(): Promise<SignalingSettings>;
  saveSignalingConfig(c: Partial<SignalingSettings> | null): void;
  joinLink(code: string): string;
  normalizeCode(input: string): string | null;
  /** Starts loading what hosting (`host`: also solo play) or joining (`join`) needs, ahead of the
   * click; errors are left to the call that needs it. */
  prefetch?(side: 'host' | 'join'): void;
}

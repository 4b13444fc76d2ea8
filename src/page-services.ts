/**
 * The network layer as the app shell takes it (AppServices), in pieces: what the home screen asks at
 * once (saved seats, signaling settings, codes) is small and comes with the page; hosting (engine,
 * bots, statechart) and joining load on first use, or earlier when the app prefetches them while
 * the player types a name. A guest's page loads the hosting side once its game starts (to play on
 * against the bots if its host goes: docs/migration.md "Two humans and bots").
 */
import {
  detectSignaling,
  invitationBase,
  joinLink,
  loadHosting,
  loadJoining,
  loadPeer,
  normalizeCode,
  saveSignalingConfig,
  savedGuestSeat,
  savedHostTable,
  setBotLanguage,
  signalingConfig,
} from './net/page/index.js';
import { getLang } from './ui/i18n/i18n.js';
import type { AppServices } from './ui/app/services.js';

type Loader<T> = () => Promise<T>;

/** One import, shared by every caller; forgotten when it fails (offline, a redeployed build) so the
 * next attempt fetches again, and failing with the stable code `load-failed`. */
function once<T>(load: Loader<T>): Loader<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((err: unknown) => {
      pending = null;
      console.warn('Loading part of the game failed:', err);
      throw new Error('load-failed');
    }));
}

// bots write their house rules in the language the host's page speaks (bot-language.ts)
setBotLanguage(getLang);

const hosting = once(loadHosting);
const joining = once(loadJoining);
// PeerJS: solo play never needs it, a table on the network always does
const peer = once(loadPeer);

export const pageServices: AppServices = {
  createHostClient: async (opts) => (await hosting()).createHostClient(opts),
  joinTable: async (code, opts) => (await joining()).joinTable(code, opts),
  createSoloClient: async (opts) => (await hosting()).createSoloClient(opts),
  savedHostTable,
  savedGuestSeat,
  signalingConfig,
  detectSignaling,
  saveSignalingConfig,
  // a page on localhost invites to the LAN address its server knows (invite-origin.ts)
  joinLink: (code) => joinLink(code, invitationBase()),
  normalizeCode,
  prefetch: (side) => {
    const parts = side === 'join' ? [joining(), peer()] : [hosting()];
    // a failed prefetch is retried, and reported, by the call that needs it
    for (const p of parts) p.catch(() => undefined);
  },
};

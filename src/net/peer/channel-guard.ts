/**
 * The host's guard below the protocol, on each PeerJS data channel: which channels it keeps, and how
 * much one may send. PeerJS lets the connecting side choose the serialization; with `binary` it
 * reassembles chunked messages (and with `json` parses them) before any check of ours runs, and an
 * unreliable channel is unordered. So the host keeps only reliable `raw` channels, whose messages
 * reach us as the data channel delivered them, and measures each one on arrival, before it is
 * kept or parsed.
 */
import { MAX_GUEST_MESSAGE } from '../wire/index.js';

export interface ChannelLimits {
  /** The largest message, in characters (a guest's longest legal message fits). */
  maxMessage: number;
  /** Characters per second one channel may send, averaged over `burstSeconds`. */
  charsPerSecond: number;
  burstSeconds: number;
  /** Data channels held at once (open or opening), and those not yet open. */
  maxChannels: number;
  maxOpening: number;
  /** A channel that does not open within this time is closed. */
  openMs: number;
}

export const CHANNEL_LIMITS: ChannelLimits = {
  maxMessage: MAX_GUEST_MESSAGE,
  // 50 messages a second of 300 characters each: far above a player, far below harm
  charsPerSecond: 16 * 1024,
  burstSeconds: 2,
  maxChannels: 40,
  maxOpening: 16,
  openMs: 5000,
};

/** What a DataConnection says of itself when it arrives, and of its channel once open. */
export interface ChannelTerms {
  serialization: string;
  reliable: boolean;
  dataChannel?: { ordered: boolean; maxRetransmits: number | null; maxPacketLifeTime: number | null } | null;
}

/** Only a reliable `raw` connection is kept; once open, its channel must really be ordered with
 * unlimited retransmits (the `reliable` flag is only what the other side claims). */
export function acceptableChannel(dc: ChannelTerms): boolean {
  if (dc.serialization !== 'raw' || dc.reliable !== true) return false;
  const ch = dc.dataChannel;
  if (ch && (!ch.ordered || ch.maxRetransmits != null || ch.maxPacketLifeTime != null)) return false;
  return true;
}

/**
 * Measures what one channel sends: `take(data, now)` is false for a message the host must not
 * keep (not text, too large, or over the rate), and the channel is then closed.
 */
export function createChannelMeter(limits: ChannelLimits = CHANNEL_LIMITS): {
  take(data: unknown, now: number): boolean;
} {
  const capacity = limits.charsPerSecond * limits.burstSeconds;
  let budget = capacity;
  let at: number | null = null;
  return {
    take(data, now) {
      if (typeof data !== 'string' || data.length > limits.maxMessage) return false;
      if (at !== null) budget = Math.min(capacity, budget + ((now - at) * limits.charsPerSecond) / 1000);
      at = now;
      budget -= data.length;
      return budget >= 0;
    },
  };
}

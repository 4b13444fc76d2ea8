/** The PeerJS server the test runner started on 127.0.0.1 (web-test-runner.config.mjs), as a
 * SignalingConfig: no ICE servers, host candidates only (field-notes: works with no internet). */
import type { SignalingConfig } from '../../../src/net/terms/signaling.js';

export async function testSignaling(): Promise<SignalingConfig> {
  const c = (await (await fetch('/__peer-config')).json()) as Omit<SignalingConfig, 'iceServers'>;
  return { ...c, iceServers: [] };
}

export async function until<T>(what: string, check: () => T | null | undefined | false, ms = 15000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

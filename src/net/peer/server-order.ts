/**
 * Several signaling servers (docs/deploy.md "More than one server"): a table tries them in the
 * order its code gives (terms/rendezvous.ts), the same on every page, and skips one that does not
 * answer; any other refusal (the id is taken, the host is not there) is the table's answer.
 */
import { tableSignaling, type SignalingConfig } from '../terms/index.js';

export async function onTableServer<T>(
  cfg: SignalingConfig,
  id: string,
  open: (c: SignalingConfig) => Promise<T>,
): Promise<T> {
  const servers = tableSignaling(cfg, id);
  for (let i = 0; ; i++) {
    try {
      return await open(servers[i]!);
    } catch (e) {
      if (i === servers.length - 1 || !(e instanceof Error) || e.message !== 'signaling-unreachable') throw e;
    }
  }
}

/**
 * ICE/TURN servers as the settings panel reads them: either a JSON array of RTCIceServer, or one
 * server a line, `url [username credential]` (what a person copies from a TURN provider's page).
 */
export type IceParse = { ok: true; servers: RTCIceServer[] } | { ok: false; line: number };

const URL_RE = /^(stuns?|turns?):\S+$/i;

function validServer(s: unknown): s is RTCIceServer {
  if (!s || typeof s !== 'object') return false;
  const { urls, username, credential } = s as Record<string, unknown>;
  const list = Array.isArray(urls) ? urls : [urls];
  if (list.length === 0 || !list.every((u) => typeof u === 'string' && URL_RE.test(u))) return false;
  if (username !== undefined && typeof username !== 'string') return false;
  if (credential !== undefined && typeof credential !== 'string') return false;
  return true;
}

export function parseIceServers(text: string): IceParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, servers: [] };
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed) && parsed.every(validServer)) return { ok: true, servers: parsed };
    } catch {
      /* reported below as line 1 */
    }
    return { ok: false, line: 1 };
  }
  const servers: RTCIceServer[] = [];
  const lines = trimmed.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const parts = lines[i]!.trim().split(/\s+/).filter(Boolean);
    if (parts.length === 0) continue;
    const [urls, username, credential] = parts;
    if (!urls || !URL_RE.test(urls) || parts.length > 3 || parts.length === 2) return { ok: false, line: i + 1 };
    servers.push(username ? { urls, username, credential } : { urls });
  }
  return { ok: true, servers };
}

export function formatIceServers(servers: readonly RTCIceServer[]): string {
  const simple = servers.every((s) => typeof s.urls === 'string' || (Array.isArray(s.urls) && s.urls.length === 1));
  if (!simple) return JSON.stringify(servers, null, 2);
  return servers
    .map((s) => {
      const url = Array.isArray(s.urls) ? s.urls[0] : s.urls;
      return s.username ? `${url} ${s.username} ${s.credential ?? ''}`.trim() : url;
    })
    .join('\n');
}

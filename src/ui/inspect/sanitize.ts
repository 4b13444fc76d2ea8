/**
 * What the Stately inspector may see of the table: the statechart's shape and phases, never a card.
 * Hands, the draw pile (its order is the game's future) and the seed (which would rebuild the pile)
 * are replaced by counts or a mark, wherever they sit in the context or an event.
 */
const CARD_RE = /^(?:[RGBYP](?:[0-9][UNO!*]?|S|R|\+1|\+2|T)|W(?:\+4|K|V|T)?)$/;
const SECRET_KEY_RE = /seed|rng|random|token|secret/i;

function isCardList(v: unknown[]): boolean {
  return (
    v.length > 0 && v.every((x) => (typeof x === 'string' && CARD_RE.test(x)) || (Array.isArray(x) && isCardList(x)))
  );
}

export function sanitize(value: unknown, depth = 0): unknown {
  if (depth > 12) return '[…]';
  if (typeof value === 'string') return CARD_RE.test(value) ? '[card]' : value;
  if (Array.isArray(value)) {
    if (isCardList(value)) {
      const n = value.flat(Infinity).length;
      return n === 1 ? '[1 card]' : `[${n} cards]`;
    }
    return value.map((v) => sanitize(v, depth + 1));
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'function') continue;
      out[k] = SECRET_KEY_RE.test(k) ? '[hidden]' : sanitize(v, depth + 1);
    }
    return out;
  }
  return value;
}

/**
 * How deeply a record nests, measured without recursion: JSON.stringify and structuredClone recurse,
 * and a value nested 100,000 deep (a few hundred KB of `[`) overflows the stack with a RangeError
 * that says nothing of the record. A record the engine writes nests 6 deep at most (config, round,
 * rules, a rule; steps, a step, an action, its `also`).
 */

/** Far more than a record needs; past it a record is refused before anything copies it. */
export const MAX_RECORD_DEPTH = 32;

/** True when `text`, read as JSON, opens more than `max` arrays and objects inside one another.
 * Brackets inside strings do not count; the text need not be valid JSON. */
export function textNestsDeeper(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** True when `value` holds arrays and objects more than `max` inside one another (a cycle too). */
export function valueNestsDeeper(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > max) return true;
    const children: unknown[] = Array.isArray(v) ? v : Object.values(v);
    for (const child of children) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

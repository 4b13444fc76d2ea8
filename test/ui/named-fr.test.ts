/**
 * The French of every sentence about a named player (issue 30): it reads right whoever the player
 * is, so no past participle or pronoun gives the name a gender (« Alice est protégé »).
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const I18N = new URL('../../src/ui/i18n/', import.meta.url);
const FILES = readdirSync(I18N).filter((f) => f.endsWith('.fr.ts'));

/** Words that give a named player a gender, whole words only. */
const GENDERED =
  /(?<!\p{L})(revenu|parti|arrivé|venu|resté|retiré|sorti|allé|déconnecté|absent|prêt|refusé|protégé|trompé|éliminé|bloqué|exclu|lui|il (?:a été|est)|elle (?:a été|est))(?!\p{L})/u;

describe('French: sentences about a named player', () => {
  it('give no player a gender', async () => {
    const named: (readonly [string, string])[] = [];
    for (const file of FILES) {
      const mod = (await import(new URL(file, I18N).href)) as { default: Record<string, unknown> };
      for (const [key, s] of Object.entries(mod.default))
        if (typeof s === 'string' && /\{name\}/u.test(s)) named.push([`${file} ${key}`, s]);
    }
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter(([, s]) => GENDERED.test(s)).map(([key, s]) => `${key}: ${s}`)).toEqual([]);
  });
});

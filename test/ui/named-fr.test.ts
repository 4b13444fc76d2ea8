/**
 * The French of every sentence about a named player (issue 30): it reads right whoever the player
 * is, so no past participle or pronoun gives the name a gender (« Alice est protégé »).
 */
import { describe, expect, it } from 'vitest';

const bundles = import.meta.glob<{ default: Record<string, string> }>('../../src/ui/i18n/*.fr.ts', { eager: true });

/** Words that give a named player a gender, whole words only. */
const GENDERED =
  /(?<!\p{L})(revenu|parti|arrivé|venu|resté|retiré|sorti|allé|déconnecté|absent|prêt|refusé|protégé|trompé|éliminé|bloqué|exclu|lui|il (?:a été|est)|elle (?:a été|est))(?!\p{L})/u;

describe('French: sentences about a named player', () => {
  it('give no player a gender', () => {
    const named = Object.entries(bundles).flatMap(([file, mod]) =>
      Object.entries(mod.default)
        .filter(([, s]) => typeof s === 'string' && /\{name\}/u.test(s))
        .map(([key, s]) => [`${file.replace(/.*\//u, '')} ${key}`, s] as const),
    );
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter(([, s]) => GENDERED.test(s)).map(([key, s]) => `${key}: ${s}`)).toEqual([]);
  });
});

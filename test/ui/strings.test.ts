/**
 * Every part's strings, both languages' files imported side by side (the page only ever fetches
 * one): the same keys (tsc checks them too), no empty sentence, no key owned by two parts. `t` has
 * no other language to fall back on, so a key missing in one would show as itself. Placeholders may
 * differ: French says `{colorLower}` where English says `{color}`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '../../src/ui/i18n');
const parts = readdirSync(dir)
  .filter((f) => /^[\w-]+\.ts$/.test(f) && f !== 'i18n.ts')
  .map((f) => f.slice(0, -3));

type Dict = Record<string, string>;
const load = async (part: string, lang: 'en' | 'fr') =>
  ((await import(`../../src/ui/i18n/${part}.${lang}.ts`)) as { default: Dict }).default;

describe('strings per language', () => {
  it('finds the parts', () => {
    expect(parts).toContain('app');
    expect(parts).toContain('table');
  });

  for (const part of parts) {
    it(`${part}: declares its French and English files, with the same keys`, async () => {
      const source = readFileSync(join(dir, `${part}.ts`), 'utf8');
      expect(source).toContain(
        `strings('${part}', { fr: () => import('./${part}.fr.js'), en: () => import('./${part}.en.js') });`,
      );
      const [en, fr] = await Promise.all([load(part, 'en'), load(part, 'fr')]);
      expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
      expect(Object.keys(en).length).toBeGreaterThan(0);
      for (const key of Object.keys(en)) {
        expect(fr[key]!.trim(), `${part} fr ${key}`).not.toBe('');
        expect(en[key]!.trim(), `${part} en ${key}`).not.toBe('');
      }
    });
  }

  it('gives each key to one part only (a second one would silently win)', async () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const part of parts) {
      for (const key of Object.keys(await load(part, 'en'))) {
        if (owner.has(key)) twice.push(`${key}: ${owner.get(key)} and ${part}`);
        owner.set(key, part);
      }
    }
    expect(twice).toEqual([]);
  });
});

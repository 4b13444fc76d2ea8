/**
 * Names a hostile guest might pick (issue 11, point 3; docs/names.md): invisible characters, bidi
 * controls, look-alike letters, marks only. Each case is one the audit saw accepted beside "Ana"
 * and "Host"; each must now be cleaned, numbered like a duplicate, or refused.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CONFUSABLES } from '../../src/net/wire/confusables.js';
import { cleanName, distinctName, MAX_NAME, nameSkeleton } from '../../src/net/wire/names.js';
import { createHarness, seatNames, settle } from './harness.js';

const ZWSP = '\u200b';
const WORD_JOINER = '\u2060';
const SOFT_HYPHEN = '\u00ad';
const RLO = '\u202e';
const CYRILLIC_O = '\u043e';
const CYRILLIC_A = '\u0430';

describe('cleanName', () => {
  it('takes out invisible and bidi control characters', () => {
    expect(cleanName(`A${ZWSP}na`)).toBe('Ana');
    expect(cleanName(`An${WORD_JOINER}a`)).toBe('Ana');
    expect(cleanName(`An${SOFT_HYPHEN}a`)).toBe('Ana');
    expect(cleanName(`Mal${RLO}`)).toBe('Mal');
    expect(cleanName('\u2066Bo\u2069\u200e\u200f\u061c\ufeff')).toBe('Bo');
    expect(cleanName('Ana\u3164')).toBe('Ana'); // a Hangul filler draws as a blank
  });

  it('applies NFKC: full-width and styled letters become plain ones', () => {
    expect(cleanName('Ａｎａ')).toBe('Ana');
    expect(cleanName('𝐀𝐧𝐚')).toBe('Ana');
    expect(cleanName('ﬁona')).toBe('fiona');
  });

  it('refuses a name left empty or made of marks and spaces only', () => {
    for (const bad of [
      '',
      '   ',
      ZWSP,
      `${ZWSP}${WORD_JOINER}${SOFT_HYPHEN}`,
      '\u0301\u0301\u0301',
      ' \u0300 \u0489 ',
      RLO,
    ])
      expect(cleanName(bad), JSON.stringify(bad)).toBeNull();
    expect(cleanName(42)).toBeNull();
  });

  it('keeps accents, other scripts and emoji; drops marks before the first letter and piles of marks', () => {
    expect(cleanName('José')).toBe('José');
    expect(cleanName('Анна')).toBe('Анна');
    expect(cleanName('محمد')).toBe('محمد');
    expect(cleanName('Zoé 👩‍💻')).toBe('Zoé 👩‍💻');
    expect(cleanName('❤️ Léa')).toBe('❤️ Léa');
    expect(cleanName('\u0301Ana')).toBe('Ana');
    expect(cleanName(`Z${'\u0336'.repeat(40)}oe`)).toBe(`Z${'\u0336'.repeat(3)}oe`);
  });

  it('cuts to the length limit without splitting a character', () => {
    const name = cleanName('😀'.repeat(20))!;
    expect(name.length).toBeLessThanOrEqual(MAX_NAME);
    expect([...name].every((ch) => ch === '😀')).toBe(true);
  });
});

describe('look-alike names', () => {
  it('share a skeleton with the name they imitate', () => {
    for (const [like, real] of [
      [`H${CYRILLIC_O}st`, 'Host'],
      [`${CYRILLIC_A}na`, 'Ana'],
      ['ΑΝΑ', 'ana'], // Greek capitals
      ['B0b', 'Bob'],
      ['Ana', 'ANA'],
    ])
      expect(nameSkeleton(like!), like).toBe(nameSkeleton(real!));
    expect(nameSkeleton('Ana')).not.toBe(nameSkeleton('Anna'));
    expect(nameSkeleton('Léa')).not.toBe(nameSkeleton('Lea'));
  });

  it('are numbered like a duplicate', () => {
    expect(distinctName(`H${CYRILLIC_O}st`, ['Host'])).toBe(`H${CYRILLIC_O}st 2`);
    expect(distinctName(`${CYRILLIC_A}na`, ['Host', 'Ana', 'Ana 2'])).toBe(`${CYRILLIC_A}na 3`);
    // "Ana 2" and a look-alike of it are one name too
    expect(distinctName('Ana', ['Ana', `An${CYRILLIC_A} 2`])).toBe('Ana 3');
  });

  it('every entry of the folding table agrees with Unicode confusables.txt', () => {
    const require = createRequire(import.meta.url);
    const path = require.resolve('unhomoglyph/data.json');
    const data = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
    let entries = 0;
    for (const [to, from] of CONFUSABLES)
      for (const ch of from) {
        entries++;
        expect(data[ch], `U+${ch.codePointAt(0)!.toString(16)}`).toBe(to);
      }
    expect(entries).toBeGreaterThan(400);
  });
});

describe('the host, with hostile names', () => {
  it('gives look-alikes of seated names a number, cleans the rest, refuses the empty', async () => {
    const h = await createHarness({ seed: 'look-alikes' });
    await h.addGuest('Ana');
    await h.addGuest(`A${ZWSP}na`);
    await h.addGuest(`H${CYRILLIC_O}st`);
    await h.addGuest(`An${WORD_JOINER}a`);
    await h.addGuest('Ａｎａ');
    await h.addGuest(`Mal${RLO}`);
    const marks = await h.addGuest('\u0301\u0301\u0301');
    await settle();
    expect(seatNames(h.hostClient)).toEqual(['Host', 'Ana', 'Ana 2', `H${CYRILLIC_O}st 2`, 'Ana 3', 'Ana 4', 'Mal']);
    expect(marks.client.state.status).not.toBe('lobby');
    h.host.close();
  });

  it('a rename to a look-alike of another seat is numbered', async () => {
    const h = await createHarness({ seed: 'look-alike-rename' });
    await h.addGuest('Ana');
    const bo = await h.addGuest('Bo');
    bo.client.setName(`${CYRILLIC_A}na${SOFT_HYPHEN}`);
    await settle();
    expect(seatNames(h.hostClient)).toEqual(['Host', 'Ana', `${CYRILLIC_A}na 2`]);
    h.host.close();
  });
});

import { describe, expect, it } from 'vitest';
import { strings, stringsReady, t } from '../../src/ui/i18n/i18n.js';

const dict = {
  'fmt.two': '{a} plays {b}, then {a} again',
  'fmt.none': 'no parameters',
  'fmt.alone': '{x}',
};
strings('test-format', { fr: () => Promise.resolve({ default: dict }), en: () => Promise.resolve({ default: dict }) });

describe('t: a string with parameters', () => {
  it('fills every placeholder, a repeated one each time', async () => {
    await stringsReady();
    expect(t('fmt.two', { a: 'Ana', b: 'Red 5' })).toBe('Ana plays Red 5, then Ana again');
    expect(t('fmt.alone', { x: 0 })).toBe('0');
  });

  it('leaves a placeholder it has no value for as written, and a value with braces as given', async () => {
    await stringsReady();
    expect(t('fmt.two', { a: 'Ana' })).toBe('Ana plays {b}, then Ana again');
    expect(t('fmt.alone', { x: '{a}' })).toBe('{a}');
  });

  it('says the same twice (the split string is kept), and a string without placeholders as it is', async () => {
    await stringsReady();
    expect(t('fmt.two', { a: 'Bo', b: 'Skip' })).toBe('Bo plays Skip, then Bo again');
    expect(t('fmt.two', { a: 'Cy', b: 'Wild' })).toBe('Cy plays Wild, then Cy again');
    expect(t('fmt.none', { a: 1 })).toBe('no parameters');
    expect(t('fmt.unknown.key', { a: 1 })).toBe('fmt.unknown.key');
  });
});

describe('t: French « de » before a name', () => {
  const fr = { 'fmt.turn': 'Au tour {de:name}', 'fmt.hand': 'Main {de:name} :' };
  strings('test-de', { fr: () => Promise.resolve({ default: fr }), en: () => Promise.resolve({ default: fr }) });

  it('elides before a vowel (« d’Alice », « d’Éloïse », « d’Yves »), not before a consonant or an h', async () => {
    await stringsReady();
    expect(t('fmt.turn', { name: 'Alice' })).toBe('Au tour d’Alice');
    expect(t('fmt.turn', { name: 'Éloïse' })).toBe('Au tour d’Éloïse');
    expect(t('fmt.turn', { name: 'Yves' })).toBe('Au tour d’Yves');
    expect(t('fmt.turn', { name: 'Bruno' })).toBe('Au tour de Bruno');
    expect(t('fmt.turn', { name: 'Hugo' })).toBe('Au tour de Hugo');
    expect(t('fmt.hand', { name: 'Ana 2' })).toBe('Main d’Ana 2 :');
  });

  it('reads the name past its bidi isolation', async () => {
    await stringsReady();
    expect(t('fmt.turn', { name: '\u2068Ali\u2069' })).toBe('Au tour d’\u2068Ali\u2069');
  });
});

import { describe, expect, it } from 'vitest';
import { joinLink, normalizeCode, randomCode, isCode, CODE_ALPHABET } from '../../src/net/terms/code.js';
import {
  parseGuestMessage,
  parseHostMessage,
  MAX_RECORD_PARTS,
  RECORD_PART,
  validateAction,
  applyViewMessage,
  MAX_GUEST_MESSAGE,
} from '../../src/net/wire/protocol.js';

describe('codes', () => {
  it('are six characters of an alphabet without look-alikes', () => {
    for (let i = 0; i < 200; i++) expect(isCode(randomCode())).toBe(true);
    for (const ch of '0O1IL2Z5S8B') expect(CODE_ALPHABET.includes(ch)).toBe(false);
  });
  it('normalizeCode accepts what people type or paste', () => {
    expect(normalizeCode('acd-efg')).toBe('ACDEFG');
    expect(normalizeCode(' ACD EFG ')).toBe('ACDEFG');
    expect(normalizeCode('http://192.168.1.5:8080/#/join/ACDEFG')).toBe('ACDEFG');
    expect(normalizeCode('http://x/app/#/join/acdefg?peerHost=y')).toBe('ACDEFG');
    expect(normalizeCode('ACDEF')).toBeNull();
    expect(normalizeCode('ACDEF0')).toBeNull();
    expect(normalizeCode('')).toBeNull();
  });
  it('joinLink points at the join route of this page', () => {
    expect(joinLink('ACDEFG', { origin: 'http://192.168.1.5:8080', pathname: '/' })).toBe(
      'http://192.168.1.5:8080/#/join/ACDEFG',
    );
    expect(normalizeCode(joinLink('ACDEFG', { origin: 'https://a.b', pathname: '/uno/' }))).toBe('ACDEFG');
  });
});

describe('messages are checked before anything reads them', () => {
  it('accepts well-formed guest messages and cleans names', () => {
    expect(parseGuestMessage('{"v":1,"t":"hello","name":"  Zoé\\u0007 "}')).toEqual({ v: 1, t: 'hello', name: 'Zoé' });
    expect(parseGuestMessage('{"v":1,"t":"act","seq":3,"action":{"type":"play","card":"R5","uno":true}}')).toEqual({
      v: 1,
      t: 'act',
      seq: 3,
      action: { type: 'play', card: 'R5', uno: true },
    });
  });
  it('refuses the wrong version, unknown types, extra keys, bad types and oversized texts', () => {
    expect(parseGuestMessage('{"v":2,"t":"ping"}')).toBeNull();
    expect(parseGuestMessage('{"v":1,"t":"shout"}')).toBeNull();
    expect(parseGuestMessage('{"v":1,"t":"ping","x":1}')).toBeNull();
    expect(parseGuestMessage('{"v":1,"t":"act","seq":"1","action":{"type":"draw"}}')).toBeNull();
    expect(parseGuestMessage('{"v":1,"t":"act","seq":0,"action":{"type":"draw"}}')).toBeNull();
    expect(parseGuestMessage(`{"v":1,"t":"hello","name":"${'a'.repeat(MAX_GUEST_MESSAGE)}"}`)).toBeNull();
    expect(parseGuestMessage('not json')).toBeNull();
    expect(parseGuestMessage(42)).toBeNull();
  });
  it('validates each action shape', () => {
    expect(validateAction({ type: 'catch', target: 2 })).toEqual({ type: 'catch', target: 2 });
    expect(validateAction({ type: 'catch', target: 11 })).toBeNull();
    expect(validateAction({ type: 'color', color: 'X' })).toBeNull();
    expect(validateAction({ type: 'towers', take: ['U', 'N'] })).toEqual({ type: 'towers', take: ['U', 'N'] });
    expect(validateAction({ type: 'towers', take: ['Q'] })).toBeNull();
    expect(validateAction({ type: 'play', card: 'R5', also: ['R5', 7] })).toBeNull();
    expect(validateAction({ type: 'rule', number: 7, text: 'x'.repeat(201), gesture: 'nose' })).toBeNull();
    expect(validateAction({ type: 'draw', extra: true })).toBeNull();
  });
  it('host messages are checked too, and view diffs apply only to their base', () => {
    expect(
      parseHostMessage('{"v":1,"t":"view","game":1,"rev":1,"base":0,"set":{},"events":[{}],"deadline":null}'),
    ).toBeNull();
    const m = parseHostMessage(
      '{"v":1,"t":"view","game":1,"rev":2,"base":1,"set":{"turn":3},"drop":["towers"],"events":[],"deadline":null}',
    );
    expect(m?.t).toBe('view');
    if (m?.t !== 'view') return;
    const base = { turn: 1, towers: {} } as never;
    expect(applyViewMessage({ rev: 1, view: base }, m)).toEqual({ turn: 3 });
    expect(applyViewMessage({ rev: 5, view: base }, m)).toBeNull();
  });
  it('a record is asked with nothing else, and comes in parts that say where they go', () => {
    expect(parseGuestMessage('{"v":1,"t":"record"}')).toEqual({ v: 1, t: 'record' });
    expect(parseGuestMessage('{"v":1,"t":"record","game":1}')).toBeNull();
    const part = (o: object) => parseHostMessage(JSON.stringify({ v: 1, t: 'record', ...o }));
    expect(part({ ok: true, part: 1, parts: 2, text: '{}' })).toEqual({
      v: 1,
      t: 'record',
      ok: true,
      part: 1,
      parts: 2,
      text: '{}',
    });
    expect(part({ ok: false, error: 'game-not-over' })).toEqual({
      v: 1,
      t: 'record',
      ok: false,
      error: 'game-not-over',
    });
    expect(part({ ok: true, part: 2, parts: 2, text: '{}' })).toBeNull();
    expect(part({ ok: true, part: 0, parts: 0, text: '' })).toBeNull();
    expect(part({ ok: true, part: 0, parts: MAX_RECORD_PARTS + 1, text: '' })).toBeNull();
    expect(part({ ok: true, part: 0, parts: 1, text: 'x'.repeat(RECORD_PART + 1) })).toBeNull();
    expect(part({ ok: true, part: 0, parts: 1, text: 7 })).toBeNull();
    expect(part({ ok: false })).toBeNull();
  });
});

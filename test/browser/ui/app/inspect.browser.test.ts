/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { createActor, createMachine } from 'xstate';
import { inspectRequested, plainJson } from '../../../../src/ui/inspect/inspector.js';
import { sanitize } from '../../../../src/ui/inspect/sanitize.js';
import { createTable } from '../../../../src/game/index.js';

const CARD = /^(?:[RGBYP](?:[0-9][UNO!*]?|S|R|\+1|\+2|T)|W(?:\+4|K|V|T)?)$/;

function strings(x: unknown, out: string[] = []): string[] {
  if (typeof x === 'string') out.push(x);
  else if (Array.isArray(x)) x.forEach((v) => strings(v, out));
  else if (x && typeof x === 'object') Object.values(x).forEach((v) => strings(v, out));
  return out;
}

describe('what the Stately inspector may see', () => {
  it('keeps the phases and counts, never a card, a pile order or the seed', () => {
    const context = {
      seed: 'abc',
      rng: 12345,
      hands: [
        ['R1', 'G7*', 'W+4'],
        ['B4!', 'WK'],
      ],
      pile: ['Y+2', 'RS', 'P9', 'WT', 'GT'],
      discard: ['R5'],
      turn: 1,
      direction: -1,
      rules: [{ number: 3, text: 'Say hello', gesture: 'wave' }],
      towers: { U: 0, N: null, O: 1, '!': null },
    };
    const out = sanitize(context) as Record<string, unknown>;
    const text = JSON.stringify(out);
    for (const card of ['R1', 'G7*', 'W+4', 'B4!', 'WK', 'Y+2', 'RS', 'P9', 'WT', 'GT', 'R5']) {
      expect(text).not.to.contain(`"${card}"`);
    }
    expect(out.seed).to.equal('[hidden]');
    expect(out.rng).to.equal('[hidden]');
    expect(out.hands).to.equal('[5 cards]');
    expect(out.pile).to.equal('[5 cards]');
    expect(out.turn).to.equal(1);
    expect(out.rules).to.deep.equal(context.rules);
    expect(out.towers).to.deep.equal(context.towers);
    expect(sanitize({ type: 'keep', card: 'B7' })).to.deep.equal({ type: 'keep', card: '[card]' });
  });

  it('turns a live actor snapshot into plain JSON', () => {
    const actor = createActor(
      createMachine({ id: 't', initial: 'play', context: { hand: ['R1'] }, states: { play: {} } }),
    );
    actor.start();
    const snap = sanitize(plainJson(actor.getSnapshot())) as { value: string; context: { hand: string } };
    expect(snap.value).to.equal('play');
    expect(snap.context.hand).to.equal('[1 card]');
    actor.stop();
  });

  it('shows no card of a real table, in any edition, after some play', () => {
    for (const edition of ['classic', 'skull', 'house-rules', 'power-grab'] as const) {
      const table = createTable({ edition, players: 3, seed: `inspect-${edition}` });
      for (let i = 0; i < 30; i++) {
        const v = table.view(table.view(0).turn);
        const action = v.legal.find((a) => a.type === 'play') ?? v.legal[0];
        if (!action) break;
        table.send(v.seat, action.type === 'play' && action.card.startsWith('W') ? { ...action, color: 'B' } : action);
      }
      const seen = sanitize(plainJson((table.actor as { getSnapshot(): unknown }).getSnapshot()));
      const leaked = strings(seen).filter((x) => CARD.test(x));
      expect(leaked, edition).to.deep.equal([]);
      expect(JSON.stringify(seen)).to.contain('cards]');
    }
  });

  it('is asked for with ?inspect', () => {
    expect(inspectRequested('?inspect')).to.equal(true);
    expect(inspectRequested('?x=1&inspect=1')).to.equal(true);
    expect(inspectRequested('')).to.equal(false);
  });
});

/**
 * Issue 11, point 5: `restoreTable` checks every invariant of a saved game before taking it back.
 * An outside audit resumed 17 of 25 tampered saves (one with 40 Wild +4 in a hand); each tampering
 * below must be refused, naming what is wrong, and an untouched save of the same moment restores.
 */
import { describe, expect, it } from 'vitest';
import { createRandomBot } from '../../src/bots/random.js';
import { createTable, restoreTable, type Table } from '../../src/game/index.js';
import type { TableConfig } from '../../src/game/types.js';

type G = Record<string, unknown> & {
  hands: string[][];
  pile: string[];
  discard: string[];
  players: number;
};
interface Snap {
  machine: { value: unknown; status: string; context: { g: G } };
  log: { config: TableConfig } | null;
}

/** Greedy bots play `table` until `until` holds (or the game ends). */
function playUntil(table: Table, until: (t: Table) => boolean, seed: string): Table {
  const n = table.view(0).players;
  const bots = Array.from({ length: n }, (_, s) => createRandomBot(`${seed}/${s}`));
  for (let i = 0; i < 20_000 && !until(table); i++) {
    const phase = table.phase;
    if (phase === 'gameOver') break;
    if (phase === 'roundOver') {
      table.nextRound();
      continue;
    }
    let acted = false;
    const order = [table.turn, ...Array.from({ length: n }, (_, s) => s)];
    for (const s of order) {
      const d = bots[s]!.decide(table.view(s));
      if (d && table.send(s, d.action).ok) {
        acted = true;
        break;
      }
    }
    if (!acted) table.expire();
  }
  if (!until(table)) throw new Error('the game never came to the wanted moment');
  return table;
}

function snapOf(table: Table): Snap {
  return JSON.parse(JSON.stringify(table.snapshot())) as Snap;
}

const moments: Record<string, () => Snap> = {
  'classic, mid-round': () =>
    snapOf(
      playUntil(
        createTable({ edition: 'classic', players: 4, seed: 'save-classic' }),
        (t) => t.lastSeq > 30 && t.phase === 'play',
        'c',
      ),
    ),
  'house-rules, a race under way': () =>
    snapOf(
      playUntil(
        createTable({ edition: 'house-rules', players: 3, seed: 'save-race', options: { scoring: 'winner-takes' } }),
        (t) => t.phase === 'race',
        'h',
      ),
    ),
  'power-grab, towers held': () =>
    snapOf(
      playUntil(
        createTable({ edition: 'power-grab', players: 3, seed: 'save-towers' }),
        (t) => t.phase === 'play' && Object.values(t.view(0).towers ?? {}).filter((x) => x !== null).length >= 2,
        'p',
      ),
    ),
  'classic, a round over': () =>
    snapOf(
      playUntil(
        createTable({ edition: 'classic', players: 3, seed: 'save-over', options: { target: 5000 } }),
        (t) => t.phase === 'roundOver' && t.view(0).round === 2,
        'o',
      ),
    ),
};

type Tamper = [what: string, moment: keyof typeof moments, change: (s: Snap) => void, why: RegExp];

const handOf = (s: Snap, seat: number) => s.machine.context.g.hands[seat]!;

const tampers: Tamper[] = [
  [
    '40 Wild +4 in one hand',
    'classic, mid-round',
    (s) => handOf(s, 1).push(...Array<string>(40).fill('W+4')),
    /cards do not add up to the deck: 4\d × W\+4 where the deck has 4/,
  ],
  [
    'a card copied into a hand',
    'classic, mid-round',
    (s) => handOf(s, 0).push(s.machine.context.g.pile[0]!),
    /cards do not add up/,
  ],
  [
    'a card gone from the pile',
    'classic, mid-round',
    (s) => void s.machine.context.g.pile.pop(),
    /cards do not add up/,
  ],
  [
    "a card moved from the pile to a hand (the pile's top card dealt twice)",
    'classic, mid-round',
    (s) => handOf(s, 2).push(s.machine.context.g.pile.at(-1)!),
    /cards do not add up/,
  ],
  [
    'a Wild Skull in a classic hand',
    'classic, mid-round',
    (s) => (handOf(s, 0)[0] = 'WK'),
    /hand holds a card the classic deck does not have/,
  ],
  ['a card code that does not exist', 'classic, mid-round', (s) => (handOf(s, 1)[0] = 'Z9'), /deck does not have/],
  ['an empty discard pile', 'classic, mid-round', (s) => (s.machine.context.g.discard = []), /discard pile is empty/],
  ['purple in a classic game', 'classic, mid-round', (s) => (s.machine.context.g.color = 'P'), /not a classic color/],
  ['direction 0', 'classic, mid-round', (s) => (s.machine.context.g.direction = 0), /direction of play/],
  [
    'the turn on a seat that does not exist',
    'classic, mid-round',
    (s) => (s.machine.context.g.turn = 4),
    /turn is not a seat/,
  ],
  ['the dealer at seat -1', 'classic, mid-round', (s) => (s.machine.context.g.dealer = -1), /dealer is not a seat/],
  ['five players for four hands', 'classic, mid-round', (s) => (s.machine.context.g.players = 5), /one per seat/],
  ['eleven players', 'classic, mid-round', (s) => (s.machine.context.g.players = 11), /players is not 2\.\.10/],
  ['an edition that does not exist', 'classic, mid-round', (s) => (s.machine.context.g.edition = 'poker'), /edition/],
  [
    'an option that does not exist',
    'classic, mid-round',
    (s) => ((s.machine.context.g.options as Record<string, unknown>).cheat = true),
    /option cheat does not exist/,
  ],
  [
    'an option with a value it cannot take',
    'classic, mid-round',
    (s) => ((s.machine.context.g.options as Record<string, unknown>).stacking = 'always'),
    /options are damaged/,
  ],
  ["a damaged deal's generator", 'classic, mid-round', (s) => (s.machine.context.g.rng = [1, 2, 3]), /generator/],
  [
    'a score out of nowhere',
    'classic, mid-round',
    (s) => ((s.machine.context.g.scores as number[])[1] = 300),
    /scores/,
  ],
  ['a negative score', 'classic, a round over', (s) => ((s.machine.context.g.scores as number[])[0] = -5), /scores/],
  [
    'a score history that does not match the round',
    'classic, mid-round',
    (s) =>
      (s.machine.context.g.history = [
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ]),
    /history does not match the round/,
  ],
  [
    'UNO declared with a full hand',
    'classic, mid-round',
    (s) => ((s.machine.context.g.uno as boolean[])[2] = true),
    /declared UNO while holding more than one card/,
  ],
  [
    'the UNO window on a seat with many cards',
    'classic, mid-round',
    (s) => (s.machine.context.g.unoWindow = 1),
    /unoWindow \(a seat that may be caught\) names a seat that does not hold one card/,
  ],
  [
    'a drawn card out of phase',
    'classic, mid-round',
    (s) => (s.machine.context.g.drawn = handOf(s, s.machine.context.g.turn as number)[0]),
    /drawn card does not match the phase/,
  ],
  ['a pending penalty below zero', 'classic, mid-round', (s) => (s.machine.context.g.pending = -2), /pending penalty/],
  [
    'a phase the game is not in (challenge with no Wild +4)',
    'classic, mid-round',
    (s) => (s.machine.value = { challenge: 'unoClosed' }),
    /challenge does not match the phase/,
  ],
  ['a phase that does not exist', 'classic, mid-round', (s) => (s.machine.value = 'dance'), /saved phase is damaged/],
  [
    'the game over with no winner',
    'classic, mid-round',
    (s) => (s.machine.value = 'gameOver'),
    /score history does not match the round/,
  ],
  [
    'a game winner in the middle of a round',
    'classic, mid-round',
    (s) => (s.machine.context.g.gameWinner = 0),
    /game winner does not match the phase/,
  ],
  [
    'a house rule in a classic game',
    'classic, mid-round',
    (s) => (s.machine.context.g.rules = [{ number: 3, text: 'Clap', gesture: 'clap' }]),
    /classic edition has no house rules/,
  ],
  [
    'towers in a classic game',
    'classic, mid-round',
    (s) => (s.machine.context.g.towers = { U: 0, N: null, O: null, '!': null }),
    /no towers/,
  ],
  [
    'an event from the future',
    'classic, mid-round',
    (s) => (s.machine.context.g.events as { seq: number }[]).push({ seq: 99_999, type: 'play' } as never),
    /event is damaged/,
  ],
  [
    "a race whose gesture is not its rule's",
    'house-rules, a race under way',
    (s) => {
      const race = s.machine.context.g.race as { gesture: string };
      race.gesture = race.gesture === 'clap' ? 'wave' : 'clap';
    },
    /race does not match its rule/,
  ],
  [
    'a race in the play phase',
    'house-rules, a race under way',
    (s) => (s.machine.value = { play: 'unoClosed' }),
    /race outside the race phase/,
  ],
  [
    'six house rules',
    'house-rules, a race under way',
    (s) => {
      const rules = s.machine.context.g.rules as { number: number }[];
      const used = new Set(rules.map((r) => r.number));
      for (let n = 0; rules.length < 6; n++)
        if (!used.has(n)) rules.push({ number: n, text: `rule ${n}`, gesture: 'clap' } as never);
    },
    /more than 5 house rules/,
  ],
  [
    'a house rule with an unknown gesture',
    'house-rules, a race under way',
    (s) => ((s.machine.context.g.rules as { gesture: string }[])[0]!.gesture = 'moonwalk'),
    /house rule is damaged|race does not match/,
  ],
  [
    'a tower held by a seat that does not exist',
    'power-grab, towers held',
    (s) => ((s.machine.context.g.towers as Record<string, unknown>).U = 7),
    /towers are damaged/,
  ],
  [
    'the towers gone from a power grab game',
    'power-grab, towers held',
    (s) => (s.machine.context.g.towers = null),
    /towers are damaged/,
  ],
  [
    'a tower-stopped card made plain for a seat that does not exist',
    'power-grab, towers held',
    (s) => (s.machine.context.g.plainFor = 9),
    /seat a tower protected is damaged/,
  ],
  [
    'a tower-stopped card made plain outside power grab',
    'classic, mid-round',
    (s) => (s.machine.context.g.plainFor = 1),
    /seat a tower protected is damaged/,
  ],
  [
    "a round's result that shows other hands",
    'classic, a round over',
    (s) => {
      const r = s.machine.context.g.roundResult as { hands: string[][] };
      r.hands = [r.hands[1]!, r.hands[0]!, r.hands[2]!];
    },
    /result does not show the hands as they are/,
  ],
  [
    'points gained that are not the scores',
    'classic, a round over',
    (s) => ((s.machine.context.g.roundResult as { gained: number[] }).gained[0]! += 100),
    /points gained do not match the scores/,
  ],
  [
    'a round over with its result gone',
    'classic, a round over',
    (s) => (s.machine.context.g.roundResult = null),
    /result is damaged/,
  ],
];

describe('restoreTable refuses a save that breaks an invariant', () => {
  const cache = new Map<string, Snap>();
  const moment = (name: string): Snap => {
    if (!cache.has(name)) cache.set(name, moments[name]!());
    return JSON.parse(JSON.stringify(cache.get(name))) as Snap;
  };

  it('each moment, untouched, restores to the same views', () => {
    for (const name of Object.keys(moments)) {
      const snap = moment(name);
      const table = restoreTable(snap);
      expect(table.view(0).players, name).toBe(snap.machine.context.g.players);
    }
  });

  for (const [what, name, change, why] of tampers) {
    it(what, () => {
      const snap = moment(name);
      change(snap);
      expect(() => restoreTable(snap)).toThrow(why);
      expect(() => restoreTable(snap)).toThrow(/^restoreTable: /);
    });
  }

  it('a rigged first round is checked against its own cards, later rounds against the whole deck', () => {
    const deal = {
      hands: [
        ['R1', 'R2'],
        ['G1', 'G2'],
      ],
      discard: 'B5',
      pile: ['Y1', 'Y2', 'Y3'],
    };
    const table = createTable({ edition: 'classic', players: 2, seed: 'rig', deal });
    const good = snapOf(table);
    expect(() => restoreTable(good)).not.toThrow();
    const extra = snapOf(table);
    extra.machine.context.g.hands[0]!.push('W+4');
    expect(() => restoreTable(extra)).toThrow(/1 × W\+4 where the deck has 0/);
    // the rigged deal's own cards cannot be rewritten to fit a tampered hand
    const lying = snapOf(table);
    lying.log!.config.deal!.hands = 'lots of cards' as never;
    expect(() => restoreTable(lying)).toThrow(/rigged deal is damaged/);
  });
});

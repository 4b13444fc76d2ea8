/**
 * Issue 28, rule 2: a play's steps moved from one field per variant into `play.queued` (snapshot
 * version 3; docs/game-rules.md "Where a variant's steps live"). A table saved before, in a player's
 * browser or a host's save, must still load and play on as the same game; a damaged save of either
 * shape is refused with its reason.
 *
 * fixtures/v2-play-snapshots.json: tables saved by the engine of commit 716c8d8 (snapshot version
 * 2, the flat `play`), random bots playing with sevenZero on, a Wild's color or a 7's target now and
 * then left to choose afterwards; each saved at the first moment its play held the step it is
 * named for. A 0's rotation is not among them: it never waits behind another step (a 0 asks for no
 * color, makes no rule, starts no race: no ruled 0 exists), so that engine never saved one.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRandomBot } from '../../src/bots/random.js';
import { RECORD_FORMAT, replayRecord, restoreTable, type RecordStep, type Table } from '../../src/game/index.js';
import { upgradePlay } from '../../src/game/save-upgrade.js';
import type { TableConfig } from '../../src/game/types.js';

interface Snap {
  format: string;
  version: number;
  machine: { value: unknown; context: { g: Record<string, unknown> & { play: Record<string, unknown> | null } } };
  log: { config: TableConfig; steps: RecordStep[] };
}

const saved = JSON.parse(readFileSync(new URL('./fixtures/v2-play-snapshots.json', import.meta.url), 'utf8')) as Record<
  string,
  Snap
>;

/** The step each save was taken in, as `play.queued` names it, and what it holds. */
const STEP: Record<string, [string, (v: unknown) => boolean]> = {
  towers: ['towers', (v) => v === 1 || v === 2],
  keep: ['keep', (v) => v === true],
  race: ['race', (v) => typeof v === 'number'],
  swap: ['swap', (v) => (v as { target: unknown }).target === null],
  'swap chosen, waiting behind another step': ['swap', (v) => typeof (v as { target: unknown }).target === 'number'],
  'rule create': ['rule', (v) => (v as { make: string }).make === 'create'],
  'rule replace': ['rule', (v) => (v as { make: string }).make === 'replace'],
  '+4 judged a bluff': ['judged', (v) => (v as { bluff: boolean }).bluff],
  '+4 judged honest': ['judged', (v) => !(v as { bluff: boolean }).bluff],
};

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const gameOf = (t: Table) => (t.snapshot() as Snap).machine.context.g;

function sameTables(a: Table, b: Table, where: string): void {
  expect(a.phase, where).toBe(b.phase);
  const n = a.view(0).players;
  for (let s = 0; s < n; s++) expect(JSON.stringify(a.view(s)), `${where}, seat ${s}`).toBe(JSON.stringify(b.view(s)));
  expect(gameOf(a), where).toEqual(gameOf(b));
}

describe('a table saved with the flat play of snapshot version 2', () => {
  it('holds a save for every step a variant queues and the old engine could save', () => {
    expect(Object.keys(saved).sort()).toEqual(Object.keys(STEP).sort());
    for (const snap of Object.values(saved)) expect(snap.version).toBe(2);
  });

  for (const [name, snap] of Object.entries(saved)) {
    it(`${name}: loads, and plays on as the same game never saved`, () => {
      const untouched = copy(snap);
      const restored = restoreTable(snap);
      expect(snap, 'the caller’s save is left as it was').toEqual(untouched);
      const [key, holds] = STEP[name]!;
      const queued = gameOf(restored).play!.queued as Record<string, unknown>;
      expect(holds(queued[key]), `${name}: ${JSON.stringify(queued)}`).toBe(true);

      const never = replayRecord({
        format: RECORD_FORMAT,
        version: 2,
        config: snap.log.config,
        names: new Array<string>(snap.log.config.players).fill(''),
        steps: snap.log.steps,
      });
      sameTables(restored, never, `${name}, as saved`);

      const n = restored.view(0).players;
      const bots = Array.from({ length: n }, (_, s) => createRandomBot(`upgrade/${name}/${s}`));
      let stepDone = false;
      for (let i = 0; i < 200 && restored.phase !== 'gameOver'; i++) {
        if (restored.phase === 'roundOver') {
          restored.nextRound();
          never.nextRound();
        } else {
          let acted = false;
          for (const s of [restored.turn, ...Array.from({ length: n }, (_, k) => k)]) {
            const d = bots[s]!.decide(restored.view(s));
            if (d && restored.send(s, d.action).ok) {
              expect(never.send(s, d.action), `${name}, action ${i}`).toEqual({ ok: true });
              acted = true;
              break;
            }
          }
          if (!acted) {
            restored.expire();
            never.expire();
          }
        }
        sameTables(restored, never, `${name}, action ${i}`);
        const play = gameOf(restored).play as { queued: Record<string, unknown> } | null;
        if (play === null || play.queued[key] === undefined) stepDone = true;
      }
      expect(stepDone, `${name}: the saved step ran`).toBe(true);
    });
  }

  it('a rotation still to do reads as one (no save of the old engine holds one: see above)', () => {
    const flat = {
      seat: 1,
      card: 'R0',
      color: false,
      rule: null,
      ruleNumber: null,
      towers: 0,
      keep: false,
      race: null,
      swap: false,
      swapWith: null,
      rotate: true,
      effect: true,
      bluff: false,
      judgedHand: null,
    };
    expect(upgradePlay(flat)).toEqual({ seat: 1, card: 'R0', color: false, effect: true, queued: { rotate: true } });
  });
});

describe('a damaged play is refused with its reason', () => {
  const flat = () => copy(saved['swap']!);
  const current = () => copy(restoreTable(saved['swap']!).snapshot() as Snap);
  const towers = () => copy(restoreTable(saved['towers']!).snapshot() as Snap);
  const judged = () => copy(restoreTable(saved['+4 judged honest']!).snapshot() as Snap);
  const cases: [string, () => Snap, (s: Snap) => void, RegExp][] = [
    [
      'old shape: a swap target without a swap',
      flat,
      (s) => Object.assign(s.machine.context.g.play!, { swap: false, swapWith: 1 }),
      /play under way is damaged/,
    ],
    [
      'old shape: towers that are no number',
      flat,
      (s) => (s.machine.context.g.play!.towers = 'x'),
      /step towers is damaged/,
    ],
    ['old shape: a key missing', flat, (s) => delete s.machine.context.g.play!.rotate, /play under way is damaged/],
    ['old shape in a version 3 snapshot', flat, (s) => (s.version = 3), /play under way is damaged/],
    [
      'a step no rules file declares',
      current,
      (s) => ((s.machine.context.g.play!.queued as Record<string, unknown>).bonus = 1),
      /unknown step bonus/,
    ],
    [
      'a step named by the object prototype',
      current,
      (s) => (s.machine.context.g.play!.queued = JSON.parse('{"__proto__": 1}') as object),
      /unknown step __proto__/,
    ],
    ['steps that are no record', current, (s) => (s.machine.context.g.play!.queued = []), /steps are damaged/],
    [
      'a swap with its own player',
      current,
      (s) => (s.machine.context.g.play!.queued = { swap: { target: s.machine.context.g.play!.seat } }),
      /step swap is damaged/,
    ],
    [
      'a swap with a seat past the table',
      current,
      (s) => (s.machine.context.g.play!.queued = { swap: { target: 9 } }),
      /step swap is damaged/,
    ],
    [
      'a tower to take outside power grab',
      current,
      (s) => (s.machine.context.g.play!.queued = { towers: 1 }),
      /step towers is damaged/,
    ],
    [
      'three towers to take',
      towers,
      (s) => (s.machine.context.g.play!.queued = { towers: 3 }),
      /step towers is damaged/,
    ],
    [
      'a judged +4 with a card of another deck',
      judged,
      (s) => (s.machine.context.g.play!.queued = { judged: { bluff: false, hand: ['X9'] } }),
      /step judged is damaged/,
    ],
    [
      'a judged +4 with a field too many',
      judged,
      (s) => (s.machine.context.g.play!.queued = { judged: { bluff: false, hand: [], by: 1 } }),
      /step judged is damaged/,
    ],
    [
      'a rule to write for no card number',
      current,
      (s) => (s.machine.context.g.play!.queued = { rule: { make: 'create', number: 10 } }),
      /step rule is damaged/,
    ],
    [
      'a play with a field too many',
      current,
      (s) => (s.machine.context.g.play!.towers = 0),
      /play under way is damaged/,
    ],
  ];
  for (const [what, moment, change, why] of cases) {
    it(what, () => {
      const snap = moment();
      change(snap);
      expect(() => restoreTable(snap)).toThrow(why);
      expect(() => restoreTable(snap)).toThrow(/^restoreTable: /);
    });
  }
});

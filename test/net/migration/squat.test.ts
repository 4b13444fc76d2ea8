/**
 * The squatting guest (issue 27, docs/security.md "A guest squats the table's next address"): when
 * the host goes, a guest takes the table's next peer id before the rightful successor, and answers
 * whoever connects as if it were the new host. Every honest page must name it, give it nothing
 * (no hello, no share), and the rightful successor must still take the table over, at a door the
 * squatter cannot hold it out of; a squatter named is never let host later either.
 */
import { describe, expect, it } from 'vitest';
import { makeChallenge, makeClaim, parseChallenge } from '../../../src/net/migration/takeover/claims.js';
import { doorPeerId, newSigner } from '../../../src/net/migration/signer.js';
import { followTable } from '../../../src/net/page/follow.js';
import type { Connection } from '../../../src/net/wire/transport.js';
import { settle } from '../harness.js';
import { advanceUntil, CODE, kitsReady, movingTable, playUntil, type MovingTable, type Page } from './moving-table.js';

const NEXT = `${CODE}-1`;
const page = (t: MovingTable, label: string) => t.pages.find((p) => p.label === label)!;
const kitOf = (t: MovingTable, label: string) => page(t, label).self.client.migration!;
const allAt = (t: MovingTable, labels: string[], epoch: number) =>
  labels.every((l) => {
    const s = page(t, l).self.client.state;
    return s.status === 'playing' && (s.lobby?.epoch ?? 0) === epoch;
  });

async function underWay(seed: string, guests?: string[]): Promise<{ t: MovingTable; snapshot: string }> {
  const t = await movingTable({ edition: 'classic', seed, ...(guests ? { guests } : {}) });
  expect(t.host().start()).toEqual({ ok: true });
  await kitsReady(t);
  let steps = 0;
  await playUntil(t, seed, () => ++steps > 30 && t.host().currentTable!.phase === 'play');
  await settle();
  return { t, snapshot: JSON.stringify(t.host().currentTable!.snapshot()) };
}

/** Who each page named as having taken the table's address out of turn, as its screen said it,
 * and the codes of the claims it refused (under `${label}:error`). */
function namesSeen(t: MovingTable, labels: string[]): Map<string, Set<string>> {
  const seen = new Map<string, Set<string>>();
  for (const label of labels) {
    const names = new Set<string>();
    const errors = new Set<string>();
    seen.set(label, names);
    seen.set(`${label}:error`, errors);
    page(t, label).self.client.subscribe((s) => {
      if (s.succession?.stage !== 'moving') return;
      if (s.succession.squatter !== undefined) names.add(s.succession.squatter);
      if (s.succession.error) errors.add(s.succession.error);
    });
  }
  return seen;
}

type Answer = (nonce: string, conn: Connection) => void;

/** A page that holds `id` and answers every challenge with `answer`; what it is sent besides
 * challenges and heartbeats is kept. */
function squat(t: MovingTable, id: string, answer: Answer): { heard: string[]; leave: () => void } {
  const heard: string[] = [];
  const leave = t.net.listen(id, (conn) => {
    conn.onMessage((text) => {
      const nonce = parseChallenge(text);
      if (nonce) return answer(nonce, conn);
      if (!text.includes('"ping"') && !text.includes('"pong"')) heard.push(text);
    });
  });
  return { heard, leave };
}

const signerOf = (p: Page) => followTable(p.self, p.side, CODE).signer();

describe('a guest that takes the table’s next address out of turn', () => {
  it('is named on every page, given nothing, and the rightful successor takes the table over', async () => {
    const { t, snapshot } = await underWay('squat');
    const cy = page(t, 'g3');
    const cySigner = await signerOf(cy);
    const deal = kitOf(t, 'g3').deal!;
    const anaKey = deal.signers![1]!;
    const seen = namesSeen(t, ['g1', 'g2']);
    t.vanish('host', 'closed');
    // Cy's page plays no honest part from here: a page of his takes the address at once, and
    // answers as himself, with a true signature of each guest's challenge
    cy.down = true;
    const squatter = squat(t, NEXT, (nonce, conn) =>
      conn.send(makeClaim(cySigner, CODE, { seat: 3, deal, table: 1, door: 0 }, nonce)),
    );
    expect(await advanceUntil(t, () => allAt(t, ['g1', 'g2'], 1), 30_000, 100)).toBe(true);
    // Ana, the rightful successor, hosts: at her first private door, which only holders can know
    expect(t.hostPage().label).toBe('g1');
    expect(t.net.has(doorPeerId(NEXT, anaKey, 1, 1))).toBe(true);
    expect(JSON.stringify(t.host().currentTable!.snapshot())).toBe(snapshot);
    // every honest page named him, and he was sent no hello, no share, nothing
    expect(seen.get('g1')).toEqual(new Set(['Cy']));
    expect(seen.get('g2')).toEqual(new Set(['Cy']));
    expect(seen.get('g2:error')).toEqual(new Set(['not-successor']));
    expect(squatter.heard).toEqual([]);
    squatter.leave();
  });

  it('a claim replayed, relayed from the successor’s own door, or forged is refused, unnamed', async () => {
    for (const how of ['replayed', 'relayed', 'forged'] as const) {
      const { t, snapshot } = await underWay(`squat-${how}`);
      const seen = namesSeen(t, ['g2']);
      const deal = kitOf(t, 'g2').deal!;
      const anaKey = deal.signers![1]!;
      t.vanish('host', 'closed');
      page(t, 'g3').down = true;
      // a claim Ana really signed, for another challenge than the guest's, at her door 1
      let caught: string | null = null;
      const answer: Answer = (nonce, conn) => {
        if (how === 'forged')
          return conn.send(makeClaim(newSigner(), CODE, { seat: 1, deal, table: 1, door: 0 }, nonce));
        if (how === 'replayed' && caught) return conn.send(caught);
        void t.net.connect(doorPeerId(NEXT, anaKey, 1, 1), 'squatter').then((ana) => {
          ana.onMessage((text) => {
            if (!text.includes('"mig-claim"')) return;
            // replayed: made to fit this door; relayed: as Ana signed it
            caught = how === 'replayed' ? JSON.stringify({ ...(JSON.parse(text) as object), door: 0 }) : text;
            conn.send(caught);
          });
          // relayed: the guest's own challenge, which Ana answers for her door, not this one
          ana.send(how === 'relayed' ? JSON.stringify({ v: 1, t: 'mig-challenge', nonce }) : makeChallenge().text);
        });
      };
      const squatter = squat(t, NEXT, answer);
      expect(await advanceUntil(t, () => allAt(t, ['g1', 'g2'], 1), 30_000, 100), how).toBe(true);
      expect(t.hostPage().label, how).toBe('g1');
      expect(JSON.stringify(t.host().currentTable!.snapshot()), how).toBe(snapshot);
      // Bo met the squatter and passed it, unable to tell who it is: "someone"
      expect(seen.get('g2'), how).toEqual(new Set(['']));
      expect(seen.get('g2:error'), how).toEqual(new Set([how === 'relayed' ? 'wrong-epoch' : 'forged-claim']));
      expect(squatter.heard, how).toEqual([]);
      squatter.leave();
    }
  });

  it('a squatter named is never let host later, even when the rule comes to its seat', async () => {
    // Ana, seat 1, goes with the host: by the rule Cy, seat 2, would be next
    const { t, snapshot } = await underWay('squat-later', ['Ana', 'Cy', 'Dee', 'Eve', 'Fay']);
    const cy = page(t, 'g2');
    const cySigner = await signerOf(cy);
    const deal = kitOf(t, 'g2').deal!;
    const honest = ['g3', 'g4', 'g5'];
    const seen = namesSeen(t, honest);
    t.vanish('host', 'closed');
    t.vanish('g1', 'silent');
    cy.down = true;
    // Cy holds the table's address throughout, and answers every guest as himself
    const squatter = squat(t, NEXT, (nonce, conn) =>
      conn.send(makeClaim(cySigner, CODE, { seat: 2, deal, table: 1, door: 0 }, nonce)),
    );
    expect(await advanceUntil(t, () => allAt(t, honest, 1), 80_000, 250)).toBe(true);
    // Dee hosts, not Cy: the guests gave Cy nothing, before his turn or at it
    expect(t.hostPage().label).toBe('g3');
    expect(JSON.stringify(t.host().currentTable!.snapshot())).toBe(snapshot);
    for (const label of honest) expect(seen.get(label), label).toEqual(new Set(['Cy']));
    expect(squatter.heard).toEqual([]);
    squatter.leave();
  });

  it('a claim answers one challenge only', async () => {
    const { t } = await underWay('squat-nonce');
    const kit = kitOf(t, 'g2');
    const deal = kit.deal!;
    const ana = await signerOf(page(t, 'g1'));
    const { judgeClaim } = await import('../../../src/net/migration/takeover/claims.js');
    const [first, second] = [makeChallenge().nonce, makeChallenge().nonce];
    const claim = makeClaim(ana, CODE, { seat: 1, deal, table: 1, door: 0 }, first);
    const expect0 = { code: CODE, table: 1, door: 0, plan: { seat: 1, present: [1, 2, 3] }, goneHost: 0 };
    const judge = (nonce: string) => judgeClaim(claim, { ...expect0, nonce, excluded: new Set(), kit });
    expect(judge(first)).toMatchObject({ ok: true });
    expect(judge(second)).toEqual({ ok: false, error: 'forged-claim', impostor: null });
  });

  it('a stranger cannot guess where the successor goes', async () => {
    const { t, snapshot } = await underWay('squat-stranger');
    const anaKey = kitOf(t, 'g2').deal!.signers![1]!;
    t.vanish('host', 'closed');
    // a stranger (no share, no deal) holds every id it can work out from the table's code
    const guesses = [NEXT, `${CODE}-2`, ...Array.from({ length: 8 }, (_, i) => `${NEXT}-${i}`)];
    const strangers = guesses.map((id) => squat(t, id, () => undefined));
    expect(await advanceUntil(t, () => allAt(t, ['g1', 'g2', 'g3'], 1), 40_000, 100)).toBe(true);
    expect(t.hostPage().label).toBe('g1');
    expect(JSON.stringify(t.host().currentTable!.snapshot())).toBe(snapshot);
    for (const s of strangers) expect(s.heard).toEqual([]);
    // the door it took hangs on Ana's key, told only to the deal's holders
    const door = doorPeerId(NEXT, anaKey, 1, 1);
    expect(t.net.has(door)).toBe(true);
    expect(doorPeerId(NEXT, newSigner().key, 1, 1)).not.toBe(door);
    for (const s of strangers) s.leave();
  });
});

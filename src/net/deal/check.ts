/**
 * The check of one revealed round, in the client's own code, with no trust in the host's word
 * (docs/deal-check.md): the host's secret against the commitment it showed before the deal, every
 * value against its seal, this seat's own value among them; then the seed derived from them all,
 * the round dealt from it by the engine and replayed step by step, and every view and event this
 * seat saw compared with what the honest deal gives at the same point. Loaded on demand: it carries
 * the engine, which a guest's first page must not.
 */
import { createTable } from '../../game/index.js';
import { SPECTATOR, type Table, type TableConfig, type TableEvent } from '../../game/index.js';
import { commitmentOf, dealSeed, sealOf } from './encoding.js';
import { ownOf, ownProblems, statusOf } from './verdict.js';
import type { DealCheck, RoundRecord, SeenView } from './witness.js';

/** JSON with keys in order: two copies of one thing compare equal whatever their key order. */
function canon(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

const sameRecord = (a: Record<string, string>, b: Record<string, string>) => canon(a) === canon(b);

/** Which part of what a seat sees an event belongs to (the problem's code when it differs). */
function eventPart(e: TableEvent, seat: number): string {
  switch (e.type) {
    case 'dealerDraw':
      return 'dealer';
    case 'deal':
    case 'firstCard':
    case 'play':
      return 'discard';
    case 'draw':
      return e.seat === seat ? 'cards' : 'table';
    case 'roundEnd':
      return 'hands-end';
    default:
      return 'play';
  }
}

/** The fields of a view, grouped by the problem each names when it differs. */
const VIEW_PARTS: [part: string, fields: (keyof SeenView)[]][] = [
  ['cards', ['hand', 'drawn']],
  ['discard', ['top', 'discards', 'color']],
  ['table', ['counts', 'pile']],
  ['play', ['phase', 'turn', 'direction']],
  ['hands-end', ['roundResult']],
  ['start', ['dealer', 'round', 'scores', 'history', 'rules']],
];

function viewOf(table: Table, seat: number): SeenView {
  return seat === SPECTATOR ? table.spectatorView() : table.view(seat);
}

export function checkRound(r: RoundRecord, code: string): DealCheck {
  const reveal = r.reveal!;
  const problems = new Set<string>(ownProblems(r));
  const { game, round } = r;

  // the secret, the seals, the values: the host's word against itself and against this page
  if (commitmentOf(code, game, round, reveal.secret) !== reveal.commit) problems.add('commit');
  if (r.commit !== null && r.commit !== reveal.commit) problems.add('commit-changed');
  if (r.seals !== null && !sameRecord(r.seals, reveal.seals)) problems.add('seals');
  if (r.values !== null && !sameRecord(r.values, reveal.values)) problems.add('values');
  for (const [seat, value] of Object.entries(reveal.values)) {
    if (sealOf(code, game, round, Number(seat), value) !== reveal.seals[seat]) problems.add('values');
  }
  const own = ownOf(r, reveal.values);

  // the round, dealt from the seed no one chose alone, replayed step by step
  const seed = dealSeed(code, game, round, reveal.secret, reveal.values);
  const inRound = r.samples.filter((s) => s.view.phase !== 'roundOver' && s.view.phase !== 'gameOver');
  const any = inRound[0]?.view ?? r.samples[0]?.view;
  const whole = !r.gap && r.liveFrom === reveal.firstSeq;
  const result = (): DealCheck => ({
    game,
    round,
    status: statusOf([...problems], own),
    problems: [...problems],
    own,
    whole,
    ...(r.restarts ? { again: r.restarts } : {}),
  });
  if (!any) return result();
  const config: TableConfig = { edition: any.edition, players: any.players, options: { ...any.options }, seed };
  if (round > 1) {
    // the round's start as this page saw it (dealer, scores: they hold all round long); the house
    // rules in force at the deal as the host says, which every view compared below must then show
    const start = reveal.start;
    const saw = { dealer: any.dealer, scores: any.scores, history: any.history };
    if (!start || canon(saw) !== canon({ dealer: start.dealer, scores: start.scores, history: start.history }))
      problems.add('start');
    config.dealer = any.dealer;
    config.round = { number: round, scores: any.scores, history: any.history, rules: start?.rules ?? [] };
  }
  let table: Table;
  try {
    table = createTable(config);
  } catch {
    problems.add('start');
    return result();
  }

  const offset = reveal.firstSeq - 1;
  const replayed = new Map<number, TableEvent>();
  let lastSeen = 0;
  const samples = r.samples.slice().sort((a, b) => a.seq - b.seq);
  let next = 0;
  const atBoundary = () => {
    for (const e of table.eventsFor(r.seat, lastSeen)) replayed.set(e.seq + offset, e);
    lastSeen = table.lastSeq;
    const here = table.lastSeq + offset;
    // a view this page saw at a point the honest round never rests at
    while (next < samples.length && samples[next]!.seq < here) {
      if (samples[next]!.seq >= reveal.firstSeq) problems.add('play');
      next++;
    }
    if (next < samples.length && samples[next]!.seq === here) {
      const honest = viewOf(table, r.seat);
      while (next < samples.length && samples[next]!.seq === here) {
        const saw = samples[next]!.view;
        for (const [part, fields] of VIEW_PARTS) {
          if (fields.some((f) => canon(saw[f] ?? null) !== canon(honest[f] ?? null))) problems.add(part);
        }
        next++;
      }
    }
  };
  atBoundary();
  if (r.steps.length !== reveal.steps) problems.add('steps');
  for (const step of r.steps) {
    if (step[0] === 'expire') table.expire();
    else if (!table.send(step[0], step[1]).ok) {
      problems.add('steps');
      break;
    }
    atBoundary();
  }
  if (table.phase !== 'roundOver' && table.phase !== 'gameOver') problems.add('steps');
  if (next < samples.length) problems.add('steps');

  // every event this page saw of the round, as the honest round shows it to this seat
  for (const e of r.events) {
    if (e.seq < reveal.firstSeq) continue;
    const honest = replayed.get(e.seq);
    if (!honest || canon({ ...honest, seq: 0 }) !== canon({ ...e, seq: 0 })) problems.add(eventPart(e, r.seat));
  }
  return result();
}

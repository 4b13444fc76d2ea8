/**
 * The player's own seat is named "You" / "Vous" at the table: every sentence where the player is a
 * subject or an object must read in the second person ("You win the round.", "Bruno catches you"),
 * never with the name dropped into a third-person sentence ("You wins the round.", "Vous mène").
 * Each case is the exact sentence a player reads, in English and in French.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { PlayerView, RoundResult, TableEvent } from '../../../../src/game/types.js';
import { setLang, t as translate, type Lang } from '../../../../src/ui/i18n/i18n.js';
import { describeEvent } from '../../../../src/ui/table/event-text.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { backToDefault, makeSeats, makeView, onLaptop, lookIn } from './fixtures.js';

const ME = 0;
const NAMES = ['Ana', 'Bruno', 'Chloé', 'Driss'];
/** As the table names seats: the player's own is "You" / "Vous". */
const nameOf = (seat: number) => (seat === ME ? translate('table.you') : NAMES[seat]!);

async function say(lang: Lang, e: TableEvent): Promise<string> {
  await setLang(lang);
  return describeEvent(e, ME, nameOf);
}

const result = (winner: number | null): RoundResult => ({
  winner,
  blocked: winner === null,
  points: [0, 0, 0, 0],
  gained: [0, 0, 0, 0],
  hands: [[], [], [], []],
});

/** [what happened, English, French]: the player in each role, then only other seats. */
const EVENT_CASES: [string, TableEvent, string, string][] = [
  [
    'you deal',
    { seq: 1, type: 'deal', round: 2, dealer: ME, top: 'R9', first: 1 },
    'Round 2: you deal, the first card is Red 9.',
    'Manche 2 : vous distribuez, la première carte est Rouge 9.',
  ],
  [
    'another deals',
    { seq: 1, type: 'deal', round: 2, dealer: 3, top: 'R9', first: 0 },
    'Round 2: Driss deals, the first card is Red 9.',
    'Manche 2 : Driss distribue, la première carte est Rouge 9.',
  ],
  [
    'you are caught',
    { seq: 1, type: 'catch', by: 1, target: ME },
    'Bruno catches you: Counter-UNO! You draw 2.',
    'Bruno vous attrape : Contre-UNO ! Vous piochez 2 cartes.',
  ],
  [
    'you catch',
    { seq: 1, type: 'catch', by: ME, target: 2 },
    'You catch Chloé: Counter-UNO! Chloé draws 2.',
    'Vous attrapez Chloé : Contre-UNO ! Chloé pioche 2 cartes.',
  ],
  [
    'another catches',
    { seq: 1, type: 'catch', by: 1, target: 2 },
    'Bruno catches Chloé: Counter-UNO! Chloé draws 2.',
    'Bruno attrape Chloé : Contre-UNO ! Chloé pioche 2 cartes.',
  ],
  [
    'you catch a bluff',
    { seq: 1, type: 'challenge', by: ME, target: 2, bluff: true },
    'You challenge Chloé: bluff! Chloé draws 4.',
    'Vous contestez Chloé : bluff ! Chloé pioche 4 cartes.',
  ],
  [
    'your bluff is caught',
    { seq: 1, type: 'challenge', by: 1, target: ME, bluff: true },
    'Bruno challenges you: bluff! You draw 4.',
    'Bruno vous conteste : bluff ! Vous piochez 4 cartes.',
  ],
  [
    'you challenge an honest +4',
    { seq: 1, type: 'challenge', by: ME, target: 2, bluff: false },
    'You challenge Chloé: no bluff. You draw 6.',
    'Vous contestez Chloé : pas de bluff. Vous piochez 6 cartes.',
  ],
  [
    'your honest +4 is challenged',
    { seq: 1, type: 'challenge', by: 1, target: ME, bluff: false },
    'Bruno challenges you: no bluff. Bruno draws 6.',
    'Bruno vous conteste : pas de bluff. Bruno pioche 6 cartes.',
  ],
  [
    'others challenge (bluff)',
    { seq: 1, type: 'challenge', by: 1, target: 2, bluff: true },
    'Bruno challenges Chloé: bluff! Chloé draws 4.',
    'Bruno conteste Chloé : bluff ! Chloé pioche 4 cartes.',
  ],
  [
    'others challenge (no bluff)',
    { seq: 1, type: 'challenge', by: 1, target: 2, bluff: false },
    'Bruno challenges Chloé: no bluff. Bruno draws 6.',
    'Bruno conteste Chloé : pas de bluff. Bruno pioche 6 cartes.',
  ],
  [
    'you win the round',
    { seq: 1, type: 'roundEnd', result: result(ME) },
    'You win the round.',
    'Vous gagnez la manche.',
  ],
  [
    'another wins the round',
    { seq: 1, type: 'roundEnd', result: result(2) },
    'Chloé wins the round.',
    'Chloé gagne la manche.',
  ],
  ['nobody wins the round', { seq: 1, type: 'roundEnd', result: result(null) }, 'Round over.', 'Manche terminée.'],
  ['you win the game', { seq: 1, type: 'gameEnd', winner: ME }, 'You win the game!', 'Vous gagnez la partie !'],
  ['another wins the game', { seq: 1, type: 'gameEnd', winner: 1 }, 'Bruno wins the game!', 'Bruno gagne la partie !'],
  [
    'you alone lose the race',
    { seq: 1, type: 'raceEnd', losers: [ME] },
    'Race over: you draw 1.',
    'Course terminée : vous piochez 1 carte.',
  ],
  [
    'you and another lose the race',
    { seq: 1, type: 'raceEnd', losers: [1, ME] },
    'Race over: Bruno and you draw 1.',
    'Course terminée : Bruno et vous piochez 1 carte.',
  ],
  [
    'you and two others lose the race',
    { seq: 1, type: 'raceEnd', losers: [ME, 1, 3] },
    'Race over: Bruno, Driss and you draw 1.',
    'Course terminée : Bruno, Driss et vous piochez 1 carte.',
  ],
  [
    'another loses the race',
    { seq: 1, type: 'raceEnd', losers: [1] },
    'Race over: Bruno draws 1.',
    'Course terminée : Bruno pioche 1 carte.',
  ],
  [
    'two others lose the race',
    { seq: 1, type: 'raceEnd', losers: [1, 2] },
    'Race over: Bruno and Chloé draw 1.',
    'Course terminée : Bruno et Chloé piochent 1 carte.',
  ],
  [
    'three others lose the race',
    { seq: 1, type: 'raceEnd', losers: [1, 2, 3] },
    'Race over: Bruno, Chloé and Driss draw 1.',
    'Course terminée : Bruno, Chloé et Driss piochent 1 carte.',
  ],
  ['nobody loses the race', { seq: 1, type: 'raceEnd', losers: [] }, 'Race over.', 'Course terminée.'],
  ['you are skipped', { seq: 1, type: 'skip', seat: ME }, 'You are skipped.', 'Vous passez votre tour.'],
  [
    'you take a tower',
    { seq: 1, type: 'towers', seat: ME, take: ['U'], from: [1] },
    'You take tower U.',
    'Vous prenez la tour U.',
  ],
];

/** Every event in which the player takes a part, each role in turn. */
const PLAYER_EVENTS: TableEvent[] = [
  { seq: 1, type: 'deal', round: 1, dealer: ME, top: 'R3', first: 1 },
  { seq: 1, type: 'play', seat: ME, cards: ['R5'] },
  { seq: 1, type: 'play', seat: ME, cards: ['W'], color: 'G' },
  { seq: 1, type: 'draw', seat: ME, count: 1, penalty: false },
  { seq: 1, type: 'draw', seat: ME, count: 3, penalty: false },
  { seq: 1, type: 'draw', seat: ME, count: 2, penalty: true },
  { seq: 1, type: 'draw', seat: ME, count: 1, cards: ['G2'], penalty: false },
  { seq: 1, type: 'pass', seat: ME },
  { seq: 1, type: 'skip', seat: ME },
  { seq: 1, type: 'skip', seat: ME, protectedBy: 'N' },
  { seq: 1, type: 'color', seat: ME, color: 'B' },
  { seq: 1, type: 'uno', seat: ME },
  { seq: 1, type: 'catch', by: ME, target: 1 },
  { seq: 1, type: 'catch', by: 1, target: ME },
  { seq: 1, type: 'challenge', by: ME, target: 1, bluff: true },
  { seq: 1, type: 'challenge', by: ME, target: 1, bluff: false },
  { seq: 1, type: 'challenge', by: 1, target: ME, bluff: true },
  { seq: 1, type: 'challenge', by: 1, target: ME, bluff: false },
  { seq: 1, type: 'accept', seat: ME },
  { seq: 1, type: 'protected', seat: ME, tower: 'O' },
  { seq: 1, type: 'rule', seat: ME, number: 3, text: 'Say hi', gesture: 'wave', replaced: false },
  { seq: 1, type: 'rule', seat: ME, number: 3, text: 'Say hi', gesture: 'wave', replaced: true },
  { seq: 1, type: 'react', seat: ME, ok: true },
  { seq: 1, type: 'react', seat: ME, ok: false },
  { seq: 1, type: 'raceEnd', losers: [ME] },
  { seq: 1, type: 'raceEnd', losers: [2, ME] },
  { seq: 1, type: 'towers', seat: ME, take: ['U', 'N'], from: [1, null] },
  { seq: 1, type: 'keep', seat: ME, laid: 5 },
  { seq: 1, type: 'roundEnd', result: result(ME) },
  { seq: 1, type: 'gameEnd', winner: ME },
];

afterEach(() => setLang('en'));

describe('sentences about the player: the game log and live region', () => {
  for (const [what, e, en, fr] of EVENT_CASES) {
    it(`${what}: “${en}” / “${fr}”`, async () => {
      expect(await say('en', e)).to.equal(en);
      expect(await say('fr', e)).to.equal(fr);
    });
  }

  it('never drops the player’s name into a third-person sentence, whatever the event and role', async () => {
    // A marker in place of "You"/"Vous": a sentence that shows it would conjugate the verb for "he".
    const marked = (seat: number) => (seat === ME ? '<ME>' : NAMES[seat]!);
    for (const lang of ['en', 'fr'] as const) {
      await setLang(lang);
      for (const e of PLAYER_EVENTS) {
        const text = describeEvent(e, ME, marked);
        expect(text !== '' && !text.includes('<ME>'), `${lang} ${JSON.stringify(e)}: “${text}”`).to.equal(true);
      }
    }
  });
});

async function mount(view: PlayerView, events: TableEvent[] = []): Promise<UnoTable> {
  // Lit elements only: fixture() waits for an animation frame on plain elements, and a page the
  // runner keeps in the background gets none.
  const table = await fixture<UnoTable>(
    html`<uno-table
      style="width:1000px;height:760px"
      .view=${view}
      .seats=${makeSeats(view.players)}
      .events=${events}
      .isHost=${true}
    ></uno-table>`,
  );
  await table.updateComplete;
  return table;
}

/** The trimmed text of each element matching `sel` in the table. */
const texts = (t: UnoTable, sel: string) =>
  [...lookIn(t).querySelectorAll(sel)].map((el) => el.textContent.replace(/\s+/g, ' ').trim());

describe('sentences about the player: the dialogs', () => {
  afterEach(backToDefault);
  const roundOver = (winner: number, scores: number[]) =>
    makeView({
      phase: 'roundOver',
      roundResult: {
        winner,
        blocked: false,
        points: [10, 20, 30, 40],
        gained: scores,
        hands: [[], ['R1'], ['G2'], ['B3']],
      },
      scores,
      legal: [],
    });

  it('end of round: “You win the round!” and “You lead” / “Vous gagnez la manche !” and “Vous menez”', async () => {
    for (const [lang, won, lead] of [
      ['en', 'You win the round!', 'You lead'],
      ['fr', 'Vous gagnez la manche !', 'Vous menez'],
    ] as const) {
      await setLang(lang);
      const t = await mount(roundOver(ME, [90, 0, 0, 0]));
      expect(texts(t, 'uno-dialog .lead')).to.deep.equal([won]);
      expect(texts(t, 'uno-dialog p').includes(lead), `${lang}: ${texts(t, 'uno-dialog p').join(' | ')}`).to.equal(
        true,
      );
    }
  });

  it('end of round won and led by another: “Bruno wins the round”, “Bruno leads” / “Bruno gagne la manche”, “Bruno mène”', async () => {
    for (const [lang, won, lead] of [
      ['en', 'Bruno wins the round', 'Bruno leads'],
      ['fr', 'Bruno gagne la manche', 'Bruno mène'],
    ] as const) {
      await setLang(lang);
      const t = await mount(roundOver(1, [0, 90, 0, 0]));
      expect(texts(t, 'uno-dialog .lead')).to.deep.equal([won]);
      expect(texts(t, 'uno-dialog p').includes(lead), `${lang}: ${texts(t, 'uno-dialog p').join(' | ')}`).to.equal(
        true,
      );
    }
  });

  it('end of round: another wins it while the player leads the scores', async () => {
    await setLang('fr');
    const t = await mount(roundOver(2, [200, 0, 50, 0]));
    expect(texts(t, 'uno-dialog .lead')).to.deep.equal(['Chloé gagne la manche']);
    expect(texts(t, 'uno-dialog p').includes('Vous menez')).to.equal(true);
  });

  it('end of game: “You win the game!” / “Vous gagnez la partie !”, or the winner’s name', async () => {
    const over = (gameWinner: number) =>
      makeView({ phase: 'gameOver', gameWinner, scores: [520, 200, 0, 0], history: [[520, 200, 0, 0]], legal: [] });
    for (const [lang, mine, theirs] of [
      ['en', 'You win the game!', 'Driss wins the game!'],
      ['fr', 'Vous gagnez la partie !', 'Driss gagne la partie !'],
    ] as const) {
      await setLang(lang);
      expect(texts(await mount(over(ME)), 'uno-dialog .trophy')).to.deep.equal([mine]);
      expect(texts(await mount(over(3)), 'uno-dialog .trophy')).to.deep.equal([theirs]);
    }
  });

  type Challenge = Extract<TableEvent, { type: 'challenge' }>;

  /** The challenge outcome banner after `e`: its headline, its outcome, the revealed hand's caption. */
  async function banner(e: Challenge): Promise<string[]> {
    const t = await mount(makeView({ turn: 1, legal: [] }), [
      { seq: 1, type: 'deal', round: 1, dealer: 3, top: 'R3', first: 0 },
    ]);
    t.events = [...t.events, e];
    await t.updateComplete;
    return texts(t, '.banner strong, .banner > span:not(.mini-hand)');
  }

  it('challenge outcome, the player’s bluff caught: “Bruno challenges you: bluff! You draw 4.”', async () => {
    const e: Challenge = { seq: 2, type: 'challenge', by: 1, target: ME, bluff: true };
    expect(await banner(e)).to.deep.equal(['Bruno challenges you: bluff! You draw 4.', 'You bluffed: you draw 4.']);
    await setLang('fr');
    expect(await banner(e)).to.deep.equal([
      'Bruno vous conteste : bluff ! Vous piochez 4 cartes.',
      'Vous bluffiez : vous piochez 4.',
    ]);
  });

  it('challenge outcome, the player challenged an honest +4: “No bluff: you draw 6.”', async () => {
    const e: Challenge = { seq: 2, type: 'challenge', by: ME, target: 3, bluff: false, hand: ['G1'] };
    expect(await banner(e)).to.deep.equal([
      'You challenge Driss: no bluff. You draw 6.',
      'No bluff: you draw 6.',
      'Hand of Driss:',
    ]);
    await setLang('fr');
    expect(await banner(e)).to.deep.equal([
      'Vous contestez Driss : pas de bluff. Vous piochez 6 cartes.',
      'Pas de bluff : vous piochez 6.',
      'Main de Driss :',
    ]);
  });

  it('challenge outcome, the player caught a bluff: the bluffer is named', async () => {
    const e: Challenge = { seq: 2, type: 'challenge', by: ME, target: 3, bluff: true, hand: ['G1'] };
    expect(await banner(e)).to.deep.equal([
      'You challenge Driss: bluff! Driss draws 4.',
      'Driss bluffed: Driss draws 4.',
      'Hand of Driss:',
    ]);
    await setLang('fr');
    expect(await banner(e)).to.deep.equal([
      'Vous contestez Driss : bluff ! Driss pioche 4 cartes.',
      'Driss bluffait : Driss pioche 4.',
      'Main de Driss :',
    ]);
  });

  it('challenge outcome, the player’s honest +4 challenged: the challenger draws', async () => {
    const e: Challenge = { seq: 2, type: 'challenge', by: 1, target: ME, bluff: false };
    expect(await banner(e)).to.deep.equal([
      'Bruno challenges you: no bluff. Bruno draws 6.',
      'No bluff: Bruno draws 6.',
    ]);
    await setLang('fr');
    expect(await banner(e)).to.deep.equal([
      'Bruno vous conteste : pas de bluff. Bruno pioche 6 cartes.',
      'Pas de bluff : Bruno pioche 6.',
    ]);
  });

  it('the +4 question names who played it, never the player', async () => {
    // the view names who played the +4 being challenged (engine view `wildDrawFourBy`)
    const asked = (by: number) =>
      makeView({
        phase: 'challenge',
        top: 'W+4',
        wildDrawFourBy: by,
        legal: [{ type: 'challenge' }, { type: 'accept' }],
      });
    const byDriss: TableEvent[] = [{ seq: 5, type: 'play', seat: 3, cards: ['W+4'], color: 'G' }];
    // Only the player's own, older Wild +4 in the events: the question leaves the player unnamed.
    const byMe: TableEvent[] = [{ seq: 5, type: 'play', seat: ME, cards: ['W+4'], color: 'G' }];
    expect(texts(await mount(asked(3), byDriss), 'uno-dialog p')).to.deep.equal([
      'Driss played a Wild +4. Do you think it was a bluff?',
    ]);
    expect(texts(await mount(asked(ME), byMe), 'uno-dialog p')).to.deep.equal([
      'A Wild +4 was played on you. Do you think it was a bluff?',
    ]);
    await setLang('fr');
    expect(texts(await mount(asked(3), byDriss), 'uno-dialog p')).to.deep.equal([
      'Driss a joué une Carte blanche +4. Est-ce du bluff ?',
    ]);
    expect(texts(await mount(asked(ME), byMe), 'uno-dialog p')).to.deep.equal([
      'Une Carte blanche +4 vous vise. Est-ce du bluff ?',
    ]);
  });

  it('towers: the player’s own is “yours” / “la vôtre”, another’s is “from Bruno” / “de Bruno”', async () => {
    const view = makeView({
      edition: 'power-grab',
      phase: 'towers',
      towers: { U: 1, N: null, O: null, '!': ME },
      legal: [
        { type: 'towers', take: ['U', '!'] },
        { type: 'towers', take: ['N'] },
      ],
    });
    // What the buttons say, without their decorative tower marks.
    const takes = async () => texts(await mount(view), '.option').map((text) => text.replace(/^[UNO!]+ /, ''));
    expect(await takes()).to.deep.equal(['Take Tower U from Bruno and Tower ! (yours)', 'Take Tower N (neutral)']);
    await setLang('fr');
    expect(await takes()).to.deep.equal(['Prendre Tour U de Bruno et Tour ! (la vôtre)', 'Prendre Tour N (neutre)']);
  });

  it('the live region says the player’s win and turn in the second person', async () => {
    await onLaptop();
    await setLang('fr');
    const t = await mount(makeView({ turn: 1, legal: [] }), [
      { seq: 1, type: 'deal', round: 1, dealer: ME, top: 'R3', first: 1 },
    ]);
    expect(texts(t, '.log li')).to.deep.equal(['Manche 1 : vous distribuez, la première carte est Rouge 3.']);
    t.events = [...t.events, { seq: 2, type: 'catch', by: 1, target: ME }];
    t.view = makeView({ turn: ME });
    await t.updateComplete;
    await t.updateComplete;
    expect(texts(t, '[aria-live="polite"]')).to.deep.equal([
      'Bruno vous attrape : Contre-UNO ! Vous piochez 2 cartes. À vous de jouer.',
    ]);
    t.events = [...t.events, { seq: 3, type: 'roundEnd', result: result(ME) }];
    t.view = makeView({ phase: 'roundOver', turn: ME, roundResult: result(ME), legal: [] });
    await t.updateComplete;
    await t.updateComplete;
    expect(texts(t, '[aria-live="polite"]')).to.deep.equal(['Vous gagnez la manche.']);
  });
});

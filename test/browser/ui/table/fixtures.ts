/** Hand-written views for the table's tests, typed against the engine's PlayerView. */
import type { PlayerView, RuleOptions } from '../../../../src/game/types.js';
import type { SeatInfo } from '../../../../src/net/terms/lobby.js';
import { EDITIONS } from '../../../../src/game/index.js';
import { fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import type { UnoTableChat } from '../../../../src/ui/table/chat/uno-table-chat.js';

/** A laptop's screen: the log beside the piles is drawn there only (a phone opens it as a sheet). */
export const onLaptop = () => setViewport({ width: 1280, height: 800 });
/** The runner's own size, for whatever runs after. */
export const backToDefault = () => setViewport({ width: 800, height: 600 });

/** Classic's defaults, from the engine itself so the fixtures cannot drift from the rules. */
export const OPTIONS: RuleOptions = { ...EDITIONS.classic.defaults };

/** A hand of 30 cards, more than the table shows side by side at any size (the hand scrolls). */
export const THIRTY_CARDS: string[] = [
  'R1',
  'R2',
  'R3',
  'R4',
  'R5',
  'R6',
  'R7',
  'R8',
  'R9',
  'G1',
  'G2',
  'G3',
  'G4',
  'G5',
  'G6',
  'G7',
  'G8',
  'G9',
  'B1',
  'B2',
  'B3',
  'B4',
  'B5',
  'B6',
  'Y1',
  'Y2',
  'Y3',
  'W',
  'W+4',
  'RS',
];

export function makeView(over: Partial<PlayerView> = {}): PlayerView {
  const players = over.players ?? 4;
  return {
    seat: 0,
    phase: 'play',
    turn: 0,
    hand: ['R5', 'B4!', 'G7', 'YS', 'W', 'R+2', 'B9'],
    counts: [7, 5, 1, 3].slice(0, players).concat(Array(Math.max(0, players - 4)).fill(4)),
    top: 'R3',
    color: 'R',
    direction: 1,
    pile: 80,
    discards: 4,
    dealer: players - 1,
    round: 1,
    scores: Array<number>(players).fill(0),
    roundWinner: null,
    gameWinner: null,
    legal: [{ type: 'play', card: 'R5' }, { type: 'play', card: 'W' }, { type: 'play', card: 'R+2' }, { type: 'draw' }],
    edition: 'classic',
    options: OPTIONS,
    players,
    phasePath: 'play.unoClosed',
    uno: Array<boolean>(players).fill(false),
    unoWindow: null,
    pending: 0,
    drawn: null,
    race: null,
    roundResult: null,
    history: [],
    ...over,
  };
}

export function makeSeats(
  n: number,
  names = ['Ana', 'Bruno', 'Chloé', 'Driss', 'Eva', 'Farid', 'Gaëlle', 'Hugo', 'Inès', 'Jules'],
): SeatInfo[] {
  return Array.from({ length: n }, (_, seat) => ({
    seat,
    name: names[seat] ?? `P${seat}`,
    kind: seat === 0 ? 'human' : 'bot',
    connected: true,
    standIn: false,
    you: seat === 0,
  }));
}

/** The next animation frame, where a dialog asked for in an update shows (uno-dialog.ts); at most
 * 200 ms, so that a page kept in the background fails its test rather than hanging it. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 200);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** How many lines `el`'s text takes: its text's height over one line's. */
export function textLines(el: Element): number {
  const range = document.createRange();
  range.selectNodeContents(el);
  const style = getComputedStyle(el);
  const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.25;
  return range.getBoundingClientRect().height / line;
}

/** Opens the chat slotted in `table` with its own button, as a player does, and waits until its
 * panel (or phone sheet) has been drawn. */
export async function openChat(table: UnoTable): Promise<{ chat: UnoTableChat; panel: HTMLDialogElement }> {
  const chat = table.querySelector<UnoTableChat>('uno-table-chat')!;
  chat.shadowRoot!.querySelector<HTMLButtonElement>('.chat-toggle')!.click();
  await chat.updateComplete;
  for (let i = 0; i < 3; i++) await nextFrame();
  return { chat, panel: chat.shadowRoot!.querySelector('dialog')! };
}

/** Every animation in `root` and the shadow trees inside it (a document's own list leaves those
 * out). */
export function animationsIn(root: Document | ShadowRoot, into = new Set<Animation>()): Set<Animation> {
  for (const a of root.getAnimations()) into.add(a);
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) animationsIn(el.shadowRoot, into);
  return into;
}

/**
 * Where a test looks inside a table: its shadow root, through to its questions' (each question is
 * its own element, src/ui/table/questions/). `querySelector` and `querySelectorAll` look in the
 * open question first (where the dialog drew, first in the table's shadow root, before), then the
 * table, then the closed questions; `activeElement` and `textContent` see into the questions too.
 */
export function lookIn(table: Element): ShadowRoot {
  const root = table.shadowRoot!;
  const questions = () => [...root.querySelectorAll<HTMLElement>('.questions > *')];
  const roots = (): ParentNode[] => {
    const qs = questions();
    const open = qs.filter((q) => q.hasAttribute('open')).map((q) => q.shadowRoot!);
    const closed = qs.filter((q) => !q.hasAttribute('open')).map((q) => q.shadowRoot!);
    return [...open, root, ...closed].filter(Boolean);
  };
  return new Proxy(root, {
    get(target, key) {
      if (key === 'querySelector')
        return (sel: string) => {
          for (const r of roots()) {
            const found = r.querySelector(sel);
            if (found) return found;
          }
          return null;
        };
      if (key === 'querySelectorAll') return (sel: string) => roots().flatMap((r) => [...r.querySelectorAll(sel)]);
      if (key === 'activeElement') {
        const a = target.activeElement;
        return a && questions().includes(a as HTMLElement) ? (a.shadowRoot?.activeElement ?? a) : a;
      }
      if (key === 'textContent')
        return roots()
          .map((r) => (r as Node).textContent ?? '')
          .join('');
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A card the hand shows: the hand keeps spare card elements hidden past its cards (uno-hand.ts). */
export const SHOWN_CARD = 'li:not([hidden]) > button';
/** The hand's cards, as the buttons a player sees and tabs through. */
export const handCards = (t: UnoTable) => [
  ...t.handElement!.shadowRoot!.querySelectorAll<HTMLButtonElement>(SHOWN_CARD),
];
/** The hand's card that holds the focus, if one does. */
export const focusedCard = (t: UnoTable) => t.handElement!.shadowRoot!.activeElement as HTMLButtonElement | null;

/** Three rounds of the table's and the hand's updates and a frame: where the focus has moved to
 * after a turn (the hand places it a frame after its update). */
export async function settleHand(t: UnoTable): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await t.updateComplete;
    await t.handElement!.updateComplete;
    await nextFrame();
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A laptop-sized table of four seats on the default view, given no event yet: a test then hands it
 * the events whose moments it watches (the caller imports `<uno-table>` itself). */
export async function quietTable(): Promise<UnoTable> {
  const table = await fixture<UnoTable>(
    html`<uno-table
      style="width:1000px;height:760px"
      .view=${makeView()}
      .seats=${makeSeats(4)}
      .events=${[]}
    ></uno-table>`,
  );
  await table.updateComplete;
  return table;
}

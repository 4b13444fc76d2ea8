/**
 * Tells a player whose eyes are elsewhere that the table waits for them (their turn, a race, a
 * challenge): the tab's title and icon change, a phone vibrates, a sound plays if they asked for
 * one, and a notification shows while the tab is hidden if they allowed notifications. A player
 * already looking at the table gets none of it, and everything goes back as soon as they look.
 */
import type { PlayerView } from '../../game/index.js';
import { loadAlertPrefs, type AlertPrefs } from './alert-prefs.js';
import { ART } from '../theme/art.js';

/** What the alert needs from the page; tests give their own. */
export interface AlertEnv {
  /** The player sees the page and has touched it lately. */
  looking(): boolean;
  hidden(): boolean;
  getTitle(): string;
  setTitle(title: string): void;
  setFavicon(marked: boolean): void;
  vibrate(): void;
  beep(): void;
  /** A system notification, if the player allowed them; null otherwise. */
  notify(title: string, body: string): { close(): void } | null;
  /** Calls back the next times the player looks at the page again; returns the unsubscribe. */
  onLook(fn: () => void): () => void;
}

/** The player is asked something now: an action other than the UNO and catch windows, which run
 * alongside everyone's turn. */
export function askedNow(view: PlayerView | null): boolean {
  if (!view || view.seat < 0 || !Array.isArray(view.legal)) return false;
  return view.legal.some((a) => !!a && a.type !== 'uno' && a.type !== 'catch');
}

export class TurnAlert {
  private wasAsked = false;
  private raised = false;
  private baseTitle = '';
  private note: { close(): void } | null = null;
  private offLook: (() => void) | null = null;

  constructor(
    private readonly env: AlertEnv = browserAlertEnv(),
    private readonly prefs: () => AlertPrefs = loadAlertPrefs,
  ) {}

  /** Called with every new view: alerts once, as the player becomes asked. The words are written
   * only then, not for every view that asks nothing new. */
  update(asked: boolean, words: () => { title: string; body: string }): void {
    if (asked && !this.wasAsked) this.raise(words());
    if (!asked) this.clear();
    this.wasAsked = asked;
  }

  /** Whether an alert is showing (the title and icon changed). */
  get showing(): boolean {
    return this.raised;
  }

  private raise(words: { title: string; body: string }): void {
    const prefs = this.prefs();
    if (!prefs.on || this.env.looking()) return;
    this.clear();
    this.raised = true;
    this.baseTitle = this.env.getTitle();
    this.env.setTitle(`${words.title} · ${this.baseTitle}`);
    this.env.setFavicon(true);
    this.env.vibrate();
    if (prefs.sound) this.env.beep();
    if (this.env.hidden()) this.note = this.env.notify(words.title, words.body);
    this.offLook = this.env.onLook(() => this.clear());
  }

  /** Everything back as it was. */
  clear(): void {
    if (!this.raised) return;
    this.raised = false;
    this.env.setTitle(this.baseTitle);
    this.env.setFavicon(false);
    this.note?.close();
    this.note = null;
    this.offLook?.();
    this.offLook = null;
  }
}

/** Touched within this long counts as looking (a phone left on the table is not). */
const LOOK_MS = 20_000;
let lastTouch = Date.now();
let tracking = false;
let audio: AudioContext | null = null;
let originalIcon: string | null = null;

const MARKED_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect x='8' y='2' width='48' height='60' rx='9' fill='${ART.red}'/>` +
      `<circle cx='32' cy='32' r='19' fill='${ART.alertGold}'/><rect x='28' y='18' width='8' height='18' rx='3' fill='${ART.alertInk}'/>` +
      `<circle cx='32' cy='43' r='4.5' fill='${ART.alertInk}'/></svg>`,
  );

function track(): void {
  if (tracking) return;
  tracking = true;
  const touch = () => (lastTouch = Date.now());
  for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart'])
    addEventListener(type, touch, { capture: true, passive: true });
}

/** The real page: document, navigator, Web Audio, Notification. */
export function browserAlertEnv(): AlertEnv {
  track();
  return {
    looking: () => document.visibilityState === 'visible' && document.hasFocus() && Date.now() - lastTouch < LOOK_MS,
    hidden: () => document.visibilityState === 'hidden',
    getTitle: () => document.title,
    setTitle: (title) => (document.title = title),
    setFavicon(marked) {
      const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
      if (!link) return;
      if (marked) {
        originalIcon ??= link.getAttribute('href');
        link.href = MARKED_ICON;
      } else if (originalIcon !== null) link.setAttribute('href', originalIcon);
    },
    vibrate() {
      // Browsers refuse vibration before the page was ever touched; asking then only logs a warning.
      if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
      try {
        navigator.vibrate?.([180, 90, 180]);
      } catch {
        /* not allowed here: the other alerts still tell */
      }
    },
    beep() {
      try {
        audio ??= new AudioContext();
        void audio.resume().catch(() => {});
        const now = audio.currentTime;
        for (const [at, freq] of [
          [0, 660],
          [0.16, 880],
        ] as const) {
          const osc = audio.createOscillator();
          const gain = audio.createGain();
          osc.frequency.value = freq;
          gain.gain.setValueAtTime(0.0001, now + at);
          gain.gain.exponentialRampToValueAtTime(0.2, now + at + 0.02);
          gain.gain.exponentialRampToValueAtTime(0.0001, now + at + 0.14);
          osc.connect(gain).connect(audio.destination);
          osc.start(now + at);
          osc.stop(now + at + 0.15);
        }
      } catch {
        /* no audio here */
      }
    },
    notify(title, body) {
      if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return null;
      try {
        const n = new Notification(title, { body, tag: 'uno-turn', icon: MARKED_ICON });
        n.onclick = () => {
          window.focus();
          n.close();
        };
        return n;
      } catch {
        return null; // some phones only notify from a service worker
      }
    },
    onLook(fn) {
      const look = () => {
        if (document.visibilityState === 'visible') fn();
      };
      const types = ['visibilitychange', 'focus', 'pointerdown', 'keydown'];
      for (const type of types) addEventListener(type, look, { capture: true });
      document.addEventListener('visibilitychange', look);
      return () => {
        for (const type of types) removeEventListener(type, look, { capture: true });
        document.removeEventListener('visibilitychange', look);
      };
    },
  };
}

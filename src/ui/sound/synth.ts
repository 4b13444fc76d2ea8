/**
 * The game's sounds, made on the spot with Web Audio (docs/table-ui.md "Sounds"): oscillators and a
 * little noise, no audio file to fetch or license. Browsers let a page make sound only after the
 * player touched it, so nothing is made (nor queued) before the first tap or key; nothing is made
 * in a hidden tab either (the turn alert, turn-alert.ts, has its own beep for that).
 */
import type { SoundName } from './moments.js';
import { loadSoundPrefs, onSoundPrefs, type SoundPrefs } from './sound-prefs.js';

type Note = { f: number; at: number; len: number; type?: OscillatorType; to?: number; gain?: number };
type Noise = { at: number; len: number; from: number; to: number; gain?: number };

/** Each sound as notes (frequency in Hz, start and length in s) and noise bursts (a band-pass
 * filter's sweep): a card's swish is noise, news is a tune. */
const PATCHES: Record<SoundName, { notes?: Note[]; noise?: Noise[] }> = {
  play: {
    noise: [{ at: 0, len: 0.09, from: 3200, to: 1400, gain: 0.5 }],
    notes: [{ f: 180, at: 0.05, len: 0.05, gain: 0.25 }],
  },
  draw: { noise: [{ at: 0, len: 0.14, from: 900, to: 2600, gain: 0.35 }] },
  shuffle: {
    noise: Array.from({ length: 7 }, (_, i) => ({
      at: i * 0.06,
      len: 0.05,
      from: 2500 + (i % 2) * 900,
      to: 1500,
      gain: 0.3,
    })),
  },
  skip: {
    notes: [
      { f: 520, at: 0, len: 0.09, type: 'square', gain: 0.18 },
      { f: 260, at: 0.1, len: 0.14, type: 'square', gain: 0.18 },
    ],
  },
  reverse: {
    notes: [
      { f: 300, to: 620, at: 0, len: 0.14, type: 'triangle' },
      { f: 620, to: 300, at: 0.14, len: 0.14, type: 'triangle' },
    ],
  },
  penalty: {
    notes: [
      { f: 130, at: 0, len: 0.2, type: 'sawtooth', gain: 0.22 },
      { f: 98, at: 0.22, len: 0.28, type: 'sawtooth', gain: 0.22 },
    ],
  },
  color: {
    notes: [
      { f: 523, at: 0, len: 0.08, type: 'triangle' },
      { f: 659, at: 0.07, len: 0.08, type: 'triangle' },
      { f: 784, at: 0.14, len: 0.12, type: 'triangle' },
    ],
  },
  uno: {
    notes: [
      { f: 880, at: 0, len: 0.1, type: 'square', gain: 0.16 },
      { f: 1320, at: 0.11, len: 0.2, type: 'square', gain: 0.16 },
    ],
  },
  catch: {
    notes: [
      { f: 700, to: 350, at: 0, len: 0.18, type: 'square', gain: 0.16 },
      { f: 350, to: 250, at: 0.2, len: 0.18, type: 'square', gain: 0.16 },
    ],
  },
  roundWon: {
    notes: [523, 659, 784, 1047].map((f, i) => ({
      f,
      at: i * 0.1,
      len: i === 3 ? 0.3 : 0.1,
      type: 'triangle' as const,
    })),
  },
  gameWon: {
    notes: [523, 523, 659, 784, 659, 784, 1047].map((f, i) => ({
      f,
      at: [0, 0.12, 0.24, 0.36, 0.56, 0.68, 0.8][i]!,
      len: i === 6 ? 0.5 : 0.11,
      type: 'square' as const,
      gain: 0.14,
    })),
  },
  turn: {
    notes: [
      { f: 660, at: 0, len: 0.1, type: 'sine' },
      { f: 990, at: 0.12, len: 0.16, type: 'sine' },
    ],
  },
};

export class Synth {
  private ctx: AudioContext | null = null;
  private prefs: SoundPrefs = loadSoundPrefs();
  private unlocked = false;
  private noiseBuffer: AudioBuffer | null = null;
  /** What was played, newest last (tests read it; a few names, never grows past 20). */
  readonly played: SoundName[] = [];

  constructor(private readonly doc: Document = document) {
    onSoundPrefs((p) => (this.prefs = p));
    const unlock = () => {
      this.unlocked = true;
      // resumed inside the gesture: a context made or resumed later would stay suspended
      void this.context()?.resume?.();
      for (const type of ['pointerdown', 'keydown']) doc.removeEventListener(type, unlock, true);
    };
    for (const type of ['pointerdown', 'keydown']) doc.addEventListener(type, unlock, true);
  }

  /** Whether a sound would be heard now: asked for, the page touched, the tab shown. */
  get audible(): boolean {
    return this.unlocked && !this.prefs.muted && this.prefs.volume > 0 && this.doc.visibilityState !== 'hidden';
  }

  play(name: SoundName): void {
    if (!this.audible) return;
    const ctx = this.context();
    if (!ctx) return;
    this.played.push(name);
    if (this.played.length > 20) this.played.shift();
    const patch = PATCHES[name];
    const out = ctx.createGain();
    out.gain.value = this.prefs.volume * 0.5;
    out.connect(ctx.destination);
    const t0 = ctx.currentTime + 0.01;
    for (const n of patch.notes ?? []) this.note(ctx, out, n, t0);
    for (const n of patch.noise ?? []) this.noise(ctx, out, n, t0);
  }

  private context(): AudioContext | null {
    if (this.ctx) return this.ctx;
    const Ctor =
      globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return null;
    try {
      this.ctx = new Ctor();
    } catch {
      return null; // too many contexts, or audio refused: the game goes on silent
    }
    return this.ctx;
  }

  private note(ctx: AudioContext, out: AudioNode, n: Note, t0: number): void {
    const osc = ctx.createOscillator();
    const env = ctx.createGain();
    osc.type = n.type ?? 'sine';
    const start = t0 + n.at;
    osc.frequency.setValueAtTime(n.f, start);
    if (n.to) osc.frequency.exponentialRampToValueAtTime(n.to, start + n.len);
    env.gain.setValueAtTime(0.0001, start);
    env.gain.exponentialRampToValueAtTime(n.gain ?? 0.3, start + 0.01);
    env.gain.exponentialRampToValueAtTime(0.0001, start + n.len);
    osc.connect(env).connect(out);
    osc.start(start);
    osc.stop(start + n.len + 0.02);
  }

  private noise(ctx: AudioContext, out: AudioNode, n: Noise, t0: number): void {
    if (!this.noiseBuffer) {
      const buffer = ctx.createBuffer(1, Math.floor(ctx.sampleRate * 0.5), ctx.sampleRate);
      const data = buffer.getChannelData(0);
      // white noise from a fixed sequence (no Math.random needed for a hiss)
      let x = 12345;
      for (let i = 0; i < data.length; i++) {
        x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
        data[i] = (x / 0x3fffffff - 1) * 0.8;
      }
      this.noiseBuffer = buffer;
    }
    const src = ctx.createBufferSource();
    src.buffer = this.noiseBuffer;
    const filter = ctx.createBiquadFilter();
    filter.type = 'bandpass';
    filter.Q.value = 1.2;
    const start = t0 + n.at;
    filter.frequency.setValueAtTime(n.from, start);
    filter.frequency.exponentialRampToValueAtTime(n.to, start + n.len);
    const env = ctx.createGain();
    env.gain.setValueAtTime(0.0001, start);
    env.gain.exponentialRampToValueAtTime(n.gain ?? 0.3, start + 0.008);
    env.gain.exponentialRampToValueAtTime(0.0001, start + n.len);
    src.connect(filter).connect(env).connect(out);
    src.start(start);
    src.stop(start + n.len + 0.02);
  }
}

let shared: Synth | null = null;
/** The page's one synth (one AudioContext for every table the page shows). */
export function synth(): Synth {
  return (shared ??= new Synth());
}

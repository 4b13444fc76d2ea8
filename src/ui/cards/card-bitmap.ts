/**
 * Each card drawing, once made, turned into a bitmap at the page's idle moments: its rule's SVG
 * gives way to a PNG of it, drawn at the widest a card is shown on this screen's pixels. A bitmap
 * is laid out and painted at any size for next to nothing; an SVG drawing is a document of its
 * own that the browser lays out and paints again at each size and each repaint: a fifth of the
 * frames that draw a move on a phone profile, which the expert's answers wait behind
 * (docs/smoothness-passes.md "Twentieth pass: the card faces as bitmaps (fourteenth session)").
 * Until its bitmap is ready, and wherever one cannot be made, a card shows its SVG. The bitmaps
 * made are kept for the next visit (bitmap-shelf.ts): a drawing found there starts as its bitmap.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { idle, type Later } from '../shared/idle.js';
import { indexedShelf, isBitmapUrl, type BitmapShelf } from './bitmap-shelf.js';

/** The widest a card is drawn (CSS px): the hand and the piles on a wide screen. */
export const WIDEST_CARD = 104;
/** Pixels per CSS pixel at most: beyond, the bitmaps' memory outgrows what a phone's eye sees. */
const MOST_DENSITY = 2.5;

/** The longest a bitmap is waited for (ms) before the queue goes on without it: a browser whose
 * `toBlob` never calls back would otherwise leave every drawing after it an SVG. */
const PATIENCE = 10_000;

interface Job {
  rule: CSSStyleRule;
  svgUrl: string;
  patience: number;
}

const queue: Job[] = [];
let running = false;

let shelf: BitmapShelf | null = indexedShelf();
/** The shelf's bitmaps at this screen's width, by their drawing's digest, once read. */
const kept = new Map<string, string>();
let reading: Promise<void> | null = null;

/** The digest a drawing's bitmap is kept under. */
const digestOf = (svgUrl: string): string => bytesToHex(sha256(utf8ToBytes(svgUrl)));
const widthHere = (): number => bitmapSize(globalThis.devicePixelRatio).width;

/** Reads the bitmaps earlier visits kept, once; never rejects (nothing read, the drawings stay). */
export function readKeptBitmaps(): Promise<void> {
  reading ??= (shelf?.read(widthHere()) ?? Promise.resolve(new Map<string, string>())).then((found) => {
    for (const [digest, png] of found) if (isBitmapUrl(png)) kept.set(digest, png);
  });
  return reading;
}

/** The most a screen's first render waits for the kept bitmaps (ms): a storage slow to answer
 * leaves the cards to their drawings rather than the player to wait. */
const LONGEST_READ = 300;

/** `readKeptBitmaps`, or the time a first render may wait for it, whichever ends first. */
export function keptBitmapsRead(): Promise<void> {
  return Promise.race([readKeptBitmaps(), new Promise<void>((resolve) => setTimeout(resolve, LONGEST_READ))]);
}

/** In place of the browser's own shelf (the tests'): forgets what was read from the other. */
export function useShelf(other: BitmapShelf | null): void {
  shelf = other;
  kept.clear();
  reading = null;
}

/** The bitmap kept for this drawing, or null: read by `readKeptBitmaps` before the table's first
 * render, so that its cards start as bitmaps. */
export function keptBitmap(svgUrl: string): string | null {
  if (kept.size === 0) return null;
  return kept.get(digestOf(svgUrl)) ?? null;
}

/** A rule set to a kept bitmap: should the page fail to draw it, the rule goes back to its drawing,
 * which becomes a bitmap later, and the shelf forgets the one that failed. */
export function checkKept(rule: CSSStyleRule, svgUrl: string, png: string, later: Later = idle): void {
  if (typeof Image === 'undefined') return;
  const image = new Image();
  image.src = png;
  image.decode().catch(() => {
    const digest = digestOf(svgUrl);
    kept.delete(digest);
    shelf?.drop(widthHere(), digest);
    rule.style.backgroundImage = `url("${svgUrl}")`;
    bitmapLater(rule, svgUrl, later);
  });
}

/** The rule's drawing (an SVG `data:` URL) becomes a bitmap at a later idle moment, one drawing a
 * moment; one not made within `patience` ms stays a drawing, and the next goes on. */
export function bitmapLater(rule: CSSStyleRule, svgUrl: string, later: Later = idle, patience = PATIENCE): void {
  queue.push({ rule, svgUrl, patience });
  if (running) return;
  running = true;
  later(() => void next(later));
}

async function next(later: Later): Promise<void> {
  const job = queue.shift();
  if (job) {
    try {
      const size = bitmapSize(globalThis.devicePixelRatio);
      const url = await Promise.race([
        bitmapOf(job.svgUrl, size),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), job.patience)),
      ]);
      if (url) {
        job.rule.style.backgroundImage = `url("${url}")`;
        shelf?.put(size.width, digestOf(job.svgUrl), url);
      }
    } catch {
      // the drawing stays an SVG: the card still shows, as before bitmaps
    }
  }
  if (queue.length) later(() => void next(later));
  else running = false;
}

/** The bitmap size (device pixels) for this screen: 2 by 3, as a card. */
export function bitmapSize(density: number): { width: number; height: number } {
  const scale = Math.min(MOST_DENSITY, Math.max(1, Number.isFinite(density) ? density : 1));
  const width = Math.round(WIDEST_CARD * scale);
  return { width, height: Math.round(width * 1.5) };
}

/** A PNG `data:` URL of the SVG drawing, or null where the page cannot make one. A `data:` URL
 * (not a blob's) so that a rule that switches to it draws at once, with no frame left blank. */
async function bitmapOf(svgUrl: string, { width, height }: { width: number; height: number }): Promise<string | null> {
  if (typeof document === 'undefined' || typeof Image === 'undefined' || typeof FileReader === 'undefined') return null;
  const image = new Image();
  image.src = svgUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(image, 0, 0, width, height);
  // toBlob encodes off the page's thread; toDataURL would encode on it
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) return null;
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('the bitmap was not read as text'));
    reader.onerror = () => reject(reader.error ?? new Error('the bitmap could not be read'));
    reader.readAsDataURL(blob);
  });
}

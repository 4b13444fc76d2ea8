/**
 * Each card drawing, once made, turned into a bitmap at the page's idle moments: its rule's SVG
 * gives way to a PNG of it, drawn at the widest a card is shown on this screen's pixels. A bitmap
 * is laid out and painted at any size for next to nothing; an SVG drawing is a document of its
 * own that the browser lays out and paints again at each size and each repaint: a fifth of the
 * frames that draw a move on a phone profile, which the expert's answers wait behind
 * (docs/smoothness-passes.md "Twentieth pass: the card faces as bitmaps (fourteenth session)").
 * Until its bitmap is ready, and wherever one cannot be made, a card shows its SVG.
 */
import { idle, type Later } from '../shared/idle.js';

/** The widest a card is drawn (CSS px): the hand and the piles on a wide screen. */
export const WIDEST_CARD = 104;
/** Pixels per CSS pixel at most: beyond, the bitmaps' memory outgrows what a phone's eye sees. */
const MOST_DENSITY = 2.5;

interface Job {
  rule: CSSStyleRule;
  svgUrl: string;
}

const queue: Job[] = [];
let running = false;

/** The rule's drawing (an SVG `data:` URL) becomes a bitmap at a later idle moment, one drawing a
 * moment. */
export function bitmapLater(rule: CSSStyleRule, svgUrl: string, later: Later = idle): void {
  queue.push({ rule, svgUrl });
  if (running) return;
  running = true;
  later(() => void next(later));
}

async function next(later: Later): Promise<void> {
  const job = queue.shift();
  if (job) {
    try {
      const url = await bitmapOf(job.svgUrl);
      if (url) job.rule.style.backgroundImage = `url("${url}")`;
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
async function bitmapOf(svgUrl: string): Promise<string | null> {
  if (typeof document === 'undefined' || typeof Image === 'undefined' || typeof FileReader === 'undefined') return null;
  const image = new Image();
  image.src = svgUrl;
  await image.decode();
  const { width, height } = bitmapSize(globalThis.devicePixelRatio);
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

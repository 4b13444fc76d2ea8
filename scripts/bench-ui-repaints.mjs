// bench:ui --repaints: which images the page drew again, and why, from a trace that holds Blink's
// paint invalidations (docs/smoothness-passes.md "The whole layer's repaints"). Every card face and a few
// backgrounds are SVG images whose drawing is recorded on the main thread (`PaintImage`) when the
// element holding them is invalidated; an element whose drawing is still valid is reused from the
// cache, however many layers around it are painted. The trace's `Paint` events name each painted
// layer, the whole table's too, without saying what was drawn again in it: hence this count.

/** The categories to add to a trace for the reasons (Blink's `InvalidateDisplayItemClient`). */
export const REPAINT_CATEGORIES = ['disabled-by-default-blink.invalidation'];

/** An element's name as the trace gives it, without what changes from card to card. */
function kindOf(nodeName, width, height) {
  const name = String(nodeName ?? '?')
    .replace(/\bart-\d+/g, 'art-N')
    .replace(/ id='[^']*'/, '');
  return `${name} ${Math.round(width)}x${Math.round(height)}`;
}

function countInto(map, key) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/**
 * From a trace (Chromium's JSON, with REPAINT_CATEGORIES): the images drawn again in all, the most
 * in one frame, the frames that drew the table's own background (its whole box), and the images by
 * element and by the reason Blink gave for invalidating that element since the frame before
 * (`geometry`: it moved or changed size; `background`: its background image changed; `subtree`: an
 * ancestor's change took it along; `appeared`: new in the page; `none seen`: no reason recorded).
 */
export function repaintsOf(trace) {
  const events = (Array.isArray(trace) ? trace : (trace?.traceEvents ?? [])).filter((e) => e.ph !== 'M');
  const images = events.filter((e) => e.name === 'PaintImage').sort((a, b) => a.ts - b.ts);
  if (!images.length) return null;
  const { pid, tid } = images[0];
  const paints = events
    .filter((e) => e.name === 'Paint' && e.pid === pid && e.tid === tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  // a frame's paint is one run of (nested or following) Paint events; its images are those in it
  const frames = [];
  for (const p of paints) {
    const last = frames.at(-1);
    if (last && p.ts <= last.end) last.end = Math.max(last.end, p.ts + p.dur);
    else frames.push({ start: p.ts, end: p.ts + p.dur, images: [], table: false });
  }
  let f = 0;
  for (const image of images) {
    while (f < frames.length && frames[f].end < image.ts) f++;
    if (f < frames.length && frames[f].start <= image.ts) frames[f].images.push(image);
  }
  const invalidations = events.filter((e) => e.name === 'InvalidateDisplayItemClient').sort((a, b) => a.ts - b.ts);
  const byKind = new Map();
  const byReason = new Map();
  let i = 0;
  let since = -Infinity;
  for (const frame of frames) {
    const reasons = new Map();
    for (; i < invalidations.length && invalidations[i].ts <= frame.end; i++) {
      const inv = invalidations[i];
      if (inv.ts > since && !reasons.has(inv.args?.client)) reasons.set(inv.args?.client, inv.args?.reason);
    }
    since = frame.end;
    const clients = [...reasons.keys()];
    for (const image of frame.images) {
      const d = image.args?.data ?? {};
      if (String(d.nodeName).startsWith('UNO-TABLE')) frame.table = true;
      countInto(byKind, kindOf(d.nodeName, d.width, d.height));
      const client = clients.find((c) => String(c).endsWith(` ${d.nodeName}`));
      countInto(byReason, client ? reasons.get(client) : 'none seen');
    }
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return {
    images: images.length,
    frames: frames.length,
    mostInAFrame: Math.max(...frames.map((x) => x.images.length)),
    tableBackgrounds: frames.filter((x) => x.table).length,
    byKind: sorted(byKind),
    byReason: sorted(byReason),
  };
}

/** The lines bench:ui prints for repaintsOf's answer, over `updates` table updates. */
export function repaintLines(r, updates) {
  const share = (list) => list.map(([k, n]) => `${k} ${n}`).join(', ');
  return [
    `images drawn again: ${r.images} in ${r.frames} frames painted (${(r.images / updates).toFixed(1)} per table update, at most ${r.mostInAFrame} in a frame); the table's background ${r.tableBackgrounds} times`,
    `  why (the element's invalidation): ${share(r.byReason)}`,
    `  which: ${share(r.byKind.slice(0, 8))}`,
  ];
}

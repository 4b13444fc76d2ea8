// bench:ui --repaints (scripts/bench-ui-repaints.mjs): the images a trace shows drawn again, each
// with the reason Blink gave for invalidating its element since the frame before.
import { describe, expect, it } from 'vitest';
import { repaintsOf } from '../../scripts/bench-ui-repaints.mjs';

const PAGE = 7;
const MAIN = 1;
const paint = (ts: number, dur: number, nodeName: string) => ({
  name: 'Paint',
  ph: 'X',
  ts,
  dur,
  pid: PAGE,
  tid: MAIN,
  args: { data: { nodeName } },
});
const image = (ts: number, nodeName: string, width = 84, height = 126) => ({
  name: 'PaintImage',
  ph: 'X',
  ts,
  dur: 5,
  pid: PAGE,
  tid: MAIN,
  args: { data: { nodeName, width, height } },
});
const invalidated = (ts: number, client: string, reason: string) => ({
  name: 'InvalidateDisplayItemClient',
  ph: 'I',
  ts,
  pid: 0,
  tid: 0,
  args: { client, reason },
});

describe('bench:ui --repaints', () => {
  it("counts a frame's images once, however many layers' Paint events hold them, with their reasons", () => {
    const trace = {
      traceEvents: [
        invalidated(50, "LayoutBlockFlow SPAN class='card-art art-4'", 'background'),
        invalidated(60, "LayoutBlockFlow (positioned) UNO-CARD class='top-card'", 'geometry'),
        // one frame: the root's Paint, a layer's nested in it, a third right after
        paint(100, 100, '#document'),
        paint(110, 50, 'BUTTON'),
        image(120, "SPAN class='card-art art-4'"),
        paint(200, 30, "UNO-TABLE id='replay-table'"),
        image(210, "UNO-TABLE id='replay-table'", 360, 740),
        // the next frame: an invalidation from before the first one is not this image's reason
        invalidated(400, "LayoutBlockFlow SPAN class='art-9'", 'subtree'),
        paint(500, 40, '#document'),
        image(510, "SPAN class='card-art art-4'"),
        image(520, "SPAN class='art-9'", 62.6, 94),
      ],
    };
    const r = repaintsOf(trace);
    expect(r).toMatchObject({ images: 4, frames: 2, mostInAFrame: 2, tableBackgrounds: 1 });
    expect(Object.fromEntries(r!.byReason)).toEqual({ background: 1, 'none seen': 2, subtree: 1 });
    expect(Object.fromEntries(r!.byKind)).toEqual({
      "SPAN class='card-art art-N' 84x126": 2,
      'UNO-TABLE 360x740': 1,
      "SPAN class='art-N' 63x94": 1,
    });
  });

  it('says nothing of a trace without images', () => {
    expect(repaintsOf({ traceEvents: [paint(1, 1, '#document')] })).toBeNull();
    expect(repaintsOf([])).toBeNull();
  });
});

// card-bitmap.ts: each card drawing, once made, becomes a bitmap of itself at an idle moment; a
// drawing that cannot become one stays as it was, and the next one still does. The bitmaps made are
// kept on a shelf for the next visit, which starts from them.
import { expect, waitUntil } from '@open-wc/testing';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import {
  WIDEST_CARD,
  bitmapLater,
  bitmapSize,
  checkKept,
  keptBitmap,
  keptBitmapsRead,
  readKeptBitmaps,
  useShelf,
} from '../../../../src/ui/cards/card-bitmap.js';
import type { BitmapShelf } from '../../../../src/ui/cards/bitmap-shelf.js';

const svgUrl = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 150"><rect width="100" height="150" fill="${fill}"/></svg>`,
  )}`;

function ruleOf(url: string, name: string): CSSStyleRule {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`.${name} { background-image: url("${url}"); }`);
  return sheet.cssRules[0] as CSSStyleRule;
}

/** The bitmap a rule now draws, loaded, and the colour of its middle pixel. */
async function bitmapIn(rule: CSSStyleRule): Promise<{ width: number; height: number; middle: number[] }> {
  const url = /^url\("(data:image\/png;base64,[^"]+)"\)$/.exec(rule.style.backgroundImage)![1]!;
  const image = new Image();
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(image, 0, 0);
  const middle = [...ctx.getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1).data];
  return { width: image.naturalWidth, height: image.naturalHeight, middle };
}

const isBitmap = (rule: CSSStyleRule) => rule.style.backgroundImage.startsWith('url("data:image/png;base64,');

describe('card drawings as bitmaps', () => {
  it('sizes the bitmap for the widest card on this screen, up to 2.5 pixels a CSS pixel', () => {
    expect(bitmapSize(1)).to.deep.equal({ width: WIDEST_CARD, height: WIDEST_CARD * 1.5 });
    expect(bitmapSize(2)).to.deep.equal({ width: WIDEST_CARD * 2, height: WIDEST_CARD * 3 });
    expect(bitmapSize(3), 'a denser screen gets 2.5').to.deep.equal(bitmapSize(2.5));
    expect(bitmapSize(Number.NaN), 'an unknown density counts as 1').to.deep.equal(bitmapSize(1));
    expect(bitmapSize(0.5), 'never under one pixel a CSS pixel').to.deep.equal(bitmapSize(1));
  });

  it('turns a drawing into a bitmap of it at the next idle moment, one drawing a moment', async () => {
    const moments: (() => void)[] = [];
    const later = (work: () => void) => void moments.push(work);
    const red = ruleOf(svgUrl('#ff0000'), 'bm-red');
    const blue = ruleOf(svgUrl('#0000ff'), 'bm-blue');
    bitmapLater(red, svgUrl('#ff0000'), later);
    bitmapLater(blue, svgUrl('#0000ff'), later);
    expect(moments.length, 'nothing before an idle moment').to.equal(1);
    expect(isBitmap(red)).to.equal(false);
    moments.shift()!();
    await waitUntil(() => isBitmap(red), 'the first drawing became a bitmap');
    expect(isBitmap(blue), 'the second waits for its own moment').to.equal(false);
    await waitUntil(() => moments.length === 1, 'a moment asked for the second');
    moments.shift()!();
    await waitUntil(() => isBitmap(blue), 'the second drawing became a bitmap');
    const r = await bitmapIn(red);
    expect([r.width, r.height]).to.deep.equal(Object.values(bitmapSize(devicePixelRatio)));
    expect(r.middle).to.deep.equal([255, 0, 0, 255]);
    expect((await bitmapIn(blue)).middle).to.deep.equal([0, 0, 255, 255]);
    await new Promise((r) => setTimeout(r, 50));
    expect(moments.length, 'no moment asked for once every drawing is done').to.equal(0);
  });

  it('leaves a drawing that cannot be read as it was, and goes on with the next', async () => {
    const later = (work: () => void) => void setTimeout(work, 0);
    const broken = 'data:image/svg+xml,%3Csvg%20this%20is%20not';
    const bad = ruleOf(broken, 'bm-bad');
    const good = ruleOf(svgUrl('#00ff00'), 'bm-good');
    bitmapLater(bad, broken, later);
    bitmapLater(good, svgUrl('#00ff00'), later);
    await waitUntil(() => isBitmap(good), 'the next drawing became a bitmap');
    expect(bad.style.backgroundImage, 'the broken one kept its drawing').to.equal(`url("${broken}")`);
    expect((await bitmapIn(good)).middle).to.deep.equal([0, 255, 0, 255]);
  });

  it('goes on with the next drawing when a bitmap is never made', async () => {
    const later = (work: () => void) => void setTimeout(work, 0);
    const toBlob = HTMLCanvasElement.prototype.toBlob;
    let stalled = 0;
    // a browser whose encoder never calls back, once
    HTMLCanvasElement.prototype.toBlob = function (this: HTMLCanvasElement, ...args: Parameters<typeof toBlob>) {
      if (stalled++ === 0) return;
      toBlob.apply(this, args);
    };
    try {
      const stuck = ruleOf(svgUrl('#ffff00'), 'bm-stuck');
      const next = ruleOf(svgUrl('#ff8000'), 'bm-next');
      bitmapLater(stuck, svgUrl('#ffff00'), later, 200);
      bitmapLater(next, svgUrl('#ff8000'), later, 200);
      await waitUntil(() => isBitmap(next), 'the next drawing became a bitmap', { timeout: 3000 });
      expect(isBitmap(stuck), 'the stuck one stayed a drawing').to.equal(false);
      expect((await bitmapIn(next)).middle).to.deep.equal([255, 128, 0, 255]);
    } finally {
      HTMLCanvasElement.prototype.toBlob = toBlob;
    }
  });

  describe('kept for the next visit', () => {
    /** A shelf in memory: what was put, by width and digest; `read` gives back `given` when set. */
    function memoryShelf(given?: Map<string, string>): BitmapShelf & { puts: Map<string, string>; drops: string[] } {
      const puts = new Map<string, string>();
      const drops: string[] = [];
      return {
        puts,
        drops,
        read: (width) =>
          Promise.resolve(
            given ??
              new Map(
                [...puts].filter(([k]) => k.startsWith(`${width}:`)).map(([k, v]) => [k.slice(`${width}:`.length), v]),
              ),
          ),
        put: (width, digest, png) => void puts.set(`${width}:${digest}`, png),
        drop: (width, digest) => void drops.push(`${width}:${digest}`),
      };
    }
    const digest = (url: string) => bytesToHex(sha256(utf8ToBytes(url)));
    const width = () => bitmapSize(devicePixelRatio).width;

    afterEach(() => useShelf(null));

    it('keeps each bitmap made under its width and its drawing, and starts the next visit from it', async () => {
      const shelf = memoryShelf();
      useShelf(shelf);
      const later = (work: () => void) => void setTimeout(work, 0);
      const url = svgUrl('#ff00ff');
      const rule = ruleOf(url, 'bm-kept');
      bitmapLater(rule, url, later);
      await waitUntil(() => shelf.puts.size === 1, 'the bitmap was kept');
      const [key, png] = [...shelf.puts][0]!;
      expect(key).to.equal(`${width()}:${digest(url)}`);
      expect(`url("${png}")`, 'the bitmap the page drew').to.equal(rule.style.backgroundImage);

      // the next visit: the same shelf, nothing read yet
      useShelf(shelf);
      expect(keptBitmap(url), 'nothing before the shelf is read').to.equal(null);
      await readKeptBitmaps();
      expect(keptBitmap(url)).to.equal(png);
      expect(keptBitmap(svgUrl('#ff00fe')), 'another drawing has none').to.equal(null);
    });

    it('takes from the shelf only PNG data URLs', async () => {
      const good = svgUrl('#123456');
      const png =
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
      const bad: [string, string][] = [
        [svgUrl('#000001'), 'data:image/svg+xml,<svg/>'],
        [svgUrl('#000002'), 'javascript:alert(1)'],
        [svgUrl('#000003'), `data:image/png;base64,iVBORw0KGgo"); background: url("x`],
        [svgUrl('#000004'), 'data:image/png;base64,iVBORw0KGgo' + 'A'.repeat(400_000)],
      ];
      useShelf(memoryShelf(new Map([[digest(good), png], ...bad.map(([u, v]) => [digest(u), v] as [string, string])])));
      await readKeptBitmaps();
      expect(keptBitmap(good)).to.equal(png);
      for (const [url] of bad) expect(keptBitmap(url), url).to.equal(null);
    });

    it('does not hold the first render for a shelf that never answers', async () => {
      useShelf({
        read: () => new Promise<Map<string, string>>(() => undefined),
        put: () => undefined,
        drop: () => undefined,
      });
      let read = false;
      void keptBitmapsRead().then(() => (read = true));
      await waitUntil(() => read, 'the wait ended', { timeout: 2000 });
      expect(keptBitmap(svgUrl('#abcdef'))).to.equal(null);
    });

    it('puts a kept bitmap the page cannot draw back to its drawing, and forgets it', async () => {
      const shelf = memoryShelf();
      useShelf(shelf);
      const url = svgUrl('#00ffff');
      const broken = 'data:image/png;base64,iVBORw0KGgoAAAAAAAAAAAAAAAA';
      const rule = ruleOf(broken, 'bm-broken');
      const later = (work: () => void) => void setTimeout(work, 0);
      checkKept(rule, url, broken, later);
      await waitUntil(() => isBitmap(rule) && rule.style.backgroundImage !== `url("${broken}")`, 'drawn afresh');
      expect(shelf.drops).to.deep.equal([`${width()}:${digest(url)}`]);
      expect((await bitmapIn(rule)).middle, 'the bitmap of its drawing').to.deep.equal([0, 255, 255, 255]);
    });
  });
});

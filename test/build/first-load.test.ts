/**
 * Issue 14, point 4: the page's first load (index.html's scripts and modulepreloads and what they
 * import statically, and the home screen's strings in one language, gzip) stays within 60 KB, and
 * the engine, bots, statechart, PeerJS, QR code and table wait for their dynamic imports; the
 * strings come in one language, the other left to a language switch. Builds the app into a
 * temporary directory.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { FIRST_LOAD_BUDGET, firstLoadReport } from '../../scripts/first-load.mjs';

const outDir = mkdtempSync(join(tmpdir(), 'uno-first-load-'));
let report: ReturnType<typeof firstLoadReport>;

beforeAll(async () => {
  await build({ logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: true } });
  report = firstLoadReport(outDir);
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The modules a chunk is made of, from its source map (Vite's preload helper has none). */
function sourcesOf(file: string): string[] {
  const map = join(outDir, `${file}.map`);
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
}

describe('first load', () => {
  it(`stays within ${FIRST_LOAD_BUDGET / 1024} KB of gzip JavaScript`, () => {
    expect(report.firstLoad.length).toBeGreaterThan(0);
    expect(report.firstLoadGzip).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
  });

  it("fetches the home screen's strings in one language only", () => {
    // no language's words are in the chunks every page loads
    const statics = report.firstLoad.flatMap((c) => sourcesOf(c.file));
    expect(statics.filter((s) => /i18n\/[\w-]+\.(en|fr)\.ts$/.test(s))).toEqual([]);
    for (const lang of ['en', 'fr'] as const) {
      const sources = report.strings[lang].files.flatMap(sourcesOf);
      expect(sources.some((s) => s.endsWith(`src/ui/i18n/app.${lang}.ts`))).toBe(true);
      expect(sources.every((s) => s.endsWith(`.${lang}.ts`))).toBe(true);
    }
    expect(report.strings.en.gzip).toBeGreaterThan(1024);
  });

  it('leaves the engine, bots, statechart, PeerJS, QR code, lobby and table to later chunks', () => {
    // the modules the first load is made of, from the chunks' source maps
    const sources = report.firstLoad.flatMap((c) => sourcesOf(c.file));
    expect(sources.some((s) => s.includes('src/ui/home/uno-home.ts'))).toBe(true);
    const later = [
      'src/game/table.ts',
      'machines/table.ts',
      'node_modules/xstate/',
      'src/bots/bot.ts',
      'src/bots/hard.ts',
      'src/net/host/',
      'src/net/guest/client.ts',
      'node_modules/peerjs/',
      'node_modules/qrcode-generator/',
      'src/ui/lobby/uno-lobby.ts',
      'src/ui/table/',
    ];
    for (const part of later) expect(sources.filter((s) => s.includes(part))).toEqual([]);
  });
});

describe('the static build', () => {
  // PeerJS's public TURN servers have answered nothing since 2023 (docs/network.md "Three ways to
  // get signaling"): a page offered them waits on a relay that never answers.
  it('names no dead relay', () => {
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(js|html|json)$/.test(f));
    expect(files.length).toBeGreaterThan(0);
    const naming = files.filter((f) => readFileSync(join(outDir, f), 'utf8').includes('turn.peerjs.com'));
    expect(naming).toEqual([]);
  });
});

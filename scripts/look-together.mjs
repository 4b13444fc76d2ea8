#!/usr/bin/env node
// `node scripts/look-together.mjs [folder]`: issue 30's points as players see them, in real
// pages at 360×740, 740×360 and 1280×800, in English and French (docs/table-ui.md "Looking at a
// table of friends"). Builds the app into a temporary folder, serves it with signaling on
// 127.0.0.1 as `npm start` does, and writes <point>-<size>-<lang>.png to the folder
// (/tmp/s3-look by default). LOOK_ONLY=friends|alone runs one half, LOOK_RUN=0|1 one language
// order. What a player should see is checked as it goes: an "UNEXPECTED" line and exit code 1.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, createServer } from 'vite';
import { startServer } from '../server/serve.mjs';
import { launch } from '../test/e2e/drive.mjs';
import { tableOfFriends } from './look/table-of-friends.mjs';
import { offlineSolo, towerBlock } from './look/alone.mjs';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
  { width: 740, height: 360 },
];
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`usage: node scripts/look-together.mjs [folder]

Plays issue 30's points in real pages (a host at 1280x800, guests at 360x740 and 740x360, English
and French both ways) and writes <point>-<width>x<height>-<lang>.png to folder (/tmp/s3-look).
  p1 teams  p2 chat, reactions, a mute  p3 sound settings  p4 a round's moments
  p5 a spectator takes a seat  p6 Power Grab's blocked card  p7 offline solo, deal checks
Environment: LOOK_ONLY=friends|alone runs one half; LOOK_RUN=0|1 one language order.
Each expectation prints "ok: ..." or "UNEXPECTED: ..."; any UNEXPECTED or failure exits 1.
See docs/table-ui.md "Looking at a table of friends".`);
  process.exit(0);
}
const out = resolve(process.argv[2] ?? '/tmp/s3-look');
const only = process.env.LOOK_ONLY ?? '';
mkdirSync(out, { recursive: true });
const log = (line) => console.log(`[look] ${line}`);
const file = (point, size, lang) => join(out, `${point}-${size.width}x${size.height}-${lang}.png`);

const dist = mkdtempSync(join(tmpdir(), 'uno-look-'));
await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
const server = await startServer({ port: 0, host: '127.0.0.1', dist });
const browser = await launch();
const dev = await createServer({ logLevel: 'warn', server: { port: 0, host: '127.0.0.1', hmr: false } });
await dev.listen();
let failed = false;
const expect = (what, ok) => {
  if (!ok) failed = true;
  log(`${ok ? 'ok' : 'UNEXPECTED'}: ${what}`);
};

try {
  if (only !== 'alone')
    for (const [run, langs] of [
      ['en', 'fr', 'en'],
      ['fr', 'en', 'fr'],
    ].entries()) {
      if (process.env.LOOK_RUN && Number(process.env.LOOK_RUN) !== run) continue;
      const shoot = (page, point, i, full, lang = langs[i]) =>
        page
          .screenshot({ path: file(point, SIZES[i], lang), fullPage: !!full })
          .catch((err) => log(`shot ${point} failed: ${err.message}`));
      await tableOfFriends(browser, server.url, { sizes: SIZES, langs, shoot, log, expect, danAt: run ? 2 : 1 }).catch(
        (err) => {
          failed = true;
          log(`table of friends ${langs.join('/')} FAILED: ${err.stack}`);
        },
      );
    }
  if (only !== 'friends') {
    const shoot = (page, point, size, lang, full) =>
      page
        .screenshot({ path: file(point, size, lang), fullPage: !!full })
        .catch((err) => log(`shot ${point}: ${err.message}`));
    const devUrl = dev.resolvedUrls.local[0];
    for (const size of SIZES)
      for (const lang of ['en', 'fr'])
        log(`tower block ${size.width} ${lang}: legal ${await towerBlock(browser, devUrl, size, lang, shoot)}`);
    // three solo games at once (the bots' pauses are waits, not work), each size in both languages
    for (const flip of [0, 1])
      await Promise.all(
        SIZES.map((size, i) =>
          offlineSolo(browser, server.url, size, (i + flip) % 2 ? 'fr' : 'en', shoot, log, expect).catch((err) => {
            failed = true;
            log(`offline solo ${size.width} FAILED: ${err.stack}`);
          }),
        ),
      );
  }
} finally {
  await browser.close();
  await dev.close();
  await Promise.race([server.close(), new Promise((r) => setTimeout(r, 3000))]);
  rmSync(dist, { recursive: true, force: true });
}
log(`screenshots in ${out}`);
process.exit(failed ? 1 : 0);

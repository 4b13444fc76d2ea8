#!/usr/bin/env node
// `npm run screenshots`: every screen of the app at a phone size (360×740) and a laptop size
// (1280×800), written to test/screenshots/<size>/<screen>.png: home, settings, solo setup, lobby
// (host and guest), the table in each edition, each dialog met while playing, round end, game end.
// Builds the app into a temporary folder and serves it as `npm start` would.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { startServer } from '../server/serve.mjs';
import { createTable, joinTable, launch, newPage, phase, playSolo, setName, step } from '../test/e2e/drive.mjs';

const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];
const EDITIONS = ['classic', 'skull', 'house-rules', 'power-grab'];
const OUT = resolve('test/screenshots');
const only = process.argv.slice(2); // optional screen-name filters

const dist = mkdtempSync(join(tmpdir(), 'uno-shots-'));
await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
const server = await startServer({ port: 0, host: '127.0.0.1', dist });
const browser = await launch();
const taken = [];

async function shot(page, dir, name) {
  if (only.length && !only.some((o) => name.includes(o))) return;
  await page.waitForTimeout(350); // let the short animations settle
  const file = join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: name.startsWith('lobby') });
  taken.push(file);
}

async function homeScreens(size, dir) {
  const page = await newPage(browser, server.url, size);
  await shot(page, dir, 'home');
  await page.locator('uno-home #settings-btn').click();
  await page.locator('uno-settings dialog[open]').waitFor();
  await shot(page, dir, 'settings');
  await page.keyboard.press('Escape');
  await setName(page, 'Léa');
  await page.locator('uno-home #solo-btn').click();
  await page.locator('uno-solo-setup dialog[open]').waitFor();
  await shot(page, dir, 'solo-setup');
  await page.keyboard.press('Escape');
  await page.locator('uno-home .langs button[lang=fr]').click();
  await shot(page, dir, 'home-fr');
  await page.context().close();
}

async function lobbyScreens(size, dir) {
  const host = await newPage(browser, server.url, size);
  const code = await createTable(host, 'Alice');
  await shot(host, dir, 'lobby-host-alone');
  const guest = await newPage(browser, server.url, size);
  await joinTable(guest, 'Bob', code);
  await host.locator('uno-lobby .add-bot button').click();
  await host.locator('uno-lobby uno-edition-picker input[value="power-grab"]').check();
  await host.locator('uno-lobby uno-rules-form summary').click();
  await host.locator('uno-lobby li', { hasText: 'Bob' }).waitFor();
  await shot(host, dir, 'lobby-host');
  await guest.locator('uno-lobby li', { hasText: 'bot' }).waitFor();
  await shot(guest, dir, 'lobby-guest');
  await host.context().close();
  await guest.context().close();
}

/** A solo game of one edition: the table, each dialog the first time it shows, the round end. */
async function tableScreens(size, dir, edition) {
  const page = await newPage(browser, server.url, size);
  await playSolo(page, 'Léa', { bots: size.width < 600 ? 3 : 4, edition });
  await page.locator('uno-table uno-hand').waitFor();
  const seen = new Set();
  let turns = 0;
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline) {
    const p = await phase(page);
    if (p === 'roundOver' || p === 'gameOver') break;
    const mine = await page.locator('uno-table uno-hand button[data-playable="true"]').count();
    if (mine && !seen.has('table')) {
      seen.add('table');
      await shot(page, dir, `table-${edition}`);
    }
    const dialog = page.locator('uno-table uno-dialog[open]');
    if (await dialog.count()) {
      const kind = (await dialog.first().locator('.colors').count()) ? 'color' : p;
      if (!seen.has(kind)) {
        seen.add(kind);
        await shot(page, dir, `dialog-${kind}-${edition}`);
      }
    }
    if (await step(page)) turns++;
    await page.waitForTimeout(60);
  }
  const end = await phase(page);
  if (end === 'gameOver') await shot(page, dir, `game-end-${edition}`);
  else if (end === 'roundOver') await shot(page, dir, `round-end-${edition}`);
  await page.context().close();
  return turns;
}

try {
  for (const size of SIZES) {
    const dir = join(OUT, `${size.width}x${size.height}`);
    mkdirSync(dir, { recursive: true });
    await homeScreens(size, dir);
    await lobbyScreens(size, dir);
    // The editions play side by side: the bots' thinking pauses are wall-clock waits, not work.
    const editions = EDITIONS.filter(
      (e) => !only.length || only.some((o) => e.includes(o) || o.startsWith('table') || o.includes('dialog') || o.includes('end')),
    );
    await Promise.all(editions.map((edition) => tableScreens(size, dir, edition)));
  }
  console.log(taken.map((f) => `wrote ${f}`).join('\n'));
} finally {
  await browser.close();
  await Promise.race([server.close(), new Promise((r) => setTimeout(r, 3000))]);
  rmSync(dist, { recursive: true, force: true });
}
process.exit(0);

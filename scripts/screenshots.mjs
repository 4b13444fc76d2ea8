#!/usr/bin/env node
// `npm run screenshots`: every screen of the app at a phone's size held upright (360×740) and on
// its side (740×360), and at a laptop's size (1280×800), written to test/screenshots/<screen>-<size>.png: home, settings, solo setup, lobby
// (host and guest), the table in each edition, its menu and the phases view, each dialog met while playing, round end, game end.
// Builds the app into a temporary folder and serves it as `npm start` would. The dialogs that
// chance rarely brings (challenge, stacking, towers, keep, rule, race...) and the ends of a round
// and of a game (a solo game may not reach them in time at every size) come from rigged deals:
// a Vite dev server lets the page import the engine and show `<uno-table>` with a seat's view.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, createServer } from 'vite';
import { startServer } from '../server/serve.mjs';
import { parseCli } from './cli.mjs';
import { createTable, joinTable, launch, newPage, phase, playSolo, setName, step } from '../test/e2e/drive.mjs';
import { replayScreens } from './shots/replay.mjs';
import { spectatorScreens } from './shots/spectator.mjs';

const SIZES = [
  { width: 360, height: 740 },
  { width: 740, height: 360 },
  { width: 1280, height: 800 },
];
const EDITIONS = ['classic', 'skull', 'house-rules', 'power-grab'];
const OUT = resolve('test/screenshots');
const USAGE = `Usage: npm run screenshots -- [--only <text>]...

Screenshots of every screen at each size in test/screenshots/.
  --only <text>   shoot only the screens whose name contains this text (repeatable)
  -h, --help      this text
`;
const only = parseCli('screenshots', USAGE, { only: { type: 'string', multiple: true, default: [] } }).only;
/** Whether any of these screens is wanted (a filter skips whole groups it names none of). */
const wants = (...names) => !only.length || names.some((n) => only.some((o) => n.includes(o) || o.includes(n)));

const dist = mkdtempSync(join(tmpdir(), 'uno-shots-'));
await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
const server = await startServer({ port: 0, host: '127.0.0.1', dist });
const browser = await launch();
const taken = [];
mkdirSync(OUT, { recursive: true });

async function shot(page, size, name) {
  if (only.length && !only.some((o) => name.includes(o))) return;
  await page.waitForTimeout(350); // let the short animations settle
  const file = join(OUT, `${name}-${size.width}x${size.height}.png`);
  await page.screenshot({ path: file, fullPage: name.startsWith('lobby') });
  taken.push(file);
}

async function homeScreens(size) {
  const page = await newPage(browser, server.url, size);
  await shot(page, size, 'home');
  await page.locator('uno-home #settings-btn').click();
  await page.locator('uno-settings dialog[open]').waitFor();
  await shot(page, size, 'settings');
  await page.keyboard.press('Escape');
  await setName(page, 'Léa');
  await page.locator('uno-home #solo-btn').click();
  await page.locator('uno-solo-setup dialog[open]').waitFor();
  await shot(page, size, 'solo-setup');
  await page.keyboard.press('Escape');
  await page.locator('uno-home .langs button[lang=fr]').click();
  // the switch waits for the French strings, fetched on demand
  await page.locator('html[lang="fr"]').waitFor({ state: 'attached' });
  await shot(page, size, 'home-fr');
  await page.context().close();
  // an invitation link: the page says which table, Join first
  const invited = await newPage(browser, `${server.url}#/join/FFX6VN`, size);
  await invited.locator('uno-home .invited').waitFor();
  await shot(invited, size, 'invite');
  await invited.context().close();
}

async function lobbyScreens(size) {
  const host = await newPage(browser, server.url, size);
  const code = await createTable(host, 'Alice');
  await shot(host, size, 'lobby-host-alone');
  const guest = await newPage(browser, server.url, size);
  await joinTable(guest, 'Bob', code);
  await host.locator('uno-lobby .add-bot button').click();
  await host.locator('uno-lobby uno-edition-picker input[value="power-grab"]').check();
  await host.locator('uno-lobby uno-rules-form summary').click();
  await host.locator('uno-lobby li', { hasText: 'Bob' }).waitFor();
  await shot(host, size, 'lobby-host');
  await guest.locator('uno-lobby li', { hasText: 'bot' }).waitFor();
  await shot(guest, size, 'lobby-guest');
  // the door: Bob is kicked; someone else comes under his name and waits for the host's answer
  await host.locator('uno-lobby li', { hasText: 'Bob' }).locator('button').click();
  const again = await newPage(browser, server.url, size);
  await setName(again, 'Bob');
  await again.locator('uno-home #code').fill(code);
  await again.locator('uno-home #join-btn').click();
  await host.locator('uno-table-door li').waitFor({ timeout: 30_000 });
  await shot(host, size, 'lobby-door');
  await shot(again, size, 'lobby-door-waiting');
  await again.context().close();
  await host.context().close();
  await guest.context().close();
}

/** A solo game of one edition: the table, each dialog the first time it shows, the round end. */
async function tableScreens(size, edition) {
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
      await shot(page, size, `table-${edition}`);
      if (edition === 'classic') {
        // the table's menu: its settings, the rules and the way to the game's phases
        await page.locator('uno-table .menu-toggle').click();
        await page.locator('uno-table-menu dialog[open]').waitFor();
        await shot(page, size, 'table-menu');
        // and from it, the phases view: the table's statechart, the active states lit
        await page.locator('uno-table-menu #phases-btn').click();
        await page.locator('uno-statechart dialog[open]').waitFor();
        await shot(page, size, 'phases');
        await page.keyboard.press('Escape');
        await page.locator('uno-statechart dialog[open]').waitFor({ state: 'detached' });
      }
    }
    const dialog = page.locator('uno-table uno-dialog[open]');
    if (await dialog.count()) {
      const kind = (await dialog.first().locator('.colors').count()) ? 'color' : p;
      if (!seen.has(kind)) {
        seen.add(kind);
        await shot(page, size, `dialog-${kind}-${edition}`);
      }
    }
    if (await step(page)) turns++;
    await page.waitForTimeout(60);
  }
  const end = await phase(page);
  if (end === 'gameOver') await shot(page, size, `game-end-${edition}`);
  else if (end === 'roundOver') await shot(page, size, `round-end-${edition}`);
  await page.context().close();
  return turns;
}

/**
 * Rigged scenes: a deal (three seats, the last deals so seat 0 plays first), then moves sent to
 * the engine; the screenshot shows seat 0's table. Cards per docs/game-rules.md "Card codes".
 */
const FILL = ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8', 'B9', 'G1', 'G2', 'G3', 'G4', 'G5'];
const SCENES = [
  {
    name: 'dialog-challenge',
    config: {
      edition: 'classic',
      hands: [
        ['R1', 'G2', 'B3', 'Y4', 'G6', 'B7', 'Y8'],
        ['R2', 'G4', 'B5', 'Y6', 'G7', 'B8', 'Y9'],
        ['W+4', 'G1', 'B1', 'Y1', 'G3', 'B2', 'Y2'],
      ],
      discard: 'R9',
    },
    moves: [
      [0, { type: 'play', card: 'R1' }],
      [1, { type: 'play', card: 'R2' }],
      [2, { type: 'play', card: 'W+4', color: 'B' }],
    ],
  },
  {
    name: 'dialog-stack',
    config: {
      edition: 'classic',
      options: { stacking: 'same' },
      hands: [
        ['R1', 'G+2', 'B3', 'Y4', 'G6', 'B7', 'Y8'],
        ['R2', 'G4', 'B5', 'Y6', 'G7', 'B8', 'Y9'],
        ['R+2', 'G1', 'B1', 'Y1', 'G3', 'B2', 'Y2'],
      ],
      discard: 'R9',
    },
    moves: [
      [0, { type: 'play', card: 'R1' }],
      [1, { type: 'play', card: 'R2' }],
      [2, { type: 'play', card: 'R+2' }],
    ],
  },
  {
    name: 'dialog-color',
    config: {
      edition: 'skull',
      hands: [
        ['WK', 'G2', 'B3', 'P4', 'G6', 'B7', 'P8'],
        ['R2', 'G4', 'B5', 'P6', 'G7', 'B8', 'P9'],
        ['R3', 'G1', 'B1', 'P1', 'G3', 'B2', 'P2'],
      ],
      discard: 'R9',
    },
    moves: [[0, { type: 'play', card: 'WK' }]],
  },
  {
    name: 'drawn',
    config: {
      edition: 'classic',
      hands: [
        ['G2', 'B3', 'Y4', 'G6', 'B7', 'Y8', 'G1'],
        ['R2', 'G4', 'B5', 'Y6', 'G7', 'B8', 'Y9'],
        ['R3', 'G1', 'B1', 'Y1', 'G3', 'B2', 'Y2'],
      ],
      discard: 'R9',
      pile: ['R8'],
    },
    moves: [[0, { type: 'draw' }]],
  },
  {
    name: 'dialog-rule',
    config: {
      edition: 'house-rules',
      hands: [
        ['R3*', 'G2', 'B3', 'Y4', 'G6', 'B7', 'Y8'],
        ['R2', 'G4', 'B5', 'Y6', 'G7', 'B8', 'Y9'],
        ['R5', 'G1', 'B1', 'Y1', 'G3', 'B2', 'Y2'],
      ],
      discard: 'R9',
    },
    moves: [[0, { type: 'play', card: 'R3*' }]],
  },
  {
    name: 'dialog-race',
    config: {
      edition: 'house-rules',
      hands: [
        ['R3*', 'G2', 'B3', 'Y4', 'G6', 'B7', 'Y8'],
        ['G3', 'G4', 'B5', 'Y6', 'G7', 'B8', 'Y9'],
        ['R5', 'G1', 'B1', 'Y1', 'G3', 'B2', 'Y2'],
      ],
      discard: 'R9',
    },
    moves: [
      [0, { type: 'play', card: 'R3*' }],
      [0, { type: 'rule', number: 3, text: 'Say "bonjour"!', gesture: 'GESTURE0' }],
      [1, { type: 'play', card: 'G3' }],
    ],
  },
  {
    name: 'dialog-towers',
    config: {
      edition: 'power-grab',
      hands: [
        ['RT', 'G2', 'B3', 'Y4', 'G6', 'B7', 'Y8'],
        ['R2', 'G4', 'B5', 'Y6', 'G7', 'B8', 'Y9'],
        ['R5', 'G1', 'B1', 'Y1', 'G3', 'B2', 'Y2'],
      ],
      discard: 'R9',
    },
    moves: [[0, { type: 'play', card: 'RT' }]],
  },
  {
    name: 'dialog-keep',
    config: {
      edition: 'power-grab',
      hands: [
        ['R1U', 'R2N', 'R3O', 'R4!', 'B5', 'G6', 'Y7'],
        ['R6', 'R8', 'R9', 'B1', 'B2', 'B3', 'B4'],
        ['R7', 'R5', 'R9', 'G1', 'G2', 'G3', 'G4'],
      ],
      discard: 'R9',
    },
    moves: [
      [0, { type: 'play', card: 'R1U' }],
      [1, { type: 'play', card: 'R6' }],
      [2, { type: 'play', card: 'R7' }],
      [0, { type: 'play', card: 'R2N' }],
      [1, { type: 'play', card: 'R8' }],
      [2, { type: 'play', card: 'R5' }],
      [0, { type: 'play', card: 'R3O' }],
      [1, { type: 'play', card: 'R9' }],
      [2, { type: 'play', card: 'R9' }],
      [0, { type: 'play', card: 'R4!' }],
    ],
  },
  // The app's house rules: a 7's swap asked, and an identical card that may jump in out of turn.
  {
    name: 'dialog-swap',
    config: {
      edition: 'classic',
      options: { sevenZero: true },
      hands: [
        ['R7', 'G2', 'B3', 'Y4', 'G6', 'B7', 'Y8'],
        ['R2', 'G4', 'B5', 'Y6', 'G7', 'B8', 'Y9'],
        ['R3', 'G1', 'B1', 'Y1', 'G3', 'B2'],
      ],
      discard: 'R9',
    },
    moves: [[0, { type: 'play', card: 'R7' }]],
  },
  {
    name: 'jump-in',
    config: {
      edition: 'classic',
      options: { jumpIn: true },
      hands: [
        ['R1', 'R5', 'B3', 'Y4', 'G6', 'B7', 'Y8'],
        ['R5', 'G4', 'B5', 'Y6', 'G7', 'B8', 'Y9'],
        ['R3', 'G1', 'B1', 'Y1', 'G3', 'B2', 'Y2'],
      ],
      discard: 'R9',
    },
    moves: [
      [0, { type: 'play', card: 'R1' }],
      [1, { type: 'play', card: 'R5' }],
    ],
  },
  // The log over the table on a phone, and a big hand with nothing to play (the status' longest line).
  {
    name: 'log-sheet',
    open: '.log-toggle',
    config: {
      edition: 'classic',
      hands: [
        ['R1', 'G2', 'B3', 'Y4', 'G6', 'B7', 'Y8'],
        ['R2', 'G4', 'B5', 'Y6', 'G7', 'B8', 'Y9'],
        ['R4', 'G1', 'B1', 'Y1', 'G3', 'B2', 'Y2'],
      ],
      discard: 'R9',
    },
    moves: [
      [0, { type: 'play', card: 'R1' }],
      [1, { type: 'play', card: 'R2' }],
      [2, { type: 'play', card: 'R4' }],
    ],
  },
  {
    name: 'many-cards',
    config: {
      edition: 'house-rules',
      hands: [
        ['G2', 'B3', 'Y4', 'G6', 'B7', 'Y8', 'G1', 'B1*', 'Y2', 'G3', 'B5', 'Y6'],
        ['R2', 'G4', 'B5', 'Y6', 'G7', 'B8', 'Y9'],
        ['R3', 'G1', 'B1', 'Y1', 'G3', 'B2', 'Y2'],
      ],
      discard: 'R9',
    },
    moves: [],
  },
  // The ends of a round and of a game, whatever chance does in the solo games above: seat 0 lays its
  // last card (house rules play one round: its end is the game's).
  ...['classic', 'skull', 'house-rules', 'power-grab'].map((edition) => ({
    name: `round-end-${edition}`,
    config: {
      edition,
      hands: [['R1'], ['B2', 'G4', 'B5', 'G6', 'G7', 'B8', 'G9'], ['B3', 'G1', 'B1', 'G3', 'B4', 'G2', 'B6']],
      discard: 'R9',
    },
    moves: [[0, { type: 'play', card: 'R1' }]],
  })),
  {
    name: 'game-end-classic',
    config: {
      edition: 'classic',
      options: { target: 50 },
      hands: [['R1'], ['B2', 'G4', 'B5', 'G6', 'G7', 'B8', 'G9'], ['B3', 'G1', 'B1', 'G3', 'B4', 'G2', 'B6']],
      discard: 'R9',
    },
    moves: [[0, { type: 'play', card: 'R1' }]],
  },
];

async function retryOnReload(page, run) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= 2 || !/garbage collected|context was destroyed|navigat/i.test(String(err))) throw err;
      await page.waitForLoadState('load');
    }
  }
}

async function riggedScreens(devUrl, size) {
  const page = await newPage(browser, devUrl, size);
  for (const scene of SCENES) {
    if (only.length && !only.some((o) => `${scene.name}-rigged`.includes(o))) continue;
    // Vite may reload the page once as it finds a dependency to prebundle: the scene is set again.
    const error = await retryOnReload(page, () =>
      page.evaluate(
        async ({ scene, fill }) => {
          const { createTable, GESTURES } = await import('/src/game/index.ts');
          await import('/src/ui/table/uno-table.ts');
          const { config, moves } = scene;
          const table = createTable({
            edition: config.edition,
            players: 3,
            options: config.options,
            seed: scene.name,
            deal: { hands: config.hands, discard: config.discard, pile: [...(config.pile ?? []), ...fill] },
          });
          for (const [seat, action] of moves) {
            const a = action.type === 'rule' ? { ...action, gesture: GESTURES[0] } : action;
            // Each move waits for its seat's turn: UNO and catch windows need nothing here.
            const r = table.send(seat, a);
            if (!r.ok) return `${scene.name}: seat ${seat} ${JSON.stringify(a)} refused: ${r.error}`;
          }
          const names = ['Léa', 'Bot 1', 'Bot 2'];
          const el = document.createElement('uno-table');
          Object.assign(el, {
            view: table.view(0),
            events: table.eventsFor(0),
            seats: names.map((name, seat) => ({
              seat,
              name,
              kind: seat ? 'bot' : 'human',
              bot: seat ? 'normal' : undefined,
              connected: true,
              standIn: false,
              you: seat === 0,
            })),
            deadline: null,
            isHost: true,
          });
          el.style.cssText = 'display:block;min-height:100dvh'; // as <uno-app> shows it
          document.body.replaceChildren(el);
          return null;
        },
        { scene, fill: FILL },
      ),
    );
    if (error) {
      console.warn(`rigged scene skipped: ${error}`);
      continue;
    }
    await page.locator('uno-table').waitFor();
    const opener = scene.open ? page.locator(`uno-table ${scene.open}`) : null;
    if (opener && (await opener.isVisible())) await opener.click();
    await shot(page, size, `${scene.name}-rigged`);
  }
  await page.context().close();
}

const dev = await createServer({ logLevel: 'warn', server: { port: 0, host: '127.0.0.1', hmr: false } });
await dev.listen();
const devUrl = dev.resolvedUrls.local[0];

try {
  for (const size of SIZES) {
    if (wants('rigged', 'dialog', 'end', 'drawn')) await riggedScreens(devUrl, size);
    if (wants('home', 'settings', 'solo-setup', 'invite')) await homeScreens(size);
    if (wants('lobby')) await lobbyScreens(size);
    if (wants('replay')) await replayScreens({ browser, url: server.url, dist, shot }, size);
    if (wants('spectator')) await spectatorScreens({ browser, url: server.url, shot }, size);
    // The editions play side by side: the bots' thinking pauses are wall-clock waits, not work.
    const editions = EDITIONS.filter(
      (e) =>
        !only.length ||
        only.some((o) => e.includes(o) || o.startsWith('table') || o.includes('dialog') || o.includes('end')),
    );
    await Promise.all(editions.map((edition) => tableScreens(size, edition)));
  }
  console.log(taken.map((f) => `wrote ${f}`).join('\n'));
} finally {
  await browser.close();
  await dev.close();
  await Promise.race([server.close(), new Promise((r) => setTimeout(r, 3000))]);
  rmSync(dist, { recursive: true, force: true });
}
process.exit(0);

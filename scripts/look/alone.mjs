// Issue 30 points 6 and 7 as a player meets them alone: the first visit going offline (the table's
// menu opens; the solo round's end says no deal check), and Power Grab's blocked card (a rigged
// deal shown by `<uno-table>` on a Vite dev server, as scripts/screenshots.mjs does).
/* global document */ // the functions given to page.evaluate run in the page
import { newPage, phase, playSolo, step } from '../../test/e2e/drive.mjs';

/** First visit, the network gone, a solo game: the menu, then the round's end. */
export async function offlineSolo(browser, url, size, lang, shoot, log, expect) {
  const page = await newPage(browser, url, { ...size, lang });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await page.context().setOffline(true);
  await playSolo(page, lang === 'fr' ? 'Léa' : 'Lea', { bots: 1, edition: 'classic' });
  for (let i = 0; i < 5 && (await page.locator('uno-table .questions [open]').count()) > 0; i++) await step(page);
  await page.locator('uno-table .menu-toggle').click();
  await page.locator('uno-table-menu dialog[open]').waitFor({ timeout: 10_000 });
  await shoot(page, 'p7-offline-menu', size, lang);
  expect(`offline menu ${size.width} ${lang} opens`, (await page.locator('uno-table .sheet-failed').count()) === 0);
  await page.keyboard.press('Escape');
  const deadline = Date.now() + 300_000;
  while (!['roundOver', 'gameOver'].includes(await phase(page))) {
    if (Date.now() > deadline) throw new Error('solo round did not end');
    const did = await step(page);
    await page.waitForTimeout(did ? 40 : 100);
  }
  await page.locator('uno-table uno-dialog[open] table.results').waitFor();
  await page.waitForTimeout(900);
  await shoot(page, 'p7-deal-check-solo', size, lang, true);
  const text = await page.locator('uno-table uno-dialog[open]').textContent();
  log(`solo round end ${size.width} ${lang}: ${text.replace(/\s+/g, ' ').trim().slice(0, 400)}`);
  // no one else dealt: a solo round's end says nothing of a deal check (src/ui/table/deal-shown.ts)
  expect(
    `solo round end ${size.width} ${lang}: no deal-check box`,
    (await page.locator('uno-table uno-dialog[open] .deal-check').count()) === 0,
  );
  await page.context().close();
}

/** Seat 1 stopped a R+2 with its N tower: its G+2 must not go on it, its R6 may. */
export async function towerBlock(browser, devUrl, size, lang, shoot) {
  const page = await newPage(browser, devUrl, { ...size, lang });
  const error = await page.evaluate(async () => {
    const { createTable } = await import('/src/game/index.ts');
    await import('/src/ui/table/uno-table.ts');
    const fill = Array.from({ length: 14 }, () => 'Y9');
    const table = createTable({
      edition: 'power-grab',
      players: 3,
      seed: 'tower-block',
      deal: {
        hands: [
          ['R2', 'R+2', 'G9', 'G8', 'B7'],
          ['R2N', 'G+2', 'R6', 'B9', 'G5'],
          ['B1', 'B1', 'B1', 'B1', 'B3'],
        ],
        discard: 'R9',
        pile: fill,
      },
    });
    for (const [seat, a] of [
      [0, { type: 'play', card: 'R2' }],
      [1, { type: 'play', card: 'R2N' }],
      [2, { type: 'draw' }],
      [0, { type: 'play', card: 'R+2' }],
    ]) {
      let r = table.send(seat, a);
      // a drawn card that cannot be played is kept by passing
      if (r.ok && table.view(seat).legal.some((l) => l.type === 'pass')) r = table.send(seat, { type: 'pass' });
      if (!r.ok) return `seat ${seat} ${JSON.stringify(a)}: ${r.error}`;
    }
    const names = ['Ana', 'Léa', 'Bot 2'];
    const el = document.createElement('uno-table');
    Object.assign(el, {
      view: table.view(1),
      events: table.eventsFor(1),
      seats: names.map((name, seat) => ({
        seat,
        name,
        kind: seat === 2 ? 'bot' : 'human',
        bot: seat === 2 ? 'normal' : undefined,
        connected: true,
        standIn: false,
        you: seat === 1,
      })),
      deadline: null,
      isHost: false,
    });
    el.style.cssText = 'display:block;min-height:100dvh';
    document.body.replaceChildren(el);
    return JSON.stringify(table.view(1).legal);
  });
  await page.locator('uno-table uno-hand').waitFor();
  await page.waitForTimeout(500);
  await shoot(page, 'p6-tower-block', size, lang);
  await page.context().close();
  return error;
}

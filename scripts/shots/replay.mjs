// `npm run screenshots`' replay screens (scripts/screenshots.mjs): a recorded game played back.
/* global document */ // the functions given to page.evaluate run in the page
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newPage } from '../../test/e2e/drive.mjs';

/** A record written by `npm run sim -- --record` (a whole game of greedy bots), as the home screen
 * opens it: the replay at a step in the game, with every hand, at the end of a round; a bad file. */
export async function replayScreens({ browser, url, dist, shot }, size) {
  const file = join(dist, 'shots.uno.json');
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/sim.ts',
      '--edition',
      'classic',
      '--players',
      '3',
      '--games',
      '1',
      '--seed',
      'shots',
      '--record',
      file,
    ],
    { stdio: 'ignore' },
  );
  const page = await newPage(browser, url, size);
  await page.locator('uno-home #record-file').setInputFiles(file);
  const replay = page.locator('uno-replay');
  await replay.locator('uno-table').waitFor();
  for (let i = 0; i < 14; i++) await replay.locator('#next').click();
  await shot(page, size, 'replay');
  await replay.locator('#every-hand').click();
  await shot(page, size, 'replay-every-hand');
  await replay.locator('#every-hand').click();
  // the step after which the first round is over
  // the app opens a record as a cursor it already walked (open-record.ts): `record` stays null
  const end = await page.evaluate(() => {
    const el = document.querySelector('uno-app').shadowRoot.querySelector('uno-replay');
    const r = el.record ?? el.cursor?.record;
    return r.steps.findIndex((s) => s[0] === 'nextRound');
  });
  await replay.locator('#slider').fill(String(end));
  await shot(page, size, 'replay-round-end');
  await replay.locator('#close').click();
  writeFileSync(
    file,
    '{"format":"uno-record","version":1,"config":{"edition":"classic","players":2},"names":["A","B"],"steps":[[0,{"type":"play","card":"ZZ"}]]}',
  );
  await page.locator('uno-home #record-file').setInputFiles(file);
  await page.locator('uno-home .record-message').waitFor();
  await shot(page, size, 'replay-bad-file');
  await page.context().close();
}

// `npm run screenshots`' spectator screens (scripts/screenshots.mjs).
import { createTable, newPage, setName, step } from '../../test/e2e/drive.mjs';

/** A late joiner watching a running game (a host and a bot play). */
export async function spectatorScreens({ browser, url, shot }, size) {
  const host = await newPage(browser, url, size);
  const code = await createTable(host, 'Alice');
  await host.locator('uno-lobby .add-bot button').click();
  await host.locator('uno-lobby li', { hasText: 'Bot' }).waitFor();
  await host.locator('uno-lobby .start button').click();
  await host.locator('uno-table uno-hand').waitFor();
  const watcher = await newPage(browser, url, size);
  await setName(watcher, 'Zoé');
  await watcher.locator('uno-home #code').fill(code);
  await watcher.locator('uno-home #join-btn').click();
  await watcher.locator('uno-table .watching').waitFor({ timeout: 30_000 });
  for (let i = 0; i < 6; i++) {
    await step(host);
    await host.waitForTimeout(300);
  }
  await shot(watcher, size, 'spectator');
  await shot(host, size, 'spectator-host');
  await watcher.context().close();
  await host.context().close();
}

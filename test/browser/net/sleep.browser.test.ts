/// <reference types="mocha" />
/**
 * Phones that sleep (issue 29 point 5): a guest's page, then the host's, is hidden and frozen as a
 * phone does with a page it sends to the background (lifecycle-commands.mjs), long enough for the
 * other side to see it gone, then shown again. The guest comes back to its seat with its view at
 * once (it probes and connects again when shown: src/net/guest/wake.ts); the host's table goes on
 * where it was; the hosting page asked for a screen wake lock, and again when shown. How soon each
 * is back is printed, not asserted (a figure, docs/network.md "Phones that sleep"): that the return
 * itself makes the try is proven without a clock by test/net/wake.test.ts and
 * wake-wiring.browser.test.ts.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { SleeperState } from './sleep-player.js';

const opened: number[] = [];
const url = (query: string) => `${new URL('./sleep-player.html', import.meta.url).pathname}?${query}`;

async function open(query: string): Promise<number> {
  const id = await executeServerCommand<number, { url: string }>('page-open', { url: url(query) });
  opened.push(id);
  return id;
}
const state = async (id: number) =>
  await executeServerCommand<SleeperState, { id: number; expression: string }>('page-eval', {
    id,
    expression: 'window.sleeper.state()',
  });
const hide = (id: number, freeze = true) => executeServerCommand('page-hide', { id, freeze });
const show = (id: number) => executeServerCommand('page-show', { id });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(id: number, what: string, check: (s: SleeperState) => boolean, ms: number): Promise<number> {
  const start = performance.now();
  for (;;) {
    const s = await state(id);
    if (check(s)) return performance.now() - start;
    if (performance.now() - start > ms) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(s)}`);
    await sleep(50);
  }
}

async function table(): Promise<{ host: number; guest: number; seat: number | null }> {
  const host = await open('role=host&name=Host');
  await until(host, 'the table', (s) => s.code !== null, 30_000);
  const code = (await state(host)).code!;
  const guest = await open(`role=guest&name=Guest&code=${code}`);
  await until(host, 'the guest seated', (s) => s.connected === 2, 30_000);
  const started = await executeServerCommand<string, { id: number; expression: string }>('page-eval', {
    id: host,
    expression: 'window.sleeper.start()',
  });
  expect(started).to.equal('ok');
  await until(guest, 'the guest’s view', (s) => s.view && s.status === 'playing', 30_000);
  return { host, guest, seat: (await state(guest)).seat };
}

describe('phones that sleep: pages hidden and frozen, then shown', () => {
  afterEach(async () => {
    for (const id of opened.splice(0)) await executeServerCommand('page-close', { id });
  });

  it('a guest’s page: the host sees it gone; shown again, it is back in its seat with its view at once', async function () {
    this.timeout(120_000);
    const { host, guest, seat } = await table();
    await hide(guest);
    await until(host, 'the host to see the guest gone', (s) => s.connected === 1, 30_000);
    await sleep(3000);
    await show(guest);
    const backMs = await until(host, 'the guest back', (s) => s.connected === 2, 30_000);
    const g = await state(guest);
    expect(g.seat).to.equal(seat);
    expect(g.view).to.equal(true);
    expect(g.status).to.equal('playing');
    console.log(`guest back in its seat ${Math.round(backMs)} ms after its page was shown`);
  });

  it('the host’s page: kept awake where allowed; hidden a while, shown again, the table goes on', async function () {
    this.timeout(120_000);
    const { host, guest, seat } = await table();
    const asksBefore = (await state(host)).wakeLockAsks;
    expect(asksBefore, 'the hosting page asked to keep its screen on').to.be.greaterThan(0);
    await hide(host);
    // the guest sees its host gone, and waits for it (less than the wait before a handover)
    await until(guest, 'the guest to see its host gone', (s) => s.status === 'reconnecting', 30_000);
    await sleep(3000);
    await show(host);
    const backMs = await until(guest, 'the guest back at the table', (s) => s.status === 'playing', 30_000);
    await until(host, 'the host’s table whole', (s) => s.connected === 2 && s.status === 'playing', 15_000);
    const g = await state(guest);
    expect(g.seat).to.equal(seat);
    expect(g.view).to.equal(true);
    expect((await state(host)).wakeLockAsks, 'asked again when shown').to.be.greaterThan(asksBefore);
    console.log(`guest back at its host's table ${Math.round(backMs)} ms after the host's page was shown`);
  });

  it('both pages: the guest, shown after its host is back, is back at once, not after its back-off', async function () {
    this.timeout(120_000);
    const { host, guest, seat } = await table();
    // the guest's page is hidden (still running), the host's frozen: the guest's tries to reach
    // its host fail, and it waits longer between them (retry-pace.ts)
    await hide(guest, false);
    await hide(host);
    await until(guest, 'the guest to see its host gone', (s) => s.status === 'reconnecting', 30_000);
    await sleep(9000);
    await show(host);
    await show(guest);
    const backMs = await until(guest, 'the guest back at the table', (s) => s.status === 'playing', 30_000);
    expect((await state(guest)).seat).to.equal(seat);
    console.log(`guest shown after its host: back ${Math.round(backMs)} ms after`);
  });
});

// The NAT lab (issue 29 point 6, docs/network.md "The NAT lab"): for each case, real networks on
// this machine (net.mjs), coturn as the internet relay (relay.mjs) and the project's server in the
// "public" namespace, and one headless Chromium per home, each launched inside its namespace
// (`ip netns exec`; playwright-core talks to it over a pipe, so nothing crosses namespaces but the
// lab's own links). The guest joins the host's table and, when it connects, they play a round.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { bundlePage } from '../bench-pages.mjs';
import { CHROMIUM_ARGS, NO_BACKGROUND_THROTTLING } from '../chromium.mjs';
import { PUBLIC_IP, buildLab, labBlocker } from './net.mjs';
import { startLabRelay } from './relay.mjs';

/**
 * The cases and what must happen in each. `host`/`guest`: the home each page runs in (`op`: a
 * machine on the operator's private network, beside the relay); `relay`: TURN offered to the
 * pages; `policy`: the guest gathers relay candidates only.
 */
export const NAT_CASES = [
  {
    nat: 'cone',
    kinds: { a: 'cone', b: 'cone' },
    host: 'a',
    relay: false,
    expect: { connected: true, path: 'direct', natGuess: 'cone' },
  },
  {
    nat: 'symmetric',
    kinds: { a: 'symmetric', b: 'symmetric' },
    host: 'a',
    relay: true,
    expect: { connected: true, path: 'relay', natGuess: 'symmetric' },
  },
  {
    nat: 'udp-blocked',
    kinds: { a: 'cone', b: 'udp-blocked' },
    host: 'a',
    relay: true,
    expect: { connected: true, path: 'relay', protocol: 'tcp', natGuess: 'blocked' },
  },
  {
    nat: 'no-relay',
    kinds: { a: 'symmetric', b: 'symmetric' },
    host: 'a',
    relay: false,
    expect: { connected: false, code: 'no-path', withinMs: 15_000 },
  },
  {
    nat: 'private-peer',
    kinds: { a: 'cone', b: 'cone' },
    host: 'op',
    relay: true,
    policy: 'relay',
    expect: { connected: false, refused: true },
  },
];

/**
 * The private-peer case with a relay that denies no peer: the guest then reaches the operator's
 * machine through it, which shows that the relay's refusal, nothing else, stops private-peer.
 */
export const OPEN_RELAY_CONTROL = {
  ...NAT_CASES.find((c) => c.nat === 'private-peer'),
  nat: 'private-peer, relay denying nothing',
  denyPrivate: false,
  expect: { connected: true, path: 'relay', refused: false },
};

const LAB_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  ...NO_BACKGROUND_THROTTLING,
  // real host addresses, not .local names: the lab's homes have no mDNS between them
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];

/** What a case's outcome misses of its expectation, in words; empty when it holds. */
export function missed(c, r) {
  const out = [];
  const e = c.expect;
  if (r.connected !== e.connected) out.push(`connected ${r.connected}, expected ${e.connected}`);
  if (e.path && r.path !== e.path) out.push(`path ${r.path}, expected ${e.path}`);
  if (e.protocol && r.protocol !== e.protocol) out.push(`protocol ${r.protocol}, expected ${e.protocol}`);
  if (e.code && r.code !== e.code) out.push(`error ${r.code}, expected ${e.code}`);
  if (e.withinMs && !(r.failMs !== null && r.failMs <= e.withinMs && r.message))
    out.push(`no message within ${e.withinMs} ms (failMs ${r.failMs})`);
  if (e.refused !== undefined && r.refused !== e.refused) out.push(`refused ${r.refused}, expected ${e.refused}`);
  if (e.connected && !r.roundPlayed) out.push('the round was not played to its end');
  if (e.connected && r.hostSees !== r.path) out.push(`the host's lobby says ${r.hostSees}, the guest ${r.path}`);
  if (e.natGuess && r.natGuess !== e.natGuess)
    out.push(`"Test my connection" guessed ${r.natGuess}, expected ${e.natGuess}`);
  return out;
}

async function waitFor(test, ms, what) {
  const end = Date.now() + ms;
  for (;;) {
    if (await test()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function startLabServer(ns, dir) {
  const child = spawn(
    'ip',
    ['netns', 'exec', ns, process.execPath, resolve('scripts/nat-lab/server.mjs'), dir, PUBLIC_IP],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the lab's server did not start: ${out}`)), 15_000);
    const read = (chunk) => {
      out += String(chunk);
      const m = /listening (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        done({ port: Number(m[1]), close: () => child.kill('SIGTERM') });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', () => fail(new Error(`the lab's server stopped: ${out}`)));
  });
}

/** Chromium inside `ns`: a two-line wrapper given to playwright as its executable (field-notes). */
async function browserIn(ns, dir) {
  const wrapper = join(dir, `chromium-${ns}`);
  const real = process.env.CHROMIUM_REAL || '/usr/lib/chromium/chromium';
  writeFileSync(wrapper, `#!/bin/sh\nexec ip netns exec ${ns} ${real} "$@"\n`);
  chmodSync(wrapper, 0o755);
  return chromium.launch({ executablePath: wrapper, headless: true, args: LAB_CHROMIUM_ARGS });
}

/** How long a page has to load: 2 to 7 s seen on 2 cores at load average 30, so a page still not
 * there after this is broken, and its lab-error says how (watchPage). */
const PAGE_LOAD_MS = 30_000;

/**
 * Keeps what a page says while it loads (console errors and warnings, uncaught errors, failed
 * requests, answers of 400 and above), so a page that never loads says why in the case's
 * lab-error; all of it, and its console, goes to the log too under NATLAB_DEBUG.
 */
function watchPage(page, side, log) {
  const t0 = Date.now();
  const lines = [];
  const debug = Boolean(process.env.NATLAB_DEBUG);
  const note = (line) => {
    lines.push(`+${Date.now() - t0} ms ${line}`);
    if (debug) log(`  page (${side}): ${line}`);
  };
  page.on('pageerror', (e) => {
    note(`page error: ${e.message}`);
    log(`  page error (${side}): ${e.message}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') note(`console ${m.type()}: ${m.text()}`);
    else if (debug) log(`  page (${side}) console ${m.type()}: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) note(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => note(`${r.url()} failed: ${r.failure()?.errorText}`));
  return { lines };
}

async function runCase(c, dir, log, made) {
  const lab = buildLab(c.kinds);
  made.push(...Object.values(lab.ns));
  const closers = [() => lab.remove()];
  try {
    const relay = await startLabRelay({
      ns: lab.ns.pub,
      address: PUBLIC_IP,
      // as `npm start -- --public` does: the machine's own addresses are no peers either
      ownAddresses: [PUBLIC_IP, '198.18.1.1', '198.18.2.1'],
      denyPrivate: c.denyPrivate !== false,
    });
    closers.unshift(() => relay.close());
    const stun2 = await startLabRelay({ ns: lab.ns.pub, address: PUBLIC_IP, port: 3479, stunOnly: true });
    closers.unshift(() => stun2.close());
    const server = await startLabServer(lab.ns.pub, dir);
    closers.unshift(() => server.close());
    const cfg = (withRelay) => ({
      host: PUBLIC_IP,
      port: server.port,
      path: '/peerjs',
      key: 'peerjs',
      secure: false,
      iceServers: relay.iceServers(withRelay),
    });
    const url = `http://${PUBLIC_IP}:${server.port}/index.html`;
    const open = async (side) => {
      const browser = await browserIn(lab.ns[side], dir);
      closers.unshift(() => browser.close());
      const page = await browser.newPage();
      const said = watchPage(page, side, log);
      try {
        await page.goto(url, { timeout: PAGE_LOAD_MS });
        await page.waitForFunction(() => typeof window.labGuest === 'function', null, { timeout: PAGE_LOAD_MS });
      } catch (err) {
        throw new Error(
          `the ${side} page did not load: ${err.message.split('\n')[0]}; ${said.lines.join('; ') || 'nothing said'}`,
          {
            cause: err,
          },
        );
      }
      return page;
    };
    const [hostPage, guestPage] = await Promise.all([open(c.host), open('b')]);
    // the operator's machine answers with what it has: no relay of its own
    const code = await hostPage.evaluate((cfg) => window.labHost(cfg), cfg(c.relay && c.host !== 'op'));
    // the guest's settings' "Test my connection", with two STUN servers and the relay
    const tested = c.expect.natGuess
      ? await guestPage.evaluate(
          (servers) => window.labTestConnection(servers),
          [...relay.iceServers(true), ...stun2.iceServers(false)],
        )
      : null;
    if (c.policy) await guestPage.evaluate((p) => (window.labPolicy = p), c.policy);
    const outcome = await guestPage.evaluate(([code, cfg]) => window.labGuest(code, cfg), [code, cfg(c.relay)]);
    let roundPlayed = false;
    if (outcome.connected) {
      await waitFor(() => hostPage.evaluate(() => window.labStart()), 10_000, 'the table to start');
      await waitFor(() => guestPage.evaluate(() => window.labRoundOver()), 90_000, 'the end of the round');
      roundPlayed = true;
    }
    const hostSees = await hostPage.evaluate(() => window.labSeatLink());
    if (process.env.NATLAB_DEBUG) log(relay.log().join('\n'));
    return {
      ...outcome,
      refused: relay.refusals().length > 0,
      roundPlayed,
      hostSees,
      natGuess: tested?.nat ?? null,
      tested: tested?.servers ?? null,
    };
  } finally {
    for (const close of closers) {
      try {
        await close();
      } catch (err) {
        log(`  cleanup: ${err.message}`);
      }
    }
  }
}

/**
 * Runs the lab's cases. Resolves `{ skipped }` (a sentence) where it cannot run, else
 * `{ results, namespaces }`: one result per case (the JSON fields, plus `roundPlayed`,
 * `code` and `missed`), and the name of every namespace the run made (each removed by its case).
 */
export async function runNatLab({ cases = NAT_CASES, log = () => undefined } = {}) {
  const blocker = labBlocker();
  if (blocker) return { skipped: blocker };
  const dir = mkdtempSync(join(tmpdir(), 'uno-natlab-'));
  // a run stopped half-way still removes its namespaces (net.mjs removes each lab in runCase)
  try {
    log('Bundling the lab page (vite)…');
    await bundlePage(resolve('.'), resolve('scripts/nat-lab/page.ts'), dir, 'NAT lab');
    const results = [];
    const namespaces = [];
    for (const c of cases) {
      log(`${c.nat}…`);
      const started = Date.now();
      let r;
      try {
        r = await runCase(c, dir, log, namespaces);
      } catch (err) {
        r = {
          connected: false,
          path: null,
          protocol: null,
          connectMs: null,
          failMs: null,
          message: null,
          refused: false,
          code: `lab-error: ${err.message}`,
        };
      }
      const result = {
        nat: c.nat,
        ...outcome(r),
        roundPlayed: Boolean(r.roundPlayed),
        code: r.code,
        hostSees: r.hostSees ?? null,
        natGuess: r.natGuess ?? null,
        tested: r.tested ?? null,
      };
      result.missed = missed(c, result);
      log(
        `  ${((Date.now() - started) / 1000).toFixed(1)} s${result.missed.length ? ': ' + result.missed.join('; ') : ''}`,
      );
      results.push(result);
    }
    return { results, namespaces };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What a case came to, the fields the JSON line gives (natLine), in their order. */
function outcome(r) {
  return {
    connected: r.connected,
    path: r.path,
    protocol: r.protocol,
    connectMs: r.connectMs,
    failMs: r.failMs,
    message: r.message,
    refused: r.refused,
  };
}

/** The JSON line of a result. */
export const natLine = (r) => JSON.stringify({ nat: r.nat, ...outcome(r) });

// Browser tests: Lit components and real PeerJS/WebRTC in Debian's headless Chromium.
// A PeerJS server on 127.0.0.1 is started for the run and its address served to the pages at
// /__peer-config.
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import rollupCommonjs from '@rollup/plugin-commonjs';
import { PeerServer } from 'peer';
import { defaultReporter, SESSION_STATUS } from '@web/test-runner';
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { lanNetworkPlugin } from './test/browser/net/lan-network.mjs';
import { relayNetworkPlugin } from './test/browser/net/relay-network.mjs';
import { lifecycleCommandsPlugin } from './test/browser/net/lifecycle-commands.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const commonjs = fromRollup(rollupCommonjs);

function peerServerPlugin() {
  let server;
  let port = 0;
  return {
    name: 'peer-server',
    async serverStart() {
      await new Promise((resolve) => {
        server = PeerServer({ host: '127.0.0.1', port: 0, path: '/', key: 'peerjs', allow_discovery: true }, (s) => {
          port = s.address().port;
          resolve();
        });
      });
    },
    async serverStop() {
      await new Promise((resolve) => (server?._server ?? server)?.close?.(() => resolve()) ?? resolve());
    },
    serve(context) {
      if (context.path === '/__peer-config') {
        return {
          body: JSON.stringify({ host: '127.0.0.1', port, path: '/', key: 'peerjs', secure: false }),
          type: 'json',
        };
      }
    },
  };
}

// Without a terminal (CI logs, a pipe) @web/test-runner cannot redraw its progress bar in place, so
// it prints it as lines: once before any file has run, at most every 10 s as files finish, possibly
// again as the last file finishes, and once at the end; the closing counts came out twice. This
// keeps the lines in between (progress on a long run) and the one at the end (the result), and
// drops the other two. In a terminal the bar is redrawn in place and nothing changes.
function resultOnce(reporter) {
  let asLines = false;
  let ended = false;
  return {
    ...reporter,
    start(args) {
      asLines = !args.config.watch && (!!args.config.staticLogging || !process.stdout.isTTY);
      return reporter.start?.(args);
    },
    stop(args) {
      ended = true; // the runner asks for the final report right after its reporters stop
      return reporter.stop?.(args);
    },
    getTestProgress(args) {
      if (asLines && !ended) {
        const finished = args.sessions.filter((s) => s.status === SESSION_STATUS.FINISHED).length;
        if (finished === 0 || finished === args.sessions.length) return [];
      }
      return reporter.getTestProgress?.(args) ?? [];
    },
  };
}

// Counts passed and failed tests into WTR_SUMMARY_FILE, so `npm test` can print one closing line
// for every runner.
function summaryReporter() {
  const count = (suite, tally, where, path = []) => {
    for (const test of suite?.tests ?? []) {
      if (test.skipped) tally.skipped++;
      else if (test.passed) tally.passed++;
      else {
        tally.failed++;
        const message = String(test.error?.message ?? '')
          .split('\n')[0]
          .slice(0, 300);
        tally.failures.push(`${where} > ${[...path, test.name].join(' > ')}: ${message}`);
      }
    }
    for (const child of suite?.suites ?? []) count(child, tally, where, [...path, child.name]);
    return tally;
  };
  return {
    onTestRunFinished({ sessions }) {
      const file = process.env.WTR_SUMMARY_FILE;
      if (!file) return;
      const tally = { passed: 0, failed: 0, skipped: 0, failures: [] };
      for (const session of sessions) {
        const where = relative(process.cwd(), session.testFile);
        count(session.testResults, tally, where);
        // a file that could not load or threw outside a test counts as one failure
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          tally.failed++;
          tally.failures.push(`${where}: ${String(session.errors[0]?.message ?? '').split('\n')[0]}`);
        }
      }
      writeFileSync(file, JSON.stringify(tally));
    },
  };
}

export default {
  reporters: [resultOnce(defaultReporter()), summaryReporter()],
  files: ['test/browser/**/*.browser.test.ts', 'src/**/*.browser.test.ts'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  // One file at a time: the real-WebRTC files (migration, LAN through coturn, the transport
  // guard) missed their deadlines now and then with another file beside them on two cores.
  concurrency: 1,
  testFramework: { config: { timeout: 30000 } },
  browserStartTimeout: 60000,
  testsStartTimeout: 60000,
  testsFinishTimeout: 600000,
  plugins: [
    esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json' }),
    commonjs({ include: ['**/node_modules/sdp/**'], strictRequires: false }),
    peerServerPlugin(),
    // filtered signaling and the served STUN/TURN of the LAN tests (test/browser/net/lan.browser.test.ts)
    lanNetworkPlugin(),
    // the internet relay and its short-lived credentials (test/browser/net/relay-renewal.browser.test.ts)
    relayNetworkPlugin(),
    // pages hidden and frozen as a phone does (test/browser/net/sleep.browser.test.ts)
    lifecycleCommandsPlugin(),
  ],
  browsers: [
    chromeLauncher({
      // Each test file in a browser context of its own: two files run at once, and one that sets
      // the language, saves a seat or holds the focus must not reach into the other's page
      // (localStorage is shared by every page of one context).
      createPage: async ({ browser }) => (await browser.createBrowserContext()).newPage(),
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: [
          ...CHROMIUM_ARGS,
          // heap figures for the transport guard's tests (test/browser/net/transport-guard)
          '--js-flags=--expose-gc',
          '--enable-precise-memory-info',
        ],
      },
    }),
  ],
};

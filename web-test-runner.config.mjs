// Browser tests: Lit components and real PeerJS/WebRTC in Debian's headless Chromium.
// A PeerJS server on 127.0.0.1 is started for the run and its address served to the pages at
// /__peer-config (see ../shared/spec/field-notes.md).
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import rollupCommonjs from '@rollup/plugin-commonjs';
import { PeerServer } from 'peer';
import { defaultReporter } from '@web/test-runner';
import { writeFileSync } from 'node:fs';

const commonjs = fromRollup(rollupCommonjs);
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
        return { body: JSON.stringify({ host: '127.0.0.1', port, path: '/', key: 'peerjs', secure: false }), type: 'json' };
      }
    },
  };
}

// Counts passed and failed tests into WTR_SUMMARY_FILE, so `npm test` can print one closing line
// for every runner.
function summaryReporter() {
  const count = (suite, tally) => {
    for (const test of suite?.tests ?? []) {
      if (test.skipped) tally.skipped++;
      else if (test.passed) tally.passed++;
      else tally.failed++;
    }
    for (const child of suite?.suites ?? []) count(child, tally);
    return tally;
  };
  return {
    onTestRunFinished({ sessions }) {
      const file = process.env.WTR_SUMMARY_FILE;
      if (!file) return;
      const tally = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        count(session.testResults, tally);
        // a file that could not load or threw outside a test counts as one failure
        if (!session.passed && (session.errors?.length ?? 0) > 0) tally.failed++;
      }
      writeFileSync(file, JSON.stringify(tally));
    },
  };
}

export default {
  reporters: [defaultReporter(), summaryReporter()],
  files: ['test/browser/**/*.browser.test.ts', 'src/**/*.browser.test.ts'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  concurrency: 2,
  testFramework: { config: { timeout: 30000 } },
  browserStartTimeout: 60000,
  testsStartTimeout: 60000,
  testsFinishTimeout: 600000,
  plugins: [
    esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json' }),
    commonjs({ include: ['**/node_modules/sdp/**'], strictRequires: false }),
    peerServerPlugin(),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run',
          '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic',
        ],
      },
    }),
  ],
};

// Browser tests: Lit components and real PeerJS/WebRTC in Debian's headless Chromium.
// A PeerJS server on 127.0.0.1 is started for the run and its address served to the pages at
// /__peer-config (see ../shared/spec/field-notes.md).
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import rollupCommonjs from '@rollup/plugin-commonjs';
import { PeerServer } from 'peer';

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

export default {
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

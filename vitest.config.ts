import { defineConfig } from 'vitest/config';

// Node-side tests: engine, statechart, protocol over the in-memory transport, bots.
// Browser tests (*.browser.test.ts) run under @web/test-runner instead.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'machines/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.browser.test.ts', 'test/browser/**', 'test/e2e/**', 'test/nat/**'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

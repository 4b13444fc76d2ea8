import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Node-side tests: engine, statechart, protocol over the in-memory transport, bots.
// Browser tests (*.browser.test.ts) run under @web/test-runner instead.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'machines/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.browser.test.ts', 'test/browser/**', 'test/e2e/**', 'test/nat/**'],
    environment: 'node',
    // vitest's default, a core less than the machine has, runs one file at a time on CI's two
    // cores: the Node tests took 449 s there, mostly one core computing bots' games.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

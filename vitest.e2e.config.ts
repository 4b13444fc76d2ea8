import { defineConfig } from 'vitest/config';

// End to end: the built app served by server/serve.mjs, driven in Chromium pages by playwright-core.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
  },
});

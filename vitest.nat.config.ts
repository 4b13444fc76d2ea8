import { defineConfig } from 'vitest/config';

// The NAT lab (docs/network.md "The NAT lab"): root only, run as its own part of `npm test`.
export default defineConfig({
  test: {
    include: ['test/nat/**/*.nat.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});

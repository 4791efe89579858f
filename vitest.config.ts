import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'domain/**/*.test.ts',
            'server/**/*.test.ts',
            'eslint/**/*.test.ts',
            'bench/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
          // Both cores (the default keeps one free). Files stay isolated: the web tests share globals (DOM, timers).
          maxWorkers: 2,
          // They run beside the type check, lint and build: on a loaded 2-core machine a test can wait its turn for
          // seconds. The limit only catches a test that hangs; how fast anything is belongs in the bench.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          globalSetup: ['server/test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
          // Every file has its own database (a clone of the template), so two run side by side even on two cores.
          maxWorkers: 2,
          // Its own group, so `vitest run` with both projects is allowed (they differ in maxWorkers).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

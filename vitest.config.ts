import { defineConfig } from 'vitest/config';

const UNIT_EXCLUDE = ['**/*.api.test.ts', 'node_modules/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit-web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: UNIT_EXCLUDE,
          environment: 'node',
          // Both cores (the default keeps one free). Files stay isolated: the web tests share globals (DOM, timers,
          // module-level stores and the modules their `vi.mock` replaces).
          maxWorkers: 2,
          // Worker threads, not processes: the same files in about 10% less CPU time (87 s against 97 s beside a
          // busy core).
          pool: 'threads',
          // They run beside the type check, lint and build: on a loaded 2-core machine a test can wait its turn for
          // seconds. The limit only catches a test that hangs; how fast anything is belongs in the bench.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          // The Node-only unit files (rules, server helpers, lint rules, bench helpers) share a worker's module
          // graph, as the API files do: importing the domain and server modules once per worker instead of once
          // per file took their CPU time from about 21 s to 6 s. A file must leave no global changed (fake
          // timers, environment variables, `vi.mock`, stubbed globals): restore them in `afterEach`.
          name: 'unit-node',
          include: [
            'domain/**/*.test.ts',
            'server/**/*.test.ts',
            'eslint/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: UNIT_EXCLUDE,
          environment: 'node',
          maxWorkers: 2,
          isolate: false,
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
          // `npm test` runs the PostgreSQL pass on one (API_WORKERS=1), beside the e2e suite.
          maxWorkers: Number(process.env.API_WORKERS ?? 2),
          // Its own group, so `vitest run` with both projects is allowed (they differ in maxWorkers).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

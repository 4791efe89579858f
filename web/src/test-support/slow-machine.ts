/**
 * Options for `vi.waitFor` in the web's unit tests: its default 1 s is short beside the type check and the build on
 * two cores (`npm test` runs them side by side); only a hang should reach 10 s.
 */
export const SLOW_MACHINE = { timeout: 10_000 };

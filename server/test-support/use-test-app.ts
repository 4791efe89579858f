import { afterAll, beforeAll } from 'vitest';
import type { ServiceOptions } from '#server/create-services.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A test app for the whole file: opened before its first test, closed after its last (after the file's own
 * `afterAll`s, which run first). The handle reads through to the app, so `t.app`, `t.db`, `t.services` work in any
 * hook or test registered after this call.
 */
export function useTestApp(overrides: Record<string, string> = {}, options: ServiceOptions = {}): TestApp {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp(overrides, options);
  });
  afterAll(() => opened?.close());
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!opened) throw new Error(`the test app is not open yet (reading ${String(key)})`);
      return Reflect.get(opened, key);
    },
  });
}

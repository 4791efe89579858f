import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The store the e2e server runs (E2E_PORT lets two checkouts run their suites side by side). */
export const STORE = `http://127.0.0.1:${process.env.E2E_PORT ?? '4173'}`;

/** The dev tools' token, written by the e2e server. */
export const devToken = () =>
  readFileSync(join(test.info().project.testDir, '..', '.test-data', 'e2e-db', 'dev-token'), 'utf8').trim();

/** The set-password link of the newest e-mail to `email`, as a path on this store. */
export async function setPasswordLink(request: APIRequestContext, email: string) {
  const res = await request.get(`/api/dev/outbox/latest?to=${encodeURIComponent(email)}`, {
    headers: { 'x-dev-token': devToken() },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { body } = (await res.json()) as { body: string };
  const link = /https?:\/\/\S+\/set-password\?token=\S+/.exec(body)?.[0];
  expect(link, body).toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

export const STORE = 'http://127.0.0.1:4173';

/** The dev tool moves an order along as the store itself; its token is written by the e2e server. */
export async function advanceOrder(request: APIRequestContext, reference: string, to?: string) {
  const token = readFileSync(
    join(test.info().project.testDir, '..', '.test-data', 'e2e-db', 'dev-token'),
    'utf8',
  );
  const res = await request.post(`/api/dev/orders/${encodeURIComponent(reference)}/advance`, {
    headers: { 'x-dev-token': token.trim(), origin: STORE },
    data: to ? { to } : {},
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Resolves once the server confirms a realtime subscription, so no event can slip past the page. */
export function realtimeSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"type":"subscribed"')) resolve();
      });
    });
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('journal', () => {
  it('the purchase-limits post claims only the meters the cart has (flower and concentrates)', async () => {
    const res = await client(t.app).call('/api/blog/ny-purchase-limits-explained');
    expect(res.status).toBe(200);
    const body = res.json!.post.body as string;
    expect(body).toContain('a live meter for flower and one for concentrates');
    expect(body).not.toMatch(/cart tracks edibles|meter for each limit category/);
  });
});

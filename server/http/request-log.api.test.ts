import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '#server/log.ts';
import { client, createTestApp, newCustomer } from '#server/test-support/test-app.ts';

const lines: Record<string, any>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
const t = await createTestApp({}, {}, createLogger('info', sink));
afterAll(() => t.close());

const requestLines = () => lines.filter((l) => l.msg === 'request');

describe('the request log', () => {
  it('writes one line per request: id, method, route pattern (not the path), status, duration, role', async () => {
    const { products } = (await client(t.app).call('/api/products')).json as { products: { id: string }[] };
    lines.length = 0;
    const id = products[0]!.id;
    await client(t.app).call(`/api/products/${id}`);
    await client(t.app).call('/api/orders/00000000-0000-4000-8000-000000000000');
    const [product, order] = requestLines();
    expect(product).toEqual({
      time: expect.any(String),
      level: 'info',
      msg: 'request',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      method: 'GET',
      route: '/api/products/:id',
      status: 200,
      durationMs: expect.any(Number),
      role: 'anonymous',
    });
    expect(order).toMatchObject({ route: '/api/orders/:id', status: 401, role: 'anonymous' });
    expect(JSON.stringify(lines)).not.toContain(id);
  });

  it('names the signed-in role, and never the e-mail, password or cookie of the request', async () => {
    const c = client(t.app);
    const person = newCustomer();
    await c.call('/api/session/sign-up', { method: 'POST', body: person });
    await c.call('/api/session/sign-in', {
      method: 'POST',
      body: { email: person.email, password: person.password },
    });
    lines.length = 0;
    await c.call('/api/account');
    expect(requestLines()).toEqual([
      expect.objectContaining({ route: '/api/account', role: 'customer', status: 200 }),
    ]);
    const all = JSON.stringify(lines);
    expect(all).not.toContain(person.email);
    expect(all).not.toContain(person.password);
  });

  it('gives every line a request causes its id, work it finishes after answering included', async () => {
    const c = client(t.app);
    const person = newCustomer();
    await c.call('/api/session/sign-up', { method: 'POST', body: person });
    lines.length = 0;
    await client(t.app).call('/api/session/password-reset', {
      method: 'POST',
      body: { email: person.email },
    });
    await t.services.users.passwordReset.settled();
    const [request] = requestLines();
    const reset = lines.find((l) => l.msg === 'password reset requested');
    expect(reset).toMatchObject({ requestId: request!.requestId, userId: expect.any(String) });
    expect(JSON.stringify(lines)).not.toContain(person.email);
  });

  it('gives a message a request queued its id when the outbox worker sends it later', async () => {
    // Messages the earlier tests queued go first, under their own requests' ids.
    await t.services.notifications.worker.drain();
    lines.length = 0;
    const person = newCustomer();
    await client(t.app).call('/api/session/sign-up', { method: 'POST', body: person });
    const [signUp] = requestLines();
    await t.services.notifications.worker.drain();
    const sent = lines.filter((l) => l.msg === 'notification');
    expect(sent.length).toBeGreaterThan(0);
    for (const line of sent)
      expect(line).toMatchObject({
        requestId: signUp!.requestId,
        outboxId: expect.any(Number),
        to: '[redacted]',
      });
  });

  it('reads an unknown API path as unmatched and a storefront page as a page, never the path itself', async () => {
    lines.length = 0;
    await client(t.app).call('/api/no-such-thing/123');
    await t.app.request('/track/SECRETCODE42');
    const routes = requestLines().map((l) => l.route);
    expect(routes).toEqual(['unmatched', expect.not.stringContaining('SECRETCODE42')]);
  });
});

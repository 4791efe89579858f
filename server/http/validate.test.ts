import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/errors.ts';
import { uuidParam } from './validate.ts';

describe('uuidParam', () => {
  const app = new Hono()
    .get('/orders/:id', (c) => c.text(uuidParam(c, 'id', 'Order not found')))
    .onError((error, c) =>
      error instanceof AppError ? c.json({ message: error.message }, error.status) : c.text('boom', 500),
    );
  const id = '0b6a4f7e-9c1d-4e2a-8f3b-5d6c7e8f9a0b';

  it('answers the path parameter when it is a uuid', async () => {
    const response = await app.request(`/orders/${id}`);
    expect(await response.text()).toBe(id);
  });

  it('is the 404 with the given words for anything else', async () => {
    for (const raw of ['42', 'not-a-uuid', `${id}x`]) {
      const response = await app.request(`/orders/${raw}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Order not found' });
    }
  });
});

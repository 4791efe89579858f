import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Role } from '#domain/auth.ts';
import { AppError } from '#server/lib/errors.ts';
import type { AppEnv } from '../context.ts';
import { requirePermission } from './require-permission.ts';

/** A tiny app whose caller is `userId` holding `roles`, answering AppErrors as the real app does (status, message). */
function appAs(userId: string | null, roles: readonly Role[]) {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('userId', userId);
      c.set('roles', roles);
      await next();
    })
    .get('/read', requirePermission('orders:read:any'), (c) => c.text('ok'))
    .get('/both', requirePermission('orders:read:any', 'orders:status:write'), (c) => c.text('ok'))
    .get('/worded', requirePermission('risk:manage').refusing('Only an admin may do that'), (c) =>
      c.text('ok'),
    )
    .onError((error, c) =>
      error instanceof AppError ? c.json({ message: error.message }, error.status) : c.text('boom', 500),
    );
}

async function call(app: Hono<AppEnv>, path: string) {
  const response = await app.request(path);
  return { status: response.status, body: await response.text() };
}

describe('requirePermission', () => {
  it('lets through a caller whose roles grant the permission', async () => {
    expect(await call(appAs('u1', ['support']), '/read')).toEqual({ status: 200, body: 'ok' });
  });

  it('answers 401 to an anonymous caller and 403 to a caller without it', async () => {
    expect((await call(appAs(null, []), '/read')).status).toBe(401);
    const refused = await call(appAs('u1', ['courier']), '/read');
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({ message: 'You do not have access to this' });
  });

  it('needs every permission it names', async () => {
    expect((await call(appAs('u1', ['support']), '/both')).status).toBe(403);
    expect((await call(appAs('u1', ['admin']), '/both')).status).toBe(200);
  });

  it('refuses with the route’s own words when given them', async () => {
    const refused = await call(appAs('u1', ['support']), '/worded');
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({ message: 'Only an admin may do that' });
  });
});

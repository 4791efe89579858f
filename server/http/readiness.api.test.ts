import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ReadyzResponseSchema } from '#domain/catalog/health-response.ts';
import { createReadiness } from '#server/http/readiness.ts';
import { client, createTestApp } from '#server/test-support/test-app.ts';

const t = await createTestApp();
afterAll(() => t.close());

describe('liveness and readiness', () => {
  it('/livez answers while the process runs, asking nothing of the database', async () => {
    const c = client(t.app);
    const res = await c.call('/livez');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await c.call('/livez', { method: 'HEAD' })).status).toBe(200);
  });

  it('/readyz is 200 with every check named when the database, migrations and realtime are there', async () => {
    await t.services.bus.ready();
    const res = await client(t.app).call('/readyz');
    expect(res.status).toBe(200);
    expect(ReadyzResponseSchema.parse(res.json)).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', realtime: 'ok', draining: false },
    });
  });

  it('a database missing one of this build’s migrations is not ready, and says which check failed', async () => {
    const applied = sql`drizzle.__drizzle_migrations`;
    const [last] = (
      (await t.db.execute(sql`select id from ${applied} order by created_at desc limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    await t.db.execute(sql`delete from ${applied} where id = ${last!.id}`);
    try {
      const readiness = createReadiness({ database: t.database, bus: { listening: () => true } });
      const report = await readiness.check();
      expect(report).toEqual({
        ready: false,
        checks: { database: 'ok', migrations: 'failing', realtime: 'ok', draining: false },
      });
    } finally {
      await t.db.execute(
        sql`insert into ${applied} (id, hash, created_at) values (${last!.id}, 'restored', 0)`,
      );
    }
  });

  it('a lost LISTEN connection takes the process out of rotation until it is back', async () => {
    let listening = false;
    const readiness = createReadiness({ database: t.database, bus: { listening: () => listening } });
    expect((await readiness.check()).checks.realtime).toBe('failing');
    listening = true;
    expect(await readiness.check()).toMatchObject({ ready: true, checks: { realtime: 'ok' } });
  });

  it('draining (SIGTERM’s first step) turns /readyz to 503 while /livez and the API still answer', async () => {
    const c = client(t.app);
    t.services.readiness.drain();
    const res = await c.call('/readyz');
    expect(res.status).toBe(503);
    expect(res.json).toEqual({
      error: {
        code: 'not_ready',
        message: 'Not ready: draining',
        fields: { database: 'ok', migrations: 'ok', realtime: 'ok', draining: 'yes' },
      },
    });
    // HEAD: the status alone (read raw: a body-less 503 is no error body to check).
    expect((await t.app.request('/readyz', { method: 'HEAD' })).status).toBe(503);
    expect((await c.call('/livez')).status).toBe(200);
    expect((await c.call('/api/products')).status).toBe(200);
  });
});

import { Hono } from 'hono';
import { z } from 'zod';
import { AuditLogQuerySchema, type AuditLogPage } from '#domain/admin/audit-log.ts';
import {
  maskRecipient,
  OutboxQuerySchema,
  OutboxTestSchema,
  type OutboxTestResponse,
} from '#domain/admin/outbox.ts';
import { DashboardQuerySchema, type DashboardResponse } from '#domain/admin/dashboard.ts';
import { AdminSearchQuerySchema, type AdminSearchResponse } from '#domain/admin/search.ts';
import { SettingsUpdateSchema, type SettingsResponse } from '#domain/admin/settings.ts';
import { can, type Permission } from '#domain/permissions.ts';
import {
  callerRoles,
  requestActor,
  type AppContext,
  type AppEnv,
  type Services,
} from '#server/http/context.ts';
import { jsonBody, parseWith, queryOf } from '#server/http/validate.ts';
import { AppError, forbidden } from '#server/lib/errors.ts';
import { auditLogPage } from '#server/modules/audit/audit.queries.ts';
import { createDashboard } from './dashboard.service.ts';
import { adminSearch } from './search.queries.ts';

const IdParam = z.coerce.number({ error: 'Message not found' }).int().positive('Message not found');

/** The store's running: dashboard, settings, audit log, outbox and search. */
export function adminSystemRoutes(services: Services) {
  const { db } = services.database;
  const need = (c: AppContext, permission: Permission) => {
    if (!can(callerRoles(c), permission)) throw forbidden();
  };
  const actor = (c: AppContext) => requestActor(c, services.env.TRUST_PROXY);
  const dashboardOf = createDashboard(db, services.bus);
  return new Hono<AppEnv>()
    .get('/settings', async (c) => {
      need(c, 'settings:write');
      const answer: SettingsResponse = { settings: await services.settings.load() };
      return c.json(answer);
    })
    .put('/settings', async (c) => {
      need(c, 'settings:write');
      const changes = await jsonBody(c, SettingsUpdateSchema);
      const answer: SettingsResponse = { settings: await services.settings.update(actor(c), changes) };
      return c.json(answer);
    })
    .get('/audit-logs', async (c) => {
      need(c, 'audit:read');
      const answer: AuditLogPage = await auditLogPage(db, queryOf(c, AuditLogQuerySchema));
      return c.json(answer);
    })
    .get('/notifications', async (c) => {
      need(c, 'notifications:manage');
      return c.json(await services.outboxAdmin.list(queryOf(c, OutboxQuerySchema)));
    })
    .post('/notifications/test', async (c) => {
      need(c, 'notifications:manage');
      const { channel } = await jsonBody(c, OutboxTestSchema);
      const who = actor(c);
      const me = await services.users.sessionUser(who.userId);
      const to = channel === 'email' ? me?.email : me?.phone;
      if (!to) throw new AppError(409, 'no_address', 'Add a phone number to your profile to get a test text');
      await services.outboxAdmin.sendTest(who, channel, to);
      const answer: OutboxTestResponse = { channel, recipient: maskRecipient(to) };
      return c.json(answer);
    })
    .post('/notifications/:id/resend', async (c) => {
      need(c, 'notifications:manage');
      const id = parseWith(IdParam, c.req.param('id'));
      return c.json(await services.outboxAdmin.resend(actor(c), id));
    })
    .get('/dashboard', async (c) => {
      need(c, 'orders:read:any');
      const { period } = queryOf(c, DashboardQuerySchema);
      const answer: DashboardResponse = await dashboardOf(period);
      return c.json(answer);
    })
    .get('/search', async (c) => {
      need(c, 'orders:read:any');
      const { q } = queryOf(c, AdminSearchQuerySchema);
      const answer: AdminSearchResponse = await adminSearch(db, q);
      return c.json(answer);
    });
}

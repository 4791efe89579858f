import { z } from 'zod';
import { can } from '#domain/permissions.ts';
import { notFound, forbidden } from '#server/lib/errors.ts';
import { callerRoles, requestActor, type AppContext } from './context.ts';

/**
 * The catalog back office's checks: `read` needs catalog:read (admin, support), `writer` needs catalog:write (admin)
 * and answers the actor for the audit row, `idOf` reads a uuid path parameter (anything else is the 404 `missing`).
 */
export function catalogAccess(trustProxy: number, missing: string) {
  return {
    read(c: AppContext) {
      if (!can(callerRoles(c), 'catalog:read')) throw forbidden();
    },
    writer(c: AppContext) {
      if (!can(callerRoles(c), 'catalog:write')) throw forbidden();
      return requestActor(c, trustProxy, ['admin']);
    },
    idOf(c: AppContext) {
      const parsed = z.uuid().safeParse(c.req.param('id'));
      if (!parsed.success) throw notFound(missing);
      return parsed.data;
    },
  };
}

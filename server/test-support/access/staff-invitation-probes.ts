import { sql } from 'drizzle-orm';
import type { RouteKey } from '#server/http/access-matrix.ts';
import { invitationDigest } from '#server/modules/merchants/staff-invitations.service.ts';
import { sqlRows, type TestApp } from '../test-app.ts';
import { type ProbeOf } from './probe-kit.ts';

type InvitationRoute = Extract<RouteKey, `${string} /api/staff-invitations/${string}`>;

/** The link of an open invitation to an address no account of the world has. */
const TOKEN = 'access-matrix-staff-invitation-token-000001';
const link = `/api/staff-invitations/${TOKEN}`;

/**
 * Two open invitations of the demo shop: one whose link every caller holds (signed in, each is the wrong account),
 * and a spare one its owner may revoke.
 */
export async function staffInvitationWorld(t: TestApp) {
  const insert = (email: string, tokenHash: string) =>
    sqlRows<{ id: string }>(
      t.db,
      sql`insert into shop_staff_invitations (shop_id, email, token_hash, expires_at)
          select mm.merchant_id, ${email}, ${tokenHash}, now() + interval '7 days'
          from merchant_members mm join users u on u.id = mm.user_id
          where u.email = 'merchant@demo.nymnyc.test' returning id`,
    );
  await insert('nobody.invited@example.test', invitationDigest(TOKEN));
  const [spare] = await insert('spare.invited@example.test', invitationDigest(`${TOKEN.slice(0, -1)}2`));
  return { spareInvitationId: spare!.id };
}

export const STAFF_INVITATION_PROBES: Record<InvitationRoute, ProbeOf> = {
  'GET /api/staff-invitations/:token': () => ({ path: link }),
  // Signed in as anyone but the invited address: past the sign-in check, the invitation is not theirs (403).
  'POST /api/staff-invitations/:token/accept': () => ({ path: `${link}/accept`, ok: [403] }),
  'POST /api/staff-invitations/:token/decline': () => ({ path: `${link}/decline`, ok: [403] }),
};

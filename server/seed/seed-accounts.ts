import type { Role } from '#domain/auth.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { savedAddresses } from '#server/db/schema/auth.ts';
import { merchantMembers } from '#server/db/schema/merchants.ts';
import { couriers } from '#server/db/schema/couriers.ts';
import { hashSecret } from '#server/lib/secret-hash.ts';
import { insertAccount } from '#server/modules/users/users.service.ts';

export const DEMO_PASSWORD = 'Demo-pass-2024';

export const DEMO_ACCOUNTS: {
  email: string;
  fullName: string;
  phone: string;
  roles: Role[];
  note: string;
}[] = [
  {
    email: 'customer@demo.nymnyc.test',
    fullName: 'Maya Brooks',
    phone: '7185550142',
    roles: ['customer'],
    note: 'customer, saved Brooklyn address',
  },
  {
    email: 'courier@demo.nymnyc.test',
    fullName: 'Andre Ortiz',
    phone: '3475550178',
    roles: ['courier'],
    note: 'courier, vehicle car',
  },
  {
    email: 'merchant@demo.nymnyc.test',
    fullName: 'Priya Raman',
    phone: '2125550119',
    roles: ['merchant'],
    note: 'merchant of the first shop',
  },
  {
    email: 'admin@demo.nymnyc.test',
    fullName: 'Sam Whitaker',
    phone: '2125550100',
    roles: ['admin'],
    note: 'admin',
  },
  {
    email: 'support@demo.nymnyc.test',
    fullName: 'Jordan Ellis',
    phone: '2125550101',
    roles: ['support'],
    note: 'support: reads orders and customers, no settings, audit or outbox',
  },
];

export async function seedAccounts(db: DbOrTx, firstShopId: string) {
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const ids: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    const id = crypto.randomUUID();
    ids[account.email] = id;
    await insertAccount(db, { id, ...account, passwordHash, emailVerified: true }, account.roles);
  }
  await db.insert(savedAddresses).values({
    userId: ids['customer@demo.nymnyc.test']!,
    label: 'Home',
    street: '214 Dean Street',
    apartment: 'Apt 3R',
    zip: '11217',
    borough: 'Brooklyn',
    isDefault: true,
  });
  const courier = DEMO_ACCOUNTS.find((a) => a.roles.includes('courier'))!;
  await db.insert(couriers).values({
    userId: ids[courier.email]!,
    fullName: courier.fullName,
    phone: courier.phone,
    vehicleType: 'car',
  });
  await db
    .insert(merchantMembers)
    .values({ userId: ids['merchant@demo.nymnyc.test']!, merchantId: firstShopId, role: 'owner' });
}

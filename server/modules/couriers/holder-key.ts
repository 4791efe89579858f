import { createHmac, hkdfSync } from 'node:crypto';

/**
 * The keyed hash of an ID card (jurisdiction + ID number) kept for the one-ID-many-recipients risk signal: HMAC-SHA256
 * with a key derived from the server's secret (AUTH_SECRET), so a leaked table cannot be reversed by hashing every
 * possible licence number. The ID number itself is never stored. A new AUTH_SECRET starts the signal afresh.
 */
export function createHolderKey(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'nymnyc', 'door-check holder key v1', 32));
  return (jurisdiction: string, idNumber: string) =>
    createHmac('sha256', key)
      .update(`${jurisdiction.toUpperCase()}:${idNumber.replace(/[\s-]/g, '').toUpperCase()}`)
      .digest('hex');
}
export type HolderKey = ReturnType<typeof createHolderKey>;

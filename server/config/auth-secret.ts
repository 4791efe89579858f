import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { readOrCreate } from './secret-file.ts';

export const AUTH_SECRET_FILE = 'auth-secret';
const MIN_LENGTH = 32;

/**
 * The secret kept in `dataDir` for when AUTH_SECRET is unset outside production: 32 random bytes made on the
 * first start, readable only by this machine's user, and read back on every later start so sessions and
 * confirmation links survive a restart. Every process given the same DATA_DIR gets the same secret.
 */
export function dataDirAuthSecret(dataDir: string): { secret: string; path: string } {
  const path = join(dataDir, AUTH_SECRET_FILE);
  const secret = readOrCreate(path, () => randomBytes(32).toString('base64url')).trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(
      `${path} does not hold a usable secret (at least ${MIN_LENGTH} characters): set AUTH_SECRET, or delete the file to make a new one (everyone is signed out).`,
    );
  }
  return { secret, path };
}

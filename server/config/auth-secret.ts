import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const AUTH_SECRET_FILE = 'auth-secret';
const MIN_LENGTH = 32;

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The secret kept in `dataDir` for when AUTH_SECRET is unset outside production: 32 random bytes made on the
 * first start, readable only by this machine's user, and read back on every later start so sessions and
 * confirmation links survive a restart. Every process given the same DATA_DIR gets the same secret.
 */
export function dataDirAuthSecret(dataDir: string): { secret: string; path: string } {
  const path = join(dataDir, AUTH_SECRET_FILE);
  let secret = read(path);
  if (secret === null) {
    mkdirSync(dataDir, { recursive: true });
    // Written aside and linked into place: link fails if the file exists, so two processes starting at once
    // end up with the one secret, and neither ever reads a half-written file.
    const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(draft, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    secret = read(path) ?? '';
  }
  if (secret.length < MIN_LENGTH) {
    throw new Error(
      `${path} does not hold a usable secret (at least ${MIN_LENGTH} characters): set AUTH_SECRET, or delete the file to make a new one (everyone is signed out).`,
    );
  }
  return { secret, path };
}

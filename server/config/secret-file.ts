import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The text of the secret file at `path`, made by `make` when there is none: readable only by this machine's user,
 * and the same for every process that shares the file. The new text is written aside and linked into place: a link
 * fails when the file exists, so processes starting at once end up with the one secret (the first link wins), and
 * none ever reads a half-written file.
 */
export function readOrCreate(path: string, make: () => string): string {
  const found = read(path);
  if (found !== null) return found;
  mkdirSync(dirname(path), { recursive: true });
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(draft, make(), { mode: 0o600 });
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return read(path) ?? '';
}

import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, path: string, owner: number) {
    super(
      `DATA_DIR ${dataDir} is in use by another server (pid ${owner}); refusing to start. ` +
        `Stop that server, or delete ${path} if process ${owner} is not one.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function removeIf(path: string, owner: number | null) {
  if (ownerOf(path) !== owner) return;
  try {
    unlinkSync(path);
  } catch {
    /* already gone */
  }
}

/** The live process holding DATA_DIR's lock (a running store), or null. */
export function dataDirOwner(dataDir: string): number | null {
  const owner = ownerOf(join(dataDir, 'server.pid'));
  return owner !== null && owner !== process.pid && alive(owner) ? owner : null;
}

/**
 * One embedded database, one server: DATA_DIR/server.pid names the process that has it. A lock whose process
 * is gone (killed, crashed) is taken over. Returns the function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, 'server.pid');
  // The pid is written first and the file linked into place, so the lock never exists without its owner in it.
  const draft = join(dataDir, `server.pid.${process.pid}.${randomBytes(4).toString('hex')}`);
  writeFileSync(draft, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(draft, path);
        return () => removeIf(path, process.pid);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = ownerOf(path);
      // Our own pid in a stale lock: a container restarted with the same pid.
      if (owner !== null && owner !== process.pid && alive(owner)) {
        throw new DataDirInUseError(dataDir, path, owner);
      }
      removeIf(path, owner);
    }
    throw new Error(`Could not lock DATA_DIR ${dataDir}: ${path} keeps coming back`);
  } finally {
    unlinkSync(draft);
  }
}

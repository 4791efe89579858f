import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One embedded database, one server: a second process on the same DATA_DIR refuses to start. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(path);
        } catch {
          /* already gone */
        }
      };
    } catch {
      const owner = Number(readFileSync(path, 'utf8'));
      if (owner && owner !== process.pid && alive(owner)) {
        throw new Error(`DATA_DIR ${dataDir} is in use by server process ${owner}; refusing to start`);
      }
      unlinkSync(path);
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`);
}

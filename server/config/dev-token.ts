import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'dev-token';

/** Leaves the dev-tools secret where only this machine's user can read it (for `npm run order:advance`). */
export function writeDevToken(dataDir: string, token: string) {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, FILE), token, { mode: 0o600 });
}

export function readDevToken(dataDir: string): string {
  return readFileSync(join(dataDir, FILE), 'utf8').trim();
}

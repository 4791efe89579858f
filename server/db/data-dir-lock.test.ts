import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

let dir = '';
const lock = () => join(dir, 'server.pid');
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'nym-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('writes this process id and removes the lock on release, leaving nothing else behind', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(lock(), 'utf8').trim()).toBe(String(process.pid));
    expect(readdirSync(dir)).toEqual(['server.pid']);
    release();
    expect(existsSync(lock())).toBe(false);
  });

  it('refuses a DATA_DIR whose lock names another running process', () => {
    writeFileSync(lock(), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`is in use by another server (pid ${process.ppid})`);
    expect(readFileSync(lock(), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a lock whose process is gone, or that is empty or garbled', () => {
    for (const stale of ['2147483646', '', 'not a pid']) {
      writeFileSync(lock(), stale);
      const release = lockDataDir(dir);
      expect(readFileSync(lock(), 'utf8').trim()).toBe(String(process.pid));
      release();
    }
  });

  it('does not remove a lock that another process has taken since', () => {
    const release = lockDataDir(dir);
    writeFileSync(lock(), `${process.ppid}\n`);
    release();
    expect(readFileSync(lock(), 'utf8').trim()).toBe(String(process.ppid));
  });
});

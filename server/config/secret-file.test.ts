import { fork } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOrCreate } from './secret-file.ts';
import { useTempDirs } from '#server/test-support/temp-dirs.ts';

const tempDir = useTempDirs('nym-secret-file-');

describe('readOrCreate', () => {
  it('makes the file once, in a new directory, readable by its owner only, and reads it back after', () => {
    const path = join(tempDir(), 'data', 'secret');
    let made = 0;
    const make = () => `secret ${++made}`;
    expect(readOrCreate(path, make)).toBe('secret 1');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readOrCreate(path, make)).toBe('secret 1');
    expect(made).toBe(1);
    expect(readdirSync(join(path, '..'))).toEqual(['secret']);
  });

  it('keeps a file that is already there, whatever it holds', () => {
    const path = join(tempDir(), 'secret');
    writeFileSync(path, 'short\n');
    expect(readOrCreate(path, () => 'new')).toBe('short\n');
  });

  it('answers the secret of a process that linked first, and leaves nothing aside', () => {
    const path = join(tempDir(), 'secret');
    const theirs = () => {
      writeFileSync(path, 'theirs');
      return 'mine';
    };
    expect(readOrCreate(path, theirs)).toBe('theirs');
    expect(readdirSync(join(path, '..'))).toEqual(['secret']);
  });

  it('ends with one secret when several processes create it at once', async () => {
    const path = join(tempDir(), 'secret');
    const script = join(tempDir(), 'make.mjs');
    writeFileSync(
      script,
      `import { randomBytes } from 'node:crypto';
       import { readOrCreate } from ${JSON.stringify(new URL('./secret-file.ts', import.meta.url).pathname)};
       process.send(readOrCreate(process.argv[2], () => randomBytes(32).toString('hex')));`,
    );
    const secrets = await Promise.all(
      Array.from({ length: 4 }, () => {
        const child = fork(script, [path], { execArgv: ['--import', 'tsx'] });
        return new Promise<string>((resolve, reject) => {
          child.once('message', (m) => resolve(String(m)));
          child.once('error', reject);
        });
      }),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toBe(readFileSync(path, 'utf8'));
    expect(readdirSync(join(path, '..'))).toEqual(['secret']);
  });
});

import { hash, verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { ARGON2_OWASP, argon2Options } from './secret-hash.ts';

describe('argon2Options', () => {
  it('hashes with the OWASP baseline (19 MiB, 2 passes) everywhere but the test suites', async () => {
    for (const env of ['production', 'development', undefined]) expect(argon2Options(env)).toBe(ARGON2_OWASP);
    expect(await hash('Harbor-lights-42', argon2Options('production'))).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/,
    );
  });

  it('is argon2id in the test suites too, lighter, and its hashes check like any other', async () => {
    const options = argon2Options('test');
    expect(options).toMatchObject({ algorithm: ARGON2_OWASP.algorithm, memoryCost: 1024, timeCost: 1 });
    const hashed = await hash('Harbor-lights-42', options);
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verify(hashed, 'Harbor-lights-42')).toBe(true);
    expect(await verify(hashed, 'Harbor-lights-43')).toBe(false);
  });
});

import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** OWASP argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. Every store runs with it. */
export const ARGON2_OWASP = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};
/**
 * Only under NODE_ENV=test (the test suites and the e2e server; a store runs in production or development):
 * argon2id at 1 MiB and one pass. The suites create thousands of accounts and PINs; the algorithm, the encoding
 * and every check are the same.
 */
const ARGON2_TEST = { ...ARGON2_OWASP, memoryCost: 1024, timeCost: 1 };

export const argon2Options = (nodeEnv: string | undefined) =>
  nodeEnv === 'test' ? ARGON2_TEST : ARGON2_OWASP;
const ARGON2 = argon2Options(process.env.NODE_ENV);

/** A password or PIN as stored: argon2id, never the secret itself. */
export const hashSecret = (plain: string) => hash(plain, ARGON2);
export const verifySecret = (hashed: string, plain: string) => verify(hashed, plain).catch(() => false);

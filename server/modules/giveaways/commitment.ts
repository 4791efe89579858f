import { randomBytes } from 'node:crypto';
import { seedCommitment } from '#domain/giveaways/draw.ts';

/** A new giveaway's secret seed (32 random bytes, hex) and the SHA-256 the rules page publishes from the start. */
export function newSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: seedCommitment(seed) };
}

/** A share code: 12 URL-safe random characters (72 bits), unguessable. */
export const newShareCode = () => randomBytes(9).toString('base64url');

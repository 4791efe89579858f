import type { Category } from '#domain/catalog.ts';
import { concentrateArt } from './concentrates.ts';
import { edibleArt } from './edibles.ts';
import { flowerArt } from './flower.ts';
import type { Tone } from './palette.ts';
import { preRollArt } from './pre-rolls.ts';
import type { Rng } from './rng.ts';
import { vapeArt } from './vapes.ts';

export const PRODUCT_ART: Record<Category, (rng: Rng, tone: Tone) => string> = {
  flower: flowerArt,
  'pre-rolls': preRollArt,
  edibles: edibleArt,
  concentrates: concentrateArt,
  vapes: vapeArt,
};

import { DEFAULT_WEIGHT } from '#domain/catalog.ts';

export const weightLabel = (weight: string) => (weight === DEFAULT_WEIGHT ? 'Each' : weight);

export const formatGrams = (grams: number) => `${Number(grams.toFixed(2))} g`;

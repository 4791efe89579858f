export const CATEGORIES = ['flower', 'pre-rolls', 'edibles', 'concentrates', 'vapes'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  flower: 'Flower',
  'pre-rolls': 'Pre-Rolls',
  edibles: 'Edibles',
  concentrates: 'Concentrates',
  vapes: 'Vapes',
};

export const STRAIN_TYPES = ['indica', 'sativa', 'hybrid', 'cbd'] as const;
export type StrainType = (typeof STRAIN_TYPES)[number];

export const STRAIN_LABELS: Record<StrainType, string> = {
  indica: 'Indica',
  sativa: 'Sativa',
  hybrid: 'Hybrid',
  cbd: 'CBD-rich',
};

/** NY limit categories (9 NYCRR 123): what a variant's net grams count against. */
export const LIMIT_CATEGORIES = ['flower', 'concentrate', 'edible', 'other'] as const;
export type LimitCategory = (typeof LIMIT_CATEGORIES)[number];

export const DEFAULT_WEIGHT = 'unit';

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_RESULTS = 10;
export const SEARCH_DEBOUNCE_MS = 300;

export type { LabResult, Product, SearchResult, ShopSummary, Variant } from './catalog.schemas.ts';

/** NY statutory total THC: THC + THCA × 0.877 (OCM labelling rule). */
export function totalThc(thc: number | null, thca: number | null): number | null {
  if (thc == null && thca == null) return null;
  return Math.round(((thc ?? 0) + (thca ?? 0) * 0.877) * 10) / 10;
}

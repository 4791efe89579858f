import { z } from 'zod';
import { CATEGORIES, STRAIN_TYPES, type Category, type Product, type StrainType } from '../catalog.ts';
import { CategorySchema, StrainTypeSchema } from '../catalog.schemas.ts';
import { productTotalThc } from './search-rank.ts';

export const SORTS = ['featured', 'price-asc', 'price-desc', 'potency', 'newest'] as const;
export type Sort = (typeof SORTS)[number];

export const SORT_LABELS: Record<Sort, string> = {
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  potency: 'Potency: highest THC',
  newest: 'Newest',
};

interface Range {
  id: string;
  label: string;
  min: number;
  /** Exclusive; null: no upper end. */
  max: number | null;
}

/** The product's lowest price, in cents. */
export const PRICE_RANGES = [
  { id: 'under-25', label: 'Under $25', min: 0, max: 2500 },
  { id: '25-50', label: '$25 to $50', min: 2500, max: 5000 },
  { id: '50-100', label: '$50 to $100', min: 5000, max: 10000 },
  { id: '100-up', label: '$100 and up', min: 10000, max: null },
] as const satisfies readonly Range[];

/** Total THC in percent (flower, pre-rolls, concentrates, vapes; edibles are labelled in mg). */
export const THC_RANGES = [
  { id: 'under-20', label: 'Under 20% THC', min: 0, max: 20 },
  { id: '20-25', label: '20 to 25% THC', min: 20, max: 25 },
  { id: '25-30', label: '25 to 30% THC', min: 25, max: 30 },
  { id: '30-up', label: '30% THC and up', min: 30, max: null },
] as const satisfies readonly Range[];

export type PriceRange = (typeof PRICE_RANGES)[number]['id'];
export type ThcRange = (typeof THC_RANGES)[number]['id'];

const ids = <T extends readonly { id: string }[]>(list: T) =>
  list.map((r) => r.id) as [T[number]['id'], ...T[number]['id'][]];

/** The menu's filters and sort as they stand in the URL (`?category=flower&strain=indica&sort=price-asc`). */
export const BrowseSchema = z.object({
  category: CategorySchema.optional(),
  strain: StrainTypeSchema.optional(),
  thc: z.enum(ids(THC_RANGES)).optional(),
  price: z.enum(ids(PRICE_RANGES)).optional(),
  shop: z.string().max(100).optional(),
  stock: z.literal('in').optional(),
  sort: z.enum(SORTS).optional(),
});
export type Browse = z.infer<typeof BrowseSchema>;
export type BrowseKey = keyof Browse;
export const BROWSE_KEYS = Object.keys(BrowseSchema.shape) as BrowseKey[];

/** Reads the menu's state from URL params; an unknown value is dropped, never an error (old links keep working). */
export function readBrowse(params: URLSearchParams): Browse {
  const out: Record<string, unknown> = {};
  for (const key of BROWSE_KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const parsed = BrowseSchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out as Browse;
}

/** Writes the menu's state over the other params of the URL, leaving out what is at its default. */
export function writeBrowse(browse: Browse, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of BROWSE_KEYS) {
    const value = browse[key];
    if (value === undefined || (key === 'sort' && value === 'featured')) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

const inRange = (value: number | null, range: Range | undefined) =>
  !range || (value !== null && value >= range.min && (range.max === null || value < range.max));

type Facet = Exclude<BrowseKey, 'sort'>;

/** Whether a product passes the menu's filters, leaving one facet out (to count that facet's options). */
export function passes(p: Product, b: Browse, except?: Facet): boolean {
  if (except !== 'category' && b.category && p.category !== b.category) return false;
  if (except !== 'strain' && b.strain && p.strainType !== b.strain) return false;
  if (except !== 'shop' && b.shop && p.shop.slug !== b.shop) return false;
  if (except !== 'stock' && b.stock && !p.inStock) return false;
  if (
    except !== 'price' &&
    !inRange(
      p.price,
      PRICE_RANGES.find((r) => r.id === b.price),
    )
  )
    return false;
  if (
    except !== 'thc' &&
    !inRange(
      productTotalThc(p),
      THC_RANGES.find((r) => r.id === b.thc),
    )
  )
    return false;
  return true;
}

const SORTERS: Record<Exclude<Sort, 'featured'>, (a: Product, b: Product) => number> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  // Edibles (labelled in mg) after the percent-labelled products.
  potency: (a, b) => (productTotalThc(b) ?? -1) - (productTotalThc(a) ?? -1),
  newest: (a, b) => b.listedAt.localeCompare(a.listedAt),
};

/** The menu's products: filtered, then sorted, in stock before sold out; ties keep the catalog's order. */
export function browseProducts(products: readonly Product[], b: Browse): Product[] {
  const sorter = b.sort && b.sort !== 'featured' ? SORTERS[b.sort] : () => 0;
  return products
    .filter((p) => passes(p, b))
    .sort((x, y) => Number(y.inStock) - Number(x.inStock) || sorter(x, y));
}

export interface FacetCounts {
  category: Record<Category, number>;
  strain: Record<StrainType, number>;
  thc: Record<ThcRange, number>;
  price: Record<PriceRange, number>;
  shops: { slug: string; name: string; count: number }[];
  inStock: number;
}

/** One pass over the list: how many products fall under each key (`keyOf` answers null for none). */
function tally<K extends string>(
  keys: readonly K[],
  list: readonly Product[],
  keyOf: (p: Product) => K | null,
) {
  const counts = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const p of list) {
    const key = keyOf(p);
    if (key !== null) counts[key] += 1;
  }
  return counts;
}

const rangeOf = <R extends Range>(ranges: readonly R[], value: number | null): R['id'] | null =>
  ranges.find((r) => inRange(value, r))?.id ?? null;

/** How many products each option would show, the other filters kept (a facet's own choice left out). */
export function facetCounts(products: readonly Product[], b: Browse): FacetCounts {
  const without = (facet: Facet) => products.filter((p) => passes(p, b, facet));
  const shops = new Map<string, { slug: string; name: string; count: number }>();
  for (const p of products) if (!shops.has(p.shop.slug)) shops.set(p.shop.slug, { ...p.shop, count: 0 });
  for (const p of without('shop')) shops.get(p.shop.slug)!.count += 1;
  return {
    category: tally(CATEGORIES, without('category'), (p) => p.category),
    strain: tally(STRAIN_TYPES, without('strain'), (p) => p.strainType),
    thc: tally(ids(THC_RANGES), without('thc'), (p) => rangeOf(THC_RANGES, productTotalThc(p))),
    price: tally(ids(PRICE_RANGES), without('price'), (p) => rangeOf(PRICE_RANGES, p.price)),
    shops: [...shops.values()]
      .map(({ slug, name, count }) => ({ slug, name, count }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    inStock: without('stock').filter((p) => p.inStock).length,
  };
}

import { totalThc, type Product } from '../catalog.ts';
import type { SearchQuery } from './search-query.ts';
import { statedEffects, type Effect } from './search-words.ts';

type Filterable = Pick<
  Product,
  'category' | 'strainType' | 'description' | 'thcPercentage' | 'thcaPercentage' | 'thcMgPerServing'
>;

/** The statutory total THC (%) of a percent-labelled product, null for edibles. */
export const productTotalThc = (p: Pick<Product, 'thcPercentage' | 'thcaPercentage'>) =>
  totalThc(p.thcPercentage, p.thcaPercentage);

/**
 * Whether a product fits the filters a query named (category, strain type, stated effect, THC, mg). `effects`: the
 * description's stated effects when the caller has them already (an index reads them once per product).
 */
export function fitsQuery(p: Filterable, q: SearchQuery, effects?: readonly Effect[]): boolean {
  if (q.categories.length && !q.categories.includes(p.category)) return false;
  if (q.strainTypes.length && !q.strainTypes.includes(p.strainType)) return false;
  if (q.effects.length) {
    const stated = effects ?? statedEffects(p.description);
    if (!q.effects.some((e) => stated.includes(e))) return false;
  }
  if (q.thc) {
    const thc = productTotalThc(p);
    if (thc === null || thc < q.thc.min || (q.thc.max !== null && thc > q.thc.max)) return false;
  }
  if (q.mgPerServing !== null && p.thcMgPerServing !== q.mgPerServing) return false;
  return true;
}

/** One candidate for a search's answer. */
export interface Hit {
  inStock: boolean;
  /** Every free word of the query matched the name (or shop/producer), not only the description. */
  nameMatch: boolean;
  /** The text relevance (BM25); 0 when the query had no free words. */
  score: number;
  /** How far the product's total THC is from the THC asked for; 0 when none was asked. */
  thcDistance: number;
  /** Its place in the catalog's own order (featured first, then the shop's sort order). */
  order: number;
}

/**
 * The ranking: a name match above a description-only match, in stock above out of stock, then relevance, then
 * closeness to the THC asked for, then the catalog's order.
 */
export function compareHits(a: Hit, b: Hit): number {
  return (
    Number(b.nameMatch) - Number(a.nameMatch) ||
    Number(b.inStock) - Number(a.inStock) ||
    b.score - a.score ||
    a.thcDistance - b.thcDistance ||
    a.order - b.order
  );
}

/** The distance used to rank a THC search: the product's total THC from the target. */
export function thcDistance(p: Pick<Product, 'thcPercentage' | 'thcaPercentage'>, q: SearchQuery): number {
  if (!q.thc) return 0;
  const thc = productTotalThc(p);
  return thc === null ? Number.POSITIVE_INFINITY : Math.abs(thc - q.thc.target);
}

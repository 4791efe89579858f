import { performance } from 'node:perf_hooks';
import type { Product } from '#domain/catalog.ts';
import { browseProducts, facetCounts } from '#domain/catalog/browse.ts';
import { createProductSearch } from '#server/modules/catalog/product-search.ts';
import { FLOWER_PRODUCTS, PRE_ROLL_PRODUCTS } from '#server/seed/catalog-data-flower.ts';
import { CONCENTRATE_PRODUCTS, EDIBLE_PRODUCTS, VAPE_PRODUCTS } from '#server/seed/catalog-data-other.ts';
import { median, spread } from './stats.ts';

export interface Timing {
  name: string;
  /** Products the answer held (search) or showed (browse). */
  hits: number;
  medianMs: number;
  spreadMs: [number, number];
  runs: number;
}

export interface SearchBenchResult {
  products: number;
  shops: number;
  indexBuild: Timing;
  /** A new snapshot whose texts did not change (a sale moved stock): the last index is kept. */
  indexKept: Timing;
  queries: Timing[];
  browse: Timing[];
}

const SEEDS = [
  ...FLOWER_PRODUCTS,
  ...PRE_ROLL_PRODUCTS,
  ...EDIBLE_PRODUCTS,
  ...CONCENTRATE_PRODUCTS,
  ...VAPE_PRODUCTS,
];
const FIRST =
  'Amber Birch Cobalt Dune Ember Fern Granite Harbor Indigo Juniper Kestrel Lantern Maple Nectar Onyx Pine Quartz Rye Saffron Tidal Umber Violet Willow'.split(
    ' ',
  );
const SECOND =
  'Dream Haze Kush Glow Cake Breath Runtz Diesel Cookies Punch Gelato Sherbet Mints Zkittlez Cream Fuel Sunset Thunder Jam Candy'.split(
    ' ',
  );

/**
 * A marketplace menu of `size` products over `shops` shops: the demo products first (their names kept), then
 * variations of them under strain-style names, potencies and prices moved a little, one in ten sold out.
 */
export function syntheticCatalog(size: number, shops: number): Product[] {
  return Array.from({ length: size }, (_, i): Product => {
    const seed = SEEDS[i % SEEDS.length]!;
    const round = Math.floor(i / SEEDS.length);
    const strain = `${FIRST[round % FIRST.length]} ${SECOND[(round * 7 + i) % SECOND.length]}`;
    const name =
      round === 0
        ? seed.name
        : seed.name.replace(
            /^[^,]*?(?=( Pre-Roll| Live| Cured| THCA| Hash| Distillate| All-in-One|,|$))/,
            strain,
          );
    const shift = ((i * 37) % 60) / 10 - 3;
    const shop = i % shops;
    const prices = Object.fromEntries(seed.variants.map((v) => [v.label, v.priceCents + (i % 9) * 100]));
    return {
      id: `p${i}`,
      slug: `${seed.slug}-${i}`,
      name,
      description: seed.description,
      category: seed.category,
      strainType: seed.strainType,
      limitCategory: seed.limitCategory,
      thcPercentage: seed.thcPercentage,
      thcaPercentage: seed.thcaPercentage === null ? null : Math.max(0, seed.thcaPercentage + shift),
      cbdPercentage: seed.cbdPercentage,
      thcMgPerServing: seed.thcMgPerServing,
      thcMgPerPackage: seed.thcMgPerPackage,
      imageUrl: seed.imageUrl,
      imageAlt: seed.imageAlt,
      images: [],
      producer: null,
      featured: seed.featured,
      listedAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
      price: Math.min(...Object.values(prices)),
      prices,
      variants: seed.variants.map((v) => ({ ...v, stock: i % 10 === 9 ? 0 : v.stock + 5 })),
      inStock: i % 10 !== 9,
      shop: {
        id: `s${shop}`,
        slug: `shop-${shop}`,
        name: `Shop ${shop}`,
        licenseNumber: `OCM-${shop}`,
        borough: 'Brooklyn',
      },
      labResult: null,
    };
  });
}

function time(name: string, runs: number, run: () => number): Timing {
  const samples: number[] = [];
  let hits = 0;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    hits = run();
    samples.push(performance.now() - started);
  }
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const [low, high] = spread(samples)!;
  return { name, hits, medianMs: round(median(samples)!), spreadMs: [round(low), round(high)], runs };
}

export const BENCH_QUERIES = [
  'indica',
  'pre roll',
  'velvit plum',
  'sleep',
  'thc 25',
  'velvet plum gummies',
  'haze',
];

/**
 * Search and the menu's filters, in process, over a catalog of `size` products: the index built once per catalog
 * snapshot, each query uncached (the service caches answers per snapshot, so these are the first asker's times),
 * and the phone's work per filter tap (filter, sort and every facet's counts over the whole menu).
 */
export function measureSearch(size = 5000, shops = 40, runs = 200): SearchBenchResult {
  const products = syntheticCatalog(size, shops);
  const indexBuild = time('build the index', 10, () => (createProductSearch(products), products.length));
  const index = createProductSearch(products);
  const restocked = products.map((p, i) => (i % 3 ? p : { ...p, inStock: !p.inStock }));
  const indexKept = time('a new snapshot, same texts', 10, () => {
    createProductSearch(restocked, new Map(), index);
    return restocked.length;
  });
  for (const q of BENCH_QUERIES) index.search(q);
  const queries = BENCH_QUERIES.map((q) => time(q, runs, () => index.search(q).results.length));
  const browse = [
    { name: 'strain=indica&sort=price-asc', b: { strain: 'indica', sort: 'price-asc' } },
    { name: 'category=flower&thc=25-30&stock=in', b: { category: 'flower', thc: '25-30', stock: 'in' } },
  ].map(({ name, b }) =>
    time(name, runs, () => {
      const shown = browseProducts(products, b as never);
      facetCounts(products, b as never);
      return shown.length;
    }),
  );
  return { products: size, shops, indexBuild, indexKept, queries, browse };
}

import { CATEGORIES, SEARCH_MIN_CHARS, totalThc, type Category, type Product } from '#domain/catalog.ts';
import type {
  ProductListResponse,
  ProductResponse,
  SearchResponse,
} from '#domain/catalog/product-response.ts';
import { CATALOG_TOPIC } from '#domain/realtime.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import type { EventBus, Published } from '#server/realtime/bus.ts';
import { encodeBody, type EncodedBody } from '#server/lib/encoded-body.ts';
import { notFound } from '#server/lib/errors.ts';
import { selectActiveProducts, selectLabResults, selectVariants, variantStock } from './catalog.repo.ts';
import {
  putBackWithLedger,
  sellWithLedger,
  type OrderStockCause,
  type SaleLine,
} from './stock-ledger.repo.ts';
import { certificateUrls, productPictures } from './product-media.queries.ts';
import { createProductSearch, type ProductSearch } from './product-search.ts';

interface Snapshot {
  products: Product[];
  byId: Map<string, Product>;
  bySlug: Map<string, Product>;
  /** Ready-to-send list responses keyed by category ('' = all). */
  lists: Map<string, EncodedBody>;
  featured: EncodedBody;
  /** Product responses, encoded on first request. */
  details: Map<string, EncodedBody>;
  /** The licensed producer of each product, for search. */
  producers: Map<string, string | null>;
  /** The search index over this snapshot, built at its first search. */
  index: ProductSearch | null;
  /** Search answers for this snapshot, by normalised query. */
  searches: Map<string, SearchResponse>;
  loadedAt: number;
}

const SEARCH_CACHE_SIZE = 500;
const inStockFirst = (a: Product, b: Product) => Number(b.inStock) - Number(a.inStock);
const encodeList = (answer: ProductListResponse) => encodeBody(JSON.stringify(answer));
const encodeProduct = (answer: ProductResponse) => encodeBody(JSON.stringify(answer));

async function loadSnapshot(db: DbOrTx): Promise<Snapshot> {
  const [rows, variants, labs, pictures, certificates] = await Promise.all([
    selectActiveProducts(db),
    selectVariants(db),
    selectLabResults(db),
    productPictures(db),
    certificateUrls(db),
  ]);
  const variantsByProduct = new Map<string, typeof variants>();
  for (const v of variants)
    variantsByProduct.set(v.productId, [...(variantsByProduct.get(v.productId) ?? []), v]);
  // Lab rows come newest first: keep the first per product.
  const labByProduct = new Map([...labs].reverse().map((l) => [l.productId, l]));
  const products: Product[] = rows.map((row) => {
    const own = variantsByProduct.get(row.id) ?? [];
    const lab = labByProduct.get(row.id) ?? null;
    const prices = Object.fromEntries(own.map((v) => [v.label, v.priceCents]));
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      category: row.category,
      strainType: row.strainType,
      limitCategory: row.limitCategory,
      thcPercentage: row.thcPercentage,
      thcaPercentage: row.thcaPercentage,
      cbdPercentage: row.cbdPercentage,
      thcMgPerServing: row.thcMgPerServing,
      thcMgPerPackage: row.thcMgPerPackage,
      imageUrl: row.imageUrl,
      imageAlt: row.imageAlt,
      images: pictures.get(row.id) ?? [],
      featured: row.featured,
      listedAt: row.listedAt.toISOString(),
      price: own.length ? Math.min(...own.map((v) => v.priceCents)) : 0,
      prices,
      variants: own.map(({ label, priceCents, netGrams, stock }) => ({ label, priceCents, netGrams, stock })),
      inStock: own.some((v) => v.stock > 0),
      shop: {
        id: row.shopId,
        slug: row.shopSlug,
        name: row.shopName,
        licenseNumber: row.shopLicense,
        borough: row.shopBorough,
        closedUntil: row.shopClosedUntil?.toISOString() ?? null,
      },
      producer: row.producerName?.trim()
        ? { name: row.producerName.trim(), licenseNumber: row.producerLicense?.trim() || null }
        : null,
      labResult: lab && {
        id: lab.id,
        labName: lab.labName,
        batchNumber: lab.batchNumber,
        testedAt: lab.testedAt,
        thcPercentage: lab.thcPercentage,
        thcaPercentage: lab.thcaPercentage,
        cbdPercentage: lab.cbdPercentage,
        totalThcPercentage: totalThc(lab.thcPercentage, lab.thcaPercentage),
        thcMgPerPackage: lab.thcMgPerPackage,
        pesticidesPass: lab.pesticidesPass,
        heavyMetalsPass: lab.heavyMetalsPass,
        microbialsPass: lab.microbialsPass,
        residualSolventsPass: lab.residualSolventsPass,
        expiresAt: lab.expiresAt,
        certificateUrl: certificates.get(lab.id) ?? null,
      },
    };
  });
  const sorted = [...products].sort(inStockFirst);
  const lists = new Map<string, EncodedBody>([['', encodeList({ products: sorted })]]);
  for (const category of CATEGORIES) {
    lists.set(category, encodeList({ products: sorted.filter((p) => p.category === category) }));
  }
  return {
    products,
    byId: new Map(products.map((p) => [p.id, p])),
    bySlug: new Map(products.map((p) => [p.slug, p])),
    lists,
    featured: encodeList({ products: sorted.filter((p) => p.featured && p.inStock).slice(0, 8) }),
    details: new Map(),
    producers: new Map(rows.map((row) => [row.id, row.producerName])),
    index: null,
    searches: new Map(),
    loadedAt: Date.now(),
  };
}

/**
 * Serves catalog reads from memory. A write calls `changed(productIds)` once committed: the snapshot is dropped
 * here and `catalog.changed` goes out on the public catalog topic, which every server process hears (NOTIFY on
 * PostgreSQL) and answers by dropping its own snapshot; the storefronts follow the same topic. A TTL bounds
 * staleness should a notification be lost.
 */
export function createCatalogService(db: Db, options: { ttlMs?: number; bus?: EventBus } = {}) {
  const ttlMs = options.ttlMs ?? 30_000;
  const bus = options.bus;
  let snapshot: Snapshot | null = null;
  let loading: Promise<Snapshot> | null = null;
  // A snapshot being loaded when a change arrives may hold the old rows: it must not be kept.
  let generation = 0;
  let loadingGeneration = -1;
  // The last snapshot's search: the next one keeps its text index when only stock or prices changed.
  let lastIndex: ProductSearch | null = null;

  async function current(): Promise<Snapshot> {
    if (snapshot && Date.now() - snapshot.loadedAt < ttlMs) return snapshot;
    if (!loading || loadingGeneration !== generation) {
      const started = (loadingGeneration = generation);
      const load: Promise<Snapshot> = loadSnapshot(db)
        .then((s) => {
          if (started === generation) snapshot = s;
          return s;
        })
        .finally(() => {
          if (loading === load) loading = null;
        });
      loading = load;
    }
    return snapshot ?? loading;
  }

  function invalidate() {
    generation += 1;
    snapshot = null;
  }

  bus?.subscribe(CATALOG_TOPIC, invalidate);

  /** After a committed catalog write: this process and every other drops its snapshot; storefronts refetch. */
  async function changed(productIds: readonly string[]) {
    invalidate();
    if (!bus) return;
    const { topic, event } = changedEvent(productIds);
    await bus.publish(topic, event);
  }

  /**
   * The event `changed` publishes, for a caller that sends it with its own in one `publishAll` (a checkout: one
   * NOTIFY for the order's events and the stock's). Its delivery here drops this process's snapshot too.
   */
  function changedEvent(productIds: readonly string[]) {
    return {
      topic: CATALOG_TOPIC,
      event: { kind: 'catalog.changed', productIds: [...productIds], at: new Date().toISOString() },
    } as const satisfies Published;
  }

  async function list(category?: Category) {
    return (await current()).lists.get(category ?? '')!;
  }

  async function featured() {
    return (await current()).featured;
  }

  async function productBody(idOrSlug: string): Promise<EncodedBody> {
    const s = await current();
    const product = s.byId.get(idOrSlug) ?? s.bySlug.get(idOrSlug);
    if (!product) throw notFound('Product not found');
    let body = s.details.get(product.id);
    if (!body) {
      body = encodeProduct({ product });
      s.details.set(product.id, body);
    }
    return body;
  }

  async function getProduct(idOrSlug: string): Promise<Product> {
    const s = await current();
    const product = s.byId.get(idOrSlug) ?? s.bySlug.get(idOrSlug);
    if (!product) throw notFound('Product not found');
    return product;
  }

  async function productsByIds(ids: readonly string[]): Promise<Product[]> {
    const s = await current();
    return ids.map((id) => s.byId.get(id)).filter((p): p is Product => Boolean(p));
  }

  async function search(query: string): Promise<SearchResponse> {
    const text = query.trim();
    if (text.length < SEARCH_MIN_CHARS) return { results: [], suggestions: null };
    const key = text.toLowerCase().replace(/\s+/g, ' ');
    const s = await current();
    const cached = s.searches.get(key);
    if (cached) return cached;
    s.index ??= lastIndex = createProductSearch(s.products, s.producers, lastIndex ?? undefined);
    const answer = s.index.search(text);
    if (s.searches.size >= SEARCH_CACHE_SIZE) s.searches.clear();
    s.searches.set(key, answer);
    return answer;
  }

  /** Authoritative stock from the database (not the cache), or null when the variant does not exist. */
  function stockOf(tx: DbOrTx, productId: string, label: string) {
    return variantStock(tx, productId, label);
  }

  /**
   * Stock is written only here, in the caller's transaction, each move with its ledger row; the caller calls
   * `changed` after it commits. `sell` takes a checkout's line with its sale row and answers the count left (null
   * when too few are there); `putBack` answers the products whose stock went back.
   */
  const stock = {
    sell: (tx: DbOrTx, cause: OrderStockCause, line: SaleLine) => sellWithLedger(tx, cause, line),
    putBack: (
      tx: DbOrTx,
      lines: readonly { variantId: string; quantity: number }[],
      cause: Parameters<typeof putBackWithLedger>[2],
    ) => putBackWithLedger(tx, lines, cause),
  };

  return {
    list,
    featured,
    productBody,
    getProduct,
    productsByIds,
    search,
    stockOf,
    invalidate,
    changed,
    changedEvent,
    stock,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

import MiniSearch, { type Query, type SearchResult as Found } from 'minisearch';
import { CATEGORIES, SEARCH_MAX_RESULTS, type Category, type Product } from '#domain/catalog.ts';
import type { SearchResponse } from '#domain/catalog/product-response.ts';
import { isEmptyQuery, parseSearchQuery, type SearchQuery } from '#domain/catalog/search-query.ts';
import { compareHits, fitsQuery, thcDistance, type Hit } from '#domain/catalog/search-rank.ts';
import { CATEGORY_WORDS, statedEffects, words } from '#domain/catalog/search-words.ts';

interface Doc {
  id: string;
  name: string;
  /** Category and strain type in words, so a misspelt one ("sativva", "edibels") still finds them. */
  kind: string;
  shop: string;
  producer: string;
  description: string;
}

const NAME_FIELDS = ['name', 'kind', 'shop', 'producer'];
const BOOST = { name: 4, kind: 2, shop: 2, producer: 2, description: 1 };
/** Words are read once by `words` (normalised, stemmed); the index must not split them again. */
const splitWords = (text: string) => text.split(' ').filter(Boolean);
const FUZZY = 0.25;
const LENIENT_FUZZY = 0.4;

const toResult = (p: Product) => ({
  id: p.id,
  name: p.name,
  category: p.category,
  strainType: p.strainType,
  price: p.price,
  prices: p.prices,
  imageUrl: p.imageUrl,
  imageAlt: p.imageAlt,
  thcPercentage: p.thcPercentage,
  thcaPercentage: p.thcaPercentage,
  inStock: p.inStock,
});

const docOf = (p: Product, producers: ReadonlyMap<string, string | null>): Doc => ({
  id: p.id,
  name: p.name,
  kind: [...CATEGORY_WORDS[p.category], p.strainType].join(' '),
  shop: p.shop.name,
  producer: producers.get(p.id) ?? '',
  description: p.description,
});

const sameDocs = (a: readonly Doc[], b: readonly Doc[]) =>
  a.length === b.length &&
  a.every((d, i) => {
    const o = b[i]!;
    return (
      d.id === o.id &&
      d.name === o.name &&
      d.kind === o.kind &&
      d.shop === o.shop &&
      d.producer === o.producer &&
      d.description === o.description
    );
  });

/** The index of the products' words, the words it knows, and each description's stated effects. */
function buildTextIndex(docs: readonly Doc[]) {
  const vocabulary = new Set<string>();
  const index = new MiniSearch<Doc>({
    fields: ['name', 'kind', 'shop', 'producer', 'description'],
    tokenize: (text) => {
      const list = words(text);
      for (const w of list) vocabulary.add(w);
      return list;
    },
    processTerm: (term) => term,
    searchOptions: { tokenize: splitWords, processTerm: (term) => term, boost: BOOST },
  });
  index.addAll([...docs]);
  const effects = new Map(docs.map((d) => [d.id, statedEffects(d.description)]));
  return { docs, index, vocabulary, effects };
}

type TextIndex = ReturnType<typeof buildTextIndex>;

/**
 * Full-text search over one catalog snapshot (MiniSearch: BM25, prefix and fuzzy matching, in memory beside the
 * snapshot it indexes). The query's filters (category, strain type, stated effect, THC) are read by the pure
 * `parseSearchQuery`; the words left are matched, all of them, against name, shop, producer and description.
 * A word the catalog does not contain is matched fuzzily ("velvit" finds "velvet"); a known word is matched exactly,
 * so "sleep" does not find "steep".
 */
export function createProductSearch(
  products: readonly Product[],
  producers: ReadonlyMap<string, string | null> = new Map(),
  previous?: { text: TextIndex },
) {
  const docs = products.map((p) => docOf(p, producers));
  // Most snapshots differ from the last one by stock or prices only: its text index is kept.
  const text = previous && sameDocs(previous.text.docs, docs) ? previous.text : buildTextIndex(docs);
  const { index, vocabulary, effects } = text;
  const byId = new Map(products.map((p) => [p.id, p]));
  const order = new Map(products.map((p, i) => [p.id, i]));

  const wordQuery = (list: string[], combineWith: 'AND' | 'OR', fuzzy: number): Query => ({
    combineWith,
    queries: list.map((w) => ({
      queries: [w],
      prefix: w.length >= 2,
      fuzzy: vocabulary.has(w) || w.length < 4 ? false : fuzzy,
    })),
  });

  function candidates(query: SearchQuery): { product: Product; hit: Hit }[] {
    let found: Map<string, Found> | null = null;
    let named = new Set<string>();
    if (query.words.length) {
      const tree = wordQuery(query.words, 'AND', FUZZY);
      found = new Map(index.search(tree).map((r) => [String(r.id), r]));
      named = new Set(index.search(tree, { fields: NAME_FIELDS }).map((r) => String(r.id)));
    }
    const pool = found ? [...found.keys()].map((id) => byId.get(id)!) : products;
    return pool
      .filter((p) => fitsQuery(p, query, effects.get(p.id)))
      .map((product) => ({
        product,
        hit: {
          inStock: product.inStock,
          nameMatch: !found || named.has(product.id),
          score: found?.get(product.id)?.score ?? 0,
          thcDistance: thcDistance(product, query),
          order: order.get(product.id) ?? 0,
        },
      }));
  }

  /** Near names and categories to offer when a query found nothing. */
  function suggest(query: SearchQuery, text: string): NonNullable<SearchResponse['suggestions']> {
    const loose = words(text).filter((w) => w.length >= 3);
    const near = loose.length
      ? index.search(wordQuery(loose, 'OR', LENIENT_FUZZY), { fields: ['name'] }).slice(0, 12)
      : [];
    const nearProducts = near.map((r) => byId.get(String(r.id))!);
    const names: string[] = [];
    // The shortest name of a family first ("Velvet Plum" before "Velvet Plum Pre-Roll 5-Pack").
    for (const p of [...nearProducts.slice(0, 6)].sort((a, b) => a.name.length - b.name.length)) {
      if (names.length < 3 && !names.some((n) => p.name.startsWith(n))) names.push(p.name);
    }
    const likely: Category[] = [...query.categories, ...nearProducts.map((p) => p.category)];
    const categories = [...new Set([...likely, ...CATEGORIES])];
    return { names, categories };
  }

  /** The answer to a search box's text: the best products, or suggestions when none matched. */
  function search(text: string): SearchResponse {
    const query = parseSearchQuery(text);
    if (isEmptyQuery(query)) return { results: [], suggestions: null };
    const ranked = candidates(query)
      .sort((a, b) => compareHits(a.hit, b.hit))
      .slice(0, SEARCH_MAX_RESULTS)
      .map(({ product }) => toResult(product));
    return { results: ranked, suggestions: ranked.length ? null : suggest(query, text) };
  }

  return { search, text };
}

export type ProductSearch = ReturnType<typeof createProductSearch>;

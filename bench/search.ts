import { measureSearch, type Timing } from './lib/search-timing.ts';
import { loadResults, saveResults } from './lib/results.ts';

/**
 * `npm run bench:search`: the storefront search (MiniSearch over the catalog snapshot) and the menu's filters, in
 * process, over a 5,000-product menu of 40 shops (BENCH_SEARCH_PRODUCTS to change it) and over the demo's 30. Each
 * row is the median of 200 runs with the fastest and slowest. The numbers go into bench/results/latest.json
 * (`search`); `npm run bench` measures them too.
 */
const log = (message: string) => process.stderr.write(`bench:search: ${message}\n`);
const size = Number(process.env.BENCH_SEARCH_PRODUCTS) || 5000;

const row = (t: Timing) =>
  `${t.name.padEnd(38)} median ${t.medianMs.toFixed(3)} ms  (min ${t.spreadMs[0].toFixed(3)}, max ${t.spreadMs[1].toFixed(3)}, ${t.runs} runs)  ${t.hits} products`;

for (const products of [30, size]) {
  log(`${products} products`);
  const result = measureSearch(products, products > 30 ? 40 : 4);
  process.stdout.write(
    [
      `\n${result.products} products, ${result.shops} shops`,
      row(result.indexBuild),
      row(result.indexKept),
      ...result.queries.map(row),
      ...result.browse.map((t) => row({ ...t, name: `browse ${t.name}` })),
    ].join('\n') + '\n',
  );
  if (products === size) {
    const saved = loadResults();
    if (saved) {
      saved.search = result;
      delete saved.searchError;
      saveResults(saved);
    }
  }
}

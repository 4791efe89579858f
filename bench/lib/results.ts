import type { SearchBenchResult } from './search-timing.ts';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportBenchResult } from './import-load.ts';
import type { ImportUnderLoadResult } from './import-under-load.ts';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');
export const LATEST_RESULTS = join(RESULTS_DIR, 'latest.json');

export type DatabaseKind = 'pglite' | 'postgres';

export interface EndpointResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** This endpoint's req/s divided by /api/health req/s on the same server. */
  ratioToHealth: number | null;
}

export interface HttpSuite {
  database: DatabaseKind;
  connections: number;
  seconds: number;
  endpoints: EndpointResult[];
  /** Why the suite did not run (e.g. no PostgreSQL binaries). */
  skipped?: string;
  error?: string;
}

export interface FileSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** What a role app's first visit loads beyond the shell's entry JS. */
export interface RouteGroupResult {
  name: string;
  visit: string;
  required: boolean;
  /** False when the group's route tree is not in the build (an app not written yet). */
  built: boolean;
  files: FileSize[];
  gzipKb: number;
  kb: number;
  /** The shell's entry JS plus this group's, gzip. */
  withEntryGzipKb: number;
  error?: string;
}

export interface BundleResult {
  webDist: string;
  built: boolean;
  entry: FileSize[];
  entryGzipKb: number;
  entryKb: number;
  totalJsKb: number;
  totalJsGzipKb: number;
  /** Role apps (courier, admin); missing in results written before they were measured. */
  groups?: RouteGroupResult[];
  largestLazy: FileSize[];
  /** Forbidden strings found in the entry files, e.g. "'/admin/' in assets/index-x.js". */
  forbiddenHits: string[];
  error?: string;
}

/** One Lighthouse run of one page. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's CPU benchmark of this machine during the run; lower means a busier or slower CPU. */
  benchmarkIndex: number | null;
}

/**
 * A page measured several times: the scores and metrics are the median run's (by performance), accessibility the
 * median of the runs, and the spreads the lowest and highest of the valid runs.
 */
export interface LighthouseResult {
  path: string;
  /** returning: the age gate already passed; first: empty storage, the age gate showing. */
  visit: 'returning' | 'first';
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  runs: LighthouseRun[];
  performanceSpread: [number, number] | null;
  tbtSpread: [number, number] | null;
  /**
   * Whether the age-verification modal was on screen at the end of a run: it must be for a first visit and must
   * not be for a returning one; a run where it was not as expected is not counted.
   */
  ageGateShown: boolean | null;
  /** Text the page should have shown (the cart's product, the tracked order's number) but did not: the setup failed. */
  missingText?: string;
  warnings: string[];
  /** Scored audits below 0.9 in the median run: where the points went. */
  failingAudits: string[];
  benchmarkIndex: number | null;
  error?: string;
}

export interface CheckoutResult {
  connections: number;
  seconds: number;
  /** Units on the shelf when the run started. */
  stock: number;
  orders: number;
  ordersPerSecond: number;
  requests: number;
  refused: number;
  /** The refusals by status, e.g. "409×735". */
  refusedBy?: string;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  stockAfter: number;
  oversold: number;
  consistent: boolean;
  /** The same server's GET /api/health per second at the same connections, the mean of just before and after. */
  healthPerSecond?: number;
  /** Orders per second over `healthPerSecond`. */
  ratioToHealth?: number | null;
}

/** Guest checkouts through nginx in front of `processes` store processes (bench/lib/cluster-load.ts). */
export interface ClusterCheckoutResult {
  processes: number;
  connections: number;
  healthPerSecond: number;
  healthP99Ms: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ratioToHealth: number | null;
  /** Non-2xx answers of the health checks; errors and non-2xx answers of the checkouts. */
  healthFailures: number;
  /** The load tool's socket errors on health checks at nginx's keep-alive limit (1,000 requests a connection). */
  healthSocketErrors: number;
  checkoutFailures: number;
  /** The checkouts' refusals by status. */
  refusedBy?: string;
  oversold: number;
  consistent: boolean;
}

export interface LatencyStats {
  /** Receipts counted, and receipts due (subscribed sockets × accepted posts). */
  delivered: number;
  expected: number;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
}

/** Courier positions fanned out to WebSocket subscribers of one order; latency from just before each POST. */
export interface FanoutResult extends LatencyStats {
  processes: number;
  subscribers: number;
  /** Subscribed sockets on each process. */
  connected: number[];
  connectFailures: number;
  connectSeconds: number;
  /** Positions accepted (200) and refused (e.g. 429), not counting the warm-up post. */
  posts: number;
  refusedPosts: number;
  /** One per server process, the one the courier posts to first; the others hear it through LISTEN/NOTIFY. */
  perProcess: LatencyStats[];
  /** Why some sockets did not subscribe, when any did not. */
  connectError?: string;
  /** Database round trips the servers made per position posted (session, PIN, position, trail, fan-out). */
  roundTripsPerPosition?: number | null;
}

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; platform: string };
  /** 1-minute load average before and after: other work on the machine skews the numbers. */
  loadAverage: { before: number; after: number };
  settings: { seconds: number; warmupSeconds: number; connections: number; lighthouseRuns?: number };
  http: HttpSuite[];
  bundle: BundleResult | { error: string };
  lighthouse: LighthouseResult[];
  /** Guest checkouts on PostgreSQL. */
  checkout?: CheckoutResult[];
  checkoutError?: string;
  /** Guest checkouts through nginx with one, two and three store processes, PostgreSQL. */
  cluster?: ClusterCheckoutResult[];
  clusterError?: string;
  /** Realtime fan-out on PostgreSQL, on one server process and on two. */
  fanout?: FanoutResult[];
  fanoutError?: string;
  /** The admin API on 1,000,000 orders, PostgreSQL. */
  admin?: AdminResult;
  adminError?: string;
  /** The product CSV import of 10,000 products on PostgreSQL (bench/lib/import-load.ts). */
  import?: ImportBenchResult;
  importError?: string;
  /** A 40,000-row import while a client polls the catalog, per database (bench/lib/import-under-load.ts). */
  importUnderLoad?: ImportUnderLoadResult[];
  importUnderLoadError?: string;
  /** Search and the menu's filters in process over a 5,000-product menu (bench/lib/search-timing.ts). */
  search?: SearchBenchResult;
  searchError?: string;
}

export interface AdminResult {
  seedSeconds: number;
  orders: number;
  connections: number;
  endpoints: EndpointResult[];
  /** The analyzed plans of each endpoint's statements that touch `orders`. */
  plans: { name: string; plans: string[]; seqScanOnOrders: boolean }[];
}

export function saveResults(results: BenchResults, file = LATEST_RESULTS) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

export function loadResults(file = LATEST_RESULTS): BenchResults | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
}

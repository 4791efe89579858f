import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../../scripts/lib/cluster.ts';
import { measureCheckout } from './checkout-load.ts';
import { measureEndpoint } from './http-load.ts';
import type { ClusterCheckoutResult } from './results.ts';
import { freePort } from './server.ts';

export interface ClusterLoadOptions {
  databaseUrl: string;
  webDist: string;
  processes: number;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  log: (line: string) => void;
}

/**
 * `npm run cluster`'s set-up with `processes` store processes behind nginx (deploy/'s unit and upstream, ports moved
 * out of the way): GET /api/health, then guest checkouts with ample stock, both through nginx at `connections`
 * connections, so the ratio of one to the other is of the same processes in the same minute.
 */
export async function measureCluster(options: ClusterLoadOptions): Promise<ClusterCheckoutResult> {
  const dir = mkdtempSync(join(tmpdir(), 'nymnyc-bench-cluster-'));
  const cluster = await startCluster({
    databaseUrl: options.databaseUrl,
    dir,
    port: await freePort(),
    processes: options.processes,
    // Past the tests' offsets (10,000 to 19,000): 23001 and up.
    portOffset: 20_000,
    env: { WEB_DIST: options.webDist, LOG_LEVEL: 'warn', RATE_LIMIT_ENABLED: 'false' },
    log: options.log,
  });
  try {
    const load = {
      connections: options.connections,
      seconds: options.seconds,
      warmupSeconds: options.warmupSeconds,
    };
    const healthCheck = (warmupSeconds: number) =>
      measureEndpoint(cluster.origin, { name: 'health', path: '/api/health' }, { ...load, warmupSeconds });
    const before = await healthCheck(load.warmupSeconds);
    // The warm-up of checkout: every process's first orders (statement plans, the e-mail templates) not counted.
    await measureCheckout(cluster.origin, options.databaseUrl, {
      ...load,
      seconds: options.warmupSeconds,
      stock: 1_000_000,
    });
    const checkout = await measureCheckout(cluster.origin, options.databaseUrl, {
      ...load,
      stock: 1_000_000,
    });
    const after = await healthCheck(0);
    // The mean of the health checks just before and just after: drift over the minute moves both sides.
    const health = {
      requestsPerSecond: (before.requestsPerSecond + after.requestsPerSecond) / 2,
      p99Ms: Math.max(before.p99Ms, after.p99Ms),
      non2xx: before.non2xx + after.non2xx,
      // A socket closed under the load tool: nginx ends a client's keep-alive connection after 1,000 requests,
      // and a request sent on it at that instant is counted so (about one in 10,000 here), never a refusal.
      socketErrors: before.errors + after.errors,
    };
    return {
      processes: options.processes,
      connections: options.connections,
      healthPerSecond: health.requestsPerSecond,
      healthP99Ms: health.p99Ms,
      ordersPerSecond: checkout.ordersPerSecond,
      p50Ms: checkout.p50Ms,
      p99Ms: checkout.p99Ms,
      ratioToHealth:
        health.requestsPerSecond > 0 ? checkout.ordersPerSecond / health.requestsPerSecond : null,
      healthFailures: health.non2xx,
      healthSocketErrors: health.socketErrors,
      checkoutFailures: checkout.errors + checkout.refused,
      refusedBy: checkout.refusedBy,
      oversold: checkout.oversold,
      consistent: checkout.consistent,
    };
  } finally {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The cluster with one, two, then three processes, each result handed to `done` as it comes. */
export async function measureClusters(
  options: Omit<ClusterLoadOptions, 'processes'>,
  done: (result: ClusterCheckoutResult) => void,
) {
  for (const processes of [1, 2, 3]) {
    options.log(
      `nginx and ${processes} store process(es), health then checkout at ${options.connections} connections`,
    );
    done(await measureCluster({ ...options, processes }));
  }
}

import autocannon from 'autocannon';
import type { EndpointResult } from './results.ts';

export interface LoadOptions {
  connections: number;
  /** Seconds of load before measuring; not counted. */
  warmupSeconds: number;
  /** Seconds measured per endpoint. */
  seconds: number;
}

export interface Endpoint {
  name: string;
  path: string;
  /** Sent with every request (e.g. a session cookie). */
  headers?: Record<string, string>;
}

/** Hard cap on requests per run, so a loop is bounded in count as well as in time. */
const MAX_REQUESTS_PER_SECOND = 100_000;

function load(url: string, connections: number, seconds: number, headers?: Record<string, string>) {
  return autocannon({
    url,
    ...(headers ? { headers } : {}),
    connections,
    duration: seconds,
    maxOverallRequests: Math.max(connections, Math.ceil(seconds * MAX_REQUESTS_PER_SECOND)),
    timeout: 10,
  });
}

/** Warm-up, then one measured run of `seconds` at `connections` concurrent keep-alive connections. */
export async function measureEndpoint(
  origin: string,
  endpoint: Endpoint,
  options: LoadOptions,
): Promise<EndpointResult> {
  const url = origin + endpoint.path;
  if (options.warmupSeconds > 0)
    await load(url, options.connections, options.warmupSeconds, endpoint.headers);
  const result = await load(url, options.connections, options.seconds, endpoint.headers);
  const requests = result.requests.total;
  return {
    name: endpoint.name,
    path: endpoint.path,
    requestsPerSecond: result.duration > 0 ? requests / result.duration : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests,
    errors: result.errors,
    non2xx: result.non2xx,
    ratioToHealth: null,
  };
}

/** Measures each endpoint in turn; ratios are relative to the endpoint named `health` (the framework ceiling). */
export async function measureEndpoints(
  origin: string,
  endpoints: Endpoint[],
  options: LoadOptions,
): Promise<EndpointResult[]> {
  const results: EndpointResult[] = [];
  for (const endpoint of endpoints) results.push(await measureEndpoint(origin, endpoint, options));
  const ceiling = results.find((r) => r.name === 'health')?.requestsPerSecond;
  for (const r of results) r.ratioToHealth = ceiling ? r.requestsPerSecond / ceiling : null;
  return results;
}

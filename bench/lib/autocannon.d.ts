// The subset of autocannon's programmatic API the bench uses (autocannon ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    maxOverallRequests?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
  }
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface RequestSpec extends RequestParams {
    /** Called before each request; returns the request to send. */
    setupRequest?: (request: RequestParams) => RequestParams;
  }
  interface Histogram {
    average: number;
    mean: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }
  interface Result {
    /** Seconds actually spent. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    latency: Histogram;
    requests: Histogram;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export = autocannon;
}

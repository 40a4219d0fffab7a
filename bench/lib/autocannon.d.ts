/** The part of autocannon's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  /** One request as autocannon builds it; `setupRequest` may change it before it is sent. */
  interface RequestData {
    method?: Options['method'];
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  interface RequestSpec extends RequestData {
    /** Called before each send of this request (no worker threads); returns the request to send. */
    setupRequest?: (request: RequestData, context: Record<string, unknown>) => RequestData;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';
    headers?: Record<string, string>;
    body?: string;
    /** Seconds before a request counts as a timeout (default 10). */
    timeout?: number;
    pipelining?: number;
    warmup?: { connections?: number; duration?: number };
    /** The sequence each connection sends in a loop, over the defaults above. */
    requests?: RequestSpec[];
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    sent?: number;
    p50: number;
    p90: number;
    p99: number;
    [percentile: string]: number | undefined;
  }

  interface Result {
    url: string;
    connections: number;
    duration: number;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
    catch(onRejected: (err: unknown) => unknown): Promise<unknown>;
  }

  function autocannon(opts: Options): Instance;
  namespace autocannon {
    export type { Instance, Options, RequestData, RequestSpec, Result };
  }
  export default autocannon;
}

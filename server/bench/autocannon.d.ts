// Minimal types for the parts of autocannon the benchmark uses (no @types package installed).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    total: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Seconds actually measured. */
    duration: number;
  }
  interface RequestParams {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
  }
  interface Request extends RequestParams {
    /** Builds each request from the defaults (a signed request per call). */
    setupRequest?: (request: RequestParams) => RequestParams;
    onResponse?: (status: number, body: string) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Total requests to send instead of a duration. */
    amount?: number;
    /** Seconds to wait for an answer before the call counts as a timeout (default 10). */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    /** Worker threads that send the load (connections are divided among them). */
    workers?: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

// autocannon ships no types: the little of its API the bench uses, typed here.
// biome-ignore lint/suspicious/noExplicitAny: untyped CommonJS module, narrowed by AutocannonFn below.
const autocannon: AutocannonFn = require('autocannon') as any;

interface AutocannonRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type AutocannonFn = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;

export interface LoadResult {
  rps: number;
  /** Requests answered in the run. */
  total: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: string;
  headers?: Record<string, string>;
  /** Body and extra headers of each request, for a storm of distinct requests. */
  nextRequest?: () => { body: string; headers: Record<string, string> };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { nextRequest } = options;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(nextRequest
      ? {
          requests: [
            {
              setupRequest: (req: AutocannonRequest) => {
                const next = nextRequest();
                return { ...req, body: next.body, headers: { ...req.headers, ...next.headers } };
              },
            },
          ],
        }
      : {}),
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

import { Agent, request } from 'node:http';

export interface Measurement {
  requests: number;
  errors: number;
  /** the first non-200 answer seen, to tell a missing call from a slow one */
  firstError: string | null;
  p50: number;
  p95: number;
  p99: number;
  /** the slowest answer */
  max: number;
  requestsPerSecond: number;
}

function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

function once(agent: Agent, url: URL, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(url, { agent, headers: { 'Accept-Language': 'en_US', ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

/**
 * `concurrency` clients, each sending its next request as soon as the last one answered, for
 * `seconds`, over kept-alive connections. `next` gives each request's URL (so a detail page can be
 * a different question each time). Latencies are milliseconds.
 */
export async function measure(
  next: () => URL,
  concurrency: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Measurement> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const url = next();
      const sent = performance.now();
      try {
        const { status, body } = await once(agent, url, headers);
        latencies.push(performance.now() - sent);
        if (status !== 200) {
          errors++;
          firstError ??= `${status} ${url.pathname}${url.search}: ${body.slice(0, 160)}`;
        }
      } catch (error) {
        errors++;
        firstError ??= `${url.pathname}: ${String(error)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    errors,
    firstError,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: percentile(sorted, 1),
    requestsPerSecond: latencies.length / elapsed,
  };
}

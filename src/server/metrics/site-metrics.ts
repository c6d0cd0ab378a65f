import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { constants } from '../../../generated/constants.ts';
import { cacheOf } from '../cache/database-cache.ts';
import { queryClockOf } from '../db/query-clock.ts';
import { OUTBOX_STATUS } from '../modules/notification/outbox.ts';
import type { Services } from '../services.ts';

const { request_buckets_seconds: requestBuckets, query_buckets_seconds: queryBuckets } = constants.metrics;

/** What names a request in the metrics: its operation, or its route's pattern (a bounded set either way). */
function operationOf(request: { routeOptions: { url?: string; config: unknown } }): string {
  const { operationId } = request.routeOptions.config as { operationId?: string };
  return operationId ?? request.routeOptions.url ?? 'unmatched';
}

/**
 * The process's metrics in Prometheus's registry of its own (one per app, so two apps in one process, as
 * in tests, count apart): requests by operation and status, statements by engine, cache lookups and
 * emptyings by scope, the mail outbox's backlog, and Node's own (event-loop lag, memory, garbage collection).
 */
export function siteMetrics(app: FastifyInstance, services: Services): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'quorum_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by operation (or route) and status.',
    labelNames: ['operation', 'method', 'status'],
    buckets: [...requestBuckets],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { operation: operationOf(request), method: request.method, status: String(reply.statusCode) };
    requests.observe(labels, reply.elapsedTime / 1000);
  });

  const statements = new Histogram({
    name: 'quorum_db_query_duration_seconds',
    help: "Time of each database statement, from its compiling to its result, by the site's engine.",
    labelNames: ['engine'],
    buckets: [...queryBuckets],
    registers: [registry],
  });
  let stopListening: (() => void) | undefined;
  services.database.watch((current) => {
    stopListening?.();
    stopListening = queryClockOf(current.db)?.listen((seconds) =>
      statements.observe({ engine: current.engine }, seconds),
    );
  });
  app.addHook('onClose', async () => stopListening?.());

  const cacheCounter = (name: string, help: string, field: 'hits' | 'misses' | 'invalidations') =>
    new Counter({
      name,
      help,
      labelNames: ['scope'],
      registers: [registry],
      collect() {
        this.reset();
        for (const counted of cacheOf(services.db)?.counts() ?? []) this.inc({ scope: counted.scope }, counted[field]);
      },
    });
  cacheCounter('quorum_cache_hits_total', 'Cache lookups answered from the cache, by scope.', 'hits');
  cacheCounter('quorum_cache_misses_total', 'Cache lookups that loaded their value, by scope.', 'misses');
  cacheCounter(
    'quorum_cache_invalidations_total',
    'Times a scope was emptied by the writes of this process, by scope.',
    'invalidations',
  );

  // both outbox gauges read one row; a scrape collects them together, so they share the one query
  let reading: ReturnType<typeof readWaiting> | null = null;
  const readWaiting = () =>
    services.db
      .selectFrom('mail_outbox')
      .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('oldest')])
      .where('status', '=', OUTBOX_STATUS.waiting)
      .executeTakeFirstOrThrow();
  const waiting = () =>
    (reading ??= readWaiting().finally(() => {
      reading = null;
    }));
  new Gauge({
    name: 'quorum_mail_outbox_waiting',
    help: 'Mails waiting in the outbox to be sent.',
    registers: [registry],
    async collect() {
      this.set(Number((await waiting()).count));
    },
  });
  new Gauge({
    name: 'quorum_mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest mail waiting in the outbox (0 when none waits).',
    registers: [registry],
    async collect() {
      const { oldest } = await waiting();
      this.set(oldest === null ? 0 : Math.max(0, Date.now() / 1000 - Number(oldest)));
    },
  });
  return registry;
}

import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  UnknownRow,
} from 'kysely';
import type { UntypedDatabase } from './untyped.ts';

type QueryId = PluginTransformQueryArgs['queryId'];

/**
 * Times every statement of a database (createDatabase gives each database one) and tells whoever listens
 * (the metrics, site-metrics.ts): from the query's compiling to its result, the round trip included.
 */
export class QueryClock implements KyselyPlugin {
  readonly #started = new WeakMap<QueryId, number>();
  readonly #listeners = new Set<(seconds: number) => void>();

  /** Hears each statement's duration in seconds until the returned function is called. */
  listen(listener: (seconds: number) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  transformQuery(args: PluginTransformQueryArgs): PluginTransformQueryArgs['node'] {
    if (this.#listeners.size > 0) this.#started.set(args.queryId, performance.now());
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const started = this.#started.get(args.queryId);
    if (started !== undefined) {
      const seconds = (performance.now() - started) / 1000;
      for (const listener of this.#listeners) listener(seconds);
    }
    return args.result;
  }
}

/** The clock of the database `db` belongs to, or none for a Kysely made elsewhere. */
export function queryClockOf(db: UntypedDatabase): QueryClock | undefined {
  return db.getExecutor().plugins.find((plugin) => plugin instanceof QueryClock) as QueryClock | undefined;
}

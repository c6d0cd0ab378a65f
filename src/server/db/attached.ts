import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import type { UntypedDatabase } from './untyped.ts';

/** Something holding threads, connections or files until it is closed. */
export interface Closable {
  close(): Promise<void>;
}

/**
 * What other parts of the server keep for one database and must close with it (threads reading a SQLite
 * file, say), made on first use and closed by the database's close(). A Kysely plugin only so that any
 * Kysely of the database finds it (attachedTo), as cacheOf finds the cache; it leaves every query as it is.
 */
export class Attached implements KyselyPlugin {
  readonly #made = new Map<string, Closable>();
  #closed = false;

  /** the database's URL */
  constructor(readonly url: string) {}

  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }

  /** The thing kept under `name`, made now if there is none yet; none once the database is closed. */
  of<T extends Closable>(name: string, make: () => T): T | undefined {
    if (this.#closed) return undefined;
    let made = this.#made.get(name);
    if (!made) this.#made.set(name, (made = make()));
    return made as T;
  }

  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all([...this.#made.values()].map((made) => made.close()));
    this.#made.clear();
  }
}

/** The things kept for the database `db` belongs to; none inside a transaction, whose reads must stay in it. */
export function attachedTo(db: UntypedDatabase): Attached | undefined {
  if (db.isTransaction) return undefined;
  return db.getExecutor().plugins.find((plugin) => plugin instanceof Attached);
}

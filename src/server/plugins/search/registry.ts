import type { Kysely } from 'kysely';
import { cacheOf } from '../../cache/database-cache.ts';
import type { Database } from '../../db/schema.ts';
import type { PluginHost } from '../host.ts';
import { subscribeToPostChanges } from './content-feed.ts';
import type { SearchProvider } from './provider.ts';

/**
 * The search plugins the host knows and which one answers searches: an enabled plugin from outside
 * wins over the built-in database search, which is always there to fall back on. Switching plugins takes
 * effect at the next search. Enabled plugins hear of every post written (content-feed.ts).
 */
export class SearchPlugins {
  readonly #providers = new Map<string, SearchProvider>();
  readonly #unsubscribe: () => void;

  constructor(
    private readonly plugins: PluginHost,
    private readonly builtIn: SearchProvider,
    database: () => Kysely<Database>,
  ) {
    this.register(builtIn);
    this.#unsubscribe = subscribeToPostChanges({ database, postChanged: (trx, id) => this.#postChanged(trx, id) });
  }

  register(provider: SearchProvider): void {
    this.plugins.register(provider);
    this.#providers.set(provider.slug_name, provider);
  }

  async active(db: Kysely<Database>): Promise<SearchProvider> {
    return (await this.#enabled(db)).find((provider) => provider !== this.builtIn) ?? this.builtIn;
  }

  /** Has the active plugin index every post again; pages of results kept from before are dropped. */
  async reindex(db: Kysely<Database>): Promise<void> {
    await (await this.active(db)).reindex(db);
    cacheOf(db)?.invalidate('search_results');
  }

  /** Stops hearing of posts written (the app closes). */
  close(): void {
    this.#unsubscribe();
  }

  async #enabled(db: Kysely<Database>): Promise<SearchProvider[]> {
    return (await this.plugins.statuses(db))
      .filter((status) => status.enabled && this.#providers.has(status.slug_name))
      .map((status) => this.#providers.get(status.slug_name)!);
  }

  async #postChanged(trx: Kysely<Database>, postId: string): Promise<void> {
    for (const provider of await this.#enabled(trx)) await provider.postChanged?.(trx, postId);
  }
}

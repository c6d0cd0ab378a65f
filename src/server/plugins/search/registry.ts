import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PluginHost } from '../host.ts';
import type { SearchProvider } from './provider.ts';

/**
 * The search plugins the host knows and which one answers searches: an enabled plugin from outside
 * wins over the built-in database search, which is always there to fall back on.
 */
export class SearchPlugins {
  readonly #providers = new Map<string, SearchProvider>();

  constructor(
    private readonly plugins: PluginHost,
    private readonly builtIn: SearchProvider,
  ) {
    this.register(builtIn);
  }

  register(provider: SearchProvider): void {
    this.plugins.register(provider);
    this.#providers.set(provider.slug_name, provider);
  }

  async active(db: Kysely<Database>): Promise<SearchProvider> {
    const enabled = (await this.plugins.statuses(db)).filter(
      (status) => status.enabled && this.#providers.has(status.slug_name),
    );
    const chosen = enabled
      .map((status) => this.#providers.get(status.slug_name)!)
      .find((provider) => provider !== this.builtIn);
    return chosen ?? this.builtIn;
  }
}

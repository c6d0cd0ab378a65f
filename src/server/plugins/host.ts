import { constants } from '../../../generated/constants.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { readSettings, writeSetting } from '../db/settings-store.ts';

export type PluginKind = (typeof constants.plugin.kinds)[number];

/** What every plugin declares; a plugin without both a slug name and a kind is refused. */
export interface PluginDescriptor {
  slug_name: string;
  kind: PluginKind;
  /** built-in plugins start active */
  builtIn: boolean;
}

const STATUS_ROW = 'plugin_status';

/**
 * Keeps the registered plugins and which are enabled. The enabled map is stored in the
 * settings table so every app process sees the same state; plugins missing from it fall back
 * to their built-in default.
 */
export class PluginHost {
  readonly #plugins = new Map<string, PluginDescriptor>();

  register(plugin: PluginDescriptor): void {
    if (!plugin.slug_name || !constants.plugin.kinds.includes(plugin.kind)) {
      throw new Error(`a plugin needs a slug name and a kind (${constants.plugin.kinds.join(', ')})`);
    }
    if (this.#plugins.has(plugin.slug_name)) throw new Error(`plugin ${plugin.slug_name} is registered twice`);
    this.#plugins.set(plugin.slug_name, plugin);
  }

  async statuses(db: Kysely<Database>): Promise<Array<{ slug_name: string; enabled: boolean }>> {
    const stored = ((await readSettings(db))[STATUS_ROW] ?? {}) as Record<string, boolean>;
    return [...this.#plugins.values()].map((plugin) => ({
      slug_name: plugin.slug_name,
      enabled: stored[plugin.slug_name] ?? plugin.builtIn,
    }));
  }

  has(slugName: string): boolean {
    return this.#plugins.has(slugName);
  }

  /**
   * Switches a plugin on or off. Only one captcha plugin may be on at a time, so switching one on
   * switches the others off.
   */
  async setEnabled(db: Kysely<Database>, slugName: string, enabled: boolean): Promise<void> {
    const plugin = this.#plugins.get(slugName);
    if (!plugin) throw new Error(`no plugin ${slugName}`);
    const stored = ((await readSettings(db))[STATUS_ROW] ?? {}) as Record<string, boolean>;
    const next = { ...stored, [slugName]: enabled };
    if (enabled && plugin.kind === 'captcha') {
      for (const other of this.#plugins.values()) {
        if (other.kind === 'captcha' && other.slug_name !== slugName) next[other.slug_name] = false;
      }
    }
    await writeSetting(db, STATUS_ROW, next);
  }
}

import type { Kysely } from 'kysely';
import type { components } from '../../../generated/api-types.ts';
import type { ConfigValue, ConfigValues } from '../../shared/plugins/config-fields.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { AppError } from '../http/app-error.ts';
import type { Translate } from '../i18n/translator.ts';
import { assertConfigValues, describeFields, type PluginDescriptor, type PluginHost } from './host.ts';

type UserPluginConfig = components['schemas']['UserPluginConfig'];

function hasUserSettings(plugin: PluginDescriptor): boolean {
  return (plugin.userConfigFields?.length ?? 0) > 0;
}

/** An enabled plugin with settings for each person; any other is not found. */
async function userSettingsPlugin(host: PluginHost, db: Kysely<Database>, slugName: string) {
  const plugin = await host.enabledPlugin(db, slugName);
  if (!hasUserSettings(plugin)) throw AppError.notFound('error.plugin.not_found');
  return plugin;
}

/**
 * Each person's settings of the plugins that have them (the plugin_user_config table): what a person
 * saved, else each field's default. Only plugins that are on are offered.
 */
export class UserPluginConfigs {
  constructor(private readonly host: PluginHost) {}

  async list(db: Kysely<Database>, t: Translate): Promise<Array<{ name: string; slug_name: string }>> {
    const plugins = (await this.host.enabled(db)).filter(hasUserSettings);
    return plugins.map((plugin) => ({ name: t(plugin.about.name), slug_name: plugin.slug_name }));
  }

  /** A person's saved values of a plugin, without defaults (a plugin's server part reads them too). */
  async saved(db: Kysely<Database>, userId: string, slugName: string): Promise<ConfigValues> {
    const row = await db
      .selectFrom('plugin_user_config')
      .select('value')
      .where('user_id', '=', userId)
      .where('plugin_slug_name', '=', slugName)
      .executeTakeFirst();
    return row ? (JSON.parse(row.value) as ConfigValues) : {};
  }

  async get(db: Kysely<Database>, userId: string, slugName: string, t: Translate): Promise<UserPluginConfig> {
    const plugin = await userSettingsPlugin(this.host, db, slugName);
    const values = await this.saved(db, userId, slugName);
    return {
      name: t(plugin.about.name),
      slug_name: plugin.slug_name,
      config_fields: describeFields(plugin.userConfigFields ?? [], values, t),
    };
  }

  /** Checks and saves a person's values; a broken one is refused on its field and nothing changes. */
  async save(
    db: Kysely<Database>,
    userId: string,
    slugName: string,
    values: Record<string, ConfigValue>,
  ): Promise<void> {
    const plugin = await userSettingsPlugin(this.host, db, slugName);
    const kept = assertConfigValues(plugin.userConfigFields ?? [], values);
    const value = JSON.stringify(kept);
    const updatedAt = Math.floor(Date.now() / 1000);
    const update = () =>
      db
        .updateTable('plugin_user_config')
        .set({ value, updated_at: updatedAt })
        .where('user_id', '=', userId)
        .where('plugin_slug_name', '=', slugName)
        .executeTakeFirst();
    if (Number((await update()).numUpdatedRows) > 0) return;
    try {
      await db
        .insertInto('plugin_user_config')
        .values({ user_id: userId, plugin_slug_name: slugName, value, updated_at: updatedAt })
        .execute();
    } catch (error) {
      // the same person saved at the same moment from elsewhere: the later save wins, as with updates
      if (!isUniqueViolation(error)) throw error;
      await update();
    }
  }
}

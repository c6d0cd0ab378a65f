import type { Kysely } from 'kysely';
import type { components } from '../../../generated/api-types.ts';
import { constants } from '../../../generated/constants.ts';
import type { MessageKey } from '../../../generated/messages/keys.ts';
import {
  configFieldIssues,
  messageForConfigIssue,
  type ConfigField,
  type ConfigValue,
  type ConfigValues,
} from '../../shared/plugins/config-fields.ts';
import type { Database } from '../db/schema.ts';
import { readSettings, writeSetting } from '../db/settings-store.ts';
import { AppError } from '../http/app-error.ts';
import type { Translate } from '../i18n/translator.ts';
import type { UserCenterAgent } from './user-center/agent.ts';

export type PluginKind = (typeof constants.plugin.kinds)[number];
export type PluginInfo = components['schemas']['PluginInfo'];
export type PluginConfig = components['schemas']['PluginConfig'];

/** A text of a plugin: a message key and the values it reads. */
export interface PluginText {
  key: MessageKey;
  values?: Record<string, string | number>;
}

/** One setting a plugin declares; the admin API sends it as a ConfigField in the caller's language. */
export interface ConfigFieldDefinition {
  name: string;
  type: ConfigField['type'];
  title: PluginText;
  description: PluginText;
  required: boolean;
  /** the value until an admin saves another */
  default: ConfigValue;
  options: ReadonlyArray<{ label: PluginText; value: string }>;
  ui_options: Omit<ConfigField['ui_options'], 'placeholder'>;
}

/** What the admin's plugin list shows of a plugin: name and description as message keys. */
export interface PluginAbout {
  name: MessageKey;
  description: MessageKey;
  version: string;
  link: string;
}

/** What every plugin declares; a plugin without both a slug name and a kind is refused. */
export interface PluginDescriptor {
  slug_name: string;
  kind: PluginKind;
  /** built-in plugins start active */
  builtIn: boolean;
  about: PluginAbout;
  /** the plugin's settings, if it has any */
  configFields?: ReadonlyArray<ConfigFieldDefinition>;
  /** the settings each person keeps for themself, if any (user/plugin/config) */
  userConfigFields?: ReadonlyArray<ConfigFieldDefinition>;
  /** a route plugin's page: its path below the base path and the address of its web part */
  page?: PluginPage;
  /** a user-center plugin's agent */
  userCenter?: UserCenterAgent;
  /** refuses settings the field rules let through but the plugin cannot use (throws a field's AppError) */
  assertConfig?(values: ConfigValues): void;
}

/** A secret setting (a password input): the API never sends it back, and an empty save keeps the stored one. */
function isSecret(field: ConfigFieldDefinition): boolean {
  return field.type === 'input' && field.ui_options.input_type === 'password';
}

export interface PluginPage {
  route: string;
  module: string;
}

/** The fields of a plugin's settings as the API sends them: texts in the caller's language, values now. */
export function describeFields(
  fields: ReadonlyArray<ConfigFieldDefinition>,
  values: ConfigValues,
  t: Translate,
): ConfigField[] {
  const say = (text: PluginText) => t(text.key, text.values);
  return fields.map((field) => ({
    name: field.name,
    type: field.type,
    title: say(field.title),
    description: say(field.description),
    required: field.required,
    value: values[field.name] ?? field.default,
    options: field.options.map((option) => ({ label: say(option.label), value: option.value })),
    ui_options: field.ui_options,
  }));
}

/** Checks values sent for a plugin's fields; the first broken rule is refused on its field. */
export function assertConfigValues(
  fields: ReadonlyArray<ConfigFieldDefinition>,
  values: Record<string, ConfigValue>,
): ConfigValues {
  const [issue] = configFieldIssues(fields, values);
  if (issue) {
    const { key, values: messageValues } = messageForConfigIssue(issue, fields);
    throw AppError.field(issue.field, key, messageValues);
  }
  // an empty field goes back to its default
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

const STATUS_ROW = 'plugin_status';
// Every plugin's saved settings in one settings row (slug → {name: value}), as the status map is:
// small, read with the cached settings, and written by one admin at a time.
const CONFIG_ROW = 'plugin_config';

type StoredConfigs = Record<string, ConfigValues>;

/**
 * Keeps the registered plugins, which are enabled and their settings. The enabled map and the settings
 * are stored in the settings table so every app process sees the same state; plugins missing from the
 * enabled map fall back to their built-in default, settings never saved to the field's default.
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

  /** Every plugin with its state, in registration order, its name and description in the caller's language. */
  async list(db: Kysely<Database>, t: Translate): Promise<PluginInfo[]> {
    const statuses = await this.statuses(db);
    return statuses.map(({ slug_name, enabled }) => {
      const plugin = this.#plugins.get(slug_name)!;
      return {
        name: t(plugin.about.name),
        slug_name,
        description: t(plugin.about.description),
        version: plugin.about.version,
        enabled,
        have_config: (plugin.configFields?.length ?? 0) > 0,
        link: plugin.about.link,
      };
    });
  }

  /**
   * Switches a plugin on or off. Only one plugin of each of constants plugin.single_kinds (captcha, user
   * center) may be on at a time, so switching one on switches the others of its kind off.
   */
  async setEnabled(db: Kysely<Database>, slugName: string, enabled: boolean): Promise<void> {
    const plugin = this.#known(slugName);
    const stored = ((await readSettings(db))[STATUS_ROW] ?? {}) as Record<string, boolean>;
    const next = { ...stored, [slugName]: enabled };
    if (enabled && (constants.plugin.single_kinds as readonly PluginKind[]).includes(plugin.kind)) {
      for (const other of this.#plugins.values()) {
        if (other.kind === plugin.kind && other.slug_name !== slugName) next[other.slug_name] = false;
      }
    }
    await writeSetting(db, STATUS_ROW, next);
  }

  /** A plugin's settings now: what an admin saved, else each field's default. */
  async configValues(db: Kysely<Database>, slugName: string): Promise<ConfigValues> {
    const plugin = this.#known(slugName);
    const saved = (((await readSettings(db))[CONFIG_ROW] ?? {}) as StoredConfigs)[slugName] ?? {};
    return Object.fromEntries(
      (plugin.configFields ?? []).map((field) => [field.name, saved[field.name] ?? field.default]),
    );
  }

  /** A plugin and its settings as the admin's config page reads them. */
  async config(db: Kysely<Database>, slugName: string, t: Translate): Promise<PluginConfig> {
    const plugin = this.#known(slugName);
    const stored = await this.configValues(db, slugName);
    const values = Object.fromEntries(
      (plugin.configFields ?? []).map((field) => [field.name, isSecret(field) ? '' : stored[field.name]!]),
    );
    return {
      name: t(plugin.about.name),
      slug_name: plugin.slug_name,
      description: t(plugin.about.description),
      version: plugin.about.version,
      config_fields: describeFields(plugin.configFields ?? [], values, t),
    };
  }

  /** Saves a plugin's settings after checking them against its fields; nothing is saved when one is broken. */
  async saveConfig(db: Kysely<Database>, slugName: string, values: Record<string, ConfigValue>): Promise<void> {
    const plugin = this.#known(slugName);
    const fields = plugin.configFields ?? [];
    const kept = assertConfigValues(fields, values);
    const stored = ((await readSettings(db))[CONFIG_ROW] ?? {}) as StoredConfigs;
    for (const field of fields.filter(isSecret)) {
      const previous = stored[slugName]?.[field.name];
      if (kept[field.name] === undefined && previous !== undefined) kept[field.name] = previous;
    }
    plugin.assertConfig?.(kept);
    await writeSetting(db, CONFIG_ROW, { ...stored, [slugName]: kept });
  }

  /** The registered plugins that are on now, in registration order. */
  async enabled(db: Kysely<Database>): Promise<PluginDescriptor[]> {
    const statuses = await this.statuses(db);
    return statuses.filter((status) => status.enabled).map((status) => this.#plugins.get(status.slug_name)!);
  }

  /** A plugin that is on; one that is off or unknown is not found, as if it were not installed. */
  async enabledPlugin(db: Kysely<Database>, slugName: string): Promise<PluginDescriptor> {
    const plugin = (await this.enabled(db)).find((candidate) => candidate.slug_name === slugName);
    if (!plugin) throw AppError.notFound('error.plugin.not_found');
    return plugin;
  }

  #known(slugName: string): PluginDescriptor {
    const plugin = this.#plugins.get(slugName);
    if (!plugin) throw AppError.notFound('error.plugin.not_found');
    return plugin;
  }
}

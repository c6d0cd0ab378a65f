import type { Migration } from 'kysely';
import type { UntypedDatabase } from '../../db/untyped.ts';
import type { ConfigValues } from '../../../shared/plugins/config-fields.ts';
import type { SessionUser } from '../../http/request-context.ts';
import type { ConfigFieldDefinition } from '../host.ts';
import type { UserCenterAgent } from '../user-center/agent.ts';

/** A setting of a packaged plugin; its texts are keys of the plugin's own catalogues. */
export interface PackageConfigField extends Omit<ConfigFieldDefinition, 'title' | 'description' | 'options'> {
  title: string;
  description: string;
  options?: ReadonlyArray<{ label: string; value: string }>;
}

/** What one of a plugin's own calls is given. */
export interface PluginCallInput {
  query: Record<string, unknown>;
  body: unknown;
  /** the signed-in caller, if any */
  user: SessionUser | null;
  /** the site's database: a plugin reads and writes the tables of its own migrations */
  db: UntypedDatabase;
  /** the plugin's settings now (the admin's) */
  config: ConfigValues;
}

/** One call a plugin adds, answered below /answer/api/v1/plugins/{slug_name} while the plugin is on. */
export interface PluginOperation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** below the plugin's prefix, e.g. /greeting */
  path: string;
  auth: 'public' | 'login';
  /** the call's data; it goes back in the usual envelope */
  handle(input: PluginCallInput): Promise<unknown>;
}

/** The default export of a plugin's server module; every part is optional. */
export interface PluginServerPart {
  configFields?: ReadonlyArray<PackageConfigField>;
  /** settings each person keeps for themself (GET/PUT user/plugin/config) */
  userConfigFields?: ReadonlyArray<PackageConfigField>;
  operations?: ReadonlyArray<PluginOperation>;
  /** by name, run in name order at start and recorded in the plugin's own migration table */
  migrations?: Record<string, Migration>;
  /** a plugin of type user_center: the agent that signs people in */
  userCenter?: UserCenterAgent;
}

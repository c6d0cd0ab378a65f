import type { Kysely } from 'kysely';
import type { QuorumConfig } from './config/config.ts';
import type { DatabaseEngine } from './db/engine.ts';
import type { Database } from './db/schema.ts';
import type { Translator } from './i18n/translator.ts';
import type { PluginHost } from './plugins/host.ts';

/** The long-lived parts of the app that handlers and services use; built once in app.ts. */
export interface Services {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  config: QuorumConfig;
  translator: Translator;
  plugins: PluginHost;
  /** the product version, from package.json */
  version: string;
}

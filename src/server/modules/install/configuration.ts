import { readConfigFile } from '../../config/read-config-file.ts';

type Environment = Record<string, string | undefined>;

/**
 * The database the operator configured: DATABASE_URL, else config.yaml's database.url; undefined when
 * neither names one (the server then runs on its default SQLite file and the site is in install mode).
 * Read afresh each time, because the wizard writes config.yaml and an operator may create it by hand.
 */
export function configuredDatabaseUrl(dataDir: string, env: Environment = process.env): string | undefined {
  const fromEnvironment = env.DATABASE_URL?.trim();
  if (fromEnvironment) return fromEnvironment;
  return readConfigFile(dataDir).database?.url;
}

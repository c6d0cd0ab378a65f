import { join } from 'node:path';
import {
  isLogLevel,
  isPort,
  isSqliteSynchronous,
  type LogLevel,
  logLevels,
  type SqliteSynchronous,
  sqliteSynchronousLevels,
} from './config.ts';

/** The settings `<dataDir>/config.yaml` may hold; every key is optional. */
export interface ConfigFile {
  server?: { port?: number; host?: string; trusted_proxies?: string[] };
  database?: { url?: string; sqlite_synchronous?: SqliteSynchronous };
  log?: { level?: LogLevel };
  plugins?: { dir?: string; packages?: string[] };
  metrics?: { allow?: string[] };
}

export function configFilePath(dataDir: string): string {
  return join(dataDir, 'config.yaml');
}

/** Checks a parsed config.yaml; `file` only names it in the error. */
export function validateConfigFile(parsed: unknown, file: string): ConfigFile {
  // An empty file parses as null and means "no settings".
  if (parsed === null || parsed === undefined) return {};
  const invalid = (reason: string) => new Error(`Invalid config file ${file}: ${reason}`);
  if (!isMapping(parsed)) throw invalid('expected a mapping of sections (server, database, log, plugins, metrics)');
  const config: ConfigFile = {};
  for (const [section, body] of Object.entries(parsed)) {
    if (!isMapping(body)) throw invalid(`${section} must be a mapping`);
    for (const [key, value] of Object.entries(body)) {
      const name = `${section}.${key}`;
      if (name === 'server.port') {
        if (!isPort(value)) throw invalid('server.port must be an integer from 1 to 65535');
        (config.server ??= {}).port = value;
      } else if (name === 'server.host') {
        if (typeof value !== 'string' || value === '') throw invalid('server.host must be a non-empty string');
        (config.server ??= {}).host = value;
      } else if (name === 'server.trusted_proxies') {
        if (!isNameList(value)) {
          throw invalid('server.trusted_proxies must be a list of addresses or CIDR ranges');
        }
        (config.server ??= {}).trusted_proxies = value.map((entry: string) => entry.trim());
      } else if (name === 'database.url') {
        if (typeof value !== 'string' || value === '') throw invalid('database.url must be a non-empty string');
        (config.database ??= {}).url = value;
      } else if (name === 'database.sqlite_synchronous') {
        if (!isSqliteSynchronous(value))
          throw invalid(`database.sqlite_synchronous must be one of ${sqliteSynchronousLevels.join(', ')}`);
        (config.database ??= {}).sqlite_synchronous = value;
      } else if (name === 'log.level') {
        if (!isLogLevel(value)) throw invalid(`log.level must be one of ${logLevels.join(', ')}`);
        (config.log ??= {}).level = value;
      } else if (name === 'plugins.dir') {
        if (typeof value !== 'string' || value === '') throw invalid('plugins.dir must be a non-empty string');
        (config.plugins ??= {}).dir = value;
      } else if (name === 'metrics.allow') {
        if (!isNameList(value)) throw invalid('metrics.allow must be a list of addresses or CIDR ranges');
        (config.metrics ??= {}).allow = value.map((entry: string) => entry.trim());
      } else if (name === 'plugins.packages') {
        if (!isNameList(value)) throw invalid('plugins.packages must be a list of npm package names');
        (config.plugins ??= {}).packages = value.map((entry: string) => entry.trim());
      } else {
        throw invalid(`unknown setting ${name}`);
      }
    }
  }
  return config;
}

function isNameList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string' && entry.trim() !== '');
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import { join, resolve } from 'node:path';
import {
  defaultSqliteSynchronous,
  isLogLevel,
  isPort,
  isSqliteSynchronous,
  logLevels,
  type QuorumConfig,
  sqliteSynchronousLevels,
} from './config.ts';
import { readConfigFile } from './read-config-file.ts';

type Environment = Record<string, string | undefined>;

/**
 * The server's settings: environment variables first, then `<dataDir>/config.yaml`, then defaults.
 * Throws an Error naming the variable or file when a value is unusable.
 */
export function loadConfig(env: Environment = process.env): QuorumConfig {
  const dataDir = resolve(setting(env, 'DATA_DIR') ?? './data');
  const file = readConfigFile(dataDir);
  return {
    port: portFrom(env) ?? file.server?.port ?? 3000,
    host: setting(env, 'HOST') ?? file.server?.host ?? '0.0.0.0',
    dataDir,
    database: {
      url: setting(env, 'DATABASE_URL') ?? file.database?.url ?? `sqlite:${join(dataDir, 'quorum.db')}`,
      sqliteSynchronous: sqliteSynchronousFrom(env) ?? file.database?.sqlite_synchronous ?? defaultSqliteSynchronous,
    },
    logLevel: logLevelFrom(env) ?? file.log?.level ?? 'info',
    siteRevision: setting(env, 'QUORUM_REVISION') ?? '',
    trustedProxies: listFrom(env, 'TRUSTED_PROXIES') ?? file.server?.trusted_proxies ?? [],
    metricsAllow: listFrom(env, 'METRICS_ALLOW') ?? file.metrics?.allow,
    plugins: {
      dir: resolve(setting(env, 'PLUGINS_DIR') ?? file.plugins?.dir ?? './plugins'),
      packages: listFrom(env, 'QUORUM_PLUGINS') ?? file.plugins?.packages ?? [],
    },
  };
}

/** An empty variable counts as unset, as container tools often pass one. */
function setting(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

/** A comma-separated list, e.g. TRUSTED_PROXIES=10.0.0.0/8,127.0.0.1 */
function listFrom(env: Environment, name: string): string[] | undefined {
  return setting(env, name)
    ?.split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function portFrom(env: Environment): number | undefined {
  const text = setting(env, 'PORT');
  if (text === undefined) return undefined;
  const port = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  // 0 lets the system pick a free port, which the server then announces (main.ts)
  if (port !== 0 && !isPort(port)) throw new Error(`PORT must be an integer from 0 to 65535, got "${text}"`);
  return port;
}

function sqliteSynchronousFrom(env: Environment) {
  const level = setting(env, 'SQLITE_SYNCHRONOUS')?.toUpperCase();
  if (level === undefined) return undefined;
  if (!isSqliteSynchronous(level))
    throw new Error(`SQLITE_SYNCHRONOUS must be one of ${sqliteSynchronousLevels.join(', ')}, got "${level}"`);
  return level;
}

function logLevelFrom(env: Environment) {
  const level = setting(env, 'LOG_LEVEL');
  if (level === undefined) return undefined;
  if (!isLogLevel(level)) throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${level}"`);
  return level;
}

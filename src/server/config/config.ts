import type { LevelWithSilent } from 'pino';

export const logLevels = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
] as const satisfies readonly LevelWithSilent[];

export type LogLevel = (typeof logLevels)[number];

/** SQLite's `synchronous` levels (sqlite.org/pragma.html#pragma_synchronous), least to most durable. */
export const sqliteSynchronousLevels = ['OFF', 'NORMAL', 'FULL', 'EXTRA'] as const;

export type SqliteSynchronous = (typeof sqliteSynchronousLevels)[number];

/** FULL: with WAL, NORMAL may lose the last acknowledged writes on power loss; FULL syncs at every commit. */
export const defaultSqliteSynchronous: SqliteSynchronous = 'FULL';

export interface QuorumConfig {
  port: number;
  host: string;
  /** Absolute path of the folder holding config.yaml, the SQLite file and uploads. */
  dataDir: string;
  /** sqliteSynchronous: how hard an SQLite database syncs its commits to disk (ignored by the other engines) */
  database: { url: string; sqliteSynchronous: SqliteSynchronous };
  logLevel: LogLevel;
  /** The deployed revision (QUORUM_REVISION), '' when unknown. */
  siteRevision: string;
  /**
   * Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For names the client; per-client
   * limits key on the connection's address unless it is one of these. None when absent.
   */
  trustedProxies?: string[];
  /** addresses or CIDR ranges that may read the metrics without an admin's token (constants.metrics.allow_default when absent) */
  metricsAllow?: string[];
  /** where plugin packages come from: the folders under `dir`, and these npm packages; none when absent */
  plugins?: { dir: string; packages: string[] };
}

export function isLogLevel(value: unknown): value is LogLevel {
  return (logLevels as readonly unknown[]).includes(value);
}

export function isSqliteSynchronous(value: unknown): value is SqliteSynchronous {
  return (sqliteSynchronousLevels as readonly unknown[]).includes(value);
}

export function isPort(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 65535;
}

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

export interface QuorumConfig {
  port: number;
  host: string;
  /** Absolute path of the folder holding config.yaml, the SQLite file and uploads. */
  dataDir: string;
  database: { url: string };
  logLevel: LogLevel;
  /** The deployed revision (QUORUM_REVISION), '' when unknown. */
  siteRevision: string;
  /**
   * Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For names the client; per-client
   * limits key on the connection's address unless it is one of these. None when absent.
   */
  trustedProxies?: string[];
}

export function isLogLevel(value: unknown): value is LogLevel {
  return (logLevels as readonly unknown[]).includes(value);
}

export function isPort(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 65535;
}

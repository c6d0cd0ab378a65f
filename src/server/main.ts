import { resolve } from 'node:path';
import { pino } from 'pino';
import { constants } from '../../generated/constants.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config/load-config.ts';
import { createDatabase } from './db/connect.ts';
import { redactUrl } from './db/database-url.ts';
import { migrateToLatest } from './db/migrate.ts';
import { SwitchableDatabase } from './db/switchable-database.ts';
import { readableLines } from './logging/readable-lines.ts';
import { autoInstall, autoInstallRequested } from './modules/install/auto-install.ts';

const config = loadConfig();
// JSON lines for log collectors; readable lines for a person at a terminal
const logger = process.stdout.isTTY
  ? pino({ level: config.logLevel }, readableLines(process.stdout))
  : pino({ level: config.logLevel });
const onPoolError = (error: Error) => logger.error({ err: error }, 'an idle database connection failed');
const database = new SwitchableDatabase(
  createDatabase(config.database.url, { onPoolError, sqliteSynchronous: config.database.sqliteSynchronous }),
  config.database.url,
);

try {
  const applied = await migrateToLatest(database.db);
  logger.info({ database: redactUrl(config.database.url), applied }, 'database ready');
  const app = await buildApp({ config, database, logger, webRoot: resolve('dist/web'), backgroundJobs: true });
  if (autoInstallRequested(process.env))
    logger.info(
      { database: redactUrl(database.url) },
      `automatic installation: ${await autoInstall(app, process.env)}`,
    );
  const origin = await app.listen({ port: config.port, host: config.host });
  // With PORT=0 the system picked the port, and this line is the only way to learn it: written at any LOG_LEVEL.
  if (config.port === 0)
    logger.child({}, { level: 'info' }).info({ origin }, 'listening on the port the system picked');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // close() stops accepting connections and waits for requests in flight before the pool goes; a client
    // holding a request open (a browser tab, a stalled upload) must not keep the process alive for ever.
    const cutConnections = setTimeout(() => {
      logger.warn({ graceMs: constants.timing.shutdown_grace_ms }, 'requests still open: closing their connections');
      app.server.closeAllConnections();
    }, constants.timing.shutdown_grace_ms);
    await app.close();
    clearTimeout(cutConnections);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
} catch (error) {
  logger.fatal({ err: error }, 'the server could not start');
  await database.close();
  process.exit(1);
}

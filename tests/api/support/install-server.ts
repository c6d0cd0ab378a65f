import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app.ts';
import { defaultSqliteSynchronous, type QuorumConfig } from '../../../src/server/config/config.ts';
import { createDatabase } from '../../../src/server/db/connect.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { SwitchableDatabase } from '../../../src/server/db/switchable-database.ts';
import type { JsonBody } from '../../support/json-body.ts';
import { IN_PROCESS_ORIGIN, injectedFetch } from './injected-fetch.ts';

export interface InstallServer {
  dataDir: string;
  database: SwitchableDatabase;
  post(path: string, json?: unknown, language?: string): Promise<{ status: number; body: JsonBody }>;
  get(path: string, language?: string): Promise<{ status: number; body: JsonBody; headers: Headers }>;
  close(): Promise<void>;
}

/** A fresh temporary folder; removed by the returned function. */
export function temporaryFolder(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * A server as `npm start` runs it with no configuration: the default SQLite file (here `startUrl`, by
 * default inside `dataDir`), migrated, and config.yaml read from `dataDir`, so the wizard's calls act.
 */
export async function startInstallServer(
  dataDir: string,
  startUrl = `sqlite:${join(dataDir, 'quorum.db')}`,
): Promise<InstallServer> {
  const database = new SwitchableDatabase(createDatabase(startUrl), startUrl);
  await migrateToLatest(database.db);
  const config: QuorumConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database: { url: startUrl, sqliteSynchronous: defaultSqliteSynchronous },
    logLevel: 'warn',
    siteRevision: '',
  };
  const app: FastifyInstance = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
  const send = async (path: string, init: RequestInit, language?: string) => {
    const headers = new Headers(init.headers);
    if (language) headers.set('Accept-Language', language);
    const response = await injectedFetch(app, IN_PROCESS_ORIGIN, path, { ...init, headers });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text, headers: response.headers };
  };
  return {
    dataDir,
    database,
    post: (path, json, language) =>
      send(
        path,
        {
          method: 'POST',
          ...(json === undefined
            ? {}
            : { body: JSON.stringify(json), headers: { 'Content-Type': 'application/json' } }),
        },
        language,
      ),
    get: (path, language) => send(path, { method: 'GET' }, language),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Makes a folder unwritable even for root (chattr +i), as a read-only volume would be. */
export function makeReadOnly(folder: string): () => void {
  chmodSync(folder, 0o555);
  const root = process.getuid?.() === 0;
  if (root) execFileSync('chattr', ['+i', folder]);
  return () => {
    if (root) execFileSync('chattr', ['-i', folder]);
    chmodSync(folder, 0o755);
  };
}

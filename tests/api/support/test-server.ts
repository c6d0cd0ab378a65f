import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../../../src/server/app.ts';
import { defaultSqliteSynchronous, type QuorumConfig } from '../../../src/server/config/config.ts';
import { createDatabase, type QuorumDatabase } from '../../../src/server/db/connect.ts';
import { writeSetting } from '../../../src/server/db/settings-store.ts';
import { INSTALL_ROW } from '../../../src/server/modules/install/install-state.ts';
import type { ScratchDatabase, TestEngine } from './databases.ts';
import { createMigratedDatabase } from './migrated-databases.ts';
import type { JsonBody } from '../../support/json-body.ts';
import { IN_PROCESS_ORIGIN, injectedFetch } from './injected-fetch.ts';

export interface TestServer {
  app: FastifyInstance;
  /** where the server listens, or with no socket the origin request() names in its Host header */
  baseUrl: string;
  /** the URL of the server's database (for tools run beside it, such as the CLI) */
  databaseUrl: string;
  /** where the server keeps its files (backups, uploads, avatars): the test's own, or a temporary folder */
  dataDir: string;
  database: QuorumDatabase;
  /** every line the server logged, parsed */
  logs: Array<Record<string, unknown>>;
  /** fetch of a path of the server, or of an address on it: in process, or over HTTP when it listens */
  fetch(address: string, init?: RequestInit): Promise<Response>;
  request(
    path: string,
    init?: RequestInit & { json?: unknown; language?: string },
  ): Promise<{
    status: number;
    body: JsonBody;
    headers: Headers;
    /** the body as sent, for byte-for-byte comparisons */ text: string;
  }>;
  close(): Promise<void>;
}

/** A real server on its own migrated database of the given engine. request() hands it requests in process
 * (Fastify's inject); `listen: true` has it listen on a free loopback port and request() go over HTTP, for
 * tests of what only a socket shows (what Node's HTTP parser refuses, a browser going between servers). */
/** `plugins` see every query the server runs (not those of `database`, which tests use to seed and inspect). */
/** The site counts as installed (tests seed what they need) unless `installed: false` asks for a fresh one. */
/** Without `dataDir` the server gets a temporary data folder of its own, removed by close(), so nothing it
 * writes (backups, uploads, an installer's SQLite file) lands in the checkout. */
export async function startTestServer(
  engine: TestEngine,
  options: {
    /** a data folder the test made and removes itself */
    dataDir?: string;
    plugins?: KyselyPlugin[];
    installed?: boolean;
    webRoot?: string;
    trustedProxies?: string[];
    /** run the notification outbox and digest jobs, as main.ts does */
    backgroundJobs?: boolean;
    /** plugin packages to load, as config.yaml's plugins section names them */
    pluginPackages?: QuorumConfig['plugins'];
    /** who may read the metrics without an admin's token (config.metricsAllow) */
    metricsAllow?: string[];
    /** the least level the server logs at (warn by default) */
    logLevel?: 'info' | 'warn';
    /** the server reaches its database at this URL instead (through a forwarder the test can cut, say) */
    reachDatabaseAt?: (url: string) => string;
    /** listen on a loopback port, for tests of HTTP itself */
    listen?: boolean;
  } = {},
): Promise<TestServer> {
  const scratch: ScratchDatabase = await createMigratedDatabase(engine);
  const ownDataDir = options.dataDir === undefined ? await mkdtemp(join(tmpdir(), 'quorum-server-')) : null;
  const dataDir = options.dataDir ?? ownDataDir!;
  const database = createDatabase(options.reachDatabaseAt?.(scratch.url) ?? scratch.url);
  if (options.installed !== false)
    await writeSetting(database.db, INSTALL_ROW, { installed_at: Math.floor(Date.now() / 1000), version: 'test' });
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const config: QuorumConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database: { url: scratch.url, sqliteSynchronous: defaultSqliteSynchronous },
    logLevel: 'warn',
    siteRevision: 'test-revision',
    trustedProxies: options.trustedProxies ?? [],
    metricsAllow: options.metricsAllow,
    plugins: options.pluginPackages,
  };
  const served = (options.plugins ?? []).reduce((db, plugin) => db.withPlugin(plugin), database.db);
  const app: FastifyInstance = await buildApp({
    config,
    database: { ...database, db: served },
    logger: pino({ level: options.logLevel ?? 'warn' }, sink),
    webRoot: options.webRoot,
    backgroundJobs: options.backgroundJobs,
  });
  const baseUrl = options.listen ? await app.listen({ port: 0, host: '127.0.0.1' }) : IN_PROCESS_ORIGIN;
  const send = (address: string, init: RequestInit = {}) =>
    options.listen ? fetch(new URL(address, baseUrl), init) : injectedFetch(app, baseUrl, address, init);
  return {
    app,
    baseUrl,
    databaseUrl: scratch.url,
    dataDir,
    database,
    logs,
    fetch: send,
    async request(path, init = {}) {
      const { json, language, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (language) headers.set('Accept-Language', language);
      if (json !== undefined) headers.set('Content-Type', 'application/json');
      const response = await send(path, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: kept as text for the assertion to show
      }
      return { status: response.status, body, headers: response.headers, text };
    },
    async close() {
      await app.close();
      await database.close();
      await scratch.drop();
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
    },
  };
}

// A server process of a spec file's own on a port the system picks, with a fresh database: a copy of the
// SQLite file migrated once per migrations' version (tests/api/support/migrated-databases.ts), so a start
// skips the migrations. It runs the compiled server (dist/server) and serves the dist/web that the global
// set-up built (tests/e2e/support/global-setup.ts). Specs get one from the worker's siteServers fixture.
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { createMigratedDatabase } from '../../api/support/migrated-databases.ts';
import { startServerProcess, typescriptLoader } from '../../support/server-process.ts';

export interface PrivateServer {
  origin: string;
  /** the server's data folder (its SQLite file is quorum.db there), for seeding what no call sets */
  dataDir: string;
  /** everything the server logged so far */
  output(): string;
  stop(): Promise<void>;
}

/** `env` adds to the server's environment (e.g. PLUGINS_DIR). */
export async function startPrivateServer(env: Record<string, string> = {}): Promise<PrivateServer> {
  // the copy is quorum.db in a folder of its own: the data folder the server looks in by default
  const database = await createMigratedDatabase({ name: 'sqlite', url: 'sqlite::memory:' });
  const dataDir = dirname(database.url.slice('sqlite:'.length));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  // the plugins of tests/fixtures/plugins are TypeScript, which the compiled server imports only through tsx
  const nodeOptions = env.PLUGINS_DIR ? typescriptLoader : [];
  const server = await startServerProcess({
    dataDir,
    compiled: true,
    nodeOptions,
    env: { LOG_LEVEL: 'warn', ...env },
  }).catch((error: unknown) => {
    removeData();
    throw error;
  });
  if (!server.origin) {
    removeData();
    throw new Error(`the server exited with ${server.exitCode}:\n${server.output()}`);
  }
  return {
    origin: server.origin,
    dataDir,
    output: server.output,
    async stop() {
      try {
        await server.stop();
      } finally {
        removeData();
      }
    },
  };
}

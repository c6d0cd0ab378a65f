// A server process of a spec file's own, on its own port and empty data folder, for tests that
// install the site: the shared webServer (playwright.config.ts) must stay uninstalled. It serves the
// dist/web that the shared webServer built.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../../support/server-process.ts';

export interface PrivateServer {
  origin: string;
  /** the server's data folder (its SQLite file is quorum.db there), for seeding what no call sets */
  dataDir: string;
  /** everything the server logged so far */
  output(): string;
  stop(): Promise<void>;
}

export async function startPrivateServer(): Promise<PrivateServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quorum-e2e-own-'));
  const server = await startServerProcess({ dataDir, env: { LOG_LEVEL: 'warn' } });
  if (!server.origin) throw new Error(`the server exited with ${server.exitCode}:\n${server.output()}`);
  return {
    origin: server.origin,
    dataDir,
    output: server.output,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

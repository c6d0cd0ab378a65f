import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs bin/quorum.js as a user would, with the site given by DATA_DIR and DATABASE_URL; `extraEnv` adds
 * variables (TMPDIR, to see what a command leaves in its temporary folder).
 */
export function quorum(
  args: string[],
  site: { dataDir: string; databaseUrl?: string },
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv, DATA_DIR: site.dataDir, LOG_LEVEL: 'warn' };
  if (site.databaseUrl) env.DATABASE_URL = site.databaseUrl;
  else delete env.DATABASE_URL;
  return new Promise((done) => {
    execFile(process.execPath, [resolve('bin/quorum.js'), ...args], { env }, (error, stdout, stderr) => {
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants } from '../../generated/constants.ts';

const root = join(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

export interface ServerProcessOptions {
  dataDir: string;
  /** where `dist/web` is looked for; the project root by default */
  cwd?: string;
  /** more environment (DATABASE_URL is cleared unless given, so the data folder decides) */
  env?: Record<string, string>;
  /** run `npm start` in cwd (which then needs a package.json with that script) instead of its command itself */
  viaNpm?: boolean;
  /** options for node itself, before the entry point (e.g. --cpu-prof); not with viaNpm */
  nodeOptions?: string[];
}

export interface ServerProcess {
  /** the process started (with viaNpm, npm's, whose descendant is the server) */
  pid: number | undefined;
  /** the server's address, or null when it exited before answering */
  origin: string | null;
  /** its exit code when it exited before answering */
  exitCode: number | null;
  /** everything it printed so far */
  output(): string;
  /** SIGTERM, then its exit code */
  stop(): Promise<number | null>;
  /** sends a signal and returns at once */
  signal(name: NodeJS.Signals): void;
  /** its exit code, once it has exited */
  exited: Promise<number | null>;
}

/**
 * Runs the real entry point (src/server/main.ts) as `npm start` does (node with tsx's loader, or npm start
 * itself), on a free port, and waits until it answers siteinfo or exits, whichever comes first.
 */
export async function startServerProcess({
  dataDir,
  cwd = root,
  env = {},
  viaNpm = false,
  nodeOptions = [],
}: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const [command, args] = viaNpm
    ? ['npm', ['start', '--silent']]
    : [
        process.execPath,
        [
          ...nodeOptions,
          '--import',
          pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href,
          join(root, 'src/server/main.ts'),
        ],
      ];
  const child = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const origin = `http://127.0.0.1:${port}`;
  // two minutes: on a machine shared by several test runs, loading the TypeScript sources alone can take one
  const deadline = Date.now() + 120_000;
  let answering = false;
  while (!answering && child.exitCode === null) {
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server neither answered nor exited within two minutes:\n${output}`);
    }
    answering = await fetch(`${origin}/answer/api/v1/siteinfo`).then(
      (response) => response.ok,
      () => false,
    );
    if (!answering) await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    pid: child.pid,
    origin: answering ? origin : null,
    exitCode: answering ? null : child.exitCode,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      // the server cuts open connections after its grace time; past twice that, it hangs on something else
      const bound = 2 * constants.timing.shutdown_grace_ms + 5_000;
      let timer: NodeJS.Timeout | undefined;
      const hung = new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), bound)));
      const outcome = await Promise.race([exited, hung]);
      clearTimeout(timer);
      if (outcome !== 'hung') return outcome;
      child.kill('SIGKILL');
      await exited;
      throw new Error(`the server did not exit within ${bound} ms of SIGTERM:\n${output}`);
    },
    signal(name) {
      child.kill(name);
    },
    exited,
  };
}

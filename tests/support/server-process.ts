import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants } from '../../generated/constants.ts';

const root = join(import.meta.dirname, '../..');

/** node's options that let it import TypeScript (the sources, or a plugin written in it) through tsx */
export const typescriptLoader = ['--import', pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href];

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
  /** run dist/server/main.js, which `npm start`'s prestart builds, instead of the sources through tsx */
  compiled?: boolean;
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

const LISTENING = 'listening on the port the system picked';

/** The origin in the line the server writes once it listens on the port the system picked (main.ts). */
function announcedOrigin(output: string): string | null {
  // the last piece may be a line still being written
  for (const line of output.split('\n').slice(0, -1)) {
    if (!line.includes(LISTENING)) continue;
    const entry = JSON.parse(line) as { msg?: string; origin?: string };
    if (entry.msg === LISTENING && entry.origin) return entry.origin;
  }
  return null;
}

/**
 * Runs the real entry point (src/server/main.ts) as `npm start` does (node with tsx's loader, its compiled
 * form, or npm start itself) on port 0, and waits until it announces the port it got or exits, whichever
 * comes first: the system hands out the port, so no other process can take it in between.
 */
export async function startServerProcess({
  dataDir,
  cwd = root,
  env = {},
  viaNpm = false,
  nodeOptions = [],
  compiled = false,
}: ServerProcessOptions): Promise<ServerProcess> {
  const entry = compiled
    ? [join(root, 'dist/server/main.js')]
    : [...typescriptLoader, join(root, 'src/server/main.ts')];
  const [command, args] = viaNpm ? ['npm', ['start', '--silent']] : [process.execPath, [...nodeOptions, ...entry]];
  const child = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let origin: string | null = null;
  let announce = () => {};
  const announced = new Promise<void>((resolve) => (announce = resolve));
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
    origin ??= announcedOrigin(output);
    if (origin) announce();
  });
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  // two minutes: on a machine shared by several test runs, loading the server alone can take one
  const bound = 120_000;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), bound)));
  const outcome = await Promise.race([
    announced.then(() => 'listening' as const),
    exited.then(() => 'exited' as const),
    late,
  ]);
  clearTimeout(timer);
  if (outcome === 'late') {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`the server neither listened nor exited within ${bound} ms:\n${output}`);
  }
  return {
    pid: child.pid,
    origin: outcome === 'listening' ? origin : null,
    exitCode: outcome === 'listening' ? null : await exited,
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

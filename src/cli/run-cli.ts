import { InputError, UsageError } from './cli-error.ts';
import type { CliCommandEntry } from './command.ts';

export function overview(commands: CliCommandEntry[]): string {
  const width = Math.max(...commands.map((command) => command.name.length));
  return [
    'Usage: quorum <command> [options]',
    '',
    'Commands:',
    ...commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    'Run "quorum <command> --help" for a command\'s options. The site is found as the server finds it:',
    'DATA_DIR (default ./data), then DATABASE_URL or data/config.yaml.',
  ].join('\n');
}

/**
 * Runs `quorum <argv>` and resolves to the exit code: 0 done, 1 the work failed, 2 bad input
 * (an unknown command or option, or an archive, folder or database URL it cannot use), each failure told on
 * stderr in one plain sentence.
 */
export async function runCli(argv: string[], commands: CliCommandEntry[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    console.log(overview(commands));
    return name === undefined ? 2 : 0;
  }
  const entry = commands.find((candidate) => candidate.name === name);
  if (!entry) {
    console.error(`quorum: unknown command "${name}"\n\n${overview(commands)}`);
    return 2;
  }
  const command = await entry.load();
  if (args.includes('--help') || args.includes('-h')) {
    console.log(command.usage);
    return 0;
  }
  try {
    return await command.run(args);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`quorum ${name}: ${error.message}\n\n${command.usage}`);
      return 2;
    }
    if (error instanceof InputError) {
      console.error(`quorum ${name}: ${error.message}`);
      return 2;
    }
    console.error(`quorum ${name}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

import { commands } from './commands/index.ts';
import { runCli } from './run-cli.ts';

process.exitCode = await runCli(process.argv.slice(2), commands);

/**
 * One `quorum` sub-command. The CLI entry point lists these; each command parses its own arguments
 * (node:util parseArgs) so that `quorum <name> --help` prints `usage` and bad input exits non-zero.
 */
export interface CliCommand {
  /** The word after `quorum`, e.g. "backup". */
  name: string;
  /** One line for `quorum --help`. */
  summary: string;
  /** The whole `quorum <name> --help` text. */
  usage: string;
  /** Runs the command with the arguments after its name; resolves to the process exit code. */
  run(args: string[]): Promise<number>;
}

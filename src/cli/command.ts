/**
 * One `quorum` sub-command's module: it parses its own arguments (node:util parseArgs), so that
 * `quorum <name> --help` prints `usage` and bad input exits 2.
 */
export interface CliCommand {
  /** The whole `quorum <name> --help` text. */
  usage: string;
  /** Runs the command with the arguments after its name; resolves to the process exit code. */
  run(args: string[]): Promise<number>;
}

/**
 * A line of `quorum --help`. The command's module is loaded only when it runs: it imports the server's
 * code and packages, which take seconds to load that the list of commands does not need.
 */
export interface CliCommandEntry {
  /** The word after `quorum`, e.g. "backup". */
  name: string;
  /** One line for `quorum --help`. */
  summary: string;
  load(): Promise<CliCommand>;
}

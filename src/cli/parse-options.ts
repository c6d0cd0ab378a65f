import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './cli-error.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * node:util parseArgs in strict mode, with `--help` added to every command and its complaints turned
 * into UsageErrors; `positionals` is how many plain arguments the command takes.
 */
export function parseOptions<T extends Options>(args: string[], options: T, positionals = 0) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: positionals > 0,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message, { cause: error });
  }
  if (parsed.positionals.length > positionals)
    throw new UsageError(`Unexpected argument ${parsed.positionals[positionals]}`);
  return parsed;
}

/** A required option's value, or a UsageError naming it. */
export function required(value: string | boolean | undefined, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`Missing --${name}`);
  return value.trim();
}

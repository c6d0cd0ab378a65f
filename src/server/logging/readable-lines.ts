import type { DestinationStream } from 'pino';

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** One of pino's JSON lines as a person reads it: time, level, message, then the rest as key=value. */
export function readableLine(json: string): string {
  const {
    time,
    level,
    msg,
    err,
    pid: _pid,
    hostname: _hostname,
    ...fields
  } = JSON.parse(json) as Record<string, unknown>;
  const when = typeof time === 'number' ? new Date(time).toISOString().slice(11, 23) : '';
  const rest = Object.entries(fields).map(([key, value]) => `${key}=${shown(value)}`);
  const stack = (err as { stack?: unknown } | undefined)?.stack;
  const head = [when, (levelNames[level as number] ?? String(level)).padEnd(5), msg ?? '', ...rest].join(' ');
  return `${head}${typeof stack === 'string' ? `\n${stack}` : ''}\n`;
}

/** Where the server logs when a person watches its output (a terminal): readable lines, not JSON. */
export function readableLines(out: NodeJS.WritableStream): DestinationStream {
  return { write: (json: string) => void out.write(readableLine(json)) };
}

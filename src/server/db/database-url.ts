import type { DatabaseEngine } from './engine.ts';

const enginesByScheme: Record<string, DatabaseEngine> = {
  'sqlite:': 'sqlite',
  'postgres:': 'postgres',
  'postgresql:': 'postgres',
  'mysql:': 'mysql',
  'mariadb:': 'mysql',
};

export function engineOfUrl(url: string): DatabaseEngine {
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0].toLowerCase();
  const engine = scheme === undefined ? undefined : enginesByScheme[scheme];
  if (engine === undefined) {
    throw new Error(
      `Unsupported database URL "${redactUrl(url)}": expected sqlite:<path>, sqlite::memory:, ` +
        'postgres://…, postgresql://…, mysql://… or mariadb://…',
    );
  }
  return engine;
}

/** `sqlite:<path>` gives the path as written; `sqlite::memory:` gives better-sqlite3's `:memory:`. */
export function sqliteFileOfUrl(url: string): string {
  const file = url.slice('sqlite:'.length);
  if (file === '') throw new Error('The database URL "sqlite:" names no file');
  return file;
}

/** A URL fit for logs and error messages: the password is masked. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password === '') return url;
    parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
  }
}

import type { Kysely } from 'kysely';
import { constants } from '../../../generated/constants.ts';
import { remembered } from '../cache/database-cache.ts';
import { deepFreeze } from '../cache/deep-freeze.ts';
import { engineOf } from './engine.ts';
import type { Database } from './schema.ts';

/**
 * Every site setting, keyed by its type, its content parsed from JSON. Read several times on nearly every
 * request, so kept in the database's cache, which any write to site_setting empties. Shared by every caller,
 * hence frozen: a caller that changes what it read throws rather than changing it for the others.
 */
export async function readSettings(db: Kysely<Database>): Promise<Readonly<Record<string, unknown>>> {
  return remembered(db, 'settings', 'all', constants.cache.settings_ttl_seconds, async () =>
    deepFreeze(await loadSettings(db)),
  );
}

async function loadSettings(db: Kysely<Database>): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('site_setting').select(['type', 'content']).execute();
  const settings: Record<string, unknown> = {};
  for (const { type, content } of rows) {
    try {
      settings[type] = JSON.parse(content);
    } catch (error) {
      throw new Error(`Site setting "${type}" does not hold valid JSON`, { cause: error });
    }
  }
  return settings;
}

/** Inserts or replaces one setting; pass a transaction to make it part of a larger change. */
export async function writeSetting(db: Kysely<Database>, type: string, content: unknown): Promise<void> {
  const json = JSON.stringify(content);
  if (json === undefined) throw new Error(`Site setting "${type}" cannot be stored as JSON`);
  const row = { type, content: json, updated_at: Math.floor(Date.now() / 1000) };
  const changes = { content: row.content, updated_at: row.updated_at };
  const insert = db.insertInto('site_setting').values(row);
  if (engineOf(db) === 'mysql') {
    await insert.onDuplicateKeyUpdate(changes).execute();
  } else {
    await insert.onConflict((conflict) => conflict.column('type').doUpdateSet(changes)).execute();
  }
}

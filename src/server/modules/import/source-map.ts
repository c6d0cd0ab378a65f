import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type SourceKind = 'user' | 'tag' | 'post' | 'comment' | 'link' | 'favorite';

/**
 * The import_map rows of one source site: which source records were imported, and as what. Lookups
 * are kept in memory per kind, filled once from the table, so a batch asks nothing per row.
 */
export class SourceMap {
  private readonly known = new Map<SourceKind, Map<string, string>>();

  constructor(readonly source: string) {}

  /** Reads what earlier runs imported of this kind. */
  async load(db: Kysely<Database>, kind: SourceKind): Promise<void> {
    const rows = await db
      .selectFrom('import_map')
      .select(['source_id', 'target_id'])
      .where('source', '=', this.source)
      .where('kind', '=', kind)
      .execute();
    this.known.set(kind, new Map(rows.map((row) => [row.source_id, String(row.target_id)])));
  }

  private of(kind: SourceKind): Map<string, string> {
    const map = this.known.get(kind);
    if (!map) throw new Error(`import map of ${kind} read before it was loaded`);
    return map;
  }

  /** Our id for a source id, or undefined when it was not imported. */
  target(kind: SourceKind, sourceId: string | undefined): string | undefined {
    return sourceId === undefined ? undefined : this.of(kind).get(sourceId);
  }

  has(kind: SourceKind, sourceId: string): boolean {
    return this.of(kind).has(sourceId);
  }

  /** Records imported rows in the batch's transaction; memory follows once it has committed (see commit). */
  async record(trx: Kysely<Database>, kind: SourceKind, entries: Array<[string, string]>): Promise<void> {
    if (entries.length === 0) return;
    await trx
      .insertInto('import_map')
      .values(
        entries.map(([sourceId, targetId]) => ({
          source: this.source,
          kind,
          source_id: sourceId,
          target_id: targetId,
        })),
      )
      .execute();
  }

  /** Remembers a committed batch's rows. */
  commit(kind: SourceKind, entries: Array<[string, string]>): void {
    const map = this.of(kind);
    for (const [sourceId, targetId] of entries) map.set(sourceId, targetId);
  }
}

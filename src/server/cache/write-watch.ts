import type { DatabaseConnection, Dialect, Driver, KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { CacheScope, CacheStore } from './cache-store.ts';

/** Which tables' writes change what each scope holds. */
const SCOPES_OF_TABLE: Record<string, CacheScope[]> = {
  site_setting: ['settings'],
  // which questions a list holds (status, show, answers, dates, tags, synonyms)
  question: ['question_lists'],
  tag_rel: ['question_lists'],
  tag: ['question_lists'],
};
const ALL_SCOPES = [...new Set(Object.values(SCOPES_OF_TABLE).flat())];

/** Question counters whose changes (views, votes, bookmarks, ...) move no question into or out of a list. */
const LIST_NEUTRAL_QUESTION_COLUMNS = new Set(['view_count', 'unique_view_count', 'hot_score', 'vote_count', 'collection_count', 'follow_count', 'linked_count']);

function tableName(node: OperationNode | undefined): string | undefined {
  if (node?.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  if (node?.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  return undefined;
}

/** The scopes a statement may change; every scope for raw SQL that writes, as it cannot be read. */
export function scopesWrittenBy(node: RootOperationNode): CacheScope[] {
  switch (node.kind) {
    case 'InsertQueryNode':
      return SCOPES_OF_TABLE[tableName(node.into) ?? ''] ?? [];
    case 'DeleteQueryNode':
      return node.from.froms.flatMap((from) => SCOPES_OF_TABLE[tableName(from) ?? ''] ?? []);
    case 'UpdateQueryNode': {
      const table = tableName(node.table) ?? '';
      const columns = (node.updates ?? []).map((update) => (update.column.kind === 'ColumnNode' ? (update.column as unknown as { column: { name: string } }).column.name : ''));
      if (table === 'question' && columns.length > 0 && columns.every((column) => LIST_NEUTRAL_QUESTION_COLUMNS.has(column))) return [];
      return SCOPES_OF_TABLE[table] ?? [];
    }
    case 'RawNode':
      return /^\s*(insert|update|delete|replace)\b/i.test(node.sqlFragments[0] ?? '') ? ALL_SCOPES : [];
    default:
      return [];
  }
}

/**
 * Empties the caches a write makes stale, seeing every statement of the database it is given to (so also
 * writes from tests and scripts that share the connection). A write inside a transaction empties them
 * when it runs and again when the transaction commits, so a read between the two cannot keep the old
 * state in the cache.
 */
export class WriteWatch implements KyselyPlugin {
  readonly cache: CacheStore;
  readonly #sinceLastCommit = new Set<CacheScope>();

  constructor(cache: CacheStore) {
    this.cache = cache;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    for (const scope of scopesWrittenBy(args.node)) {
      this.cache.invalidate(scope);
      this.#sinceLastCommit.add(scope);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  committed(): void {
    for (const scope of this.#sinceLastCommit) this.cache.invalidate(scope);
    this.#sinceLastCommit.clear();
  }

  /** The same dialect, but its driver calls `committed` after each commit. */
  watchCommits(dialect: Dialect): Dialect {
    const createDriver = (): Driver => {
      const driver = dialect.createDriver();
      const commit = driver.commitTransaction.bind(driver);
      driver.commitTransaction = async (connection: DatabaseConnection) => {
        await commit(connection);
        this.committed();
      };
      return driver;
    };
    return {
      createDriver,
      createAdapter: () => dialect.createAdapter(),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createIntrospector: (db) => dialect.createIntrospector(db),
    };
  }
}

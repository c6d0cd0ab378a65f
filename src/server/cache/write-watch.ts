import type {
  DatabaseConnection,
  Dialect,
  Driver,
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { CacheScope, CacheStore } from './cache-store.ts';
import { subjectOfWrite } from './write-subject.ts';

/** What a page of search results shows, and which posts a search may show in what order. */
const SEARCH_RESULTS_RULE: Record<string, { neutral: string[] }> = {
  question: {
    neutral: [
      'view_count',
      'unique_view_count',
      'hot_score',
      'collection_count',
      'follow_count',
      'linked_count',
      'last_answer_id',
    ],
  },
  answer: { neutral: ['comment_count'] },
  tag_rel: { neutral: [] },
  // the results show tags' names and authors' names, pictures and reputation, and tags' flags from the write rules
  tag: { neutral: ['question_count', 'follow_count'] },
  users: { neutral: ['last_login_at'] },
  site_setting: { neutral: [] },
};

/**
 * Which tables' writes change what each scope holds, and the columns of a table whose updates leave a
 * scope as it is: counters move no question into or out of a list (its count), and a page shows views
 * and hot scores only as fresh as its expiry (views are the most frequent write of all).
 */
const SCOPE_RULES: Record<CacheScope, Record<string, { neutral: string[] }>> = {
  settings: { site_setting: { neutral: [] } },
  question_lists: {
    question: {
      neutral: [
        'view_count',
        'unique_view_count',
        'hot_score',
        'vote_count',
        'collection_count',
        'follow_count',
        'linked_count',
      ],
    },
    tag_rel: { neutral: [] },
    tag: { neutral: ['question_count', 'follow_count'] },
  },
  question_pages: {
    question: { neutral: ['view_count', 'unique_view_count', 'hot_score'] },
    tag_rel: { neutral: [] },
    tag: { neutral: ['question_count', 'follow_count'] },
    // operators' names and avatars, the write rules that decide which tags are shown as reserved
    users: { neutral: ['last_login_at'] },
    site_setting: { neutral: [] },
  },
  // a profile's public question and answer counts and follower count (personal/profile.ts)
  profile_counts: {
    question: {
      neutral: [
        'view_count',
        'unique_view_count',
        'hot_score',
        'vote_count',
        'answer_count',
        'collection_count',
        'follow_count',
        'linked_count',
        'last_answer_id',
        'accepted_answer_id',
        'post_update_time',
        'pin',
        'featured',
      ],
    },
    answer: { neutral: ['vote_count', 'comment_count', 'accepted'] },
    follow: { neutral: [] },
  },
  // the lists of the users page (personal/ranking.ts): no write empties them, as every vote would; they expire
  user_ranking: {},
  // a page of search results (modules/search/cached-search.ts): views:N may lag by the expiry
  search_results: SEARCH_RESULTS_RULE,
  // the posts a search of words alone looked up, whether shown and their order's keys (find-posts.ts), as the results
  search_candidates: SEARCH_RESULTS_RULE,
  // each post as a page of results shows it (modules/search/present.ts), as the results
  search_presented: SEARCH_RESULTS_RULE,
  // how many posts hold a word (sqlite-ranked-window.ts): no write empties them, as one post moves a word's
  // weight by next to nothing; they expire instead
  search_statistics: {},
  // each word's newest posts with what the ranking reads of them (word-postings.ts): any write to the index, and
  // the settings (PostgreSQL reads a word by the site language's stemmer)
  search_postings: { search_index: { neutral: [] }, site_setting: { neutral: [] } },
  // the admin dashboard's counts and chart (modules/admin-dashboard): what moves a post in or out of a
  // count, new posts and people, votes, uploads and the settings it reports
  dashboard: {
    question: {
      neutral: [
        'view_count',
        'unique_view_count',
        'hot_score',
        'vote_count',
        'collection_count',
        'follow_count',
        'linked_count',
        'last_answer_id',
        'post_update_time',
        'pin',
        'show',
        'featured',
      ],
    },
    answer: { neutral: ['vote_count', 'comment_count', 'accepted'] },
    comment: { neutral: ['vote_count'] },
    vote: { neutral: [] },
    imported_vote: { neutral: [] },
    users: { neutral: ['last_login_at', 'rank'] },
    upload: { neutral: [] },
    site_setting: { neutral: [] },
    // pending flags, once the flags module's table is counted (admin-dashboard/flag-count.ts)
    report: { neutral: [] },
  },
  // the HTML pages kept for visitors (web/page-cache/): what any public page shows of posts, their tags,
  // links, reactions and authors, and the settings; views and hot scores show as late as the page expires
  public_pages: {
    question: { neutral: ['view_count', 'unique_view_count', 'hot_score'] },
    answer: { neutral: [] },
    comment: { neutral: [] },
    tag: { neutral: [] },
    tag_rel: { neutral: [] },
    revision: { neutral: [] },
    question_link: { neutral: [] },
    reaction: { neutral: [] },
    meta: { neutral: [] },
    users: { neutral: ['last_login_at'] },
    site_setting: { neutral: [] },
  },
};
const ALL_SCOPES = Object.keys(SCOPE_RULES) as CacheScope[];
/** the scopes some write empties (raw SQL that writes empties them all) */
const WATCHED_SCOPES = ALL_SCOPES.filter((scope) => Object.keys(SCOPE_RULES[scope]).length > 0);

function scopesOf(table: string | undefined, columns?: string[]): CacheScope[] {
  if (table === undefined) return [];
  return ALL_SCOPES.filter((scope) => {
    const rule = SCOPE_RULES[scope][table];
    if (!rule) return false;
    return !(columns && columns.length > 0 && columns.every((column) => rule.neutral.includes(column)));
  });
}

function tableName(node: OperationNode | undefined): string | undefined {
  if (node?.kind === 'TableNode')
    return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  if (node?.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  return undefined;
}

/** The scopes a statement may change; every watched scope for raw SQL that writes, as it cannot be read. */
export function scopesWrittenBy(node: RootOperationNode): CacheScope[] {
  switch (node.kind) {
    case 'InsertQueryNode':
      return scopesOf(tableName(node.into));
    case 'DeleteQueryNode':
      return node.from.froms.flatMap((from) => scopesOf(tableName(from)));
    case 'UpdateQueryNode': {
      const columns = (node.updates ?? []).map((update) =>
        update.column.kind === 'ColumnNode'
          ? (update.column as unknown as { column: { name: string } }).column.name
          : '',
      );
      return scopesOf(tableName(node.table), columns);
    }
    case 'RawNode':
      return /^\s*(insert|update|delete|replace)\b/i.test(node.sqlFragments[0] ?? '') ? WATCHED_SCOPES : [];
    default:
      return [];
  }
}

/** Per scope, the subjects a connection's open transaction wrote about, or `whole` once a write named none. */
type WrittenScopes = Map<CacheScope, Set<string> | 'whole'>;

/**
 * Empties the caches a write makes stale, seeing every statement of the database it is given to (so also
 * writes from tests and scripts that share the connection). A write inside a transaction empties them
 * when it runs and again when that transaction commits, so a read between the two (which still sees the
 * old rows) cannot keep the old state in the cache. What each transaction wrote is kept by its connection:
 * another transaction's commit meanwhile empties nothing of it. A statement run for an operation that
 * named the question it concerns (write-subject.ts) empties only that question's entries and those kept
 * for no question; any other empties the whole scope.
 */
export class WriteWatch implements KyselyPlugin {
  readonly cache: CacheStore;
  readonly #writtenBy = new WeakMap<DatabaseConnection, WrittenScopes>();

  constructor(cache: CacheStore) {
    this.cache = cache;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const subject = subjectOfWrite();
    for (const scope of scopesWrittenBy(args.node)) this.cache.invalidate(scope, subject);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  /** Notes what a statement run on `connection` wrote, to be emptied again when its transaction commits. */
  #note(connection: DatabaseConnection, node: RootOperationNode): void {
    const scopes = scopesWrittenBy(node);
    if (scopes.length === 0) return;
    const subject = subjectOfWrite();
    let written = this.#writtenBy.get(connection);
    if (!written) this.#writtenBy.set(connection, (written = new Map()));
    for (const scope of scopes) {
      const since = written.get(scope) ?? new Set<string>();
      written.set(scope, subject === undefined || since === 'whole' ? 'whole' : since.add(subject));
    }
  }

  #committed(connection: DatabaseConnection): void {
    for (const [scope, subjects] of this.#writtenBy.get(connection) ?? []) {
      if (subjects === 'whole') this.cache.invalidate(scope);
      else for (const subject of subjects) this.cache.invalidate(scope, subject);
    }
    this.#writtenBy.delete(connection);
  }

  /**
   * The same dialect, but its driver notes what each transaction writes on its connection and empties it
   * again after the commit (a rollback forgets it: the writes' first emptying was needless, not wrong).
   */
  watchCommits(dialect: Dialect): Dialect {
    const createDriver = (): Driver => {
      const driver = dialect.createDriver();
      const watched = new WeakSet<DatabaseConnection>();
      const begin = driver.beginTransaction.bind(driver);
      const commit = driver.commitTransaction.bind(driver);
      const rollback = driver.rollbackTransaction.bind(driver);
      driver.beginTransaction = async (connection, settings) => {
        if (!watched.has(connection)) {
          watched.add(connection);
          const execute = connection.executeQuery.bind(connection);
          connection.executeQuery = (compiled) => {
            this.#note(connection, compiled.query);
            return execute(compiled);
          };
        }
        this.#writtenBy.delete(connection);
        await begin(connection, settings);
      };
      driver.commitTransaction = async (connection) => {
        await commit(connection);
        this.#committed(connection);
      };
      driver.rollbackTransaction = async (connection) => {
        this.#writtenBy.delete(connection);
        await rollback(connection);
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

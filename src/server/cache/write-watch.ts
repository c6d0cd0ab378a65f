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

/**
 * Empties the caches a write makes stale, seeing every statement of the database it is given to (so also
 * writes from tests and scripts that share the connection). A write inside a transaction empties them
 * when it runs and again when the transaction commits, so a read between the two cannot keep the old
 * state in the cache. A statement run for an operation that named the question it concerns
 * (write-subject.ts) empties only that question's entries and those kept for no question; any other
 * empties the whole scope.
 */
export class WriteWatch implements KyselyPlugin {
  readonly cache: CacheStore;
  /** per scope, the subjects written since the last commit, or `whole` once a write named none */
  readonly #sinceLastCommit = new Map<CacheScope, Set<string> | 'whole'>();

  constructor(cache: CacheStore) {
    this.cache = cache;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const scopes = scopesWrittenBy(args.node);
    if (scopes.length === 0) return args.node;
    const subject = subjectOfWrite();
    for (const scope of scopes) {
      this.cache.invalidate(scope, subject);
      const since = this.#sinceLastCommit.get(scope) ?? new Set<string>();
      if (subject === undefined || since === 'whole') this.#sinceLastCommit.set(scope, 'whole');
      else this.#sinceLastCommit.set(scope, since.add(subject));
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  committed(): void {
    for (const [scope, subjects] of this.#sinceLastCommit) {
      if (subjects === 'whole') this.cache.invalidate(scope);
      else for (const subject of subjects) this.cache.invalidate(scope, subject);
    }
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

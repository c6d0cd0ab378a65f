import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Counts the SQL statements a server runs: give it to startTestServer({ plugins: [counter] }), reset()
 * before a request and read `count` after it (a page must not cost more queries with more rows).
 */
export class QueryCounter implements KyselyPlugin {
  count = 0;

  reset(): void {
    this.count = 0;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

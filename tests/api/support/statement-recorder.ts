import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

export interface RecordedStatement {
  node: RootOperationNode;
  queryId: QueryId;
}

/**
 * Keeps every statement a server runs while recording: give it to startTestServer({ plugins: [recorder] }),
 * then `during(work)` answers the statements `work` made the server run, to be compiled and explained.
 */
export class StatementRecorder implements KyselyPlugin {
  #recorded: RecordedStatement[] | null = null;

  async during(work: () => Promise<unknown>): Promise<RecordedStatement[]> {
    const recorded: RecordedStatement[] = [];
    this.#recorded = recorded;
    try {
      await work();
    } finally {
      this.#recorded = null;
    }
    return recorded;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.#recorded?.push({ node: args.node, queryId: args.queryId });
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

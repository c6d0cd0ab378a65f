import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { operationTable } from '../../generated/operations.ts';
import { seedMember, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { loadDocument, operationsOf, type Operation } from './support/fuzz/openapi-document.ts';
import { sampleObject, sampleValue } from './support/fuzz/sample-values.ts';
import { changedTables, snapshotTables } from './support/fuzz/table-snapshot.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const document = loadDocument();
// Every operation the spec keeps to admins, whoever added it: the walk follows the generated table.
const adminOperations: Operation[] = operationsOf(document).filter(
  (operation) => operationTable[operation.operationId as keyof typeof operationTable]?.auth === 'admin',
);

/**
 * A request an admin could make: required path and query parameters and the body's required fields
 * sampled from the spec, so a missing guard would let it through rather than fail on its input.
 */
function plausibleRequest(operation: Operation): { url: string; init: RequestInit & { json?: unknown } } {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = String(sampleValue(document, parameter.schema, parameter.name));
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.in === 'query' && parameter.required) query.set(parameter.name, value);
  }
  const jsonSchema = operation.body?.['application/json'];
  const search = query.size ? `?${query}` : '';
  return {
    url: `${path}${search}`,
    init: { method: operation.method, ...(jsonSchema && { json: sampleObject(document, jsonSchema) }) },
  };
}

describe.each(testEngines())('every admin call refuses everyone else on $name', (engine) => {
  let server: TestServer;
  let member: Member;
  let moderator: Member;

  beforeAll(async () => {
    server = await startTestServer(engine);
    member = await seedMember(server, { username: 'guard-member', rank: 100000 });
    moderator = await seedMember(server, { username: 'guard-mod', role: constants.roles.moderator });
  });
  afterAll(async () => {
    await server.close();
  });

  it('finds the admin operations in the generated table', () => {
    const ids = adminOperations.map((operation) => operation.operationId);
    expect(ids).toEqual(
      expect.arrayContaining([
        'getAdminPlugins',
        'getPluginConfig',
        'updatePluginConfig',
        'updatePluginStatus',
        'getUserCenterAgent',
        'getAdminLanguageOptions',
      ]),
    );
  });

  it('answers 401 to an anonymous caller and 403 to a member and a moderator, localized, changing nothing', async () => {
    const before = await snapshotTables(server.database, new Set());
    const wrong: string[] = [];
    const callers = [
      { who: 'anonymous', headers: {}, status: 401, reason: 'base.unauthorized_error' as const },
      { who: 'member', headers: member.as.headers, status: 403, reason: 'base.forbidden_error' as const },
      { who: 'moderator', headers: moderator.as.headers, status: 403, reason: 'base.forbidden_error' as const },
    ];
    let turn = 0;
    for (const operation of adminOperations) {
      const { url, init } = plausibleRequest(operation);
      for (const caller of callers) {
        const [language, messages] = turn++ % 2 === 0 ? (['zh_CN', zh] as const) : (['en_US', en] as const);
        const { status, body } = await server.request(url, { ...init, headers: caller.headers, language });
        const expected = { code: caller.status, reason: caller.reason, msg: messages[caller.reason] };
        const got = { code: body?.code, reason: body?.reason, msg: body?.msg };
        if (status !== caller.status || JSON.stringify(got) !== JSON.stringify(expected))
          wrong.push(`${operation.method} ${url} as ${caller.who}: ${status} ${JSON.stringify(got)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await snapshotTables(server.database, new Set()))).toEqual([]);
  });
});
